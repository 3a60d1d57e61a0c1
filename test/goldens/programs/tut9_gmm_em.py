# Fitting a 1-D Gaussian mixture: EM with logsumexp responsibilities, then gradient descent on the same likelihood
import torch
import torch.distributions as D

torch.manual_seed(0)
true = D.MixtureSameFamily(D.Categorical(torch.tensor([0.3, 0.7])), D.Normal(torch.tensor([-2.0, 1.5]), torch.tensor([0.5, 0.8])))
x = true.sample((400,))
print(x.shape, x.mean().item().__round__(4), x.std().item().__round__(4))
print(true.mean, true.variance)
print(true.log_prob(torch.tensor([-2.0, 0.0, 1.5])))

K = 2
pi = torch.full((K,), 1.0 / K)
mu = torch.tensor([-1.0, 0.5])
sigma = torch.ones(K)
prev = -float("inf")
for it in range(30):
    # E step
    log_p = D.Normal(mu, sigma).log_prob(x.unsqueeze(1)) + pi.log()
    ll = torch.logsumexp(log_p, dim=1)
    resp = (log_p - ll.unsqueeze(1)).exp()
    # M step
    nk = resp.sum(0)
    pi = nk / x.numel()
    mu = (resp * x.unsqueeze(1)).sum(0) / nk
    sigma = ((resp * (x.unsqueeze(1) - mu) ** 2).sum(0) / nk).sqrt()
    total = ll.sum().item()
    if it % 5 == 0:
        print(f"it {it:2d} loglik {total:.3f} pi {pi.numpy().round(3)} mu {mu.numpy().round(3)} sigma {sigma.numpy().round(3)}")
    if total - prev < 1e-4:
        print("converged at", it)
        break
    prev = total

print(resp[:3])
print(resp.argmax(1)[:10])

# the same likelihood with autograd and unconstrained parameters
logits = torch.zeros(K, requires_grad=True)
loc = torch.tensor([-1.0, 0.5], requires_grad=True)
log_scale = torch.zeros(K, requires_grad=True)
opt = torch.optim.Adam([logits, loc, log_scale], lr=0.05)
for step in range(150):
    gmm = D.MixtureSameFamily(D.Categorical(logits=logits), D.Normal(loc, log_scale.exp()))
    nll = -gmm.log_prob(x).mean()
    opt.zero_grad()
    nll.backward()
    opt.step()
    if step % 30 == 0:
        print(step, round(nll.item(), 4))
gmm = D.MixtureSameFamily(D.Categorical(logits=logits), D.Normal(loc, log_scale.exp()))
print(torch.softmax(logits, 0).detach(), loc.detach(), log_scale.exp().detach())
print(gmm)
print(gmm.mixture_distribution.probs, gmm.component_distribution.batch_shape, gmm.batch_shape, gmm.event_shape)
manual = torch.logsumexp(torch.log_softmax(logits, 0) + D.Normal(loc, log_scale.exp()).log_prob(x[:4, None]), dim=1)
print(torch.allclose(manual, gmm.log_prob(x[:4])))
