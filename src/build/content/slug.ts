/** `scrollXY` → `scroll-xy`, `fixedColumns-auto-height` → `fixed-columns-auto-height`. */
export function toKebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/**
 * A demo's id: the page slug followed by the example's file name, or the file name alone when it
 * already starts with the slug (`scroll-x` + `scroll-x.tsx` → `scroll-x`).
 */
export function demoId(pageSlug: string, exampleFile: string): string {
  const base = toKebab(exampleFile.replace(/^.*\//, '').replace(/\.[jt]sx?$/, ''));
  if (!pageSlug || base === pageSlug || base.startsWith(`${pageSlug}-`)) return base;
  return `${pageSlug}-${base}`;
}
