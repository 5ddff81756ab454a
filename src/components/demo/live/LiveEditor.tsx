import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { apiHintsExtension } from '../../../client/live/api-completion';
import { pageHints, requestHints, retryFailedHints } from '../../../client/live/hints-request';
import type { EditedDemo } from '../../../client/live/runner';
import { warmCompiler } from '../../../client/live/compile';
import { hookSignature } from '../../../shared/live/hook-signature';
import { shareFragment } from '../../../shared/live/share-link';
import type { Upgraded } from '../../../client/live/upgrade-transform';
import { retryable } from '../../../client/chunk-error';
import { clearEdit, readEdit, saveEdit } from '../../../client/live/storage';
import type { DemoCodeBundle, DemoSourceBundle } from '../../../shared/sandbox/types';
import type { SourceLoader } from '../CodePanel';
import { LazyPartError } from '../LazyPart';
import { SourceTabs } from '../SourceTabs';
import { loadDemoCode } from '../../../client/live/demo-code';
import { demoKey } from '../../../shared/demo/types';
import { useDemoLine } from '../demo-line';
import { CURRENT_LINE } from '../../../shared/site/route';
import { createEditor, replaceDoc, showDiagnostics } from '../../../client/live/editor-view';
import { lintSource } from '../../../client/live/lint-merge';
import { useEditRunner } from './edit-runner';
import { useTypeCheck } from './type-check-button';
import { SharedNotice, UpgradeNotice } from './notices';

/** The share links' codec: loaded by Share, or when a share link is opened (not on every Edit). */
const loadCodec = () => import('../../../client/live/share');
/** The upgrade rules (lint and fixes): see upgrade-help.ts for when they load. */
const loadUpgradeHelp = retryable(() => import('../../../client/live/upgrade-help'));

/** How many times the compiler runs, idle, when the editor opens: in the bench, the eighth edit's compile was warm. */
const WARM_COMPILES = 8;
/** What a shared link brought: code waiting for Run, or why the original demo shows instead. */
type Shared = { state: 'held'; code: string } | { state: 'failed'; reason: 'malformed' | 'oversized' } | null;

export interface LiveEditorProps {
  /** The demo's id: the editor loads its code alone (/demo-code/<id>.json). */
  id: string;
  /** The demo's source bundle (the code panel's): the highlighted tabs of its CSS files, once shown. */
  loadSource: SourceLoader;
  /**
   * The edited demo to show (rendered in a transition by the caller), or null for the original; with
   * the original's hook signature (the demo mounts afresh when the signature shown changes).
   */
  onRender: (demo: EditedDemo | null, originalSignature: string) => void;
  /** The message of the error the preview's error box shows for the edited demo, if it crashed. */
  crashed?: string | null;
  /** The payload of a share link opened on this demo (`#live=<id>~…`), if any. */
  shared?: string | null;
  /** The payload of "Upgrade to 1.x" from the 7.x page (`#upgrade=<id>~…`): the reader's 7.x code. */
  upgrade?: string | null;
}

/**
 * The live editor: CodeMirror on the demo's TSX (its CSS files as read-only tabs), the demo's code, a share link's
 * or an upgrade's, and the toolbar. Every edit is kept in session storage and handed to the runner's half
 * (edit-runner.ts: `schedule`, `runNow`, `cancel`, and the status it keeps), which compiles it, marks a syntax error
 * or an unknown import here (the last good table stays) or has the table above updated in place (state kept); a
 * runtime error goes to the demo's error box.
 */
