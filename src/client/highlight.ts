/**
 * Python highlighting for the editors, in the colours of GitHub's high-contrast themes (the ones the build-time
 * highlighter uses too, so code keeps its colours when the editor replaces it). Colours are CSS variables that
 * site.css sets through light-dark(), so one style serves both themes and meets WCAG AA contrast in each.
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

const colour = (name: string) => `var(--hl-${name})`;

export const highlighting = syntaxHighlighting(HighlightStyle.define([
  { tag: [t.keyword, t.operatorKeyword, t.controlKeyword, t.definitionKeyword, t.modifier], color: colour('keyword') },
  { tag: [t.string, t.special(t.string), t.regexp, t.escape], color: colour('string') },
  { tag: [t.number, t.bool, t.null, t.atom, t.constant(t.name)], color: colour('constant') },
  { tag: [t.comment, t.lineComment, t.blockComment], color: colour('comment'), fontStyle: 'italic' },
  { tag: [t.function(t.variableName), t.function(t.propertyName), t.definition(t.function(t.variableName))], color: colour('function') },
  { tag: [t.className, t.definition(t.className), t.typeName, t.namespace], color: colour('entity') },
  { tag: [t.self, t.special(t.variableName)], color: colour('keyword') },
  { tag: t.invalid, color: colour('keyword'), textDecoration: 'underline wavy' },
]));
