import { formatRoute, type Route } from './route.ts';

/**
 * The address of a page's Markdown version: `/demo/scroll-x` → `/demo/scroll-x.md`
 * (`/zh-CN/demo/scroll-x.md` in Chinese); a home page is its folder's `index.md` (`/index.md`,
 * `/zh-CN/index.md`).
 */
export function markdownPath(route: Route): string {
  const address = formatRoute(route);
  if (route.path !== '/') return `${address}.md`;
  return address === '/' ? '/index.md' : `${address}/index.md`;
}
