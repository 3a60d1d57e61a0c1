/**
 * Single-thread GFLOP/s of the wasm gemm on square float32/float64 products (not a test: speed is measured
 * here only). Run: node_modules/.bin/node bench/gemm.ts [float32|float64] [mr nrVectors kc mc nc]
 * The optional config overrides DEFAULT_CONFIG, for tuning the micro-kernel shape and blocking.
 */
import {
  DEFAULT_CONFIG, type GemmConfig, type GemmDtype, gemmScratchBytes, instantiateGemm,
} from '../engine/src/backends/wasm/gemm.ts';

const dtype = (process.argv[2] ?? 'float32') as GemmDtype;
const custom = process.argv.slice(3).map(Number);
const [mr, nrVectors, kc, mc, nc] = custom;
const config: GemmConfig = custom.length === 5
  ? { dtype, mr: mr!, nrVectors: nrVectors!, kc: kc!, mc: mc!, nc: nc! }
  : DEFAULT_CONFIG[dtype];
const es = dtype === 'float32' ? 4 : 8;

/** Seconds of CPU this process has used: unlike wall time, it does not count time other processes hold the core. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

function measure(size: number): { wall: number; cpu: number } {
  const elems = size * size;
  const scratch = 3 * elems * es;
  const memory = new WebAssembly.Memory({ initial: Math.ceil((scratch + gemmScratchBytes(config)) / 65536) + 64 });
  const gemm = instantiateGemm(memory, config);
  const heap = dtype === 'float32' ? new Float32Array(memory.buffer) : new Float64Array(memory.buffer);
  for (let i = 0; i < 2 * elems; i++) heap[i] = Math.random() - 0.5;
  const args = {
    a: 0, aStrides: [elems, size, 1], b: elems * es, bStrides: [elems, size, 1], out: 2 * elems * es,
    outStrides: [elems, size, 1], n: size, k: size, m: size, rowStart: 0, rowEnd: size, scratch: scratch,
  } as const;
  const flops = 2 * size ** 3;
  // warm up until the optimising tier has compiled the module, then take the best of several timed batches
  const reps = Math.max(1, Math.round(2e8 / flops));
  for (let i = 0; i < 3 * reps + 2; i++) gemm.run(args);
  let wall = Infinity, cpu = Infinity;
  for (let trial = 0; trial < 9; trial++) {
    const t0 = performance.now(), c0 = cpuSeconds();
    for (let i = 0; i < reps; i++) gemm.run(args);
    wall = Math.min(wall, (performance.now() - t0) / 1e3 / reps);
    cpu = Math.min(cpu, (cpuSeconds() - c0) / reps);
  }
  return { wall: flops / wall / 1e9, cpu: flops / cpu / 1e9 };
}

console.log(`${dtype} ${JSON.stringify(config)}`);
for (const size of [128, 512, 1024]) {
  const { wall, cpu } = measure(size);
  console.log(`  ${size}: ${wall.toFixed(1)} GFLOP/s (wall), ${cpu.toFixed(1)} GFLOP/s (per CPU second)`);
}
