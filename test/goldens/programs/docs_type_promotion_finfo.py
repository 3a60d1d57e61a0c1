# The "Tensor Attributes" page of PyTorch's docs: type promotion between tensors, zero-dim tensors and Python
# numbers by category, result_type, can_cast, promote_types, in-place casting rules, and torch.finfo/iinfo.
import torch

float_tensor = torch.ones(1, dtype=torch.float)
double_tensor = torch.ones(1, dtype=torch.double)
complex_float_tensor = torch.ones(1, dtype=torch.complex64)
complex_double_tensor = torch.ones(1, dtype=torch.complex128)
int_tensor = torch.ones(1, dtype=torch.int)
long_tensor = torch.ones(1, dtype=torch.long)
uint_tensor = torch.ones(1, dtype=torch.uint8)
bool_tensor = torch.ones(1, dtype=torch.bool)
long_zerodim = torch.tensor(1, dtype=torch.long)
int_zerodim = torch.tensor(1, dtype=torch.int)
print(torch.add(5, 5).dtype, (int_tensor + 5).dtype, (int_tensor + long_zerodim).dtype, (long_tensor + int_tensor).dtype)
print((bool_tensor + long_tensor).dtype, (bool_tensor + uint_tensor).dtype, (float_tensor + double_tensor).dtype)
print((complex_float_tensor + complex_double_tensor).dtype, (complex_float_tensor + int_tensor).dtype)
print(torch.add(long_tensor, float_tensor).dtype, (uint_tensor + 5.5).dtype, (int_zerodim + 2.5).dtype)
print((float_tensor + 1j).dtype, (double_tensor * 2j).dtype, (uint_tensor - 300).dtype, (uint_tensor * True).dtype)
int_tensor += 5
print(int_tensor.dtype)
try:
    int_tensor += 5.5
except RuntimeError as e:
    print("RuntimeError:", e)
float_tensor *= float_tensor
float_tensor *= int_tensor
float_tensor *= uint_tensor
float_tensor *= bool_tensor
float_tensor *= double_tensor
print(float_tensor.dtype)
try:
    int_tensor *= float_tensor
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    long_tensor.add_(complex_float_tensor)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.result_type(torch.tensor([1, 2], dtype=torch.int), 1.0), torch.result_type(torch.tensor([1, 2], dtype=torch.uint8), torch.tensor(1)))
print(torch.promote_types(torch.int32, torch.float32), torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.bool, torch.bfloat16), torch.promote_types(torch.float16, torch.bfloat16))
print(torch.can_cast(torch.double, torch.float), torch.can_cast(torch.float, torch.int), torch.can_cast(torch.int, torch.bool), torch.can_cast(torch.cfloat, torch.double))
for dt in [torch.float32, torch.float64, torch.float16, torch.bfloat16]:
    fi = torch.finfo(dt)
    print(fi.bits, fi.eps, fi.max, fi.min, fi.tiny, fi.smallest_normal, fi.resolution, fi.dtype)
for dt in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]:
    ii = torch.iinfo(dt)
    print(ii.bits, ii.max, ii.min, ii.dtype)
print(torch.finfo(), torch.iinfo(torch.int16))
print(torch.get_default_dtype(), torch.tensor([1.2, 3]).dtype, torch.tensor([1.2, 3j]).dtype)
torch.set_default_dtype(torch.float64)
print(torch.tensor([1.2, 3]).dtype, torch.tensor([1.2, 3j]).dtype, (torch.ones(1, dtype=torch.int) + 1.5).dtype)
torch.set_default_dtype(torch.float32)
print(torch.float32.is_floating_point, torch.int8.is_signed, torch.complex64.is_complex, torch.uint8.is_signed)
