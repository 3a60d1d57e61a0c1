# torch.utils.benchmark Timer API (deterministic parts only)
import torch
import torch.utils.benchmark as benchmark


def batched_dot_mul_sum(a, b):
    return a.mul(b).sum(-1)


def batched_dot_bmm(a, b):
    a = a.reshape(-1, 1, a.shape[-1])
    b = b.reshape(-1, b.shape[-1], 1)
    return torch.bmm(a, b).flatten(-3)


torch.manual_seed(0)
x = torch.randn(10, 6)
assert batched_dot_mul_sum(x, x).allclose(batched_dot_bmm(x, x))
print(batched_dot_mul_sum(x, x))
t0 = benchmark.Timer(stmt="batched_dot_mul_sum(x, x)", setup="from __main__ import batched_dot_mul_sum",
                     globals={"x": x})
t1 = benchmark.Timer(stmt="batched_dot_bmm(x, x)", globals={"x": x, "batched_dot_bmm": batched_dot_bmm},
                     label="Batched dot", sub_label="bmm", description="bmm", num_threads=1)
m0 = t0.timeit(3)
m1 = t1.timeit(3)
print(type(m0).__name__, m0.number_per_run, len(m0.times), m0.stmt, m0.task_spec.num_threads)
print(m1.label, m1.sub_label, m1.description, m1.task_spec.num_threads)
print(m1.mean > 0, m1.median > 0, isinstance(m1.iqr, float))
m2 = t0.blocked_autorange(min_run_time=0.01)
print(m2.stmt, m2.mean > 0)
print(benchmark.Measurement.__name__, hasattr(benchmark, "Compare"))
