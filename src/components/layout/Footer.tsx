import { useT } from '../../shared/i18n';
import { npmPage, PACKAGE_LINKS, SITE_REPO_URL } from '../../shared/site-constants';
import versions from 'virtual:footer-packages';
import type { LineId } from '../../shared/site/config';
import { lineById } from '../../shared/site/route';

/** The links out, and the package and version the page documents (read from the installed packages). */
export function Footer({ line }: { line: LineId }) {
  const t = useT();
  const documented = lineById(line).package;
  const links = [
    { href: PACKAGE_LINKS.repository, label: t('links.repository') },
    { href: npmPage(documented), label: t('links.npm') },
    { href: PACKAGE_LINKS.issues, label: t('links.issues') },
    { href: SITE_REPO_URL, label: t('links.siteSource') },
  ];
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.links.label')}>
        <ul className="footer-links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer.text', { package: documented, version: versions[documented], react: versions.react })}</p>
    </footer>
  );
}
