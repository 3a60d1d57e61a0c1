# Forward-mode AD as the tutorial uses it: dual tensors through functions, modules and a custom Function's jvp.
import torch
import torch.autograd.forward_ad as fwAD
import torch.nn as nn

torch.manual_seed(0)
primal = torch.randn(4, 4)
tangent = torch.randn(4, 4)


def fn(x, y):
    return x ** 2 + y ** 2


with fwAD.dual_level():
    dual_input = fwAD.make_dual(primal, tangent)
    plain_tensor = torch.randn(4, 4)
    dual_output = fn(dual_input, plain_tensor)
    unpacked = fwAD.unpack_dual(dual_output)
    print(type(unpacked).__name__, unpacked._fields)
    print(unpacked.primal)
    print(unpacked.tangent)
    print(fwAD.unpack_dual(plain_tensor).tangent)
    print(fwAD.unpack_dual(dual_input).tangent is not None)
    print(torch.allclose(unpacked.tangent, 2 * primal * tangent))
print(fwAD.unpack_dual(dual_output).tangent)

model = nn.Linear(5, 3)
inp = torch.randn(6, 5)
params = {name: p for name, p in model.named_parameters()}
tangents = {name: torch.rand_like(p) for name, p in params.items()}
with fwAD.dual_level():
    for name, p in params.items():
        delattr(model, name)
        setattr(model, name, fwAD.make_dual(p, tangents[name]))
    out = model(inp)
    jvp = fwAD.unpack_dual(out).tangent
    print(jvp.detach())
    print(torch.allclose(jvp, inp @ tangents["weight"].t() + tangents["bias"]))
    print(fwAD.unpack_dual(out).primal.requires_grad)


class Fn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, foo):
        result = torch.exp(foo)
        ctx.result = result
        return result

    @staticmethod
    def jvp(ctx, gI):
        gO = gI * ctx.result
        del ctx.result
        return gO


primal = torch.randn(3, 3, dtype=torch.double, requires_grad=True)
tangent = torch.randn(3, 3, dtype=torch.double)
with fwAD.dual_level():
    dual_input = fwAD.make_dual(primal, tangent)
    dual_output = Fn.apply(dual_input)
    jvp = fwAD.unpack_dual(dual_output).tangent
    print(jvp)
    print(torch.allclose(jvp, tangent * primal.exp()))
    twice = fwAD.unpack_dual(Fn.apply(dual_input).sin()).tangent
    print(torch.allclose(twice, tangent * primal.exp() * primal.exp().cos()))
