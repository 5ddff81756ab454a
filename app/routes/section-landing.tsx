import { redirect } from 'react-router';
import type { Route } from './+types/section-landing';
import { sectionLanding } from '../../plugins/content/site-data.ts';
import defaultPack from 'virtual:locale-pack/en-US';
import otherPacks from 'virtual:locale-packs';
import { resolveLocale } from '../i18n/locales';

// `/demo` (`/zh-CN/demo`) leads to the section's first page. Prerendered as a permanent redirect page;
// on client navigation the router follows the same redirect.
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const locale = resolveLocale(path);
  const pack = [defaultPack, ...otherPacks].find((p) => p.locale === locale.id) ?? defaultPack;
  const target = sectionLanding(pack.site, path);
  if (!target) throw new Response('Not Found', { status: 404 });
  return redirect(target, 301);
}

export default function SectionLanding() {
  return null;
}
