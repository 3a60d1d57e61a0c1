import torch
import torch.utils.benchmark as benchmark
from torch.utils.benchmark import Measurement, TaskSpec, Compare, Timer
x = torch.ones(8)
t = Timer(stmt='x + x', globals={'x': x}, label='add', sub_label='small', description='8')
m = t.timeit(100)
print(type(m).__module__, m.number_per_run, len(m.times), m.title, m.stmt, m.num_threads, m.env)
m2 = t.blocked_autorange(min_run_time=0.05)
print(m2.number_per_run >= 1, len(m2.raw_times) >= 1, m2.median > 0, m2.task_spec == m.task_spec)
spec = TaskSpec(stmt='a @ b', setup='a = torch.ones(4, 4)\nb = a', label='matmul', sub_label='4x4', description='float32')
fixed = Measurement(number_per_run=100, raw_times=[2.1e-4, 2.3e-4, 2.2e-4, 2.6e-4, 2.05e-4, 2.4e-4], task_spec=spec)
print(repr(fixed).split('\n', 1)[1])
print(fixed.median, fixed.mean, fixed.iqr, fixed.significant_figures, fixed.has_warnings, fixed.meets_confidence(0.2))
one = Measurement(100, [3.3e-3], TaskSpec('torch.ones(3)', 'pass'))
print(repr(one).split('\n', 1)[1])
noisy = Measurement(10, [1e-6, 5e-6, 1.2e-6, 9e-6, 1.1e-6], TaskSpec('f(x)\ng(x)', 'pass', sub_label='two lines', num_threads=4))
print(repr(noisy).split('\n', 1)[1])
results = []
for threads in (1, 2):
    for i, n in enumerate((16, 256)):
        for j, d in enumerate(('float32', 'float64')):
            base = (1 + i) * (1 + j) * 1e-5 / threads
            results.append(Measurement(10, [base, base * 1.02, base * 0.99, base * 1.01], TaskSpec(
                'x.sum()', 'pass', label='sum', sub_label=f'[{n}]', description=d, num_threads=threads)))
results.append(Measurement(10, [7e-6, 7.1e-6, 6.9e-6, 9e-6], TaskSpec('x.mean()', 'pass', label='mean', description='float32', env='dev')))
results.append(Measurement(10, [8e-6, 8.1e-6, 7.9e-6, 8e-6], TaskSpec('x.mean()', 'pass', label='mean', description='float32', env='main')))
c = Compare(results)
print(c)
c.trim_significant_figures(); c.highlight_warnings(); c.print()
c.colorize(rowwise=True); print(repr(str(c)[:400]))
print(benchmark.select_unit(3e-5), benchmark.trim_sigfig(3.14159, 2), benchmark.unit_to_english('ms'))
print(Measurement.merge([fixed, fixed])[0].number_per_run, len(Measurement.merge([fixed, fixed])[0].times))
try:
    Compare([1])
except ValueError as e:
    print(e)
