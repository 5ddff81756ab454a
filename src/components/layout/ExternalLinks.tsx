import { useT } from '../../shared/i18n';
import { npmPage, PACKAGE_LINKS } from '../../shared/site-constants';

/**
 * Links to what the site documents: rc-table's repository (GitHub's mark, named by its label) and the npm
 * package of the line being read (`pkg`). In the header, and in the drawer below 768 px; the footer names them in words.
 */
export function ExternalLinks({ pkg }: { pkg: string }) {
  const t = useT();
  return (
    <ul className="external-links" aria-label={t('header.links.label')}>
      <li>
        <a
          className="header-link icon-link"
          href={PACKAGE_LINKS.repository}
          rel="noopener noreferrer"
          aria-label={t('links.repository')}
          title={t('links.repository')}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
            <path
              d="M8 1a7 7 0 0 0-2.2 13.6c.35.07.48-.15.48-.34v-1.2c-1.95.42-2.36-.94-2.36-.94-.32-.81-.78-1.03-.78-1.03-.64-.44.05-.43.05-.43.7.05 1.07.72 1.07.72.63 1.07 1.64.76 2.04.58.06-.45.24-.76.44-.94-1.55-.18-3.19-.78-3.19-3.46 0-.76.27-1.39.72-1.88-.07-.18-.31-.89.07-1.85 0 0 .59-.19 1.92.72a6.6 6.6 0 0 1 3.5 0c1.33-.91 1.92-.72 1.92-.72.38.96.14 1.67.07 1.85.45.49.72 1.12.72 1.88 0 2.69-1.64 3.28-3.2 3.45.25.22.48.64.48 1.3v1.93c0 .19.13.41.48.34A7 7 0 0 0 8 1z"
              fill="currentColor"
            />
          </svg>
        </a>
      </li>
      <li className="external-npm">
        <a className="header-link" href={npmPage(pkg)} rel="noopener noreferrer">
          {t('links.npm')}
        </a>
      </li>
    </ul>
  );
}
