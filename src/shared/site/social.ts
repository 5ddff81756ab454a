/** Where a page's social card is served: `/` → `/og/index.png`, `/zh-CN/demo/x` → `/og/zh-CN/demo/x.png`. */
export function cardPath(pathname: string): string {
  return `/og${pathname === '/' ? '/index' : pathname}.png`;
}

/** A package and its major line as the card names them: `rc-table`, `7.55.1` → `rc-table 7.x`. */
export function packageLine(name: string, version: string): string {
  const major = /^(\d+)\./.exec(version)?.[1];
  return major ? `${name} ${major}.x` : name;
}

/** Open Graph's locale form of a language tag: `zh-CN` → `zh_CN`. */
export const ogLocale = (locale: string) => locale.replace('-', '_');
