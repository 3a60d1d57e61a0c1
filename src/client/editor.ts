/** A CodeMirror 6 Python editor for one cell, with Shift-Enter to run and a marker on the line that raised. */
import { python } from '@codemirror/lang-python';
import { Prec, StateEffect, StateField, type Range } from '@codemirror/state';
import { Decoration, EditorView, keymap, type DecorationSet } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { highlighting } from './highlight.ts';

export interface EditorHooks {
  readonly onRun: () => void;
  readonly onChange: (code: string) => void;
  /** What a screen reader announces for the editor, e.g. "Code cell broadcast-add". */
  readonly label: string;
}

const setErrorLine = StateEffect.define<number | null>();
const errorLineMark = Decoration.line({ class: 'cm-error-line' });

/** The line the last run's error came from, cleared as soon as the learner edits. */
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = tr.docChanged ? Decoration.none : marks.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      const ranges: Range<Decoration>[] = [];
      if (line !== null && line >= 1 && line <= tr.state.doc.lines) {
        ranges.push(errorLineMark.range(tr.state.doc.line(line).from));
      }
      next = Decoration.set(ranges);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export function createEditor(parent: HTMLElement, code: string, hooks: EditorHooks): EditorView {
  return new EditorView({
    parent,
    doc: code,
    extensions: [
      Prec.highest(keymap.of([{ key: 'Shift-Enter', run: () => { hooks.onRun(); return true; } }])),
      basicSetup,
      python(),
      errorLineField,
      highlighting,
      // long lines wrap: an editor never scrolls sideways, on a phone or for a keyboard user
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': hooks.label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) hooks.onChange(update.state.doc.toString());
      }),
    ],
  });
}

export function setCode(view: EditorView, code: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
}

/** Marks (or, with null, unmarks) the 1-based line an error came from. */
export function markErrorLine(view: EditorView, line: number | null): void {
  view.dispatch({ effects: setErrorLine.of(line) });
}
