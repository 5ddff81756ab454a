import otherPacks from 'virtual:locale-packs';
import type { Route } from './+types/not-found';
import { NotFound } from '../components/layout/NotFound';
import { plainMessage } from '../i18n/plain-message';
import { resolveLocale } from '../i18n/locales';

// The not-found page serves every locale (`*`, `zh-CN/*`), so it carries every locale's pack.
export const handle = { localePacks: otherPacks };

export function meta({ location }: Route.MetaArgs) {
  const pack = otherPacks.find((p) => p.locale === resolveLocale(location.pathname).id);
  const title = (pack && plainMessage(pack.messages, 'notFound.title')) || 'PAGE NOT FOUND';
  return [{ title: `${title} - rc-table` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
