import torch

from .optimizer import Optimizer, required


class SGD(Optimizer):
    def __init__(self, params, lr=required, momentum=0, dampening=0, weight_decay=0, nesterov=False, *,
                 maximize=False, foreach=None, differentiable=False):
        if lr is not required and lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, dict(lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay,
                                      nesterov=nesterov, maximize=maximize, foreach=foreach,
                                      differentiable=differentiable))

    @torch.no_grad()
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            for p, d_p in self._grads(group):
                if group["weight_decay"] != 0:
                    d_p = d_p.add(p, alpha=group["weight_decay"])
                if group["momentum"] != 0:
                    state = self.state[p]
                    buf = state.get("momentum_buffer")
                    if buf is None:
                        buf = d_p.clone().detach()
                        state["momentum_buffer"] = buf
                    else:
                        buf.mul_(group["momentum"]).add_(d_p, alpha=1 - group["dampening"])
                    d_p = d_p.add(buf, alpha=group["momentum"]) if group["nesterov"] else buf
                p.add_(d_p, alpha=-group["lr"])
        return loss
