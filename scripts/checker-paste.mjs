// A 100 KB paste into the upgrade checker of /migration, as the browser hands one to its editor: the e2e test
// (tests/e2e/migration.spec.ts) and the bench (scripts/bench-live.mjs) paste the same text the same way.

/** The guide's example repeated to 100 KB, and how many findings the checker must list for it (4 per copy). */
export function bigPaste(example) {
  const text = Array.from({ length: Math.ceil(100_000 / example.length) }, () => example).join('\n');
  return { text, findings: (text.match(/^import Table/gm)?.length ?? 0) * 4 };
}

/** Pastes `text` over everything in the editor whose editable content `editor` (a Playwright locator) is. */
export async function pasteInto(editor, text) {
  await editor.evaluate((content, pasted) => {
    content.focus();
    document.execCommand('selectAll');
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}
