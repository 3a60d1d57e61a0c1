# Autograd misuse as learners meet it, each with PyTorch's exception type and message: backward through a freed
# graph, in-place changes to leaves and to saved tensors, grad() of unused or non-differentiable inputs, gradients of
# the wrong shape, detach_ on views, .grad assignments of the wrong type, dtype or size, and custom Functions whose
# backward returns the wrong number or shape of gradients. Where current PyTorch's message differs from 1.13's
# (.grad assignments: "attempting to assign a gradient ..."), the expected output is current PyTorch's, read from
# torch/csrc/autograd/python_variable.cpp (THPVariable_set_grad).
import torch


def show(label, fn):
    try:
        result = fn()
        text = str(result)
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", text)


def backward_twice():
    a = torch.ones(2, requires_grad=True)
    y = (a * a).sum()
    y.backward()
    y.backward()


def backward_twice_exp():
    a = torch.ones(2, requires_grad=True)
    y = a.exp().sum()
    y.backward()
    y.backward()


def backward_twice_retain():
    a = torch.ones(2, requires_grad=True)
    y = (a * a).sum()
    y.backward(retain_graph=True)
    y.backward()
    return a.grad


def grad_twice():
    a = torch.ones(2, requires_grad=True)
    y = (a * a).sum()
    torch.autograd.grad(y, a)
    return torch.autograd.grad(y, a)


def leaf_inplace():
    a = torch.ones(2, requires_grad=True)
    a.add_(1)


def leaf_setitem():
    a = torch.ones(2, requires_grad=True)
    a[0] = 3


def leaf_view_inplace():
    a = torch.ones(2, 2, requires_grad=True)
    a[0].mul_(2)


def modified_saved():
    a = torch.ones(2, requires_grad=True)
    b = a.exp()
    c = b * 2
    b.add_(1)
    c.sum().backward()
    y = b.sigmoid()
    return c


def modified_saved_sigmoid():
    a = torch.ones(2, requires_grad=True)
    b = a * 1
    y = b.sigmoid()
    y.mul_(2)
    y.sum().backward()


def modified_saved_relu():
    a = torch.randn(2, requires_grad=True)
    b = torch.relu(a)
    b += 1
    b.sum().backward()
    return "ok"


def modified_mul_input():
    a = torch.ones(2, requires_grad=True)
    w = torch.ones(2, requires_grad=True)
    h = a * 2
    y = h * w
    h.zero_()
    y.sum().backward()


def grad_unused():
    a = torch.ones(2, requires_grad=True)
    b = torch.ones(2, requires_grad=True)
    return torch.autograd.grad((a * 2).sum(), [a, b])


def grad_unused_allowed():
    a = torch.ones(2, requires_grad=True)
    b = torch.ones(2, requires_grad=True)
    return torch.autograd.grad((a * 2).sum(), [a, b], allow_unused=True)


def grad_no_grad_input():
    a = torch.ones(2, requires_grad=True)
    b = torch.ones(2)
    return torch.autograd.grad((a * 2).sum(), [b])


def grad_of_non_grad_output():
    a = torch.ones(2)
    return torch.autograd.grad(a.sum(), a)


def grad_nonscalar():
    a = torch.ones(2, requires_grad=True)
    return torch.autograd.grad(a * 2, a)


def grad_outputs_shape():
    a = torch.ones(2, requires_grad=True)
    return torch.autograd.grad(a * 2, a, grad_outputs=torch.ones(3))


def backward_gradient_shape():
    a = torch.ones(2, requires_grad=True)
    (a * 2).backward(torch.ones(3))


def backward_gradient_dtype():
    a = torch.ones(2, requires_grad=True)
    (a * 2).backward(torch.ones(2, dtype=torch.long))
    return a.grad


def detach_view():
    a = torch.ones(2, 2, requires_grad=True)
    v = (a * 1)[0]
    v.detach_()


