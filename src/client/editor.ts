/** A CodeMirror 6 Python editor for one cell, with Shift-Enter to run. */
import { python } from '@codemirror/lang-python';
import { Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';

export interface EditorHooks {
  readonly onRun: () => void;
  readonly onChange: (code: string) => void;
}

export function createEditor(parent: HTMLElement, code: string, hooks: EditorHooks): EditorView {
  return new EditorView({
    parent,
    doc: code,
    extensions: [
      Prec.highest(keymap.of([{ key: 'Shift-Enter', run: () => { hooks.onRun(); return true; } }])),
      basicSetup,
      python(),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) hooks.onChange(update.state.doc.toString());
      }),
    ],
  });
}

export function setCode(view: EditorView, code: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
}
