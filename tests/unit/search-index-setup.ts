// Global setup of the unit tests as Stryker runs them (vitest.stryker.config.ts): the search index of both
// languages, built once per Stryker run and handed to the test files (tests/unit/search-fixtures.ts), instead
// of once per mutant in each search test file that loads.
import type { TestProject } from 'vitest/node';
import { buildSearchIndex } from '../../src/build/search/build-index';
import type { SearchIndex } from '../../src/shared/search/types';
import { docsPages } from './docs-collection';
import type { PageRecord } from '../../src/build/content/pages';
import type { LineId } from '../../src/shared/site/config';
import { LINES } from '../../src/shared/site/route';

type LineIndexes = Record<LineId, { 'en-US': SearchIndex; 'zh-CN': SearchIndex }>;

declare module 'vitest' {
  export interface ProvidedContext {
    searchIndexes: LineIndexes | undefined;
  }
}

/** Each line's index in both languages, from that line's pages, as the build's endpoint makes them. */
export function buildLineIndexes(pages: PageRecord[]): LineIndexes {
  const of = (line: LineId, locale: string) =>
    buildSearchIndex(
      process.cwd(),
      locale,
      pages.filter((p) => p.line === line),
      line,
    );
  return Object.fromEntries(
    LINES.map((line) => [line.id, { 'en-US': of(line.id, 'en-US'), 'zh-CN': of(line.id, 'zh-CN') }]),
  ) as LineIndexes;
}

export default async function setup(project: TestProject) {
  project.provide('searchIndexes', buildLineIndexes(await docsPages(process.cwd())));
}
