import {
  bundledThemes,
  createHighlighter,
  type Highlighter,
  type ShikiTransformer,
  type ThemeRegistration,
} from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/**
 * Both colour modes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`); CSS picks one.
 * GitHub's "default" themes: every token colour reaches 4.5:1 on the code background (white, #161b22),
 * where the older github-light/github-dark themes do not (orange 3.5:1, dark comments 3.6:1).
 */
export const SHIKI_OPTIONS = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: false,
} as const;

export const SHIKI_LANGS = ['tsx', 'ts', 'jsx', 'js', 'css', 'bash', 'json', 'html'] as const;

type Mode = keyof typeof SHIKI_OPTIONS.themes;
const MODES = Object.keys(SHIKI_OPTIONS.themes) as Mode[];

const themes = Object.fromEntries(
  await Promise.all(
    MODES.map(async (mode) => [mode, (await bundledThemes[SHIKI_OPTIONS.themes[mode]]()).default] as const),
  ),
) as Record<Mode, ThemeRegistration>;

/** Every colour a theme gives text (its token colours and its default), upper case, sorted. */
function textColours(theme: ThemeRegistration): string[] {
  const colours = new Set<string>();
  const foreground = theme.colors?.['editor.foreground'];
  if (foreground) colours.add(foreground.toUpperCase());
  for (const rule of theme.tokenColors ?? []) {
    if (rule.settings.foreground) colours.add(rule.settings.foreground.toUpperCase());
  }
  return [...colours].sort();
}

/**
 * A short class per text colour of each theme (`l0`… light, `d0`… dark). Shiki writes
 * `style="--shiki-light:#CF222E;--shiki-dark:#FF7B72"` on every token, a third of a code block's bytes;
 * the class pair `l3 d9` says the same, and src/styles/code-colours.css (made by `codeColoursCss`) sets
 * the variables once for the whole site.
 */
const CODE_COLOUR_CLASSES: Record<Mode, Map<string, string>> = Object.fromEntries(
  MODES.map((mode) => [mode, new Map(textColours(themes[mode]).map((c, i) => [c, `${mode[0]}${i}`]))]),
) as Record<Mode, Map<string, string>>;

/** The stylesheet behind the classes of `CODE_COLOUR_CLASSES` (committed as src/styles/code-colours.css). */
export function codeColoursCss(): string {
  const rules = MODES.flatMap((mode) =>
    [...CODE_COLOUR_CLASSES[mode]].map(
      ([colour, name]) => `.shiki .${name} {\n  --shiki-${mode}: ${colour.toLowerCase()};\n}\n`,
    ),
  );
  return (
    '/* Made by codeColoursCss() in src/build/highlight.ts: each token colour of the code themes as a class. */\n' +
    rules.join('\n')
  );
}

/**
 * Turns a token's colour variables into its classes. A token in the block's default colours keeps
 * neither: it inherits the variables the `<pre>` sets. Anything else (a font style, a colour outside
 * the themes) keeps its inline style, so the look never depends on this step.
 */
export const codeColourClasses: ShikiTransformer = {
  name: 'site-code-colour-classes',
  span(node) {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    const classes: string[] = [];
    let inherited = true;
    for (const declaration of style.split(';').filter(Boolean)) {
      const match = /^--shiki-(light|dark):(#[0-9A-Fa-f]{3,8})$/.exec(declaration.trim());
      if (!match) return;
      const mode = match[1] as Mode;
      const colour = match[2].toUpperCase();
      const name = CODE_COLOUR_CLASSES[mode].get(colour);
      if (!name) return;
      classes.push(name);
      if (colour !== themes[mode].colors?.['editor.foreground']?.toUpperCase()) inherited = false;
    }
    if (classes.length !== MODES.length) return;
    delete node.properties.style;
    if (!inherited) for (const name of classes) this.addClassToHast(node, name);
  },
};

let highlighter: Promise<Highlighter> | undefined;
/** By language and code: each line's table-theme.css sits beside nearly every one of its demos. */
const highlighted = new Map<string, Promise<string>>();

/** Highlights code to HTML at build time, once per language and code; the browser never loads shiki. */
export function highlightCode(code: string, lang: string): Promise<string> {
  const key = `${lang}\n${code}`;
  let html = highlighted.get(key);
  if (!html) highlighted.set(key, (html = highlight(code, lang)));
  return html;
}

async function highlight(code: string, lang: string): Promise<string> {
  highlighter ??= createHighlighter({
    themes: Object.values(SHIKI_OPTIONS.themes),
    langs: [...SHIKI_LANGS],
    // Native RegExp rather than the Oniguruma WebAssembly: the build's largest single cost (issue 25: ≤ 40 s).
    engine: createJavaScriptRegexEngine(),
  }).then((h) => {
    // A new highlighter's first call gives some tokens the other theme's light colour (a string in
    // keyword red, seen on `import './x.css';`); one throwaway call first makes every call alike.
    h.codeToHtml("import './x.css';", { lang: 'tsx', ...SHIKI_OPTIONS });
    return h;
  });
  // No time limit per line: on a loaded machine shiki's default (500 ms) gave up mid-line and coloured
  // the rest of it wrongly (a string in the keyword colour), differently from one build to the next.
  return (await highlighter).codeToHtml(code, {
    lang,
    ...SHIKI_OPTIONS,
    tokenizeTimeLimit: 0,
    transformers: [codeColourClasses],
  });
}
