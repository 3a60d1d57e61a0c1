# Forward-mode Automatic Differentiation (Beta) tutorial
import torch
import torch.autograd.forward_ad as fwAD
import torch.nn as nn
import torch.nn.functional as F


torch.manual_seed(0)
primal = torch.randn(10, 10)
tangent = torch.randn(10, 10)

def fn(x, y):
    return x ** 2 + y ** 2

with fwAD.dual_level():
    dual_input = fwAD.make_dual(primal, tangent)
    assert fwAD.unpack_dual(dual_input).tangent is tangent
    dual_input_alt = fwAD.make_dual(primal, tangent.T)
    assert fwAD.unpack_dual(dual_input_alt).tangent is not tangent
    plain_tensor = torch.randn(10, 10)
    dual_output = fn(dual_input, plain_tensor)
    jvp = fwAD.unpack_dual(dual_output).tangent
    print(jvp.shape, jvp.dtype)
    print(torch.allclose(jvp, 2 * primal * tangent))
    print(fwAD.unpack_dual(dual_output).tangent is None)
    print(fwAD.unpack_dual(plain_tensor).tangent)

print(fwAD.unpack_dual(dual_output).tangent)

model = nn.Linear(5, 5)
input = torch.randn(16, 5)
params = {name: p for name, p in model.named_parameters()}
tangents = {name: torch.rand_like(p) for name, p in params.items()}

with fwAD.dual_level():
    for name, p in params.items():
        delattr(model, name)
        setattr(model, name, fwAD.make_dual(p, tangents[name]))
    out = model(input)
    jvp = fwAD.unpack_dual(out).tangent
    print(jvp.shape, jvp.detach()[:2])

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

fn2 = Fn.apply
primal = torch.randn(10, 10, dtype=torch.double, requires_grad=True)
tangent = torch.randn(10, 10, dtype=torch.double)
with fwAD.dual_level():
    dual_input = fwAD.make_dual(primal, tangent)
    dual_output = fn2(dual_input)
    jvp = fwAD.unpack_dual(dual_output).tangent
print(jvp[0, :3])
print(torch.autograd.gradcheck(Fn.apply, (primal,), check_forward_ad=True,
                               check_backward_ad=False, check_undefined_grad=False,
                               check_batched_grad=False))

import functorch as ft
primal0 = torch.randn(10, 10)
tangent0 = torch.randn(10, 10)
primal1 = torch.randn(10, 10)
tangent1 = torch.randn(10, 10)

def fn3(x, y):
    return x ** 2 + y ** 2

primal_out, tangent_out = ft.jvp(fn3, (primal0, primal1), (tangent0, tangent1))
print(primal_out[0, :4])
print(tangent_out[0, :4])

primal_out, tangent_out = ft.jvp(functools_partial := (lambda x: fn3(x, primal1)), (primal0,), (tangent0,))
print(tangent_out.sum())

model = nn.Linear(5, 5)
func, params = ft.make_functional(model)
tangents = tuple([torch.rand_like(p) for p in params])
def func_params_only(params):
    return func(params, input)
model_output, jvp_out = ft.jvp(func_params_only, (params,), (tangents,))
print(jvp_out.shape)
