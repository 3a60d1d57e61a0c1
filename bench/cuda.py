"""The cuda benchmark's workloads, one program for real PyTorch CUDA and for our engine's WebGPU device.

Usage: python3 cuda.py CONFIG_JSON ID... ; prints one `BENCH-RESULT {json}` line per workload id (bench/cuda.ts).
Every timing ends with torch.cuda.synchronize(), so it covers the GPU's work, not only its recording.
"""
import json
import sys
import time

import torch

from workloads import checkerboard_data, checkerboard_net, report

DEVICE = 'cuda'


# A GPU idles at a low clock and raises it only after some time busy, dropping it again soon after (an H200 over
# Vulkan: 345 MHz, 1980 MHz after about half a second of work, back down within a second of little work). Before each
# workload a heater keeps the GPU busy with products of the workload set's large matmul size for HEAT_S, and the
# workload warms up for WARMUP_S, so that both participants are timed at the clock a sustained run gets.
HEAT_S = 0.5
WARMUP_S = 1.0
heat_n = [256]


def heat():
    a = torch.rand(heat_n[0], heat_n[0], device=DEVICE)
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < HEAT_S:
        a @ a
        a @ a
        torch.cuda.synchronize()


def median_ms(fn, warmup=2, reps=7):
    heat()
    t0 = time.perf_counter()
    done = 0
    while done < warmup or time.perf_counter() - t0 < WARMUP_S:
        fn()
        torch.cuda.synchronize()
        done += 1
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        times.append((time.perf_counter() - t0) * 1000)
    return sorted(times)[len(times) // 2]


def matmul_gflops(n, dtype):
    a = torch.rand(n, n, device=DEVICE, dtype=dtype)
    b = torch.rand(n, n, device=DEVICE, dtype=dtype)
    return 2 * n ** 3 / median_ms(lambda: a @ b) / 1e6


def add_ms(n):
    a, b = torch.rand(n, device=DEVICE), torch.rand(n, device=DEVICE)
    return median_ms(lambda: a + b)


def sum_ms(n):
    a = torch.rand(n, device=DEVICE)
    return median_ms(lambda: a.sum())


def softmax_ms(n):
    a = torch.rand(n // 4096, 4096, device=DEVICE)
    return median_ms(lambda: torch.softmax(a, dim=1))


def batch_stats_ms(n):
    """BatchNorm's statistics: per-channel variance and mean of an NCHW tensor of 64 channels of 64x64."""
    a = torch.rand(n // 64 ** 3, 64, 64, 64, device=DEVICE)
    return median_ms(lambda: torch.var_mean(a, dim=(0, 2, 3)))


def randn_ms(n):
    return median_ms(lambda: torch.randn(n, device=DEVICE))


def dispatch_us(batch):
    a, b = torch.rand(4, 4, device=DEVICE), torch.rand(4, 4, device=DEVICE)

    def calls():
        for _ in range(batch):
            a + b
    return median_ms(calls, warmup=1, reps=3) * 1000 / batch


def read_us(reps):
    a = torch.rand(4, device=DEVICE)
    heat()
    a.sum().item()
    t0 = time.perf_counter()
    for _ in range(reps):
        a.sum().item()
    return (time.perf_counter() - t0) * 1e6 / reps


def train_ms(net, opt, inputs, targets, amp):
    loss_fn = torch.nn.MSELoss()
    scaler = torch.amp.GradScaler('cuda') if amp else None

    def step():
        opt.zero_grad()
        if amp:
            with torch.autocast('cuda', dtype=torch.float16):
                loss = loss_fn(net(inputs), targets)
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
        else:
            loss_fn(net(inputs), targets).backward()
            opt.step()
    return median_ms(step)


def checkerboard(c, amp):
    torch.manual_seed(0)
    inputs, targets = (t.to(DEVICE) for t in checkerboard_data(c['size'], c['freq']))
    net = checkerboard_net(c['width']).to(DEVICE)
    return train_ms(net, torch.optim.Adam(net.parameters(), c['lr']), inputs, targets, amp)


def mlp(c, amp):
    torch.manual_seed(0)
    w = c['width']
    layers = []
    for _ in range(c['layers'] - 1):
        layers += [torch.nn.Linear(w, w), torch.nn.ReLU()]
    net = torch.nn.Sequential(*layers, torch.nn.Linear(w, w)).to(DEVICE)
    inputs, targets = torch.randn(c['batch'], w, device=DEVICE), torch.randn(c['batch'], w, device=DEVICE)
    return train_ms(net, torch.optim.SGD(net.parameters(), c['lr']), inputs, targets, amp)


def workloads(config):
    software = 'swiftshader' in torch.cuda.get_device_name().lower()
    c = config['software' if software else 'gpu']
    small, large = c['matmul']
    heat_n[0] = large
    return {
        'matmul-a-f32': lambda: matmul_gflops(small, torch.float32),
        'matmul-b-f32': lambda: matmul_gflops(large, torch.float32),
        'matmul-a-f16': lambda: matmul_gflops(small, torch.float16),
        'matmul-b-f16': lambda: matmul_gflops(large, torch.float16),
        'add': lambda: add_ms(c['add']),
        'sum': lambda: sum_ms(c['add']),
        'softmax': lambda: softmax_ms(c['add']),
        'batch-stats': lambda: batch_stats_ms(c['add']),
        'randn': lambda: randn_ms(c['add']),
        'dispatch': lambda: dispatch_us(config['dispatchBatch']),
        'read': lambda: read_us(config['reads']),
        'checkerboard': lambda: checkerboard(c['checkerboard'], False),
        'checkerboard-amp': lambda: checkerboard(c['checkerboard'], True),
        'mlp': lambda: mlp(c['mlp'], False),
        'mlp-amp': lambda: mlp(c['mlp'], True),
    }


def main(argv):
    if not torch.cuda.is_available():
        sys.exit('no cuda device')
    print(f'cuda device: {torch.cuda.get_device_name()}', file=sys.stderr)
    report(workloads(json.loads(argv[0])), argv[1:])


if __name__ == '__main__':
    main(sys.argv[1:])
