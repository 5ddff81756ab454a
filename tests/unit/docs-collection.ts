// The docs collection as Astro's glob loader gives it to the build (src/content.config.ts): the same
// files, ids and schema, read here because unit tests run without Astro.
import { readFileSync, globSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { DOCS_PATTERNS, pagesFromEntries, type DocEntry, type PageRecord } from '../../src/build/content/pages';
import { frontmatterSchema } from '../../src/build/content/schema';

export function docsEntries(root = process.cwd()): DocEntry[] {
  const docs = path.join(root, 'docs');
  return DOCS_PATTERNS.flatMap((pattern) => globSync(pattern, { cwd: docs })).map((file) => {
    const source = readFileSync(path.join(docs, file), 'utf8');
    const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
    return { id: file.replace(/\.md$/, ''), data: frontmatterSchema.parse(parseYaml(yaml)) };
  });
}

/** Every page of docs/, debug pages included. */
export const docsPages = (root = process.cwd()): PageRecord[] => pagesFromEntries(docsEntries(root));
