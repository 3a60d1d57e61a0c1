import { defineConfig } from 'vitest/config';
import { webGpuEnvironment } from './src/runtime/webgpu-env.ts';

// WebGPU tests without a GPU: the test workers start with SwiftShader visible to Dawn's Vulkan loader
Object.assign(process.env, webGpuEnvironment() ?? {});

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
