import { useT } from '../../shared/i18n';
import versions from 'virtual:footer-packages';

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <p>{t('footer.text', { version: versions['rc-table'], react: versions.react })}</p>
    </footer>
  );
}
