import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locales';

const catalogs = LOCALES.map((l) => ({
  id: l.id,
  messages: JSON.parse(readFileSync(`src/shared/i18n/${l.id}.json`, 'utf8')) as Record<string, string>,
}));
const ids = new Set(catalogs.flatMap((c) => Object.keys(c.messages)));
/** The first part of every id (`demo`, `search`, …): a string literal starting so is meant as an id. */
const namespaces = new Set([...ids].map((id) => id.split('.')[0]));

/** The site's code and content: every file an id can be written in. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|astro|mdx?|mjs)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}
const files = [...sources('src'), ...sources('docs')];

/** Quoted dotted names (`'demo.code.show'`), and the prefixes of ids built at run time (`` `nav.section.${x}` ``). */
const literals = files.flatMap(({ file, text }) =>
  [...text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['"`]/g)].map((m) => ({ file, id: m[1] })),
);
const builtPrefixes = files.flatMap(({ text }) =>
  [...text.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*\.)\$\{/g)].map((m) => m[1]),
);
const referenced = new Set(literals.map((l) => l.id));

describe('UI message ids', () => {
  it('are each used somewhere in the site (an id nobody shows is dead text to translate)', () => {
    const unused = [...ids].filter((id) => !referenced.has(id) && !builtPrefixes.some((p) => id.startsWith(p)));
    expect(unused).toEqual([]);
  });

  it('exist in every catalog when the code names them', () => {
    // Dotted literals in a message namespace that are not ids: file names.
    const notIds = new Set(['demo.tsx', 'llms.txt']);
    const named = literals.filter((l) => namespaces.has(l.id.split('.')[0]) && !notIds.has(l.id));
    expect(named.length).toBeGreaterThan(50);
    for (const { messages, id: locale } of catalogs)
      expect(
        named.filter((l) => !(l.id in messages)).map((l) => `${l.file}: ${l.id}`),
        locale,
      ).toEqual([]);
  });
});
