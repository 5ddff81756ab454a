import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The Chinese terminology list (docs/i18n/zh-CN-terminology.md) is the one source of the terms; this test
// reads its table and checks every Chinese demo page and the Chinese UI catalog against it.

interface Term {
  concept: string;
  term: string;
  banned: string[];
}

function readTerms(): Term[] {
  const rows = readFileSync('docs/i18n/zh-CN-terminology.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  // Drop the heading row and the |---| row.
  return rows.slice(2).map(([concept, term, banned]) => ({
    concept,
    term,
    banned: banned ? banned.split(/,\s*/).filter(Boolean) : [],
  }));
}

/** Reader-visible text: code (fenced blocks and `inline`) is left out, since `...` there is JavaScript. */
function prose(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

// Every Chinese page: the demo pages, the home page and its API tab, the changelog.
const pages = (readdirSync('docs', { recursive: true }) as string[])
  .filter((name) => /\.zh-CN\.mdx?$/.test(name))
  .map((name) => ({ name: `docs/${name}`, text: prose(readFileSync(`docs/${name}`, 'utf8')) }));

const catalog = {
  name: 'src/shared/i18n/zh-CN.json',
  text: Object.values(JSON.parse(readFileSync('src/shared/i18n/zh-CN.json', 'utf8')) as Record<string, string>).join(
    '\n',
  ),
};

const terms = readTerms();

describe('Chinese terminology list', () => {
  it('names the terms the issue asks for', () => {
    const chosen = terms.map((t) => t.term);
    for (const term of ['表体', '吸顶表头', '总结栏', '行表头', '展开行', '固定列', '虚拟列表']) {
      expect(chosen).toContain(term);
    }
  });

  it('bans the awkward strings the issue names', () => {
    const banned = terms.flatMap((t) => t.banned);
    for (const variant of ['由你受控管理', '已被移走', '...']) expect(banned).toContain(variant);
  });

  it('covers the Chinese demo pages, the home page and the changelog', () => {
    expect(pages.filter((p) => p.name.startsWith('docs/7.x/demo/')).length).toBeGreaterThanOrEqual(39);
    expect(pages.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'docs/7.x/index.zh-CN.mdx',
        'docs/7.x/index.$tab-api.zh-CN.mdx',
        'docs/7.x/changelog.zh-CN.mdx',
      ]),
    );
  });
});

describe.each([...pages, catalog])('$name', ({ text }) => {
  it('uses no banned variant of a listed term', () => {
    const found = terms.flatMap((t) =>
      t.banned.filter((variant) => text.includes(variant)).map((variant) => `${variant} (use ${t.term})`),
    );
    expect(found).toEqual([]);
  });
});

describe('the UI catalog', () => {
  it('does not glue a language name into a Chinese sentence', () => {
    // The locale switch reads "用English阅读本页" when the name is pasted without spaces.
    const message = (JSON.parse(readFileSync('src/shared/i18n/zh-CN.json', 'utf8')) as Record<string, string>)[
      'locale.switch'
    ];
    expect(message).toMatch(/ \{language\} /);
  });
});
