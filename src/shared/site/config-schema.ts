import { z } from 'zod';

/** An address prefix: empty, or `/` and a path segment (`/7.x`, `/zh-CN`). */
const prefix = z.string().regex(/^(\/[A-Za-z0-9.-]+)?$/, 'a prefix is empty or "/segment"');

const line = z.object({
  /** The line's id, as readers write it (`1.x`, `7.x`), and the name of its content folder under docs/. */
  id: z.string().regex(/^\d+\.x$/),
  /** The npm package the line documents (its demos import it, the sandboxes pin it). */
  package: z.string().min(1),
  /** Address prefix of the line's pages: empty for the current line. */
  prefix,
  /** Who depends on the line, as readers know it (`antd 5`): the notice on an older line's pages names it. */
  usedBy: z.string().min(1),
  /** The line readers should use; it lives at the root of the site. */
  current: z.boolean(),
});

const locale = z.object({
  /** BCP 47 tag: the `lang` attribute, hreflang, the catalog's name. */
  id: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  /** The language's own name, for the switch. */
  name: z.string().min(1),
  /** Address prefix: empty for the default (first) locale. */
  prefix,
});

const section = z.object({
  /** The folder of the section's pages under a line's content folder, and its address segment. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** Position among the top navigation items. */
  order: z.number().int(),
});

const unique =
  <T>(key: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(key(item))) ctx.addIssue({ code: 'custom', message: `two ${what} share "${key(item)}"` });
      seen.add(key(item));
    }
  };

/**
 * The site's dimensions, declared once: the component lines, the locales and the sections. Routes, the
 * sitemap, the footer, the sandboxes, the editor's registry, the type check and the per-locale
 * endpoints derive from it.
 */
export const siteConfigSchema = z.object({
  name: z.string().min(1),
  /** Where the site is published: canonical links, hreflang alternates and the sitemap use it. */
  url: z.url(),
  lines: z
    .array(line)
    .min(1)
    .superRefine(unique((l) => l.id, 'lines'))
    .superRefine(unique((l) => l.prefix, 'lines (prefix)'))
    .refine((lines) => lines.filter((l) => l.current).length === 1, 'exactly one line is current')
    .refine(
      (lines) => lines.every((l) => l.current === (l.prefix === '')),
      'the current line, and only it, has no prefix',
    ),
  locales: z
    .array(locale)
    .min(1)
    .superRefine(unique((l) => l.id, 'locales'))
    .superRefine(unique((l) => l.prefix, 'locales (prefix)'))
    .refine(
      (locales) => locales.every((l, i) => (i === 0) === (l.prefix === '')),
      'the first locale, and only it, has no prefix',
    ),
  sections: z.array(section).superRefine(unique((s) => s.id, 'sections')),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type LineConfig = SiteConfig['lines'][number];
export type LocaleConfig = SiteConfig['locales'][number];
