# Optimizer and checkpoint mistakes: an optimizer given a tensor or nothing to optimize, learning rates of the wrong
# kind, and state dicts whose keys or shapes do not match the model.
import torch
import torch.nn as nn

torch.manual_seed(0)


def attempt(label, fn):
    try:
        out = fn()
    except (TypeError, ValueError, RuntimeError, KeyError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {out}")


model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
w = torch.zeros(3, requires_grad=True)
print("Optimizers take an iterable of parameters:")
attempt("SGD(tensor)", lambda: torch.optim.SGD(w, lr=0.1))
attempt("SGD([tensor])", lambda: type(torch.optim.SGD([w], lr=0.1)).__name__)
attempt("SGD(model)", lambda: torch.optim.SGD(model, lr=0.1))
attempt("SGD([])", lambda: torch.optim.SGD([], lr=0.1))
attempt("Adam(model.parameters)", lambda: torch.optim.Adam(model.parameters, lr=0.1))
attempt("SGD lr=-1", lambda: torch.optim.SGD(model.parameters(), lr=-1))
attempt("Adam betas out of range", lambda: torch.optim.Adam(model.parameters(), betas=(1.0, 0.999)))
attempt("SGD of a non-leaf", lambda: torch.optim.SGD([w * 2], lr=0.1))
attempt("the same parameter twice", lambda: torch.optim.SGD([{"params": [w]}, {"params": [w]}], lr=0.1))
attempt("a generator used twice", lambda: (lambda ps: (len(list(ps)), len(list(ps))))(model.parameters()))

print("\nLoading a state dict into a different model:")
state = model.state_dict()
print(list(state))
other = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2), nn.Linear(2, 1))
attempt("missing keys", lambda: other.load_state_dict(state))
smaller = nn.Sequential(nn.Linear(4, 3))
attempt("unexpected keys", lambda: smaller.load_state_dict(state))
attempt("strict=False", lambda: smaller.load_state_dict(state, strict=False))
wider = nn.Sequential(nn.Linear(4, 5), nn.ReLU(), nn.Linear(5, 2))
attempt("size mismatch", lambda: wider.load_state_dict(state))

print("\nA DataParallel checkpoint's 'module.' prefix:")
prefixed = {"module." + k: v for k, v in state.items()}
attempt("prefixed keys", lambda: model.load_state_dict(prefixed))
attempt("prefix removed", lambda: model.load_state_dict({k.removeprefix("module."): v for k, v in prefixed.items()}))

print("\nAn optimizer's state dict:")
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
attempt("load a state dict of another size", lambda: opt.load_state_dict(torch.optim.SGD([w], lr=0.1).state_dict()))
attempt("load a model's state dict into an optimizer", lambda: opt.load_state_dict(state))
attempt("load_state_dict of a non-dict", lambda: model.load_state_dict([1, 2]))
