import { glob } from 'astro/loaders';
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';

/**
 * The pages under docs/ (translations `x.zh-CN.md` and tabs `x.$tab-api.md` included; `partials/` are
 * pieces of pages). The schema is strict: a page with a misspelt or mistyped field fails the build,
 * which names the file and the field.
 */
const group = z.object({ title: z.string().min(1), order: z.number().optional() }).strict();

export const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    order: z.number().optional(),
    group: group.optional(),
    nav: z
      .object({ title: z.string().min(1), path: z.string(), order: z.number().optional() })
      .strict()
      .optional(),
    description: z.string().optional(),
    toc: z.union([z.literal('menu'), z.literal(false)]).optional(),
    debug: z.boolean().optional(),
    demo: z
      .object({ cols: z.number().int().min(1).max(3).optional() })
      .strict()
      .optional(),
    hero: z.object({ title: z.string().optional(), description: z.string().optional() }).strict().optional(),
  })
  .strict();

export const collections = {
  docs: defineCollection({
    loader: glob({
      pattern: ['**/*.md', '!partials/**'],
      base: './docs',
      generateId: ({ entry }) => entry.replace(/\.md$/, ''),
    }),
    schema: frontmatterSchema,
  }),
};
