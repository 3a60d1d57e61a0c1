/**
 * `npm run bench -- --device cuda`: the cuda device (ours: WebGPU) beside real PyTorch CUDA when this machine has
 * it. The same program (bench/cuda.py) runs in our Python session and in real PyTorch; the sizes are issue 9's. On a
 * software adapter (SwiftShader, a CPU) those sizes would take hours, so it runs the `software` sizes: figures that
 * say the path works, not how fast a GPU is.
 */
import { spawnSync } from 'node:child_process';
import type { Participant } from './participants.ts';
import { PYTHON } from './participants.ts';
import type { Workload } from './workloads.ts';

const SIZES = {
  gpu: { matmul: [1024, 4096], add: 1 << 26, checkerboard: { size: 512, width: 256, freq: 8, lr: 1e-3 },
    mlp: { batch: 512, width: 4096, layers: 3, lr: 1e-3 } },
  software: { matmul: [128, 256], add: 1 << 20, checkerboard: { size: 32, width: 16, freq: 8, lr: 1e-3 },
    mlp: { batch: 32, width: 128, layers: 3, lr: 1e-3 } },
};

export const CUDA_CONFIG = JSON.stringify({ ...SIZES, dispatchBatch: 2000, reads: 200 });

export const CUDA_WORKLOADS: readonly Workload[] = [
  { id: 'matmul-a-f32', label: 'matmul 1024 (software: 128) f32', unit: 'GFLOP/s' },
  { id: 'matmul-b-f32', label: 'matmul 4096 (software: 256) f32', unit: 'GFLOP/s' },
  { id: 'matmul-a-f16', label: 'matmul 1024 (software: 128) f16', unit: 'GFLOP/s' },
  { id: 'matmul-b-f16', label: 'matmul 4096 (software: 256) f16', unit: 'GFLOP/s' },
  { id: 'add', label: 'add 64M (software: 1M) f32', unit: 'ms' },
  { id: 'sum', label: 'sum of 64M (software: 1M) f32', unit: 'ms' },
  { id: 'softmax', label: 'softmax over rows of 4096, 64M (software: 1M) f32', unit: 'ms' },
  { id: 'batch-stats', label: 'var_mean over N, H, W of N x 64 x 64 x 64, 64M (software: 1M) f32', unit: 'ms' },
  { id: 'randn', label: 'randn 64M (software: 1M) f32', unit: 'ms' },
  { id: 'dispatch', label: 'one small op recorded, from Python', unit: 'us/op' },
  { id: 'read', label: 'one small op and .item() (a GPU round trip, one suspension)', unit: 'us/op' },
  { id: 'checkerboard', label: 'checkerboard 512px 256ch (software: 32px 16ch) Adam step', unit: 'ms/step' },
  { id: 'checkerboard-amp', label: 'checkerboard step under autocast', unit: 'ms/step' },
  { id: 'mlp', label: 'AMP recipe MLP 3x4096 batch 512 (software: 3x128, 32) SGD step', unit: 'ms/step' },
  { id: 'mlp-amp', label: 'AMP recipe MLP step under autocast + GradScaler', unit: 'ms/step' },
];

const ids = CUDA_WORKLOADS.map((w) => w.id);

/** Where PyTorch with CUDA may be: a GPU machine's own Python first, then Debian's (CPU-only there). */
const PYTHONS = ['python3', PYTHON];
const hasCuda = (python: string) =>
  spawnSync(python, ['-c', 'import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)']).status === 0;

export function cudaParticipants(): Participant[] {
  const cudaPython = PYTHONS.find(hasCuda);
  return [
    {
      name: 'ours-webgpu', ours: true, command: process.execPath, args: ['scripts/py.ts', 'bench/cuda.py', CUDA_CONFIG, ...ids],
      env: { TORCH_CUDA_ADAPTER: 'any' }, timeoutMs: 600_000,
    },
    {
      name: 'pytorch-cuda', ours: false, native: true, command: cudaPython ?? PYTHON, args: ['bench/cuda.py', CUDA_CONFIG, ...ids],
      timeoutMs: 600_000,
      unavailable: () => (cudaPython ? null : `no PyTorch with CUDA (tried ${PYTHONS.join(', ')})`),
    },
  ];
}
