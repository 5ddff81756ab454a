import { Fragment } from 'react';
import type { Fragment as TextFragment } from '../../lib/search/types';

/** Text with its matched keywords marked, built as React text nodes: a query can never inject markup. */
export function Highlighted({ fragments }: { fragments: TextFragment[] }) {
  return fragments.map((f, i) =>
    f.highlighted ? <mark key={i}>{f.text}</mark> : <Fragment key={i}>{f.text}</Fragment>,
  );
}
