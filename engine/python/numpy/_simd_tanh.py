"""numpy 1.24's tanh loops on x86 with AVX2/FMA3 (loops_hyperbolic.dispatch.c.src, from Intel's SVML): |x| picks
one of a table's intervals by its exponent and leading mantissa bits, and tanh is that interval's polynomial in
|x| - b, evaluated by fused multiply-adds, with x's sign; huge values, inf and nan go to the C library's tanh."""
import math
import struct

from ._simd_math import _fma, _round


def _table(code, per_row, rows):
    """The columns of a table given as rows of big-endian hex: entry i is interval i's (b, c0, c1, ...)."""
    values = [struct.unpack(f">{per_row}{code}", bytes.fromhex(row)) for row in rows]
    return list(zip(*values))


# numpy's float32 table: 32 intervals of |x| (rows: each interval's start b, then c0..c6), as float32 bits
_F32_TABLE = _table("f", 32, (
    "000000003d7000003d9000003db000003dd000003df000003e1000003e3000003e5000003e7000003e9000003eb00000"
    "3ed000003ef000003f1000003f3000003f5000003f7000003f9000003fb000003fd000003ff000004010000040300000"
    "40500000407000004090000040b0000040d0000040f000004110000000000000",
    "000000003d6fb9c93d8fc35f3daf91693dcf49ab3deee8493e0f0ee83e2e49843e4d2f8e3e6bb32e3e8c51cd3ea96163"
    "3ec543f13edfd7353f0284383f18abf03f2bc4803f3bec1c3f4f2e5b3f613c533f6ce37d3f743c4f3f7a5feb3f7dea85"
    "3f7f3b3d3f7fb78c3f7fefd43f7ffdd03f7fffb43f7ffff63f7fffff3f800000",
    "3f8000003f7f1f843f7ebd113f7e1e5f3f7d609f3f7c842d3f7b00e53f7895803f75b8ad3f726fd93f6cc59b3f63fb92"
    "3f59ff973f4f11d73f3d75733f24f3603f0cbfe73eec1a693eb0a8013e6753a23e132f1a3db7e7d33d3208453c84d3d4"
    "3bc477b73b10d3da3a01601e388c1a3b3717b0da35a43bce338306c600000000",
    "b0343c7bbd6ee69dbd8f0da7bdae477dbdcd2a1fbdeba80dbe0c443bbe293cf3be44f282be5f3651be81c7c0be96d7ca"
    "bea7fb8ebeb50e9ebec12efebec4be92bebce070bead510ebe8ef7d6be4b8704be083237bdaf7449bd2e1ec4bc83bf06"
    "bbc3e0b5bb10aadcba0157dbb88c18f2b717b096b5a43baeb383012c00000000",
    "beaaaaa5beab0612bea7f01fbea4e120bea387b7bea15962be9d57f7be976b5abe90230dbe880dffbe7479b3be4c3d88"
    "be212482bdeb8cbabd5e78ad3c6b5e6e3d8391433dc21ee13de347af3dcbec963d99ef2d3d542ea13cdde7013c2cca67"
    "3b81cb273ac073a139ac3032383a94d936ca081d355abd4c332b3cb600000000",
    "b76dd6b9be1c276d3c1dcf2f3dc1a78d3d96f9853da2b61b3dc133973dd2f6703df48a0a3e06c5a83e1a3aba3e27c405"
    "3e2e78d03e2c3e443e1d30973df4a8f43da385083d31416a3b562657bcaeeac9bcce9419bcaaeac4bc49e7d0bba71ddd"
    "bb003b0eba3f9a05b92c08a7b7ba9232b64a0b0fb4dac169b2ab78ac00000000",
    "3e0910e9437611434165ecdcc190f756c08c097dc02ba813bf7f6bda3f2b1dc03ece105d3f426a94badb0dc43da43b17"
    "bd51ab88bcaea23dbd3b6d8dbd6caaadbd795bedbd5fdddabd038f3bbc1cad633abb47663b95f10b3b8258733afaea66"
    "3a49f87839996bf3388f3e6c371bb0e335a8a5e634369b17322487b000000000",
    "bc0e2f66460bda1243d638efc3e11c3ec2baa4e9c249da2dc1859b8240dd5b574049464040c730a8bf0f160e3e30e76f"
    "bea81387bdb26a1cbd351e57bb4c01a03c1d7bfb3c722cd13c973f1c3c33a31b3b862ef43a27b3d0ba3b5907ba0efc22"
    "b97f9f0fb8c8af50b7bdddfbb64f2950b4e085b1b3731dfab15a1f0400000000",
))
# numpy's float64 table: 16 intervals (rows: b, then c0..c16), as float64 bits
_F64_TABLE = _table("d", 16, (
    "00000000000000003fcc0000000000003fd40000000000003fdc0000000000003fe40000000000003fec000000000000"
    "3ff40000000000003ffc0000000000004004000000000000400c0000000000004014000000000000401c000000000000"
    "4024000000000000402c00000000000040340000000000000000000000000000",
    "00000000000000003fcb8fd0416a7c923fd35f98a0ea650e3fda5729ee4880373fe1bf47eabb8f953fe686650b8c2015"
    "3feb2523bb6b2dee3fee1fbf97e335273fef9258260a71c23feff112c63a90773fefff419668df113feffffc832750f2"
    "3feffffffdc96f353fefffffffffcf583ff00000000000003ff0000000000000",
    "3ff00000000000003fee842ca3f085323fed11574af58f1b3fea945b9c24e4f93fe6284c3374f8153fe02500a09f8d6e"
    "3fd1f25131e3a8c03fbd22ca1c24a1393f9b3afe1fba5c763f6dd37d19b22b213f27ccec13a9ef963ecbe6c3f33250ae"
    "3e41b4865394f75f3d8853f01bda5f283c73953c0197ef580000000000000000",
    "bbf0b3ea3fdfaa19bfca48aaeb53bc21bfd19921f4329916bfd5e0f09bef8011bfd893b59c35c882bfd6ba7cb7576538"
    "bfce7291743d7555bfbb6d85a01efb80bf9addae58c7141abf6dc59376c7aa19bf27cc5e74677410becbe6c0e8b4cc87"
    "be41b486526b0565bd8853f01bef63a4bc73955be519be310000000000000000",
    "bfd5555555555555bfd183afc292ba11bfcc1a4b039c9bfabfc16e1e6d8d0be6bf92426c751e48a23fb4f152b2bad124"
    "3fbbba40cbef72be3fb01ba038be6a3d3f916df44871efc83f63c6869dfc88703f1fb9aef915d8283ec299d1e27c6e11"
    "3e379b5ddcca334c3d8037f57bc62c9a3c6a2d4b50a2cff70000000000000000",
    "bce6863ee44ed6363fc04dcd0476c75e3fc43d3449a80f083fc5c26f3699b7e73fc1a686f6ab25333faf203c316ce730"
    "bf89c7a02788557cbf98157e26e0d541bf807b55c1c7d278bf53a18d5843190fbf0fb6bbc89b1a5bbeb299c9c684a963"
    "be279b5dd4fb3d01bd7037f57ae72aa6bc5a2ca2bba78e860000000000000000",
    "3fc1111111112ab53fb5c19efdfc08ad3fa74c98dc34fbacbf790d6a8eff0a77bfac3c021789a786bfae2196b7326859"
    "bf93a7a011ff8c2a3f6e4709c7e8430e3f67682afa6111513f3ef2ee77717cbf3ef95a4482f180b73e9dc2c27da3b603"
    "3e12e2afd9f7433e3d59f320348679ba3c44b61d9bbcc9400000000000000000",
    "bda1ea19ddddb3b4bfb0b8df995ce4dfbfb2955cf41e8164bfaf9d05c309f7c6bf987d27ccff42913f8b2ca62572b098"
    "3f8f1cf6c7f5b00a3f60379811e43dd5bf4793826f78537ebf2405695e36240fbee0e08de39ce756be83d709ba5f714e"
    "bdf92e3fc5ee63e0bd414cc030f2110ebc2ba022e8d82a870000000000000000",
    "bfaba1ba1990520bbf96e37bba52f6fc3ecff7df184553993f97362834d33a4e3f9e7f8380184b453f869543e7c420d4"
    "bf7326bd4914222abf5fc15b0a9d98fa3f14cffcfa69fbb63f057e48e5b79d103ec33b66d7d772643e66ac4e578b9b10"
    "3ddcc74b8d3d5c423d23c589137f92b43c107f8e2c8707a10000000000000000",
    "be351ca7f096011f3f9eaaf3320c38513f9cf823fe761fc13f9022271754ff1fbf731fe77c9c60afbf84a6046865ec7d"
    "bf4ca3f1f2b9192b3f4c77dee0afd2273f04055bce68597abee2bf0cb4a71647bea31eaafe73efd5be46abb02c4368ed"
    "bdbcc749ca8079ddbd03c5883836b9d2bbf07a5416264aec0000000000000000",
    "3f9664f94e6ac14ebf94d3343bae39ddbf7bc748e60df843bf8c89372b43ba85bf8129a092de747a3f60c85b4d538746"
    "3f5be9392199ec18bf2a0c68a4489f10bf00462601dc2faa3eb7b6a219dea9f43e80cbcc8d4c5c8a3e2425bb231a5e29"
    "3d9992a4beac86623ce191ba5ed3fb673bc892450bad44c40000000000000000",
    "bea8c4c1fd7852febfccce16b1046f13bf81a16f224bb7b6bf62cbf00406bc093f75b29bb02cf69b3f607df0f9f90c17"
    "bf4b852a6e0758d5bf0078c63d1b84453eec12eadd55be7abe6fa600f593181bbe5a3c935dce3f7dbe001c6d95e3ae96"
    "bd74755a00ea1fd3bcbc1c6c063bb7acbba3be9a4460fe000000000000000000",
    "bf822404577aa9dd403d8b07f7a82aa3bf9f44ab92fbab0a3fb2eac604473d6a3f45f87d903aaac8bf5e104671036300"
    "3f19bc98ddf0f3403f0d4304bc9246e8bed13c415f7b9d41be722b8d9720cdb03e322666d739bec03dd76a553d7e7918"
    "3d4de0fa59416a393c948716cf3681b43b873f9f2d2fda990000000000000000",
    "befdd99a221ed5734070593a3735bab4bfccab654e44835e3fd13ed80037dbacbf6045b9076cc4873f2085ee7e8ac170"
    "3f23524622610430beff12a6626911b43eab9008bca408af3e634df71865f620be05bb1bcf83ca73bdaf2ac143fb6762"
    "bd23eae52a3dbf57bc6b5e3e9ca0955ebb5eca68e2c1ba2e0000000000000000",
    "3f6e3be689423841c0d263511f5baac140169f73b15ebe5cc025c1dd41cd6cb5bf58fd89fe05e0d13f73f7af01d5af7a"
    "bf1e40bdead17e6b3ee224cd6c4513e5be24b645e68eeaa3be4abfebfb72bc833dd51c38f8695ed33d8313ac38c6832b"
    "3cf77879356266853c401ffc49c6bc29babf0b21acfa52ab0000000000000000",
    "bf2a1306713a4f3ac1045e509116b0664041fab9250984cec0458d090ec3de95bf74949d60113d633f7c9fd6200d0ade"
    "3f02cd40e0ad0a9fbe858ab8e019f311be792fa6323b7cf83e2df04d67876402bd95c72be95e4d2cbd55a89c30203106"
    "bccad6b3bb9eff65bc12705ccd3dd884ba8e0a4c47ae75f50000000000000000",
    "bf55d7e76dc5687141528c38809c90c7c076d57fb5190b024085f09f888f8ada3fa246332a2fcba5bfb29d851a896fcd"
    "3ed9065ae369b212beb8e1ba4c98a0303e6ffd0766ad4016be0c63c29f505f5bbd7fab216b9e0e493d2826b62056aa27"
    "3ca313e31762f5233bea37aa218953193ae5c7f1fd8714960000000000000000",
    "3f35e67ab76a26e741848ee0627d8206c0a216d618b489ec40a5b89107c8af4f3fb69d8374520edabfbded519f981716"
    "bef02d288b5b33713eb290981209c1a6be567e924bf5ff6e3de3f7f7de6b0eb63d69ed18bae3ebbcbcf7534c4f3dfa71"
    "bc730b73f1eaff20bbba2cff8135d462bab5a71b5f7d90350000000000000000",
))


