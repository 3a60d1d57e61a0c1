/**
 * npm run bench [-- NAME...]: measures our engine beside its peers (onnxruntime-web, TensorFlow.js on wasm,
 * jax-js, real PyTorch on the CPU), each participant in its own child process, one after another. Prints a table
 * of figures and of ratios ours / best peer, and writes bench/results.json. NAMEs restrict the run to those
 * participants. A participant or workload that cannot run is reported as n/a with its reason.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PYTHON_CONFIG, PYTHON_WORKLOADS } from '../bench/config.ts';
import { participants, type Participant } from '../bench/participants.ts';
import { parseOutcomes, type Outcome } from '../bench/protocol.ts';
import { formatReport, reportJson, type ParticipantResult } from '../bench/report.ts';
import { WORKLOADS } from '../bench/workloads.ts';
import { CUDA_WORKLOADS, cudaParticipants } from '../bench/cuda.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Finished { readonly stdout: string; readonly failure: string | null }

function runChild(p: Participant): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(p.command, p.args, { cwd: root, env: { ...process.env, ...p.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), p.timeoutMs);
    child.on('error', (e) => { clearTimeout(timer); resolve({ stdout, failure: e.message }); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const lastLine = stderr.trim().split('\n').pop()?.slice(0, 80) ?? '';
      resolve({
        stdout,
        failure: signal === 'SIGKILL' ? `timed out after ${p.timeoutMs / 1000} s`
          : code !== 0 ? `exited ${code}: ${lastLine}` : null,
      });
    });
  });
}

/** A participant's outcomes; every workload it did not report gets the reason it stopped. */
async function measure(p: Participant): Promise<Outcome[]> {
  const reason = p.unavailable?.();
  if (reason) return workloads.map((w) => ({ id: w.id, na: reason }));
  const { stdout, failure } = await runChild(p);
  const outcomes = parseOutcomes(stdout);
  const missing = workloads.filter((w) => !outcomes.some((o) => o.id === w.id));
  return [...outcomes, ...missing.map((w) => ({ id: w.id, na: p.na?.[w.id] ?? failure ?? 'not reported' }))];
}

// `--device cuda`: the cuda device (WebGPU) against PyTorch CUDA, instead of the CPU engines
const args = process.argv.slice(2);
const cuda = args[0] === '--device' && args[1] === 'cuda';
const only = cuda ? args.slice(2) : args;
const workloads = cuda ? CUDA_WORKLOADS : WORKLOADS;
const all = cuda ? cudaParticipants() : participants([PYTHON_CONFIG, ...PYTHON_WORKLOADS]);
const chosen = only.length ? all.filter((p) => only.includes(p.name)) : all;
const results: ParticipantResult[] = [];
for (const p of chosen) {
  const t0 = performance.now();
  process.stderr.write(`${p.name} ... `);
  results.push({ name: p.name, ours: p.ours, native: p.native, outcomes: await measure(p) });
  process.stderr.write(`${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}

console.log(formatReport(results, workloads));
const machine = { cpu: cpus()[0]?.model ?? 'unknown', cores: availableParallelism(), node: process.version, date: new Date().toISOString() };
const file = cuda ? 'results-cuda.json' : 'results.json';
writeFileSync(join(root, 'bench', file), `${JSON.stringify(reportJson(results, machine, workloads), null, 2)}\n`);
console.log(`\nwrote bench/${file}`);
