// The upgrade checker (on /migration) loads its code on first use: a focus, a pointer press or a paste in its
// form, or the form's submission (replayed once loaded). Until then the page carries only this.
const ROOT = '[data-upgrade-checker]';

export function enhanceUpgradeChecker() {
  const root = document.querySelector<HTMLElement>(ROOT);
  if (!root) return;
  let started = false;
  const start = (event: Event) => {
    if (started) return;
    started = true;
    const submit = event.type === 'submit';
    if (submit) event.preventDefault();
    root.setAttribute('aria-busy', 'true');
    import('../upgrade/checker').then(
      ({ startChecker }) => startChecker(root, submit),
      () => {
        root.removeAttribute('aria-busy');
        root.querySelector('[data-status]')!.textContent = root.dataset.failed ?? '';
        started = false;
      },
    );
  };
  for (const type of ['focusin', 'pointerdown', 'paste', 'submit']) root.addEventListener(type, start);
}
