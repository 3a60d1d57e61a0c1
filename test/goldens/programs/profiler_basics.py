import torch
import torch.nn as nn
from torch.profiler import profile, record_function, ProfilerActivity, schedule
model = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 4))
x = torch.randn(8, 16)
with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
    with record_function("model_inference"):
        model(x)
averages = prof.key_averages()
by_key = {e.key: e for e in averages}
print(by_key['model_inference'].count, by_key['aten::linear'].count, by_key['aten::relu'].count)
table = averages.table(sort_by="cpu_time_total", row_limit=3)
lines = table.splitlines()
print(len(lines), lines[1].split(), lines[3].split()[0], lines[-1].split(':')[0])
print(all(e.self_cpu_time_total <= e.cpu_time_total for e in averages))
shaped = {e.key: e.input_shapes for e in prof.key_averages(group_by_input_shape=True)}
print(shaped['aten::relu'], shaped['model_inference'])
s = schedule(wait=1, warmup=1, active=2, repeat=1)
print([s(i).name for i in range(7)])
s2 = schedule(wait=0, warmup=2, active=1, skip_first=1)
print([s2(i).name for i in range(6)])
seen = []
with profile(schedule=schedule(wait=1, warmup=1, active=2, repeat=2), on_trace_ready=lambda p: seen.append(p.step_num)) as p:
    for _ in range(10):
        model(x)
        p.step()
print(seen)
with torch.autograd.profiler.profile() as p2:
    (x * 2).sum()
keys = {e.key for e in p2.key_averages()}
# the ATen ops a scalar multiply runs inside differ by build; the ops the program calls are there
print('aten::mul' in keys, 'aten::sum' in keys, p2.total_average().key)
@record_function("decorated")
def f(t):
    return t + 1
with torch.autograd.profiler.profile() as p3:
    f(x)
print(p3.function_events[0].key, p3.function_events[1].cpu_parent.key, p3.function_events[0].cpu_parent)
