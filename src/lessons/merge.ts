/**
 * Line-based three-way merge of a forked lesson with its upstream: the changes each side made to the common base
 * are combined, and where both changed the same lines the result keeps both versions between git's conflict
 * markers, for the author to resolve by hand.
 */
import { diff3Merge } from 'node-diff3';

export interface MergeLabels {
  /** Names our side after `<<<<<<<`. */
  readonly ours: string;
  /** Names their side after `>>>>>>>`. */
  readonly theirs: string;
}

export interface TextMerge {
  readonly text: string;
  /** How many conflicting regions the text marks; 0 when the merge is clean. */
  readonly conflicts: number;
}

export function mergeText(ours: string, base: string, theirs: string, labels: MergeLabels): TextMerge {
  const lines: string[] = [];
  let conflicts = 0;
  // node-diff3 splits strings on whitespace by default; lessons merge line by line, as git does
  for (const region of diff3Merge(ours.split('\n'), base.split('\n'), theirs.split('\n'))) {
    if (region.ok) lines.push(...region.ok);
    else if (region.conflict) {
      conflicts += 1;
      lines.push(`<<<<<<< ${labels.ours}`, ...region.conflict.a, '=======', ...region.conflict.b, `>>>>>>> ${labels.theirs}`);
    }
  }
  return { text: lines.join('\n'), conflicts };
}

/** Whether a text still holds conflict markers a merge wrote (a line opening or closing a conflict). */
export function hasConflictMarkers(text: string): boolean {
  return /^(?:<{7}|>{7})(?: |$)/m.test(text);
}
