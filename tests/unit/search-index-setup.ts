// Global setup of the unit tests as Stryker runs them (vitest.stryker.config.ts): the search index of both
// languages, built once per Stryker run and handed to the test files (tests/unit/search-fixtures.ts), instead
// of once per mutant in each search test file that loads.
import type { TestProject } from 'vitest/node';
import { buildSearchIndex } from '../../src/build/search/build-index';
import type { SearchIndex } from '../../src/shared/search/types';
import { docsPages } from './docs-collection';

declare module 'vitest' {
  export interface ProvidedContext {
    searchIndexes: { 'en-US': SearchIndex; 'zh-CN': SearchIndex } | undefined;
  }
}

export default function setup(project: TestProject) {
  const pages = docsPages(process.cwd());
  project.provide('searchIndexes', {
    'en-US': buildSearchIndex(process.cwd(), 'en-US', pages),
    'zh-CN': buildSearchIndex(process.cwd(), 'zh-CN', pages),
  });
}
