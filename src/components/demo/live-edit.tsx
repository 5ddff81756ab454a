import { lazy, useCallback, useState, useSyncExternalStore, useTransition, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useT } from '../../lib/i18n';
import { sharedPayload } from '../../lib/live/share';
import { readEdit } from '../../lib/live/storage';
import type { SourceLoader } from './CodePanel';

// Everything of the live editor (CodeMirror, sucrase, the import registry) is one chunk, loaded on the
// first "Edit" (or when the page reopens a demo the reader edited in this tab).
export const loadLiveEditor = () => import('./live/LiveEditor');
const lazyEditor = () => lazy(() => loadLiveEditor().then((m) => ({ default: m.LiveEditor })));
// One for the page (a component that suspends before it first shows keeps no state of its own);
// replaced by a fresh one when loading failed and the reader tries again.
let Editor = lazyEditor();

/**
 * A demo's editing state: whether the editor is open, and the edited demo the table shows (set in a
 * transition, so that typing never waits for the table). A demo edited earlier in this tab opens in
 * the editor again after a reload.
 */
export function useLiveEdit(id: string) {
  // null until the reader opens or closes the editor: then whether this tab holds an edit of the demo
  // (read after hydration; the server renders every demo unedited).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const stored = useSyncExternalStore(
    noSubscription,
    () => readEdit(id) !== null,
    () => false,
  );
  // A share link to this demo (`#live=<id>~…`) opens the editor on its code (which waits for Run).
  const shared = useSyncExternalStore(
    noSubscription,
    () => sharedPayload(location.hash, id),
    () => null,
  );
  const editing = toggled ?? (stored || shared !== null);
  const [edited, setEdited] = useState<ComponentType | null>(null);
  const [, startRender] = useTransition();
  const onRender = useCallback((component: ComponentType | null) => {
    setToggled((open) => open ?? true);
    startRender(() => setEdited(() => component));
  }, []);
  return { editing, setEditing: setToggled, edited, onRender, shared };
}

const noSubscription = () => () => {};

/**
 * The lazy editor; when its code fails to load, a message and "Try again" (which loads it anew).
 * Kept small and local: a shared "lazy part failed" piece will replace it.
 */
export function LiveEditorSlot(props: {
  id: string;
  loadSource: SourceLoader;
  onRender: (c: ComponentType | null) => void;
  shared?: string | null;
}) {
  const t = useT();
  const [, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      onReset={() => {
        Editor = lazyEditor();
        setAttempt((n) => n + 1);
      }}
      fallbackRender={({ resetErrorBoundary }) => (
        <div className="demo-code" id={`${props.id}-code`}>
          <p className="demo-code-status" role="alert">
            {t('demo.edit.failed')}{' '}
            <button type="button" className="button" onClick={resetErrorBoundary}>
              {t('demo.code.retry')}
            </button>
          </p>
        </div>
      )}
    >
      <Editor {...props} />
    </ErrorBoundary>
  );
}
