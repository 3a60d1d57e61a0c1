/**
 * Whether output printed on the cuda device says what CPU PyTorch printed: equal once the device suffix is set aside
 * (and the line breaks it moves), with every number within PyTorch-CUDA-like tolerances, since GPU kernels round
 * differently from the CPU's.
 */
const NUMBER = /-?(?:\d+\.?\d*(?:e[-+]?\d+)?)/g;

const normalize = (text: string) => text.replace(/,\s*device='cuda:0'/g, '').replace(/\s+/g, ' ').trim();

export function agreesOnGpu(got: string, want: string): boolean {
  const g = normalize(got), w = normalize(want);
  if (g === w) return true;
  if (g.replace(NUMBER, '#') !== w.replace(NUMBER, '#')) return false;
  const gs = g.match(NUMBER)!, ws = w.match(NUMBER)!;
  return gs.every((x, i) => Math.abs(Number(x) - Number(ws[i])) <= 1e-3 + 1e-3 * Math.abs(Number(ws[i])));
}
