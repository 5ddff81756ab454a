// The upgrade checker's code, loaded on first use (src/client/enhance/upgrade-checker.ts): puts a code editor in
// place of the page's text area, sends its code to a worker that checks it with the upgrade rules
// (src/shared/upgrade), lists the findings with their line and message, underlines them, and applies fixes one
// at a time or all at once. Nothing leaves the browser. Strings come with the form, formatted at build time.
//
// An editor rather than the text area: a text area lays out all of its text, and a 100 KB paste took one 66 ms
// frame of style and layout; CodeMirror draws the lines in view only. A plain-text one: with the TSX language,
// CodeMirror parses a paste on the main thread (a 100 ms idle slice for 100 KB), and the worker parses it anyway.
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { stringsTranslator } from '../../shared/i18n/strings';
import type { CheckRequest, CheckResponse } from '../../shared/upgrade/checker';
import { fixEdits } from '../../shared/upgrade/fixes';
import type { Finding, LintResult } from '../../shared/upgrade/rules';
import { codeEditorBasics, editingKeys } from '../live/code-editor';
import { findingDiagnostics } from '../live/finding-diagnostics';
import { publishDiagnostics } from '../live/lint-merge';

/** Typing pauses this long before the code is checked again. */
const INPUT_DELAY_MS = 400;
/** Findings added to the list per frame: a long list never blocks the page for long. */
const BATCH = 40;

/** The editor in the text area's place, with its text, selection and focus. */
function editorFor(
  textarea: HTMLTextAreaElement,
  label: HTMLLabelElement,
  /** After each edit; `fixed` when the edit is fixes applied (the checker's list, or a diagnostic's action). */
  onEdit: (fixed: boolean) => void,
  /** When the range of lines the editor draws changes (a scroll, an edit). */
  onViewport: () => void,
) {
  const parent = document.createElement('div');
  parent.className = 'upgrade-checker-editor';
  const focused = document.activeElement === textarea;
  const { selectionStart, selectionEnd } = textarea;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: textarea.value,
      extensions: [
        codeEditorBasics(label.textContent ?? ''),
        // Tab moves the focus on, as from the text area: this is a form, where code is pasted more than typed.
        keymap.of(editingKeys),
        EditorView.contentAttributes.of({ 'aria-describedby': textarea.getAttribute('aria-describedby') ?? '' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onEdit(update.transactions.some((tr) => tr.isUserEvent('upgrade.fix')));
          if (update.viewportChanged) onViewport();
        }),
      ],
    }),
  });
  textarea.replaceWith(parent);
  label.removeAttribute('for'); // a label's `for` names a form control; a click on it focuses the editor instead
  label.addEventListener('click', () => view.focus());
  if (focused) {
    view.dispatch({ selection: { anchor: selectionStart, head: selectionEnd } });
    view.focus();
  }
  return view;
}

