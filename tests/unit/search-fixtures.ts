// The search indexes the build ships (built from the real docs/ and src/build/api-docs) of each line in both
// languages, prepared for ranking: what the ranking and relevance tests search. `rawIndexes` and
// `preparedIndexes` are the current line's (the root of the site). Under Stryker the global setup
// (search-index-setup.ts) has built them once already.
import { inject } from 'vitest';
import { docsPages } from './docs-collection';
import { prepareIndex } from '../../src/shared/search/rank';
import { CURRENT_LINE } from '../../src/shared/site/route';
import { buildLineIndexes } from './search-index-setup';

export const lineIndexes = inject('searchIndexes') ?? buildLineIndexes(await docsPages(process.cwd()));
export const rawIndexes = lineIndexes[CURRENT_LINE.id];
export const preparedIndexes = {
  'en-US': prepareIndex(rawIndexes['en-US']),
  'zh-CN': prepareIndex(rawIndexes['zh-CN']),
};
