# Rotary position embeddings the LLaMA way: torch.polar, view_as_complex / view_as_real, and an attention check
import torch

torch.manual_seed(0)


def precompute_freqs_cis(dim, end, theta=10000.0):
    freqs = 1.0 / (theta ** (torch.arange(0, dim, 2)[: (dim // 2)].float() / dim))
    t = torch.arange(end, device=freqs.device)
    freqs = torch.outer(t, freqs).float()
    return torch.polar(torch.ones_like(freqs), freqs)


def reshape_for_broadcast(freqs_cis, x):
    ndim = x.ndim
    shape = [d if i == 1 or i == ndim - 1 else 1 for i, d in enumerate(x.shape)]
    return freqs_cis.view(*shape)


def apply_rotary_emb(xq, xk, freqs_cis):
    xq_ = torch.view_as_complex(xq.float().reshape(*xq.shape[:-1], -1, 2))
    xk_ = torch.view_as_complex(xk.float().reshape(*xk.shape[:-1], -1, 2))
    freqs_cis = reshape_for_broadcast(freqs_cis, xq_)
    xq_out = torch.view_as_real(xq_ * freqs_cis).flatten(3)
    xk_out = torch.view_as_real(xk_ * freqs_cis).flatten(3)
    return xq_out.type_as(xq), xk_out.type_as(xk)


freqs = precompute_freqs_cis(8, 4)
print(freqs.dtype, freqs.shape)
print(freqs)
print(freqs.abs())
print(freqs.angle())
bsz, seqlen, heads, hd = 1, 4, 2, 8
xq = torch.randn(bsz, seqlen, heads, hd)
xk = torch.randn(bsz, seqlen, heads, hd)
q, k = apply_rotary_emb(xq, xk, freqs)
print(q.shape, q.dtype)
print(q[0, :, 0])
print("norms kept:", torch.allclose(q.norm(dim=-1), xq.norm(dim=-1), atol=1e-5))
scores = torch.einsum("bqhd,bkhd->bhqk", q, k) / hd ** 0.5
mask = torch.full((seqlen, seqlen), float("-inf")).triu(1)
print(mask)
attn = torch.softmax(scores + mask, dim=-1)
print(attn[0, 0])
c = torch.view_as_complex(torch.tensor([[1.0, 2.0], [3.0, -4.0]]))
print(c, c.real, c.imag, c.conj(), torch.view_as_real(c.conj().resolve_conj()))
print(torch.polar(torch.tensor([2.0]), torch.tensor([torch.pi / 2])))
print(torch.complex(torch.tensor([1.0]), torch.tensor([0.5])) * 1j)
