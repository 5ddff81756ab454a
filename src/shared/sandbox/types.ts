/** Everything the sandbox payloads are made from, prepared at build time by the `?demo-source` loader. */
export interface DemoSourceBundle {
  /** The demo file itself. */
  code: string;
  /** Its file extension (`tsx`). */
  lang: string;
  /** Build-time highlighted HTML of `code` (both colour themes). */
  html: string;
  /** Files the demo imports from beside it (`dropdown.css`), with their content and its highlighted HTML. */
  files: { name: string; content: string; html: string }[];
  /** npm packages the demo imports at run time (`rc-table`, `rc-dropdown`, …). */
  packages: string[];
}

/** What the live editor opens with (`?demo-code`): the demo's code and the names of the files beside it. */
export interface DemoCodeBundle {
  code: string;
  lang: string;
  /** Names of the files the demo imports from beside it, in the order of `DemoSourceBundle.files`. */
  files: string[];
}

export interface SandboxDemo {
  id: string;
  title: string;
  description: string;
  source: DemoSourceBundle;
  /** Installed versions of the site's packages: what the reader saw running. */
  versions: Record<string, string>;
}

/**
 * The table theme every demo imports (docs/7.x/examples/table-theme.css): the same file beside each demo.
 * Without JavaScript a page writes it out once, as plain text, and later demos link to that copy.
 */
export const SHARED_THEME_FILE = 'table-theme.css';
