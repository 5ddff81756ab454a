import { createHighlighter, type Highlighter } from 'shiki';

/** Both colour modes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`); CSS picks one. */
export const SHIKI_OPTIONS = {
  themes: { light: 'github-light', dark: 'github-dark' },
  defaultColor: false,
} as const;

export const SHIKI_LANGS = ['tsx', 'ts', 'jsx', 'js', 'css', 'bash', 'json', 'html'] as const;

let highlighter: Promise<Highlighter> | undefined;

/** Highlights code to HTML at build time; the browser never loads shiki. */
export async function highlight(code: string, lang: string): Promise<string> {
  highlighter ??= createHighlighter({
    themes: Object.values(SHIKI_OPTIONS.themes),
    langs: [...SHIKI_LANGS],
  });
  return (await highlighter).codeToHtml(code, { lang, ...SHIKI_OPTIONS });
}
