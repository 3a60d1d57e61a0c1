/**
 * tqdm's progress bars in a running cell's output: a <progress> element with tqdm's meter text beside it
 * ("epoch: 40% 4/10 [00:02<00:03, 1.95it/s, loss=0.31]"), updated as Python reports (at most ten times a second).
 */
export interface ProgressEvent {
  readonly id: number;
  /** tqdm's meter without its bar. */
  readonly text: string;
  readonly n: number;
  /** null when the length is unknown: the bar runs without a value. */
  readonly total: number | null;
  readonly closed: boolean;
  /** Whether a closed bar stays (tqdm's leave=True) or goes. */
  readonly leave: boolean;
}

interface Bar {
  readonly root: HTMLElement;
  readonly progress: HTMLProgressElement;
  readonly label: HTMLElement;
}

export class ProgressBars {
  readonly element: HTMLElement;
  private readonly bars = new Map<number, Bar>();

  constructor() {
    this.element = document.createElement('div');
    this.element.className = 'progress-bars';
  }

  update(event: ProgressEvent): void {
    const bar = this.bars.get(event.id) ?? this.add(event.id);
    if (event.closed && !event.leave) {
      bar.root.remove();
      this.bars.delete(event.id);
      return;
    }
    if (event.total === null) {
      bar.progress.removeAttribute('value');
    } else {
      bar.progress.max = event.total;
      bar.progress.value = event.n;
    }
    bar.label.textContent = event.text;
    bar.progress.setAttribute('aria-valuetext', event.text);
    bar.root.dataset['state'] = event.closed ? 'done' : 'running';
  }

  private add(id: number): Bar {
    const root = document.createElement('div');
    root.className = 'progress-bar';
    const progress = document.createElement('progress');
    progress.setAttribute('aria-label', 'Progress');
    const label = document.createElement('span');
    label.className = 'progress-text';
    root.append(progress, label);
    this.element.append(root);
    const bar = { root, progress, label };
    this.bars.set(id, bar);
    return bar;
  }
}
