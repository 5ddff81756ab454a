import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { LOCALES, switchLocalePath } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';

/** A link to the same page in the other language (the next one, with more than two). */
export function LocaleSwitch() {
  const t = useT();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const next = LOCALES[(LOCALES.indexOf(current) + 1) % LOCALES.length];
  if (next === current) return null;
  return (
    <Link
      className="header-link"
      to={`${switchLocalePath(pathname, next)}${search}${hash}`}
      hrefLang={next.id}
      lang={next.id}
      aria-label={t('locale.switch', { language: next.name })}
    >
      {next.name}
    </Link>
  );
}
