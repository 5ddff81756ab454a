import { glob } from 'astro/loaders';
import { defineCollection } from 'astro:content';
import { frontmatterSchema } from './build/content/schema';
import { DOCS_PATTERNS } from './build/content/pages';

/**
 * The pages under docs/: root pages and one folder per section (translations `x.zh-CN.md` and tabs
 * `x.$tab-api.md` included; `partials/` and the other folders are not pages). The entry id is the
 * path without `.md`: `index`, `demo/scrollX.zh-CN`, `index.$tab-api`.
 */
export const collections = {
  docs: defineCollection({
    loader: glob({ pattern: DOCS_PATTERNS, base: './docs', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
    schema: frontmatterSchema,
  }),
};
