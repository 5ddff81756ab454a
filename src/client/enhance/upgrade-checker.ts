// The upgrade checker (on /migration) loads its code on first use: a focus, a pointer press or a paste in its
// form, or the form's submission. A submission before the code is there is held (the form has no server to go
// to) and replayed once it is. Until then the page carries only this.
const ROOT = '[data-upgrade-checker]';

export function enhanceUpgradeChecker() {
  const root = document.querySelector<HTMLElement>(ROOT);
  if (!root) return;
  let loading = false;
  let ready = false;
  let submitted = false;
  const start = () => {
    if (loading || ready) return;
    loading = true;
    root.setAttribute('aria-busy', 'true');
    import('../upgrade/checker').then(
      ({ startChecker }) => {
        ready = true;
        startChecker(root, submitted);
      },
      () => {
        loading = false;
        root.removeAttribute('aria-busy');
        root.querySelector('[data-status]')!.textContent = root.dataset.failed ?? '';
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
