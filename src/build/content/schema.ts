import { z } from 'astro/zod';

/**
 * A page's frontmatter. Strict: a page with a misspelt or mistyped field fails the build, which names
 * the file and the field (src/content.config.ts).
 */
const group = z.object({ title: z.string().min(1), order: z.number().optional() }).strict();

export const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    order: z.number().optional(),
    group: group.optional(),
    description: z.string().optional(),
    /** The deepest heading level the table of contents lists (2: the changelog lists major versions only). */
    tocDepth: z.union([z.literal(2), z.literal(3)]).optional(),
    /**
     * How many paragraphs of each section the search index keeps (all when absent): a long page, such as the
     * upgrade guide, stays findable by its headings and first lines within the index's size budget.
     */
    searchParagraphs: z.number().int().min(0).optional(),
    /** A root page's item in the top navigation, when its title is too long for the header. */
    nav: z
      .object({ title: z.string().min(1) })
      .strict()
      .optional(),
    debug: z.boolean().optional(),
    demo: z
      .object({ cols: z.number().int().min(1).max(3).optional() })
      .strict()
      .optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;
