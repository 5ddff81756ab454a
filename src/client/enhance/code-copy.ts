import { COPIED_MS } from '../../shared/site-constants';

/**
 * A copy button on every code block of a page's Markdown (the install command, the CSS import…); a
 * demo's code panel has its own. The button sits in the block's corner, so adding it moves nothing;
 * its labels come from the page (`data-code-copy` and friends on the article, from the catalogs).
 */
export function enhanceCodeCopy(): void {
  const article = document.querySelector<HTMLElement>('[data-code-copy]');
  if (!article) return;
  const { codeCopy: idle = '', codeCopied: copied = '', codeCopyFailed: failed = '' } = article.dataset;
  for (const pre of article.querySelectorAll<HTMLPreElement>('pre.astro-code')) {
    const box = document.createElement('div');
    box.className = 'code-copy-box';
    pre.before(box);
    box.append(pre);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button code-copy';
    const label = document.createElement('span');
    label.setAttribute('aria-live', 'polite');
    label.textContent = idle;
    button.append(label);
    box.append(button);
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', () => {
      clearTimeout(timer);
      const text = (pre.textContent ?? '').replace(/\n$/, '');
      navigator.clipboard.writeText(text).then(
        () => {
          button.dataset.state = 'copied';
          label.textContent = copied;
        },
        () => {
          button.dataset.state = 'failed';
          label.textContent = failed;
        },
      );
      timer = setTimeout(() => {
        delete button.dataset.state;
        label.textContent = idle;
      }, COPIED_MS);
    });
  }
}
