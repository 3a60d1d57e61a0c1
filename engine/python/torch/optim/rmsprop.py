import torch

from .optimizer import Optimizer


class RMSprop(Optimizer):
    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False, *,
                 foreach=None, maximize=False, differentiable=False):
        super().__init__(params, dict(lr=lr, alpha=alpha, eps=eps, weight_decay=weight_decay, momentum=momentum,
                                      centered=centered, foreach=foreach, maximize=maximize,
                                      differentiable=differentiable))

    @torch.no_grad()
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            alpha, eps, lr = group["alpha"], group["eps"], group["lr"]
            for p, grad in self._grads(group):
                state = self.state[p]
                if not state:
                    state["step"] = 0
                    state["square_avg"] = torch.zeros_like(p)
                    if group["momentum"] > 0:
                        state["momentum_buffer"] = torch.zeros_like(p)
                    if group["centered"]:
                        state["grad_avg"] = torch.zeros_like(p)
                state["step"] += 1
                if group["weight_decay"] != 0:
                    grad = grad.add(p, alpha=group["weight_decay"])
                square_avg = state["square_avg"]
                square_avg.mul_(alpha).addcmul_(grad, grad, value=1 - alpha)
                if group["centered"]:
                    grad_avg = state["grad_avg"]
                    grad_avg.mul_(alpha).add_(grad, alpha=1 - alpha)
                    avg = square_avg.addcmul(grad_avg, grad_avg, value=-1).sqrt().add_(eps)
                else:
                    avg = square_avg.sqrt().add_(eps)
                if group["momentum"] > 0:
                    buf = state["momentum_buffer"]
                    buf.mul_(group["momentum"]).addcdiv_(grad, avg)
                    p.add_(buf, alpha=-lr)
                else:
                    p.addcdiv_(grad, avg, value=-lr)
        return loss
