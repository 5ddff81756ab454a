import { parseColorMode } from '../../shared/theme/color-mode';
import { colorModeStore } from '../theme/color-mode-store';

/** The colour switches (header and drawer) show the stored mode and change it. */
export function enhanceColorMode(): void {
  const selects = [...document.querySelectorAll<HTMLSelectElement>('select[data-color-mode-switch]')];
  const sync = () => selects.forEach((s) => (s.value = colorModeStore.get()));
  for (const select of selects) {
    select.addEventListener('change', () => colorModeStore.set(parseColorMode(select.value)));
  }
  colorModeStore.subscribe(sync);
  sync();
}
