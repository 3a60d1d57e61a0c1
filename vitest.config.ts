import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// WebGPU tests without a GPU: Dawn (the npm `webgpu` package) finds Chromium's SwiftShader, a CPU Vulkan, when the
// worker processes start with these set (the dynamic loader reads LD_LIBRARY_PATH only at process start).
const SWIFTSHADER = '/usr/lib/chromium';
if (!process.env['VK_ICD_FILENAMES'] && existsSync(`${SWIFTSHADER}/vk_swiftshader_icd.json`)) {
  process.env['VK_ICD_FILENAMES'] = `${SWIFTSHADER}/vk_swiftshader_icd.json`;
  process.env['LD_LIBRARY_PATH'] = [SWIFTSHADER, process.env['LD_LIBRARY_PATH']].filter(Boolean).join(':');
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
