"""The seed a DataLoader worker gives numpy's global generator: PyTorch's `_generate_state`, a SeedSequence-style
hash of (worker_id, base_seed) into four 32-bit words, so numpy's draws differ from `random`'s and between workers.
"""
_INIT_A, _MULT_A = 0x43b0d7e5, 0x931e8875
_INIT_B, _MULT_B = 0x8b51f9dd, 0x58f38ded
_MIX_MULT_L, _MIX_MULT_R = 0xca01f9dd, 0x4973f715
_XSHIFT = 16
_MASK32 = 0xFFFFFFFF


def _mix(x, y):
    result = ((_MIX_MULT_L * x) - (_MIX_MULT_R * y)) & _MASK32
    return (result ^ (result >> _XSHIFT)) & _MASK32


def generate_state(base_seed, worker_id):
    entropy = [worker_id, base_seed & _MASK32, base_seed >> 32, 0]
    hash_const = _INIT_A

    def hash_(value):
        nonlocal hash_const
        value = (value ^ hash_const) & _MASK32
        hash_const = (hash_const * _MULT_A) & _MASK32
        value = (value * hash_const) & _MASK32
        return (value ^ (value >> _XSHIFT)) & _MASK32

    pool = [hash_(e) for e in entropy]
    # every word mixes into every other, so late entropy words reach the early ones
    for i_src in range(len(pool)):
        for i_dst in range(len(pool)):
            if i_src != i_dst:
                pool[i_dst] = _mix(pool[i_dst], hash_(pool[i_src]))
    state, hash_const_b = [], _INIT_B
    for word in pool:
        word = (word ^ hash_const_b) & _MASK32
        hash_const_b = (hash_const_b * _MULT_B) & _MASK32
        word = (word * hash_const_b) & _MASK32
        state.append((word ^ (word >> _XSHIFT)) & _MASK32)
    return state
