import { retryable } from '../chunk-error';

// The upgrade checker (on /migration) loads its code on first use: a focus, a pointer press or a paste in its
// form, or the form's submission. A submission before the code is there is held (the form has no server to go
// to) and replayed once it is. Until then the page carries only this. A load that fails is tried again at the
// next use (the text area keeps working meanwhile).
const ROOT = '[data-upgrade-checker]';
const loadChecker = retryable(() => import('../upgrade/checker'));

export function enhanceUpgradeChecker() {
  const root = document.querySelector<HTMLElement>(ROOT);
  if (!root) return;
  let loading = false;
  let ready = false;
  let submitted = false;
  let failed = false;
  const status = root.querySelector('[data-status]')!;
  const start = () => {
    if (loading || ready) return;
    loading = true;
    root.setAttribute('aria-busy', 'true');
    loadChecker(failed).then(
      ({ startChecker }) => {
        ready = true;
        status.textContent = ''; // an earlier failure's message
        startChecker(root, submitted);
      },
      () => {
        loading = false;
        failed = true;
        root.removeAttribute('aria-busy');
        status.textContent = root.dataset.failed ?? '';
      },
    );
  };
  for (const type of ['focusin', 'pointerdown', 'paste']) root.addEventListener(type, start);
  root.addEventListener('submit', (event) => {
    if (ready) return; // the checker's own handler has it
    event.preventDefault();
    submitted = true;
    start();
  });
}