def detach_view_base():
    a = torch.ones(2, 2)
    v = a.view(4)
    v.detach_()
    return "ok"


def set_grad_shape():
    a = torch.ones(2, requires_grad=True)
    a.grad = torch.ones(3)


def set_grad_dtype():
    a = torch.ones(2, requires_grad=True)
    a.grad = torch.ones(2, dtype=torch.float64)


def set_grad_self():
    a = torch.ones(2, requires_grad=True)
    a.grad = a


def set_grad_kept_after_refusal():
    a = torch.ones(2, requires_grad=True)
    a.grad = torch.full((2,), 3.0)
    try:
        a.grad = torch.ones(3)
    except RuntimeError:
        pass
    return a.grad


def function_grad_broadcast_summed():
    class F(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return torch.ones(4, 3, dtype=torch.float64)

    a = torch.ones(3, requires_grad=True)
    F.apply(a).sum().backward()
    return a.grad


def set_grad_nontensor():
    a = torch.ones(2, requires_grad=True)
    a.grad = [1.0, 1.0]


def requires_grad_nonleaf():
    a = torch.ones(2, requires_grad=True)
    b = a * 2
    b.requires_grad = False


def retain_grad_noreq():
    a = torch.ones(2)
    a.retain_grad()


def no_grad_backward():
    a = torch.ones(2, requires_grad=True)
    with torch.no_grad():
        b = (a * 2).sum()
    b.backward()


def inplace_in_no_grad_then():
    a = torch.ones(2, requires_grad=True)
    with torch.no_grad():
        a.add_(1)
    return a


def inference_mode_tensor():
    with torch.inference_mode():
        t = torch.ones(2)
    w = torch.ones(2, requires_grad=True)
    (t * w).sum().backward()
    t.add_(1)


def view_of_leaf_inplace_noreq():
    a = torch.ones(2, requires_grad=True)
    with torch.no_grad():
        v = a[:1]
    v.mul_(2)


def unpack_view_multi_output():
    a = torch.ones(4, requires_grad=True)
    b = a * 1
    x, y = b.unbind()[:2] if False else b.split(2)
    x.mul_(2)


def backward_create_graph_int():
    a = torch.ones(2, requires_grad=True)
    return torch.autograd.grad((a * a).sum(), a, create_graph=True)[0].requires_grad


def jacobian_bad():
    return torch.autograd.functional.jacobian(lambda x: x.sum(), [1.0])


def function_no_backward():
    class F(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

    a = torch.ones(2, requires_grad=True)
    F.apply(a).sum().backward()


def function_wrong_grad_count():
    class F(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return g, g

    a = torch.ones(2, requires_grad=True)
    F.apply(a).sum().backward()


def function_wrong_grad_shape():
    class F(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return torch.ones(3)

    a = torch.ones(2, requires_grad=True)
    F.apply(a).sum().backward()


for fn in [backward_twice, backward_twice_exp, backward_twice_retain, grad_twice, leaf_inplace, leaf_setitem,
           leaf_view_inplace, modified_saved, modified_saved_sigmoid, modified_saved_relu, modified_mul_input,
           grad_unused, grad_unused_allowed, grad_no_grad_input, grad_of_non_grad_output, grad_nonscalar,
           grad_outputs_shape, backward_gradient_shape, backward_gradient_dtype, detach_view, detach_view_base,
           set_grad_shape, set_grad_dtype, set_grad_nontensor, set_grad_self, set_grad_kept_after_refusal, function_grad_broadcast_summed, requires_grad_nonleaf,
           retain_grad_noreq, no_grad_backward, inplace_in_no_grad_then, inference_mode_tensor,
           view_of_leaf_inplace_noreq, unpack_view_multi_output, backward_create_graph_int, jacobian_bad,
           function_no_backward, function_wrong_grad_count, function_wrong_grad_shape]:
    show(fn.__name__, fn)
