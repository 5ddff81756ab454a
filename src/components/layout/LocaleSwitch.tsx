import { useLocale, useT } from '../../shared/i18n';
import { LOCALES } from '../../shared/i18n/locales';
import { switchRoute } from '../../shared/site/route';

/** A link to the same page in the other language (the next one, with more than two). */
export function LocaleSwitch({ pathname }: { pathname: string }) {
  const t = useT();
  const current = useLocale();
  const next = LOCALES[(LOCALES.indexOf(current) + 1) % LOCALES.length];
  if (next === current) return null;
  return (
    <a
      className="header-link"
      href={switchRoute(pathname, { locale: next.id })}
      hrefLang={next.id}
      lang={next.id}
      data-locale-switch=""
      aria-label={t('locale.switch', { language: next.name })}
    >
      {next.name}
    </a>
  );
}
