/**
 * matplotlib and tqdm in Python on the engine: hist's counts and bin edges and autoscaled limits as real matplotlib
 * computes them (goldens.json, made by generate.py), figures sent to the page by plt.show() and written by savefig,
 * and tqdm's bar on stderr (or to the page when one listens) with stdout untouched.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';
import type { PythonSession } from '../../src/runtime/python.ts';
import { drawFigure, type FigureSpec } from '../../src/runtime/figure-svg.ts';

interface Limits { xlim: number[]; ylim: number[] }
interface HistResult extends Limits { n: number[]; bins: number[] }
interface Goldens {
  hist: ({ name: string } & HistResult)[];
  limits: ({ name: string } & Limits)[];
}

const here = import.meta.dirname;
const goldensText = readFileSync(join(here, 'goldens.json'), 'utf8');
const goldens = JSON.parse(goldensText) as Goldens;

let session: PythonSession;
let stdout = '';
let stderr = '';
let replayed: { hist: Record<string, HistResult>; limits: Record<string, Limits> };

/** Runs a program as `python3 path` would; its stdout and stderr. */
async function run(source: string): Promise<{ code: number; stdout: string; stderr: string }> {
  stdout = '';
  stderr = '';
  const code = await session.runFile('/plots/program.py', source);
  return { code, stdout, stderr };
}

/** Runs a cell as the page does, collecting what it sends to the page while it runs. */
async function runLive(code: string) {
  const events: { kind: string; data: unknown }[] = [];
  stderr = '';
  const report = await session.runCell(code, {}, (kind, json) => events.push({ kind, data: JSON.parse(json) }));
  return { report, events, stderr };
}

beforeAll(async () => {
  session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, cuda: false });
  session.pyodide.FS.mkdirTree('/plots');
  session.pyodide.FS.writeFile('/plots/goldens.json', goldensText);
  const replay = await run(readFileSync(join(here, 'replay.py'), 'utf8'));
  expect(replay.stderr).toBe('');
  replayed = JSON.parse(replay.stdout);
});

describe('hist computes what matplotlib computes', () => {
  it.each(goldens.hist.map((c) => [c.name, c] as const))('%s', (name, golden) => {
    const ours = replayed.hist[name]!;
    expect(ours.bins).toEqual(golden.bins);
    expect(ours.n).toEqual(golden.n);
    expect(ours.xlim).toEqual(golden.xlim);
    expect(ours.ylim).toEqual(golden.ylim);
  });
});

describe('axis limits autoscale as in matplotlib', () => {
  it.each(goldens.limits.map((c) => [c.name, c] as const))('%s', (name, golden) => {
    expect(replayed.limits[name]).toEqual({ xlim: golden.xlim, ylim: golden.ylim });
  });
});

describe('pyplot', () => {
  it('returns what matplotlib returns and raises its errors', async () => {
    const out = await run(`
import torch
import matplotlib.pyplot as plt
lines = plt.plot(torch.arange(5.), [0, 1, 4, 9, 16], "r--o", label="squares")
print(lines, lines[0].get_color(), lines[0].get_linestyle(), lines[0].get_marker())
print(plt.title("Squares"), plt.xlabel("n"), plt.ylabel("n²"))
print(repr(plt.gca()), plt.gcf())
fig, axes = plt.subplots(2, 3, figsize=(9, 4))
print(repr(fig), axes.shape, axes.size)
print(plt.hist([1, 2, 2, 3])[2])
try:
    plt.plot(torch.ones(3, requires_grad=True))
except RuntimeError as e:
    print(e)
try:
    plt.hist(torch.tensor([1.0, 1.0000001]), bins=10)
except ValueError as e:
    print(e)
try:
    plt.plot([1, 2], [1, 2, 3])
except ValueError as e:
    print(e)
`);
    expect(out.stderr).toBe('');
    expect(out.stdout).toMatch(/^\[<matplotlib\.lines\.Line2D object at 0x[0-9a-f]+>\] r -- o\n/);
    expect(out.stdout).toContain("Text(0.5, 1.0, 'Squares') Text(0.5, 0, 'n') Text(0, 0.5, 'n²')\n");
    expect(out.stdout).toContain("<Axes: title={'center': 'Squares'}, xlabel='n', ylabel='n²'> Figure(640x480)\n");
    expect(out.stdout).toContain('<Figure size 900x400 with 6 Axes> (2, 3) 6\n');
    expect(out.stdout).toContain('<BarContainer object of 10 artists>\n');
    expect(out.stdout).toContain("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\n");
    expect(out.stdout).toContain('Too many bins for data range. Cannot create 10 finite-sized bins.\n');
    expect(out.stdout).toContain('x and y must have same first dimension, but have shapes (2,) and (3,)\n');
  });

  it('shows nothing outside a page and writes SVG files', async () => {
    const out = await run(`
import xml.etree.ElementTree as ET
import matplotlib.pyplot as plt
plt.close("all")
fig, (left, right) = plt.subplots(1, 2)
left.plot([3, 1, 2], label="a")
left.legend()
right.imshow([[0.0, 0.5], [1.0, 0.25]], cmap="gray")
right.set_title("pixels")
plt.show()
print(plt.get_fignums())
plt.savefig("/plots/figure.svg")
root = ET.parse("/plots/figure.svg").getroot()
print(root.tag, root.get("width"), root.get("height"), root.get("aria-label"))
print(len(root.findall(".//{http://www.w3.org/2000/svg}image")), "image")
try:
    plt.savefig("/plots/figure.png")
except ValueError as e:
    print(e)
`);
    expect(out.stderr).toBe('');
    expect(out.stdout).toBe([
      '[1]',
      '{http://www.w3.org/2000/svg}svg 640 480 Figure: pixels',
      '1 image',
      "Format 'png' is not supported (supported formats: svg)",
      '',
    ].join('\n'));
  });

  it('draws what a cell leaves open at its end, as a notebook does', async () => {
    const { report, events } = await runLive(`
import matplotlib.pyplot as plt
plt.close("all")
plt.hist([1, 2, 2, 3])
plt.title("Counts")`);
    expect(report.value).toBe("Text(0.5, 1.0, 'Counts')");
    expect(events.filter((e) => e.kind === 'figure').map((e) => (e.data as FigureSpec).axes[0]!.title)).toEqual(['Counts']);
    const next = await runLive('import matplotlib.pyplot as plt\nplt.get_fignums()');
    expect(next.report.value).toBe('[]');
    expect(next.events).toEqual([]);
  });

  it('sends each open figure to the page on show() and closes them', async () => {
    const { report, events } = await runLive(`
import matplotlib.pyplot as plt
plt.close("all")
plt.figure(figsize=(4, 3))
plt.plot([0, 1, 2], [1.0, float("nan"), 4.0], label="loss")
plt.yscale("log")
plt.title("Loss")
plt.legend()
plt.show()
plt.get_fignums()`);
    expect(report.error).toBeNull();
    expect(report.value).toBe('[]');
    const figures = events.filter((e) => e.kind === 'figure').map((e) => e.data as FigureSpec);
    expect(figures).toHaveLength(1);
    const [spec] = figures;
    expect(spec!.width).toBe(400);
    const [axes] = spec!.axes;
    expect(axes).toMatchObject({ title: 'Loss', yscale: 'log', rows: 1, cols: 1, index: 1 });
    expect(axes!.marks[0]).toMatchObject({ mark: 'line', x: [0, 1, 2], y: [1, null, 4], color: '#1f77b4' });
    expect(axes!.legend!.entries.map((e) => e.label)).toEqual(['loss']);
  });
});

