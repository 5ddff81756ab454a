import { SHARED_THEME_FILE, type DemoSourceBundle } from '../../shared/sandbox/types';

/** Where a page's one copy of the shared theme is, for the demos after the first to link to. */
const THEME_ANCHOR = 'noscript-table-theme';

interface Props {
  id: string;
  source: DemoSourceBundle;
  label: string;
  /** An earlier demo on the page already shows the shared theme: link to it instead of repeating it. */
  themeShownAbove?: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const plainCodeBlock = (code: string) =>
  `<pre class="shiki" id="${THEME_ANCHOR}" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;

/**
 * A demo's files for a reader without JavaScript, written beside its island by the page (server only):
 * a disclosure in a <noscript>, so a browser that runs scripts ignores it and the live code panel serves.
 * The demo's own files come highlighted. The shared table theme (400 lines, the same for every demo)
 * comes once per page as plain text: highlighted it weighed ten times its text and was repeated per demo,
 * bytes every visitor downloads before the first paint. The live code panel still highlights it.
 */
export function DemoCodeNoscript({ id, source, label, themeShownAbove = false }: Props) {
  const files = [{ name: `${id}.${source.lang}`, content: source.code, html: source.html }, ...source.files];
  return (
    <noscript>
      <details className="demo-code demo-code-noscript" data-demo={id}>
        <summary className="button">{label}</summary>
        {files.map((file) =>
          file.name !== SHARED_THEME_FILE ? (
            <div key={file.name}>
              <p className="demo-code-file">{file.name}</p>
              {/* Build-time highlighted HTML (shiki), trusted. */}
              <div className="code-block" dangerouslySetInnerHTML={{ __html: file.html }} />
            </div>
          ) : themeShownAbove ? (
            <div key={file.name}>
              <p className="demo-code-file">
                <a href={`#${THEME_ANCHOR}`}>{file.name}</a>
              </p>
            </div>
          ) : (
            <div key={file.name}>
              <p className="demo-code-file">{file.name}</p>
              {/* Plain text in a block like shiki's (focusable, so a keyboard can scroll it). */}
              <div className="code-block" dangerouslySetInnerHTML={{ __html: plainCodeBlock(file.content) }} />
            </div>
          ),
        )}
      </details>
    </noscript>
  );
}
