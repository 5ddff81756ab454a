import { useT } from '../../shared/i18n';
import { PACKAGE_LINKS, SITE_REPO_URL } from '../../shared/site-constants';
import versions from 'virtual:footer-packages';

export function Footer() {
  const t = useT();
  const links = [
    { href: PACKAGE_LINKS.repository, label: t('links.repository') },
    { href: PACKAGE_LINKS.npm, label: t('links.npm') },
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
      <p>{t('footer.text', { version: versions['rc-table'], react: versions.react })}</p>
    </footer>
  );
}
