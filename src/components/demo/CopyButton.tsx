import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n';
import { COPIED_MS } from '../../shared/site-constants';

type State = 'idle' | 'copied' | 'failed';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure origins: copy through a temporary selection.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

/** `text` may be a function, read at the click: the live editor's code, which changes with every keystroke. */
export function CopyButton({ text }: { text: string | (() => string) }) {
  const t = useT();
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const label = state === 'copied' ? t('demo.copied') : state === 'failed' ? t('demo.copyFailed') : t('demo.copy');
  return (
    <button
      type="button"
      className="button copy-button"
      data-state={state}
      onClick={() =>
        void writeClipboard(typeof text === 'function' ? text() : text).then(
          () => setState('copied'),
          () => setState('failed'),
        )
      }
    >
      <span aria-live="polite">{label}</span>
    </button>
  );
}
