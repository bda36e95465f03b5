import { Fragment, type ReactNode } from 'react';
import { fillParts } from '../../lib/templates.ts';

/** A content template with its `{tokens}` filled: the words as written, each value (a figure, a link) in its place. */
export function Filled({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return fillParts(text, values).map((piece, i) => <Fragment key={i}>{piece}</Fragment>);
}