describe('the figure renderer', () => {
  it('draws every Axes of a spec, its image and its legend, into one SVG', async () => {
    const { events } = await runLive(`
import torch
import matplotlib.pyplot as plt
fig, axes = plt.subplots(1, 2)
axes[0].imshow(torch.rand(4, 6))
axes[1].hist(torch.randn(50), label="samples")
axes[1].scatter([0.0], [5.0], marker="s", label="mark")
axes[1].legend()
fig.suptitle("Two")
plt.show()`);
    const spec = events.find((e) => e.kind === 'figure')!.data as FigureSpec;
    const { document } = parseHTML('<!doctype html><html><body></body></html>');
    const svg = drawFigure(spec, document as unknown as Document);
    expect(svg.getAttribute('aria-label')).toBe('Figure: Two');
    expect(svg.querySelectorAll('image')).toHaveLength(1);
    expect(svg.querySelector('image')!.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    const legend = svg.querySelector('.mpl-legend')!;
    expect([...legend.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['samples', 'mark']);
    expect(svg.querySelectorAll('[data-mark="rect"] rect')).toHaveLength(10);
  });
});

describe('tqdm', () => {
  it('writes its bar to stderr as tqdm does, leaving stdout to the program', async () => {
    const out = await run(`
from tqdm import tqdm, trange
from tqdm.auto import tqdm as auto_tqdm
total = 0
for i in tqdm(range(10)):
    total += i
print("total", total)
with auto_tqdm(total=4, desc="steps", leave=False) as bar:
    for _ in range(4):
        bar.update(1)
print(len(list(trange(3, disable=True))))
`);
    expect(out.stdout).toBe('total 45\n3\n');
    const [first, rest] = out.stderr.split('\n');
    expect(first).toMatch(/^\r {2}0%\| {10}\| 0\/10 \[00:00<\?, \?it\/s\]\r100%\|██████████\| 10\/10 \[00:00<00:00, +[\d.]+it\/s\]$/);
    // a bar with leave=False is wiped when it closes
    expect(rest).toMatch(/^\rsteps: {3}0%\| {10}\| 0\/4 \[00:00<\?, \?it\/s\].*\r {20,}\r$/);
  });

  it('shows a live bar in the page instead, and nothing on stderr', async () => {
    const { report, events, stderr: err } = await runLive(`
from tqdm import tqdm
for x in tqdm([1, 2, 3], desc="epochs"):
    pass`);
    expect(report.error).toBeNull();
    expect(err).toBe('');
    const bars = events.filter((e) => e.kind === 'progress').map((e) => e.data as Record<string, unknown>);
    expect(bars[0]).toMatchObject({ n: 0, total: 3, closed: false, text: 'epochs:   0% 0/3 [00:00<?, ?it/s]' });
    expect(bars.at(-1)).toMatchObject({ n: 3, total: 3, closed: true, leave: true });
    expect(bars.at(-1)!['text']).toMatch(/^epochs: 100% 3\/3 \[00:00<00:00, +[\d.]+it\/s\]$/);
  });
});