export function LiveEditor({
  id,
  loadSource,
  onRender,
  crashed = null,
  shared: link = null,
  upgrade: upgradeLink = null,
}: LiveEditorProps) {
  const t = useT();
  // The demo's line: on 1.x the upgrade rules underline 7.x code.
  const line = useDemoLine();
  const key = demoKey({ line, id });
  // The link as the page opened with it (Run drops it from the address).
  const [payload] = useState(link);
  const [upgradePayload] = useState(upgradeLink);
  // The reader's 7.x code upgraded ("Upgrade to 1.x"): what changed and what is left, shown above the editor.
  const [upgraded, setUpgraded] = useState<Upgraded | null>(null);
  const [source, setSource] = useState<DemoCodeBundle | null>(null);
  // The highlighted CSS tabs: loaded when the reader first shows one (null before, false if that failed).
  const [tabs, setTabs] = useState<DemoSourceBundle | false | null>(null);
  const [shared, setShared] = useState<Shared>(null);
  // Code from a link does not run (nor is it kept) until the reader presses Run.
  const held = useRef(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [edited, setEdited] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const originalSignature = useRef('');
  const show = useCallback((demo: EditedDemo) => onRender(demo, originalSignature.current), [onRender]);
  // The runner's half (edit-runner.ts): the editor hands it each edit and shows the status it keeps.
  const { status, setStatus, schedule, runNow, cancel } = useEditRunner(view, show);
  const { checking, checkTypes } = useTypeCheck(view, setStatus);

  useEffect(() => {
    let live = true;
    retryFailedHints();
    Promise.all([
      loadDemoCode(key),
      payload ? loadCodec().then((codec) => codec.decodeCode(payload)) : null,
      upgradePayload
        ? Promise.all([loadCodec().then((codec) => codec.decodeCode(upgradePayload)), loadUpgradeHelp(true)])
        : null,
    ]).then(
      ([mod, decoded, upgrade]) => {
        if (!live) return;
        const [fromSeven, help] = upgrade ?? [];
        if (fromSeven?.ok && help) {
          // The reader's own action: the upgraded code is their edit and runs at once (unlike a share link).
          const result = help.upgradeCode(fromSeven.code);
          saveEdit(key, result.after);
          setUpgraded(result);
          history.replaceState(history.state, '', `${location.pathname}${location.search}#${id}`);
        }
        if (decoded?.ok) held.current = true;
        setShared(
          decoded
            ? decoded.ok
              ? { state: 'held', code: decoded.code }
              : { state: 'failed', reason: decoded.reason }
            : null,
        );
        setSource(mod);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [key, line, id, attempt, payload, upgradePayload]);

  useEffect(() => {
    if (!source || !host.current) return;
    const fromLink = held.current && shared?.state === 'held' ? shared.code : null;
    const stored = fromLink === null && shared === null ? readEdit(key) : null;
    const initial = fromLink ?? stored ?? source.code;
    originalSignature.current = hookSignature(source.code);
    setEdited(initial !== source.code);
    // The upgrade lint on the current line's pages: its rules load with the reader's first change (after the
    // lint's pause), or at once for code the reader brought. While their chunk fails to load there are no upgrade
    // marks to keep, so a run finds none, and the next change asks for the chunk again.
    const upgradeLint =
      line === CURRENT_LINE.id
        ? lintSource(
            'upgrade',
            (state) =>
              loadUpgradeHelp(true).then(
                (help) => help.upgradeDiagnostics(state, t),
                () => [],
              ),
            { waitForEdit: initial === source.code },
          )
        : [];
    // sucrase's first runs are its slowest (cold code): they come while the reader reads, not on their first
    // keystrokes (warmCompiler). Compiling runs none of the code.
    const stopWarming = warmCompiler(initial, WARM_COMPILES);
    const editor = createEditor({
      doc: initial,
      parent: host.current,
      label: t('demo.edit.label'),
      extensions: [apiHintsExtension(pageHints, () => requestHints(line)), upgradeLint],
      onChange: (doc) => {
        stopWarming();
        setEdited(doc !== source.code);
        if (held.current) return;
        if (doc === source.code) clearEdit(key);
        else saveEdit(key, doc);
        schedule(doc);
      },
    });
    view.current = editor;
    const runsNow = stored !== null && stored !== source.code;
    if (runsNow) void runNow(stored);
    if (shared || upgradePayload) document.getElementById(id)?.scrollIntoView();
    return () => {
      cancel();
      stopWarming();
      editor.destroy();
      view.current = null;
    };
  }, [source, shared, id, key, schedule, runNow, cancel, t, line, upgradePayload]);

  /** Runs code from a link: from now on it is the reader's edit like any other. */
  const runShared = () => {
    const editor = view.current;
    if (!editor) return;
    held.current = false;
    const doc = editor.state.doc.toString();
    saveEdit(key, doc);
    // A reload now reopens the reader's kept edit, not the link's notice.
    history.replaceState(history.state, '', `${location.pathname}${location.search}#${id}`);
    setShared(null);
    void runNow(doc);
  };

  const share = async () => {
    const editor = view.current;
    if (!editor) return;
    try {
      const codec = await loadCodec();
      const payload = await codec.encodeCode(editor.state.doc.toString());
      if (payload.length > codec.MAX_PAYLOAD_CHARS) {
        setStatus({ kind: 'error', text: t('demo.edit.shareTooLong') });
        return;
      }
      await navigator.clipboard.writeText(`${location.origin}${location.pathname}#${shareFragment(id, payload)}`);
      setStatus({ kind: 'info', text: t('demo.edit.shareCopied') });
    } catch {
      setStatus({ kind: 'error', text: t('demo.edit.shareFailed') });
    }
  };

  const reset = () => {
    if (!source || !view.current) return;
    replaceDoc(view.current, source.code);
    cancel(); // the edit the replacement just handed over included
    clearEdit(key);
    showDiagnostics(view.current, []);
    setStatus({ kind: 'idle' });
    onRender(null, originalSignature.current);
    if (held.current) {
      held.current = false;
      setShared(null);
    }
  };

  if (failed) {
    return (
      <div className="demo-code" id={`${id}-code`}>
        <LazyPartError
          message="demo.edit.failed"
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  if (!source) {
    return (
      <div className="demo-code" id={`${id}-code`}>
        <p className="demo-code-status demo-code-room" data-room="edit">
          {t('demo.edit.loading')}
        </p>
      </div>
    );
  }

  // A CSS tab shows its highlighted code once the source bundle is here (asked for on its first showing).
  const pending = `<p class="demo-code-status">${escapeHtml(t(tabs === false ? 'demo.code.failed' : 'demo.code.loading'))}</p>`;
  const files = [
    { name: `${id}.${source.lang}`, content: () => view.current?.state.doc.toString() ?? source.code, html: '' },
    ...source.files.map(
      (name) => (tabs && tabs.files.find((f) => f.name === name)) || { name, content: '', html: pending },
    ),
  ];
  const showTab = (index: number) => {
    if (index === 0 || tabs) return;
    setTabs(null);
    loadSource(tabs === false).then(
      (mod) => setTabs(mod.default),
      () => setTabs(false),
    );
  };
  // What happened, never contradicting the preview: a crash in the edited demo's render (or a stopped
  // loop) shows in its error box and here; shared code waiting for Run does not update the table.
  const failedRender = status.kind === 'ok' && crashed !== null;
  const statusText = () =>
    status.kind === 'error' || status.kind === 'info'
      ? status.text
      : failedRender
        ? t('demo.edit.renderFailed', { message: crashed })
        : status.kind === 'ok'
          ? t('demo.edit.updated')
          : shared?.state === 'held'
            ? t('demo.edit.heldHint')
            : t('demo.edit.hint');
  return (
    <div className="demo-code live-editor" id={`${id}-code`}>
      {upgraded && <UpgradeNotice upgraded={upgraded} />}
      {shared?.state === 'held' && <SharedNotice original={source.code} code={shared.code} onRun={runShared} />}
      {shared?.state === 'failed' && (
        <p className="live-editor-notice" role="alert">
          {shared.reason === 'oversized' ? t('demo.edit.sharedOversized') : t('demo.edit.sharedMalformed')}
        </p>
      )}
      <div className="live-editor-toolbar">
        <button type="button" className="button" onClick={reset} disabled={!edited}>
          {t('demo.edit.reset')}
        </button>
        <button type="button" className="button" onClick={() => void checkTypes()} aria-busy={checking || undefined}>
          {checking ? t('demo.edit.checkingTypes') : t('demo.edit.checkTypes')}
        </button>
        <button type="button" className="button" onClick={() => void share()}>
          {t('demo.edit.share')}
        </button>
        <p
          className="live-editor-status"
          role="status"
          data-kind={failedRender ? 'error' : status.kind}
          aria-live="polite"
        >
          {statusText()}
        </p>
      </div>
      <SourceTabs id={id} files={files} editor={<div className="live-editor-host" ref={host} />} onSelect={showTab} />
    </div>
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
