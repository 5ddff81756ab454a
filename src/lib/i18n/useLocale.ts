import { useLocation } from 'react-router';
import { useClientValue } from '../hooks/useClientValue';
import { localeById, resolveLocale, type Locale } from './locales';

// The language the HTML was prerendered in, read once before React hydrates. The 404 page is the same
// prerendered shell for every address, so its language can differ from the address's; hydration must
// match the HTML, and the address's language takes over right after.
const prerenderedLang = typeof document === 'undefined' ? undefined : document.documentElement.lang;

/** The locale of the current address, re-evaluated on every navigation. */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  const fromAddress = resolveLocale(pathname);
  return localeById(useClientValue(fromAddress.id, prerenderedLang || fromAddress.id));
}