def _c_library(v):
    """tanh of what numpy calls out for: +-1 for huge and infinite x, and a nan (positive) for a nan."""
    return abs(v) if v != v else math.tanh(v)


def _index(bits, field, top, low, clamp, shift):
    """The interval of |x|: its exponent and leading mantissa bits (bits & field) less the first interval's, in
    [0, clamp], shifted down; None where numpy calls out (above top: huge, inf, nan)."""
    masked = bits & field
    if masked > top:
        return None
    return min(max(masked - low, 0), clamp) >> shift


def tanh_f32(xs):
    bits = struct.unpack(f"<{len(xs)}I", struct.pack(f"<{len(xs)}f", *xs))
    intervals = [_index(b, 0x7fe00000, 0x7f000000, 0x3d400000, 0x3e00000, 21) for b in bits]
    rows = [_F32_TABLE[0 if i is None else i] for i in intervals]
    y = _round([abs(v) - row[0] for v, row in zip(xs, rows)])
    r = [row[7] for row in rows]
    for c in range(6, 0, -1):
        r = _fma(r, y, [row[c] for row in rows])
    return [_c_library(v) if i is None else -abs(p) if math.copysign(1.0, v) < 0 else p
            for v, i, p in zip(xs, intervals, r)]


def tanh_f64(xs):
    bits = struct.unpack(f"<{len(xs)}Q", struct.pack(f"<{len(xs)}d", *xs))
    intervals = [_index(b >> 32, 0x7ff80000, 0x7fe00000, 0x3fc00000, 0x780000, 19) for b in bits]
    out = []
    for v, i in zip(xs, intervals):
        if i is None:
            out.append(_c_library(v))
            continue
        row = _F64_TABLE[i]
        y = abs(v) - row[0]
        r = row[17]
        for c in range(16, 0, -1):
            r = math.fma(r, y, row[c])
        out.append(-abs(r) if math.copysign(1.0, v) < 0 else r)
    return out
