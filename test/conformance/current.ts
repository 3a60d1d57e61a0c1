/**
 * The suite's outputs were recorded with PyTorch 1.13. Where current PyTorch prints something else we follow current
 * PyTorch, so those programs expect the recording with the change current PyTorch makes to it, and why.
 */
interface Change { readonly why: string; readonly from: string; readonly to: string }

const CURRENT: Readonly<Record<string, Change>> = {
  'autograd-025': {
    why: "Tensor.norm() runs torch.linalg.vector_norm on strided tensors (torch/functional.py's norm)",
    from: 'grad_fn=<NormBackward1>',
    to: 'grad_fn=<LinalgVectorNormBackward0>',
  },
};

/** What current PyTorch prints for the program `name` whose 1.13 output was `recorded`. */
export function currentOutput(name: string, recorded: string): string {
  const change = CURRENT[name];
  return change ? recorded.replaceAll(change.from, change.to) : recorded;
}
