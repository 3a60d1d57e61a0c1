/**
 * Where Dawn (the npm `webgpu` package) finds a Vulkan driver when the Node tools start. On a machine without a GPU,
 * Chromium's SwiftShader (a CPU Vulkan driver) is the adapter; the Vulkan loader reads where drivers are only when
 * the process starts, so a tool that needs it starts itself again with the variables set (vitest's config sets them
 * for its workers).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's Chromium ships SwiftShader and a Vulkan loader here. */
const CHROMIUM = '/usr/lib/chromium';
const SWIFTSHADER_ICD = join(CHROMIUM, 'vk_swiftshader_icd.json');
const LIB_DIRS = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib64', '/usr/lib', '/lib/x86_64-linux-gnu'];

/**
 * The variables that add SwiftShader to the drivers the Vulkan loader sees (a real GPU's driver stays first in line),
 * or null when they are set already or there is no SwiftShader.
 */
export function webGpuEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> | null {
  if (process.platform !== 'linux' || env['VK_ICD_FILENAMES'] || env['VK_ADD_DRIVER_FILES']) return null;
  if (!existsSync(SWIFTSHADER_ICD)) return null;
  return {
    VK_ADD_DRIVER_FILES: SWIFTSHADER_ICD,
    // Mesa's lavapipe (a CPU driver that comes with Chromium's dependencies) lacks a feature Dawn requires: Dawn
    // skips it anyway, but only after it and its window-system code wrote warnings to the program's stderr
    VK_LOADER_DRIVERS_DISABLE: env['VK_LOADER_DRIVERS_DISABLE'] ?? 'lvp_icd.*',
    // Mesa's device-select layer connects to a Wayland display to rank devices, and says so on stderr without one
    NODEVICE_SELECT: '1',
    LD_LIBRARY_PATH: [env['LD_LIBRARY_PATH'], CHROMIUM].filter(Boolean).join(':'),
  };
}

/** Starts this process again with SwiftShader visible when it is not yet, and exits with that run's status. */
export function relaunchWithWebGpu(): void {
  const extra = webGpuEnvironment();
  if (!extra) return;
  const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, ...extra } });
  process.exit(run.status ?? 1);
}

/** Whether Dawn can load Vulkan here (without it, it prints a warning on every try). */
export function vulkanLoader(): boolean {
  if (process.platform !== 'linux') return true;
  const dirs = [...(process.env['LD_LIBRARY_PATH'] ?? '').split(':').filter(Boolean), ...LIB_DIRS];
  return dirs.some((d) => existsSync(join(d, 'libvulkan.so.1')));
}
