import { useCallback, useRef, useState, useSyncExternalStore, useTransition } from 'react';
import type { EditedDemo } from '../../client/live/runner';
import { sharedPayload, upgradePayload } from '../../shared/live/share-link';
import { readEdit } from '../../client/live/storage';
import { demoKey } from '../../shared/demo/types';
import { useDemoLine } from './demo-line';
import { useT } from '../../shared/i18n';
import type { SourceLoader } from './CodePanel';
import { LazyPart, LazyPartError, lazyPart } from './LazyPart';

// Everything of the live editor (CodeMirror, sucrase, the import registry) is one chunk, loaded on the
// first "Edit" (or when the page reopens a demo the reader edited in this tab); a failed load stays in the
// code area with Try again, like the code panel's (LazyPart).
const liveEditor = lazyPart(
  () => import('./live/LiveEditor'),
  (m) => m.LiveEditor,
);
/** Starts loading the editor (on hover or focus of Edit). */
const loadLiveEditor = () => liveEditor.preload();

/**
 * A demo's editing state: whether the editor is open, the edited demo the table shows (set in a
 * transition, so that typing never waits for the table) and whether it crashed (the editor's status
 * says so). A demo edited earlier in this tab opens in
 * the editor again after a reload.
 */
export function useLiveEdit(id: string) {
  const line = useDemoLine();
  // null until the reader opens or closes the editor: then whether this tab holds an edit of the demo
  // (read after hydration; the server renders every demo unedited).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const stored = useSyncExternalStore(
    noSubscription,
    () => readEdit(demoKey({ line, id })) !== null,
    () => false,
  );
  // A share link to this demo (`#live=<id>~…`) opens the editor on its code (which waits for Run).
  const shared = useSyncExternalStore(
    noSubscription,
    () => sharedPayload(location.hash, id),
    () => null,
  );
  // "Upgrade to 1.x" on the 7.x page (`#upgrade=<id>~…`) opens the editor on the upgraded code, which runs.
  const upgrade = useSyncExternalStore(
    noSubscription,
    () => upgradePayload(location.hash, id),
    () => null,
  );
  const editing = toggled ?? (stored || shared !== null || upgrade !== null);
  const [edited, setEdited] = useState<{ demo: EditedDemo | null; generation: number }>({
    demo: null,
    generation: 0,
  });
  // The hook signature of what the table shows (null: the original demo, whose signature the editor gives).
  const shownSignature = useRef<string | null>(null);
  // The message of the error box the edited demo shows, for the editor's status (null: no crash).
  const [crashed, setCrashed] = useState<string | null>(null);
  const [, startRender] = useTransition();
  const onRender = useCallback((demo: EditedDemo | null, originalSignature: string) => {
    setToggled((open) => open ?? true);
    setCrashed(null);
    const before = shownSignature.current ?? originalSignature;
    const after = demo?.signature ?? originalSignature;
    shownSignature.current = after;
    // Same hooks: the demo is updated in place (state kept); other hooks: it mounts afresh.
    startRender(() => setEdited((e) => ({ demo, generation: e.generation + (before === after ? 0 : 1) })));
  }, []);
  const onEditedError = useCallback((error: unknown) => {
    setCrashed(error instanceof Error ? error.message : String(error));
  }, []);
  return {
    editing,
    setEditing: setToggled,
    edited: edited.demo,
    generation: edited.generation,
    onRender,
    onEditedError,
    crashed,
    shared,
    upgrade,
  };
}

const noSubscription = () => () => {};

/** The lazy editor; when its code fails to load, a message and "Try again" in its place. */
export function LiveEditorSlot(props: {
  id: string;
  loadSource: SourceLoader;
  onRender: (demo: EditedDemo | null, originalSignature: string) => void;
  crashed?: string | null;
  shared?: string | null;
  upgrade?: string | null;
}) {
  return (
    <LazyPart
      part={liveEditor}
      props={props}
      failed={(retry) => (
        <div className="demo-code" id={`${props.id}-code`}>
          <LazyPartError message="demo.edit.failed" onRetry={retry} />
        </div>
      )}
    />
  );
}

/** "Edit" / "Close editor": starts loading the editor on hover or focus, toggles it on click. */
export function EditButton({ id, editing, onToggle }: { id: string; editing: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="button"
      data-action="edit"
      aria-pressed={editing}
      aria-controls={editing ? `${id}-code` : undefined}
      onPointerEnter={loadLiveEditor}
      onFocus={loadLiveEditor}
      onClick={onToggle}
    >
      {editing ? t('demo.edit.close') : t('demo.edit.open')}
    </button>
  );
}

/**
 * "Upgrade to 1.x" on a 7.x demo: opens the same demo on the 1.x line with the reader's code upgraded, running.
 * Its code (the share codec) loads on the first click, or on hover and focus.
 */
export function UpgradeButton({ id }: { id: string }) {
  const t = useT();
  const line = useDemoLine();
  const [problem, setProblem] = useState<string | null>(null);
  const load = () => import('../../client/live/upgrade-link');
  const upgrade = async () => {
    try {
      const address = await (await load()).upgradeAddress(id, line, location.pathname);
      if (address === null) setProblem(t('demo.upgrade.tooLong'));
      else location.assign(address);
    } catch {
      setProblem(t('demo.upgrade.failed'));
    }
  };
  return (
    <>
      <button
        type="button"
        className="button"
        data-action="upgrade"
        onPointerEnter={() => void load().catch(() => {})}
        onFocus={() => void load().catch(() => {})}
        onClick={() => void upgrade()}
      >
        {t('demo.upgrade.button')}
      </button>
      {problem && (
        <span className="demo-upgrade-problem" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
