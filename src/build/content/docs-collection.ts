import { glob } from 'astro/loaders';
import { pageEntryId, pageIdentity } from './page-identity.ts';
import { DOCS_PATTERNS } from './pages.ts';
import { frontmatterSchema } from './schema.ts';

/**
 * The docs collection (src/content.config.ts): the page files under docs/ (translations `x.zh-CN.mdx` and
 * tabs `x.$tab-api.mdx` included; `partials/` and the other folders are not pages), each an entry whose id
 * is its page identity (`7.x/zh-CN/demo/scroll-x`, `1.x/en-US/index~api`: pageEntryId) and whose data is
 * its validated frontmatter. The unit tests run this same loader (tests/unit/docs-collection.ts).
 */
export const docsCollection = () => ({
  loader: glob({ pattern: DOCS_PATTERNS, base: './docs', generateId: ({ entry }) => pageEntryId(pageIdentity(entry)) }),
  schema: frontmatterSchema,
});
