# Integer division and remainder signs, floor/trunc rounding modes, bitwise and shift ops
import torch

a = torch.tensor([7, -7, 7, -7, 0, 5])
b = torch.tensor([2, 2, -2, -2, 3, -5])
print(a / b, a // b, torch.div(a, b, rounding_mode="floor"), torch.div(a, b, rounding_mode="trunc"))
print(a % b, torch.remainder(a, b), torch.fmod(a, b), a.remainder(3), a.fmod(-3), torch.remainder(-7, torch.tensor([3])))
fa = a.float()
fb = b.float()
print(fa / fb, fa // fb, fa % fb, torch.fmod(fa, fb), torch.fmod(fa, 0.), torch.remainder(fa, 0.))
print(torch.tensor([5.5, -5.5]) // 2, torch.tensor([5.5, -5.5]) % 2, torch.tensor([-0.0]) % 1, torch.tensor([1e-30]) % -1)
for bad in [lambda: a // 0, lambda: a % 0, lambda: torch.fmod(a, 0), lambda: torch.div(a, 0, rounding_mode="trunc")]:
    try:
        print(bad())
    except RuntimeError as e:
        print(type(e).__name__, e)
print(a / 0, fa // 0, torch.tensor([0.]) / 0, torch.tensor([-1.]) / 0.)
try:
    torch.div(a, b, rounding_mode="round")
except ValueError as e:
    print(type(e).__name__, e)
except RuntimeError as e:
    print(type(e).__name__, e)
print(torch.floor_divide(a, b), torch.true_divide(a, b), a.div(2, rounding_mode="floor").dtype, a.div(2).dtype)
x = torch.tensor([12, 10, -3], dtype=torch.int32)
y = torch.tensor([10, 6, 1], dtype=torch.int32)
print(x & y, x | y, x ^ y, ~x, torch.bitwise_and(x, 7), torch.bitwise_or(x, y), torch.bitwise_xor(x, 1), torch.bitwise_not(x))
print(x << 2, x >> 1, torch.bitwise_left_shift(x, y), torch.bitwise_right_shift(x, 1), 1 << torch.tensor([0, 3, 10]))
print(torch.tensor([1], dtype=torch.int64) << 62, torch.tensor([1], dtype=torch.int64) << 63, torch.tensor([-16]) >> 2)
u = torch.tensor([255, 1, 128], dtype=torch.uint8)
print(~u, u << 1, u >> 7, u ^ 255, u & torch.tensor(15, dtype=torch.uint8))
bb = torch.tensor([True, False, True])
print(~bb, bb & torch.tensor([True, True, False]), bb | False, bb ^ True, torch.logical_and(bb, torch.tensor([1, 0, 0])))
print(torch.logical_or(torch.tensor([0., 1.]), torch.tensor([0, 0])), torch.logical_xor(bb, bb), torch.logical_not(torch.tensor([0, 2])))
try:
    torch.tensor([1.5]) & 1
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    ~torch.tensor([1.5])
except (TypeError, RuntimeError) as e:
    print(type(e).__name__, e)
try:
    torch.tensor([1.5]) << 1
except RuntimeError as e:
    print(type(e).__name__, e)
c = torch.tensor([6, 15])
c &= 3
c |= 8
c ^= 1
c <<= 1
c >>= 2
print(c)
print(torch.gcd(torch.tensor([12, -18, 0]), torch.tensor([8, 12, 5])), torch.lcm(torch.tensor([4, 6]), torch.tensor([6, -4])))
print(torch.tensor([2 ** 31 - 1], dtype=torch.int32) + 1, torch.tensor([-128], dtype=torch.int8) // -1, torch.tensor([127], dtype=torch.int8) * 2)
print(torch.abs(torch.tensor([-128], dtype=torch.int8)), torch.neg(torch.tensor([0, 1], dtype=torch.uint8)), torch.sign(a), torch.sgn(fa))
print(torch.tensor([9, 8]).bitwise_and_(torch.tensor([3, 3])), torch.tensor(7) % torch.tensor(-3), divmod(7, -3))
