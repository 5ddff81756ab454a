import { Compartment } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { apiHintsExtension } from '../../../client/live/api-completion';
import { apiHintsUrl, type ApiHints } from '../../../shared/live/api-hints';
import { runEdit, type EditedDemo } from '../../../client/live/runner';
import { compileDemo } from '../../../client/live/compile';
import { hookSignature } from '../../../shared/live/hook-signature';
import { lineDiff } from '../../../client/live/diff';
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
import { createEditor, lineOf, replaceDoc, showDiagnostics } from '../../../client/live/editor-view';

type Status = { kind: 'idle' } | { kind: 'ok' } | { kind: 'error'; text: string } | { kind: 'info'; text: string };

/**
 * The hints of the page's line in its language (see api-hints.ts): fetched once per page, on the editor's first
 * need for them (a keystroke, Ctrl+Space, a hover) rather than with Edit, which stays under its 200 KB.
 */
let hintsOfPage: ApiHints | null = null;
let hintsRequest: Promise<void> | undefined;
let hintsFailed = false;
function requestHints(line: string): Promise<void> {
  hintsRequest ??= fetch(apiHintsUrl(line, document.documentElement.lang || 'en-US'))
    .then((response) =>
      response.ok ? (response.json() as Promise<ApiHints>) : Promise.reject(new Error(`HTTP ${response.status}`)),
    )
    .then(
      (hints) => {
        hintsOfPage = hints;
      },
      // Completion is a help, not a need: without it the editor works the same; the next Edit asks again.
      () => {
        hintsFailed = true;
      },
    );
  return hintsRequest;
}
const pageHints = () => hintsOfPage;
/** The share links' codec: loaded by Share, or when a share link is opened (not on every Edit). */
const loadCodec = () => import('../../../client/live/share');
/** The upgrade rules (lint and fixes): see upgrade-help.ts for when they load. */
const loadUpgradeHelp = retryable(() => import('../../../client/live/upgrade-help'));

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
 * The live editor: CodeMirror on the demo's TSX (its CSS files as read-only tabs). Every edit is kept
 * in session storage and handed to the runner (client/live/runner.ts) as soon as it is made; what the
 * runner returns is marked here or shown in the table above, updated in place (state kept). A syntax error or an unknown import is marked in the editor and the last good table stays;
 * a runtime error goes to the demo's error box.
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
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [edited, setEdited] = useState(false);
  const [code, setCode] = useState('');
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const originalSignature = useRef('');
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    let live = true;
    if (hintsFailed) [hintsFailed, hintsRequest] = [false, undefined];
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

  /** Compiles and shows `doc` (see runner.ts); a newer run makes an older one's result void. */
  const render = useCallback(
    async (doc: string) => {
      const current = ++run.current;
      const result = await runEdit(doc);
      const editor = view.current;
      if (current !== run.current) return;
      if (result.kind === 'syntax') {
        if (editor) {
          const { pos, message } = result;
          showDiagnostics(editor, [{ from: pos, to: pos + 1, severity: 'error', message }]);
          setStatus({ kind: 'error', text: t('demo.edit.syntaxError', { line: lineOf(editor, pos), message }) });
        }
      } else if (result.kind === 'unknownImport') {
        const at = Math.max(0, doc.indexOf(result.specifier));
        const text = t('demo.edit.unknownImport', { name: result.specifier, available: result.available.join(', ') });
        if (editor)
          showDiagnostics(editor, [{ from: at, to: at + result.specifier.length, severity: 'error', message: text }]);
        setStatus({ kind: 'error', text });
      } else if (result.kind === 'chunkFailed') {
        // A listed package whose chunk did not load (offline): say so; the table stays.
        setStatus({ kind: 'error', text: t('demo.chunkFailed') });
      } else {
        if (editor) showDiagnostics(editor, []);
        setStatus({ kind: 'ok' });
        onRender(result.demo, originalSignature.current);
      }
    },
    [t, onRender],
  );

  useEffect(() => {
    if (!source || !host.current) return;
    const fromLink = held.current && shared?.state === 'held' ? shared.code : null;
    const stored = fromLink === null && shared === null ? readEdit(key) : null;
    const initial = fromLink ?? stored ?? source.code;
    originalSignature.current = hookSignature(source.code);
    setCode(initial);
    setEdited(initial !== source.code);
    const upgradeHelp = new Compartment();
    let helpAsked = false;
    // The upgrade lint on the current line's pages; a chunk that failed to load is asked for again on the next change.
    function askUpgradeHelp() {
      if (helpAsked || line !== CURRENT_LINE.id) return;
      helpAsked = true;
      loadUpgradeHelp(true).then(
        (help) => {
          if (view.current === editor) editor.dispatch({ effects: upgradeHelp.reconfigure(help.upgradeLint(t)) });
        },
        () => (helpAsked = false),
      );
    }
    const editor = createEditor({
      doc: initial,
      parent: host.current,
      label: t('demo.edit.label'),
      extensions: [apiHintsExtension(pageHints, () => requestHints(line)), upgradeHelp.of([])],
      onChange: (doc) => {
        askUpgradeHelp();
        setCode(doc);
        setEdited(doc !== source.code);
        if (held.current) return;
        if (doc === source.code) clearEdit(key);
        else saveEdit(key, doc);
        // No fixed wait: the code compiles in the next task (changes of one task coalesce, the keystroke
        // is not held up) and the table renders in a transition the next keystroke interrupts.
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void render(doc), 0);
      },
    });
    view.current = editor;
    if (initial !== source.code) askUpgradeHelp();
    if (stored !== null && stored !== source.code) void render(stored);
    // sucrase's first run is its slowest (cold code: 114 ms at 4× CPU slowdown, later runs about 25): it runs
    // once now, while the reader reads, rather than on their first keystroke.
    const warmUp = setTimeout(() => compileDemo(initial), 50);
    if (shared || upgradePayload) document.getElementById(id)?.scrollIntoView();
    return () => {
      clearTimeout(timer.current);
      clearTimeout(warmUp);
      editor.destroy();
      view.current = null;
    };
  }, [source, shared, id, key, render, t, line, upgradePayload]);

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
    void render(doc);
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
    clearTimeout(timer.current);
    run.current++;
    replaceDoc(view.current, source.code);
    clearTimeout(timer.current);
    clearEdit(key);
    showDiagnostics(view.current, []);
    setStatus({ kind: 'idle' });
    onRender(null, originalSignature.current);
    if (held.current) {
      held.current = false;
      setShared(null);
    }
  };

  // Type-checks the code as it is now; TypeScript and the declaration files load on the first click.
  const checkTypes = async () => {
    const editor = view.current;
    if (!editor || checking) return;
    setChecking(true);
    const started = performance.now();
    const checked = editor.state.doc.toString();
    try {
      const { checkTypes: check } = await import('../../../client/live/type-check');
      const diagnostics = await check(checked);
      if (view.current !== editor || editor.state.doc.toString() !== checked) return;
      showDiagnostics(editor, diagnostics);
      // Click → errors marked, for `npm run bench` (scripts/bench-live.mjs).
      performance.measure('live-edit-check-types', { start: started });
      const [first] = diagnostics;
      setStatus(
        first
          ? {
              kind: 'error',
              text: t('demo.edit.typeErrors', {
                count: diagnostics.length,
                // A string: the page's translator picks the singular form when any number argument is 1.
                line: String(first.line),
                message: first.message,
              }),
            }
          : { kind: 'info', text: t('demo.edit.typesOk') },
      );
    } catch {
      setStatus({ kind: 'error', text: t('demo.edit.typeCheckFailed') });
    } finally {
      setChecking(false);
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
        <p className="demo-code-status">{t('demo.edit.loading')}</p>
      </div>
    );
  }

  // A CSS tab shows its highlighted code once the source bundle is here (asked for on its first showing).
  const pending = `<p class="demo-code-status">${escapeHtml(t(tabs === false ? 'demo.code.failed' : 'demo.code.loading'))}</p>`;
  const files = [
    { name: `${id}.${source.lang}`, content: code, html: '' },
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

/** Code from a link: who wrote it, what it changes, and Run. */
function SharedNotice({ original, code, onRun }: { original: string; code: string; onRun: () => void }) {
  const t = useT();
  const diff = lineDiff(original, code);
  const added = diff.filter((l) => l.kind === 'added').length;
  const removed = diff.filter((l) => l.kind === 'removed').length;
  return (
    <div className="live-editor-notice" role="note">
      <p>
        {t('demo.edit.sharedNotice')}{' '}
        <button type="button" className="button" onClick={onRun}>
          {t('demo.edit.run')}
        </button>
      </p>
      <details>
        <summary>
          {t('demo.edit.diff', {
            added: t('demo.edit.linesAdded', { count: added }),
            removed: t('demo.edit.linesRemoved', { count: removed }),
          })}
        </summary>
        <pre className="live-editor-diff">
          {diff
            .filter((l) => l.kind !== 'same')
            .map((l, i) => (
              <span key={i} data-kind={l.kind}>
                {l.kind === 'added' ? '+ ' : '- '}
                {l.text}
                {'\n'}
              </span>
            ))}
        </pre>
      </details>
    </div>
  );
}

/** What "Upgrade to 1.x" did to the reader's 7.x code: the diff, and what is left to do by hand. */
function UpgradeNotice({ upgraded }: { upgraded: Upgraded }) {
  const t = useT();
  const diff = lineDiff(upgraded.before, upgraded.after).filter((l) => l.kind !== 'same');
  const changes = diff.filter((l) => l.kind === 'added').length;
  return (
    <div className="live-editor-notice" role="note" data-notice="upgrade">
      <p>{t('demo.upgrade.notice', { count: changes })}</p>
      {diff.length > 0 && (
        <pre className="live-editor-diff" data-upgrade="diff">
          {diff.map((l, i) => (
            <span key={i} data-kind={l.kind}>
              {l.kind === 'added' ? '+ ' : '- '}
              {l.text}
              {'\n'}
            </span>
          ))}
        </pre>
      )}
      <p>{t('demo.upgrade.todo', { count: upgraded.todo.length })}</p>
      {upgraded.todo.length > 0 && (
        <ul data-upgrade="todo">
          {upgraded.todo.map((f, i) => (
            <li key={i}>
              {t('demo.upgrade.todoItem', { line: String(f.line), message: t(f.message.id, f.message.values) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
