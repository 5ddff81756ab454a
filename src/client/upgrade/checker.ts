// The upgrade checker's code, loaded on first use (src/client/enhance/upgrade-checker.ts): sends the pasted code
// to a worker that checks it with the upgrade rules (src/shared/upgrade), lists the findings with their line and
// message, and applies fixes one at a time or all at once. Strings come with the form, formatted at build time.
import { stringsTranslator } from '../../shared/i18n/strings';
import type { CheckRequest, CheckResponse } from '../../shared/upgrade/checker';
import type { Finding } from '../../shared/upgrade/rules';

/** Typing pauses this long before the code is checked again. */
const INPUT_DELAY_MS = 400;
/** Findings added to the list per frame: a long list never blocks the page for long. */
const BATCH = 80;

export function startChecker(root: HTMLElement, submitted: boolean) {
  const strings = JSON.parse(root.querySelector('script[data-strings]')!.textContent) as Record<string, string>;
  const t = stringsTranslator(strings, document.documentElement.lang || undefined);
  const form = root.querySelector('form')!;
  const code = form.querySelector('textarea')!;
  const applyAll = root.querySelector<HTMLButtonElement>('[data-apply-all]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const list = root.querySelector<HTMLOListElement>('[data-findings]')!;

  const worker = new Worker(new URL('../workers/upgrade.worker.ts', import.meta.url), {
    type: 'module',
    name: 'upgrade-checker',
  });
  let next = 0;
  let latest = 0;
  let shown: { source: string; findings: Finding[] } | undefined;
  let focusAfter: 'first' | undefined;
  let renderToken = 0;

  const send = (request: Omit<CheckRequest, 'id'>) => {
    latest = ++next;
    root.setAttribute('aria-busy', 'true');
    worker.postMessage({ id: latest, ...request } satisfies CheckRequest);
  };

  worker.onmessage = ({ data }: MessageEvent<CheckResponse>) => {
    if (data.id !== latest) return; // an answer overtaken by newer code
    root.removeAttribute('aria-busy');
    if (data.source !== code.value) {
      code.value = data.source; // fixes applied: one undo step in most browsers would be lost anyway
    }
    show(data);
  };
  worker.onerror = () => {
    root.removeAttribute('aria-busy');
    status.textContent = t('checker.failed');
  };

  function show({ source, result }: CheckResponse) {
    const token = ++renderToken;
    list.replaceChildren();
    if (!result.ok) {
      shown = undefined;
      applyAll.hidden = true;
      status.textContent = t('checker.parseError', { line: result.error.line, column: result.error.column });
      return;
    }
    shown = { source, findings: result.findings };
    const fixable = result.findings.filter((f) => f.fix).length;
    applyAll.hidden = fixable === 0;
    status.textContent = result.findings.length
      ? t('checker.count', { count: result.findings.length })
      : source.trim()
        ? t('checker.none')
        : '';
    // Long lists go in by batches, one per frame.
    let at = 0;
    const addBatch = () => {
      if (token !== renderToken) return;
      const fragment = document.createDocumentFragment();
      for (const end = Math.min(at + BATCH, result.findings.length); at < end; at++)
        fragment.append(item(result.findings[at], at));
      list.append(fragment);
      if (at < result.findings.length) requestAnimationFrame(addBatch);
      else if (focusAfter) {
        focusAfter = undefined;
        (list.querySelector<HTMLElement>('button[data-apply]') ?? code).focus();
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
      code.focus();
      code.setSelectionRange(finding.from, finding.to);
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

  list.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-apply]');
    if (!button || !shown || shown.source !== code.value) return;
    focusAfter = 'first';
    send({ source: shown.source, apply: Number(button.dataset.apply) });
  });
  applyAll.addEventListener('click', () => {
    if (!shown || shown.source !== code.value) return;
    focusAfter = 'first';
    send({ source: shown.source, apply: 'all' });
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  code.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => send({ source: code.value }), INPUT_DELAY_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    send({ source: code.value });
  });
  root.removeAttribute('aria-busy');
  root.dataset.checkerReady = '';
  if (submitted || code.value.trim()) send({ source: code.value });
}
