# torch.special's Bessel family: j0/j1/y0/y1, the modified i0/i1/k0/k1 (and scaled k0/k1), spherical j0
import torch

names = ["bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1", "modified_bessel_i0", "modified_bessel_i1",
         "modified_bessel_k0", "modified_bessel_k1", "scaled_modified_bessel_k0", "scaled_modified_bessel_k1",
         "spherical_bessel_j0"]
x = torch.tensor([-7.5, -3.0, -0.25, 0.0, 1e-6, 0.3, 1.0, 1.9, 2.0, 2.5, 4.99, 5.0, 5.01, 8.0, 12.0, 30.0,
                  float("inf"), float("nan")])
torch.set_printoptions(precision=6)
for name in names:
    fn = getattr(torch.special, name)
    print(name)
    print(fn(x))
    print(fn(x.double()))

# integer inputs compute in the default float dtype
print(torch.special.bessel_j0(torch.arange(4)))
print(torch.special.modified_bessel_k1(torch.tensor([1, 2, 3])).dtype)

# none of them is differentiable: the result does not require grad
w = torch.tensor([0.5, 1.5], requires_grad=True)
y = torch.special.bessel_y1(w)
print(y.requires_grad, y.grad_fn)
print(torch.special.spherical_bessel_j0(torch.linspace(-1, 1, 5)))
