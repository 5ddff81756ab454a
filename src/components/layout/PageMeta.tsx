import { translatorFor } from '../../shared/i18n/server';

interface PageMetaProps {
  locale: string;
  /** Where the page's source can be edited (this site's repository). */
  editHref: string;
  /** When the page's source last changed (ISO 8601, from its git history), if known. */
  updated?: string;
}

/** The foot of a page: "Edit this page" (its Markdown file in the site's repository) and "Last updated". */
export function PageMeta({ locale, editHref, updated }: PageMetaProps) {
  const t = translatorFor(locale);
  const date =
    updated && new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(updated));
  return (
    <footer className="page-meta">
      <a className="page-edit" href={editHref} rel="noopener noreferrer">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path
            d="M11 2.5l2.5 2.5L6 12.5H3.5V10zM9.5 4l2.5 2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
        </svg>
        {t('page.edit')}
      </a>
      {updated && date && (
        <p className="page-updated">
          <time dateTime={updated}>{t('page.lastUpdated', { date })}</time>
        </p>
      )}
    </footer>
  );
}
