import { createHighlighter, type Highlighter } from 'shiki';

/**
 * Both colour modes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`); CSS picks one.
 * GitHub's "default" themes: every token colour reaches 4.5:1 on the code background (white, #161b22),
 * where the older github-light/github-dark themes do not (orange 3.5:1, dark comments 3.6:1).
 */
export const SHIKI_OPTIONS = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: false,
} as const;

const SHIKI_LANGS = ['tsx', 'ts', 'jsx', 'js', 'css', 'bash', 'json', 'html'] as const;

let highlighter: Promise<Highlighter> | undefined;

/** Highlights code to HTML at build time; the browser never loads shiki. */
export async function highlight(code: string, lang: string): Promise<string> {
  highlighter ??= createHighlighter({
    themes: Object.values(SHIKI_OPTIONS.themes),
    langs: [...SHIKI_LANGS],
  });
  return (await highlighter).codeToHtml(code, { lang, ...SHIKI_OPTIONS });
}
