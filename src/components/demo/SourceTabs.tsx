import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../shared/i18n';
import { CopyButton } from './CopyButton';

export interface SourceFile {
  name: string;
  /** The file's text, or a function returning it when it is copied (the live editor's). */
  content: string | (() => string);
  /** Build-time highlighted HTML of `content` (trusted). */
  html: string;
}

/** The key that moves focus from tab `index` of `count` (arrows wrap around), or undefined. */
function nextTab(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A demo's source files, one tab each (WAI-ARIA tabs: arrow keys, Home and End move between them),
 * with a copy button for the file shown. A single file shows its name instead of a tab list. With
 * `editor`, the first file's panel holds that (the live editor) instead of its highlighted HTML.
 * `onSelect` hears of every tab the reader shows.
 */
export function SourceTabs({
  id,
  files,
  editor,
  onSelect,
}: {
  id: string;
  files: SourceFile[];
  editor?: ReactNode;
  onSelect?: (index: number) => void;
}) {
  const t = useT();
  const [active, setShown] = useState(0);
  const setActive = (index: number) => {
    setShown(index);
    onSelect?.(index);
  };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = files[active] ?? files[0];
  const tabId = (i: number) => `${id}-code-tab-${i}`;
  const panelId = (i: number) => `${id}-code-panel-${i}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTab(event.key, index, files.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };

  if (files.length === 1) {
    return (
      <>
        <div className="demo-code-toolbar">
          <span className="demo-code-file">{current.name}</span>
          <CopyButton text={current.content} />
        </div>
        {editor ?? <div className="code-block" dangerouslySetInnerHTML={{ __html: current.html }} />}
      </>
    );
  }

  return (
    <>
      <div className="demo-code-toolbar">
        <div className="demo-code-tabs" role="tablist" aria-label={t('demo.code.files')}>
          {files.map((file, i) => (
            <button
              key={file.name}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              className="demo-code-tab"
              aria-selected={i === active}
              aria-controls={panelId(i)}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {file.name}
            </button>
          ))}
        </div>
        <CopyButton key={current.name} text={current.content} />
      </div>
      {files.map((file, i) =>
        i === 0 && editor ? (
          <div key={file.name} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={i !== active}>
            {editor}
          </div>
        ) : (
          <div
            key={file.name}
            role="tabpanel"
            id={panelId(i)}
            aria-labelledby={tabId(i)}
            className="code-block"
            hidden={i !== active}
            dangerouslySetInnerHTML={{ __html: file.html }}
          />
        ),
      )}
    </>
  );
}
