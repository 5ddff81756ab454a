import {
  createElement,
  Suspense,
  useRef,
  useState,
  useTransition,
  type ComponentType,
  type CSSProperties,
} from 'react';
import type { DemoHydrate } from '../../shared/demo/types';
import { useLocale, useT } from '../../shared/i18n';
import { CURRENT_LINE, formatRoute } from '../../shared/site/route';
import { useDemoLine } from './demo-line';
import type { SourceLoader } from './CodePanel';
import { LazyDemo, type DemoLoader } from './LazyDemo';
import { LazyPart, LazyPartError, lazyPart } from './LazyPart';
import { EditButton, LiveEditorSlot, UpgradeButton, useLiveEdit } from './live-edit';
import { useQueuedClicks } from './queued-clicks';
import { SandboxActions } from './SandboxActions';

export interface DemoBlockProps {
  id: string;
  title: string;
  description: string;
  /** 2 or 3: the demo title's heading level, following the page's outline. */
  level?: number;
  /** The demo file's length in lines: the code panel's and the editor's room is held from the click (demo.css). */
  codeLines: number;
  /** The demo's component when it is at hand (server rendering). */
  initial?: ComponentType;
  /** `on-reach`: the table comes alive only once the reader reaches it (DemoHydrate; the rest of the block does not wait). */
  hydrate?: DemoHydrate;
  load: DemoLoader;
  loadSource: SourceLoader;
}

// The code panel (and its copy button) is only needed once a reader asks for the source; it starts
// loading when the pointer or the focus reaches the Show Code button. When it cannot load, the code area
// says so and offers to try again; the demo stays.
const codePanel = lazyPart(
  () => import('./CodePanel'),
  (m) => m.CodePanel,
);

/** A live demo with its title, description, code panel and link to its standalone page. */
export function DemoBlock({
  id,
  title,
  description,
  level = 2,
  codeLines,
  initial,
  hydrate,
  load,
  loadSource,
}: DemoBlockProps) {
  const t = useT();
  const locale = useLocale();
  const line = useDemoLine();
  const [showCode, setShowCode] = useState(false);
  // A transition: the page keeps its current look until the panel is ready, instead of flashing the
  // fallback (which React would then hold on screen for at least 300 ms).
  const [opening, startOpening] = useTransition();
  // What is opening, for the room its loading line holds.
  const [opened, setOpened] = useState<'code' | 'edit'>('code');
  const { editing, setEditing, edited, generation, onRender, onEditedError, crashed, shared, upgrade } =
    useLiveEdit(id);
  const preload = () => {
    codePanel.preload();
    loadSource().catch(() => {});
  };
  const panelOpen = showCode || editing;
  // A click on a control before the island was hydrated is made again now (see ./queued-clicks).
  const section = useRef<HTMLElement>(null);
  useQueuedClicks(section);
  return (
    <section
      className="demo"
      id={id}
      aria-labelledby={`${id}-title`}
      ref={section}
      style={{ '--code-lines': codeLines } as CSSProperties}
    >
      <LazyDemo
        className="demo-preview"
        load={load}
        initial={initial}
        hydrate={hydrate}
        edited={edited}
        generation={generation}
        onEditedError={onEditedError}
      />
      <div className="demo-meta">
        {createElement(
          `h${level}`,
          { id: `${id}-title`, className: 'demo-title' },
          <a href={`#${id}`}>{title || id}</a>,
        )}
        {description && <p className="demo-description">{description}</p>}
      </div>
      <div className="demo-actions">
        <button
          type="button"
          className="button"
          data-action="code"
          aria-expanded={panelOpen}
          aria-controls={`${id}-code`}
          onPointerEnter={preload}
          onFocus={preload}
          aria-busy={opening || undefined}
          onClick={() => {
            codePanel.reload(); // shown again after a failure: load it again
            setOpened('code');
            startOpening(() => {
              // From the pending state, not this render's: two quick clicks (or two replayed ones, made
              // before hydration) open and close it, though the first one's transition has not rendered yet.
              setShowCode((shown) => !(shown || editing));
              setEditing(false);
            });
          }}
        >
          {panelOpen ? t('demo.code.hide') : t('demo.code.show')}
        </button>
        <EditButton
          id={id}
          editing={editing}
          onToggle={() => {
            setOpened('edit');
            startOpening(() => {
              setEditing(!editing);
              setShowCode(false);
            });
          }}
        />
        {line !== CURRENT_LINE.id && <UpgradeButton id={id} />}
        <SandboxActions id={id} title={title} description={description} loadSource={loadSource} />
        <a
          className="button"
          href={formatRoute({ line, locale: locale.id, path: `/~demos/${id}` })}
          target="_blank"
          rel="noopener"
        >
          {t('demo.openStandalone')}
        </a>
      </div>
      {opening && !panelOpen && (
        <p className="demo-code-status demo-code-room" data-room={opened}>
          {t(`demo.${opened}.loading`)}
        </p>
      )}
      {/* Mounted from the start, so that opening the panel in a transition never shows its fallback. */}
      <Suspense fallback={<p className="demo-code-status">{t('demo.code.loading')}</p>}>
        {editing ? (
          <LiveEditorSlot
            id={id}
            loadSource={loadSource}
            onRender={onRender}
            crashed={crashed}
            shared={shared}
            upgrade={upgrade}
          />
        ) : (
          showCode && (
            <LazyPart
              part={codePanel}
              props={{ id, loadSource }}
              failed={(retry) => (
                <div className="demo-code" id={`${id}-code`}>
                  <LazyPartError message="demo.code.failed" onRetry={retry} />
                </div>
              )}
            />
          )
        )}
      </Suspense>
    </section>
  );
}
