import { useT, type MessageId } from '../../shared/i18n';
import { COLOR_MODES, type ColorMode } from '../../shared/theme/color-mode';

const LABELS: Record<ColorMode, MessageId> = {
  light: 'colorMode.light',
  dark: 'colorMode.dark',
  auto: 'colorMode.auto',
};

/** Light Mode / Dark Mode / Follow System. Rendered as light; scripts/color-mode.ts shows the stored choice. */
export function ColorModeSwitch() {
  const t = useT();
  return (
    <label className="header-select">
      <span className="visually-hidden">{t('colorMode.label')}</span>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 2a6 6 0 0 1 0 12z" fill="currentColor" />
      </svg>
      <select defaultValue="light" data-color-mode-switch="">
        {COLOR_MODES.map((m) => (
          <option key={m} value={m}>
            {t(LABELS[m])}
          </option>
        ))}
      </select>
    </label>
  );
}
