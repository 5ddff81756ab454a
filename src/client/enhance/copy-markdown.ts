import { COPIED_MS } from '../../shared/site-constants';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the Markdown at `url`. The clipboard item is handed over during the click with the text still
 * on its way (Safari only lets a click write to the clipboard that way); where that is not supported,
 * the text is written once it has arrived.
 */
async function copyFrom(url: string): Promise<void> {
  const text = fetchText(url);
  const fetched = text.then(
    () => true,
    () => false,
  );
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      // A failed fetch is reported by `fetched`, not as an unhandled rejection.
      blob.catch(() => undefined);
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (error) {
      if (!(await fetched)) throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** "Copy page as Markdown" (components/layout/PageMarkdown.tsx). */
export function enhanceCopyMarkdown(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-markdown]')) {
    const label = button.querySelector<HTMLElement>('[data-label]')!;
    const status = button.parentElement?.querySelector<HTMLElement>('[data-status]');
    const idle = label.textContent;
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', () => {
      clearTimeout(timer);
      if (status) status.textContent = '';
      copyFrom(button.dataset.markdown!).then(
        () => {
          button.dataset.state = 'copied';
          label.textContent = button.dataset.copied ?? '';
          timer = setTimeout(() => {
            delete button.dataset.state;
            label.textContent = idle;
          }, COPIED_MS);
        },
        () => {
          button.dataset.state = 'failed';
          label.textContent = idle;
          if (status) status.textContent = button.dataset.failed ?? '';
        },
      );
    });
  }
}
