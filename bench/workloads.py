"""The benchmark's Python-side workloads, one program for real PyTorch and for our engine's Python session.

Usage: python3 workloads.py CONFIG_JSON ID... ; CONFIG_JSON carries the shapes from bench/workloads.ts so both
sides compute the same thing. Prints one `BENCH-RESULT {json}` line per workload id.
"""
import json
import sys
import time

import torch
import torch.nn.functional as F

RESULT_PREFIX = 'BENCH-RESULT '


def median_ms(fn, warmup=1, min_reps=3, max_reps=15, budget_ms=1000.0):
    # as bench/measure.ts: a call slower than the whole budget is timed once
    for _ in range(warmup):
        t0 = time.perf_counter()
        fn()
        once = (time.perf_counter() - t0) * 1000
        if once >= budget_ms:
            return once
    times = []
    start = time.perf_counter()
    while len(times) < min_reps or (len(times) < max_reps and (time.perf_counter() - start) * 1000 < budget_ms):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    mid = len(times) // 2
    return times[mid] if len(times) % 2 else (times[mid - 1] + times[mid]) / 2


def uniform(*shape):
    return torch.rand(*shape) * 2 - 1


def matmul(n):
    a, b = uniform(n, n), uniform(n, n)
    return 2 * n ** 3 / median_ms(lambda: a @ b) / 1e6


def pointwise(fn, n):
    a, b = uniform(n), uniform(n)
    return median_ms(lambda: fn(a, b))


def conv2d(c):
    ch, size, k, pad = c['channels'], c['size'], c['kernel'], c['padding']
    x = uniform(1, ch, size, size).requires_grad_()
    w = uniform(ch, ch, k, k).requires_grad_()
    g = torch.ones(1, ch, size, size)

    def step():
        x.grad = None
        w.grad = None
        F.conv2d(x, w, padding=pad).backward(g)
    return median_ms(step)


def small_op(shape, batch, warmup_ms):
    # timed in its steady state, after warmup_ms of calls, as bench/measure.ts's microsPerCall times the JS rows
    a, b = uniform(*shape), uniform(*shape)

    def calls():
        for _ in range(batch):
            a + b
    start = time.perf_counter()
    while (time.perf_counter() - start) * 1000 < warmup_ms:
        calls()
    return median_ms(calls, warmup=0, min_reps=5) * 1000 / batch


def checkerboard_data(size, freq):
    r = torch.arange(size).float()
    coords = r / size
    grid = torch.stack([coords.reshape(1, size).repeat([size, 1]), coords.reshape(size, 1).repeat([1, size])], 0)
    bands = r.mul(freq / size / 2.0).fmod(1.0).gt(0.5)
    target = bands.reshape(1, size).logical_xor(bands.reshape(size, 1)).float()
    return grid.unsqueeze(0), target.reshape(1, 1, size, size)


def checkerboard_net(width):
    def block(cin, cout):
        return [torch.nn.Conv2d(cin, cout, 1), torch.nn.BatchNorm2d(cout), torch.nn.ReLU()]
    return torch.nn.Sequential(*block(2, width), *block(width, width), *block(width, width),
                               torch.nn.Conv2d(width, 1, 1))


def train_step_ms(net, opt, inputs, targets):
    loss_fn = torch.nn.MSELoss()

    def step():
        opt.zero_grad()
        loss_fn(net(inputs), targets).backward()
        opt.step()
    return median_ms(step, warmup=2)


def checkerboard(c):
    torch.manual_seed(0)
    inputs, targets = checkerboard_data(c['size'], c['freq'])
    net = checkerboard_net(c['width'])
    return train_step_ms(net, torch.optim.Adam(net.parameters(), c['lr']), inputs, targets)


def mlp(c):
    torch.manual_seed(0)
    width = c['width']
    layers = []
    for _ in range(c['layers'] - 1):
        layers += [torch.nn.Linear(width, width), torch.nn.ReLU()]
    net = torch.nn.Sequential(*layers, torch.nn.Linear(width, width))
    inputs, targets = torch.randn(c['batch'], width), torch.randn(c['batch'], width)
    return train_step_ms(net, torch.optim.SGD(net.parameters(), c['lr']), inputs, targets)


class _Waiting(torch.utils.data.Dataset):
    """Items that each wait on storage (a sleep), then are small tensors."""

    def __init__(self, items, wait_ms):
        self.items, self.wait = items, wait_ms / 1000

    def __len__(self):
        return self.items

    def __getitem__(self, i):
        time.sleep(self.wait)
        return torch.full((4,), float(i))


def loader_epoch_ms(c, workers):
    dataset = _Waiting(c['items'], c['waitMs'])
    loader = torch.utils.data.DataLoader(dataset, batch_size=c['batch'], num_workers=workers,
                                         persistent_workers=workers > 0)
    run = lambda: sum(len(b) for b in loader)  # noqa: E731
    run()  # starts the workers
    return median_ms(run, warmup=0)


def pointwise_chain(ops):
    def chain(x):
        for _ in range(ops // 2):
            x = x * 1.001 + 0.5
        return x
    return chain


def chain_ms(c, compiled):
    chain = pointwise_chain(c['chainOps'])
    run = torch.compile(chain) if compiled else chain
    x = uniform(c['elementwise'])
    with torch.no_grad():
        return median_ms(lambda: run(x))


def workloads(c):
    n = c['elementwise']
    rows, cols = c['softmax']
    table = {f'matmul-{s}': (lambda s=s: matmul(s)) for s in c['matmul']}
    table.update({
        'add': lambda: pointwise(torch.add, n),
        'mul': lambda: pointwise(torch.mul, n),
        'exp': lambda: pointwise(lambda a, b: torch.exp(a), n),
        'sum': lambda: pointwise(lambda a, b: torch.sum(a), n),
        'softmax': lambda: median_ms((lambda x: lambda: torch.softmax(x, -1))(uniform(rows, cols))),
        'conv2d': lambda: conv2d(c['conv']),
        'small-op-py': lambda: small_op(c['smallOp']['shape'], c['smallOp']['batch'], c['smallOp']['warmupMs']),
        'checkerboard': lambda: checkerboard(c['checkerboard']),
        'mlp': lambda: mlp(c['mlp']),
        'chain-eager': lambda: chain_ms(c, False),
        'chain-compiled': lambda: chain_ms(c, True),
        'loader-0': lambda: loader_epoch_ms(c['loader'], 0),
        f"loader-{c['loader']['workers']}": lambda: loader_epoch_ms(c['loader'], c['loader']['workers']),
    })
    return table


def main(argv):
    report(workloads(json.loads(argv[0])), argv[1:])


def report(table, ids):
    """Runs each workload of `table` named in `ids`, printing its result line (bench/protocol.ts)."""
    for wid in ids:
        try:
            out = {'id': wid, 'value': table[wid]()}
        except Exception as e:  # a workload that cannot run is reported, and the run goes on
            out = {'id': wid, 'na': f'{type(e).__name__}: {e}'.split('\n')[0][:80]}
        print(RESULT_PREFIX + json.dumps(out), flush=True)


if __name__ == '__main__':
    main(sys.argv[1:])
