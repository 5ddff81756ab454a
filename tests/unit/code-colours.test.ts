import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeColoursCss, highlightCode, SHIKI_LANGS, SHIKI_OPTIONS } from '../../src/build/highlight';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The light and dark colour of every token, in order, as the page shows them. */
function tokenColours(html: string, css: string): string[] {
  const vars = new Map<string, string>();
  for (const [, name, mode, colour] of css.matchAll(/\.shiki \.(\w+) \{\s*--shiki-(light|dark): (#\w+);/g))
    vars.set(name, `${mode}:${colour.toUpperCase()}`);
  const pre = /<pre[^>]*style="--shiki-light:(#\w+);--shiki-dark:(#\w+)/.exec(html)!;
  const tokens = [...html.matchAll(/<span(?: class="([^"]*)")?(?: style="([^"]*)")?>([^<]*)<\/span>/g)];
  return tokens
    .filter(([, cls]) => cls !== 'line')
    .map(([, cls = '', style = '', text]) => {
      const colour = { light: pre[1].toUpperCase(), dark: pre[2].toUpperCase() };
      for (const [, mode, value] of style.matchAll(/--shiki-(light|dark):(#\w+)/g))
        colour[mode as 'light' | 'dark'] = value.toUpperCase();
      for (const name of cls.split(' ').filter(Boolean)) {
        const [mode, value] = vars.get(name)!.split(':');
        colour[mode as 'light' | 'dark'] = value;
      }
      return `${text} ${colour.light} ${colour.dark}`;
    });
}

/** Shiki on its own: inline variables on every token, the reference the classes must match. */
const plain = createHighlighter({ themes: Object.values(SHIKI_OPTIONS.themes), langs: [...SHIKI_LANGS] });
const codeToHtml = async (code: string, options: { lang: string } & typeof SHIKI_OPTIONS) =>
  (await plain).codeToHtml(code, { ...options, tokenizeTimeLimit: 0 });

describe('code colours as classes', () => {
  it('the committed stylesheet is the one the two code themes make', () => {
    expect(read('src/styles/code-colours.css')).toBe(codeColoursCss());
  });

  const samples = [
    ['docs/7.x/examples/simple.tsx', 'tsx'],
    ['docs/7.x/examples/table-theme.css', 'css'],
    ['docs/7.x/examples/virtual-list-fixed-merged.tsx', 'tsx'],
    ['package.json', 'json'],
  ] as const;

  it.each(samples)(
    '%s shows the colours shiki gives each token, with no inline style on a token',
    async (file, lang) => {
      const code = read(file);
      const html = await highlightCode(code, lang);
      expect(html).not.toMatch(/<span style=/);
      // What shiki writes on its own (inline variables on every token) is the reference.
      const reference = await codeToHtml(code, { lang, ...SHIKI_OPTIONS });
      const expected = tokenColours(reference, '');
      expect(expected.length).toBeGreaterThan(50);
      expect(tokenColours(html, read('src/styles/code-colours.css'))).toEqual(expected);
    },
  );

  it('a highlighted block weighs less than half what inline colours did', async () => {
    const code = read('docs/7.x/examples/table-theme.css');
    const reference = await codeToHtml(code, { lang: 'css', ...SHIKI_OPTIONS });
    expect((await highlightCode(code, 'css')).length).toBeLessThan(reference.length / 2);
  });
});
