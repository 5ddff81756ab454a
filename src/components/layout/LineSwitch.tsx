import { useT } from '../../shared/i18n';
import type { LineLink } from '../../shared/site/line-links';

/**
 * The version switch: one plain link per line, to the same page there (page, tab and anchor kept, see
 * client/enhance/navigation.ts) or to that line's home when it has no such page. Nothing is remembered:
 * the address alone says which line a reader is on.
 */
export function LineSwitch({ links }: { links: LineLink[] }) {
  const t = useT();
  if (links.length < 2) return null;
  return (
    <nav className="line-switch" aria-label={t('line.switch.label')}>
      <ul>
        {links.map((link) => {
          const label = t(link.samePage ? 'line.switch.samePage' : 'line.switch.home', {
            package: link.package,
            line: link.line,
          });
          return (
            <li key={link.line}>
              <a
                href={link.href}
                aria-label={label}
                title={label}
                aria-current={link.current ? 'true' : undefined}
                data-line-switch={link.samePage ? 'same-page' : 'home'}
              >
                {link.line}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
