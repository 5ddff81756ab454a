import { translatorFor } from '../../shared/i18n/server';
import '../../styles/page-markdown.css';

/**
 * The page's Markdown version (`/demo/scroll-x.md`) for readers' tools: a plain link that works
 * without JavaScript, and a copy button run by src/client/enhance/copy-markdown.ts (shown only where
 * JavaScript runs, from the first paint: no layout shift). The button carries the strings of its
 * states; the status line reports a failed copy in place.
 */
export function PageMarkdown({ locale, href }: { locale: string; href: string }) {
  const t = translatorFor(locale);
  return (
    <div className="page-markdown" role="group" aria-label={t('page.markdown.label')}>
      <a className="button-link page-markdown-link" href={href} type="text/markdown">
        {t('page.markdown.link')}
      </a>
      {/* After the link: its label changing length moves nothing but the status line. */}
      <button
        type="button"
        className="button page-markdown-copy"
        data-markdown={href}
        data-copied={t('page.markdown.copied')}
        data-failed={t('page.markdown.failed')}
      >
        <span data-label aria-live="polite">
          {t('page.markdown.copy')}
        </span>
      </button>
      <span className="page-markdown-status" role="status" data-status></span>
    </div>
  );
}