export function startChecker(root: HTMLElement, submitted: boolean) {
  const strings = JSON.parse(root.querySelector('script[data-strings]')!.textContent) as Record<string, string>;
  const t = stringsTranslator(strings, document.documentElement.lang || undefined);
  const form = root.querySelector('form')!;
  const applyAll = root.querySelector<HTMLButtonElement>('[data-apply-all]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const list = root.querySelector<HTMLOListElement>('[data-findings]')!;

  /** The id of the latest request; an answer to an older one is dropped. */
  let latest = 0;
  /** The text the latest request was about: its answer is shown only while the editor still holds it. */
  let asked: Text | undefined;
  /** The findings listed, and the text they were made on. */
  let shown: { doc: Text; findings: Finding[] } | undefined;
  let focusAfter = false;
  let renderToken = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Checks the editor's code `wait` ms from now (an edit sooner starts the wait again). */
  const schedule = (wait: number) => {
    clearTimeout(timer);
    root.setAttribute('aria-busy', 'true');
    timer = setTimeout(() => {
      latest += 1;
      asked = view.state.doc;
      worker ??= startWorker();
      worker.postMessage({ id: latest, source: asked.toString() } satisfies CheckRequest);
    }, wait);
  };
  const view = editorFor(
    form.querySelector('textarea')!,
    form.querySelector('label')!,
    (fixed) => schedule(fixed ? 0 : INPUT_DELAY_MS),
    () => underline(),
  );

  let underlineFrame = 0;
  /**
   * Underlines the findings listed that fall in the lines the editor draws (what is in view, and a margin),
   * in the next frame; a scroll brings the next ones. All of a 100 KB paste's 444 at once made a 50–70 ms
   * frame on a busy machine; a screenful's take a few milliseconds. After an edit, the underlines already
   * shown move with the text until the edit's own check.
   */
  function underline() {
    cancelAnimationFrame(underlineFrame);
    underlineFrame = requestAnimationFrame(() => {
      if (!shown || view.state.doc !== shown.doc) return;
      const { from, to } = view.viewport;
      const near = shown.findings.filter((f) => f.to >= from && f.from <= to);
      publishDiagnostics(view, 'upgrade', findingDiagnostics(near, t));
    });
  }

  /** The rules' worker; after a failure (its script did not load: offline), the next check starts another. */
  function startWorker(): Worker {
    const started = new Worker(new URL('../workers/upgrade.worker.ts', import.meta.url), {
      type: 'module',
      name: 'upgrade-checker',
    });
    started.onmessage = ({ data }: MessageEvent<CheckResponse>) => {
      // Overtaken by newer code, or the text changed since (that edit's check is on its way).
      if (data.id !== latest || view.state.doc !== asked) return;
      root.removeAttribute('aria-busy');
      show(asked, data.result);
    };
    started.onerror = () => {
      started.terminate();
      if (worker === started) worker = undefined;
      root.removeAttribute('aria-busy');
      status.textContent = t('checker.failed');
    };
    return started;
  }
  let worker: Worker | undefined = startWorker();

  function show(doc: Text, result: LintResult) {
    const token = ++renderToken;
    list.replaceChildren();
    if (!result.ok) {
      shown = undefined;
      applyAll.hidden = true;
      publishDiagnostics(view, 'upgrade', []);
      status.textContent = t('checker.parseError', { line: result.error.line, column: result.error.column });
      return;
    }
    const { findings } = result;
    shown = { doc, findings };
    applyAll.hidden = !findings.some((f) => f.fix);
    status.textContent = findings.length
      ? t('checker.count', { count: findings.length })
      : doc.toString().trim()
        ? t('checker.none')
        : '';
    // Long lists go in by batches, one per frame (and off-screen items skip layout: upgrade-checker.css).
    let at = 0;
    const addBatch = () => {
      if (token !== renderToken) return;
      const fragment = document.createDocumentFragment();
      for (const end = Math.min(at + BATCH, findings.length); at < end; at++) fragment.append(item(findings[at], at));
      list.append(fragment);
      if (at < findings.length) {
        requestAnimationFrame(addBatch);
        return;
      }
      underline(); // last, in a frame of its own
      if (focusAfter) {
        focusAfter = false;
        const nextFix = list.querySelector<HTMLElement>('button[data-apply]');
        if (nextFix) nextFix.focus();
        else view.focus();
      }
    };
    addBatch();
  }

  function item(finding: Finding, index: number): HTMLLIElement {
    const li = document.createElement('li');
    li.className = `upgrade-finding upgrade-finding-${finding.severity}`;
    const where = document.createElement('button');
    where.type = 'button';
    where.className = 'button-link upgrade-finding-where';
    where.textContent = t('checker.where', { line: finding.line, column: finding.column });
    where.addEventListener('click', () => {
      const end = view.state.doc.length; // the text may have changed since the list was made
      view.dispatch({
        selection: { anchor: Math.min(finding.from, end), head: Math.min(finding.to, end) },
        effects: EditorView.scrollIntoView(Math.min(finding.from, end), { y: 'center' }),
      });
      view.focus();
    });
    const message = document.createElement('span');
    message.className = 'upgrade-finding-message';
    message.textContent = t(finding.message.id, finding.message.values);
    li.append(where, ' ', message, ' ');
    if (finding.fix) {
      const apply = document.createElement('button');
      apply.type = 'button';
      apply.className = 'button';
      apply.dataset.apply = String(index);
      apply.textContent = t('checker.apply');
      li.append(apply);
    } else {
      const manual = document.createElement('span');
      manual.className = 'upgrade-finding-manual';
      manual.textContent = t('checker.manual');
      li.append(manual);
    }
    return li;
  }

  /** Applies fixes of the findings listed, as one undoable change (not once the text has changed since). */
  const fix = (which: (findings: Finding[]) => Finding[]) => {
    if (!shown || view.state.doc !== shown.doc) return; // the edit's own check is on its way
    focusAfter = true;
    view.dispatch({ changes: fixEdits(which(shown.findings)), userEvent: 'upgrade.fix' });
  };
  list.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-apply]');
    if (button) fix((findings) => [findings[Number(button.dataset.apply)]]);
  });
  applyAll.addEventListener('click', () => fix((findings) => findings));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    schedule(0);
  });
  root.removeAttribute('aria-busy');
  root.dataset.checkerReady = '';
  if (submitted || view.state.doc.toString().trim()) schedule(0);
}
