import { useSyncExternalStore } from 'react';
import { useT, type MessageId } from '../../i18n';
import { COLOR_MODES, type ColorMode } from '../../theme/color-mode';
import { colorModeStore } from '../../theme/color-mode-store';

const LABELS: Record<ColorMode, MessageId> = {
  light: 'colorMode.light',
  dark: 'colorMode.dark',
  auto: 'colorMode.auto',
};

/** Light Mode / Dark Mode / Follow System. Prerendered as light; the stored choice shows after hydration. */
export function ColorModeSwitch() {
  const t = useT();
  const mode = useSyncExternalStore(colorModeStore.subscribe, colorModeStore.get, () => 'light' as const);
  return (
    <label className="header-select">
      <span className="visually-hidden">{t('colorMode.label')}</span>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 2a6 6 0 0 1 0 12z" fill="currentColor" />
      </svg>
      <select value={mode} onChange={(e) => colorModeStore.set(e.target.value as ColorMode)}>
        {COLOR_MODES.map((m) => (
          <option key={m} value={m}>
            {t(LABELS[m])}
          </option>
        ))}
      </select>
    </label>
  );
}
