// The search index the build ships (built from the real docs/ and src/shared/api-docs), in both languages,
// prepared for ranking: what the ranking and relevance tests search. Under Stryker the global setup
// (search-index-setup.ts) has built it once already.
import { inject } from 'vitest';
import { docsPages } from './docs-collection';
import { buildSearchIndex } from '../../src/build/search/build-index';
import { prepareIndex } from '../../src/shared/search/rank';

function build() {
  const pages = docsPages(process.cwd());
  return {
    'en-US': buildSearchIndex(process.cwd(), 'en-US', pages),
    'zh-CN': buildSearchIndex(process.cwd(), 'zh-CN', pages),
  };
}

export const rawIndexes = inject('searchIndexes') ?? build();
export const preparedIndexes = {
  'en-US': prepareIndex(rawIndexes['en-US']),
  'zh-CN': prepareIndex(rawIndexes['zh-CN']),
};
