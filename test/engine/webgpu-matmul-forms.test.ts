/**
 * When a float16 product on tensor cores copies its first operand row-major first (matmul.ts `repacksA`): the rule
 * needs no GPU, and the GPUs it matters on (with subgroup matrices) are not the ones tests run on.
 */
import { describe, expect, test } from 'vitest';
import { repacksA } from '../../engine/src/backends/webgpu/matmul.ts';
import type { SubgroupMatrix } from '../../engine/src/backends/webgpu/device.ts';
import { DTYPES, type DTypeName } from '../../engine/src/dtype.ts';
import { fromValues, type Tensor } from '../../engine/src/tensor.ts';

const SGM: SubgroupMatrix = { m: 16, n: 16, k: 16, subgroupSize: 32 };

/** A [1, rows, cols] operand, stored row-major or (transposed) column-major. */
function operand(rows: number, cols: number, transposed: boolean, dtype: DTypeName = 'float16'): Tensor {
  const stored = fromValues(new Float32Array(rows * cols), transposed ? [1, cols, rows] : [1, rows, cols], DTYPES[dtype]);
  return transposed ? stored.view([1, rows, cols], [rows * cols, 1, rows]) : stored;
}

describe('float16 operands copied row-major before a tensor-core product', () => {
  test("a weight's gradient g.T @ x copies g.T; nn.Linear's x @ W.T keeps W.T (its transposing copy costs more)", () => {
    expect(repacksA(operand(1024, 512, true), operand(512, 1024, false), SGM)).toBe(true);
    expect(repacksA(operand(512, 1024, true), operand(1024, 512, true), SGM)).toBe(true);
    expect(repacksA(operand(512, 1024, false), operand(1024, 1024, true), SGM)).toBe(false);
  });

  test('row-major operands, other dtypes and devices without subgroup matrices are used as they are', () => {
    expect(repacksA(operand(512, 512, false), operand(512, 512, false), SGM)).toBe(false);
    expect(repacksA(operand(512, 512, true, 'float32'), operand(512, 512, true, 'float32'), SGM)).toBe(false);
    expect(repacksA(operand(512, 512, true), operand(512, 512, true), null)).toBe(false);
  });

  test('an operand the product reads too few times is not worth its copy', () => {
    // a's elements are read once per column of the output
    expect(repacksA(operand(512, 1024, true), operand(1024, 64, false), SGM)).toBe(false);
  });
});
