import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it, vi } from 'vitest';
import { docPagePlugins } from '../../src/build/remark-doc-page';
import { StringsProvider, useT, type MessageId } from '../../src/shared/i18n';

// A demo message with a plural argument, as the catalogs may gain one: it must read as English on a doc
// page, as on the standalone page, and never show the raw ICU text to the reader.
const ROWS: MessageId = 'demo.edit.diff'; // any demo.* id; its message is replaced below
vi.mock('../../src/shared/i18n/en-US.json', async (original) => {
  const catalog = (await original<{ default: Record<string, string> }>()).default;
  const rows = '{count, plural, one {# row changed in {file}} other {# rows changed in {file}}}';
  return { default: { ...catalog, 'demo.edit.diff': rows } };
});

/** The demo strings the remark step gives the demo islands of a doc page (`export const __demoStrings`). */
async function demoStringsOfPage(): Promise<Record<string, string>> {
  const root = process.cwd();
  const file = path.join(root, 'docs/7.x/demo/animation.mdx');
  const source = '# Animation\n\n<code src="../examples/animation.tsx" title="Rows" description="Rows move." />\n';
  const processor = unified().use(remarkParse).use(remarkMdx).use(docPagePlugins({ root }));
  const vfile = new VFile({ path: file, value: source, data: { astro: { frontmatter: {} } } });
  const tree = (await processor.run(processor.parse(vfile), vfile)) as Root;
  const esm = tree.children.find(
    (n): n is MdxjsEsm => n.type === 'mdxjsEsm' && n.value.startsWith('export const __demoStrings = '),
  );
  expect(esm, 'the page exports its demo strings').toBeDefined();
  return JSON.parse(esm!.value.slice('export const __demoStrings = '.length).replace(/;$/, ''));
}

function Rows({ count }: { count: number }) {
  const t = useT();
  return <p>{t(ROWS, { count, file: 'demo.tsx' })}</p>;
}

describe('demo strings on a doc page', () => {
  it('render a message with a plural and an argument formatted, in both forms', async () => {
    const strings = await demoStringsOfPage();
    const render = (count: number) =>
      renderToStaticMarkup(
        <StringsProvider strings={strings} locale="en-US">
          <Rows count={count} />
        </StringsProvider>,
      );
    expect(render(1)).toBe('<p>1 row changed in demo.tsx</p>');
    expect(render(3)).toBe('<p>3 rows changed in demo.tsx</p>');
    expect(strings['demo.code.show']).toBe('Show Code');
  });
});
