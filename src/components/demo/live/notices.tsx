import { useT } from '../../../shared/i18n';
import { lineDiff, type DiffLine } from '../../../client/live/diff';
import type { Upgraded } from '../../../client/live/upgrade-transform';

/** The changed lines of a diff, `+ ` or `- ` before each. */
function ChangedLines({ lines, ...data }: { lines: DiffLine[]; 'data-upgrade'?: string }) {
  return (
    <pre className="live-editor-diff" {...data}>
      {lines.map((l, i) => (
        <span key={i} data-kind={l.kind}>
          {l.kind === 'added' ? '+ ' : '- '}
          {l.text}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

/** Code from a link: who wrote it, what it changes, and Run. */
export function SharedNotice({ original, code, onRun }: { original: string; code: string; onRun: () => void }) {
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
        <ChangedLines lines={diff.filter((l) => l.kind !== 'same')} />
      </details>
    </div>
  );
}

/** What "Upgrade to 1.x" did to the reader's 7.x code: the diff, and what is left to do by hand. */
export function UpgradeNotice({ upgraded }: { upgraded: Upgraded }) {
  const t = useT();
  const diff = lineDiff(upgraded.before, upgraded.after).filter((l) => l.kind !== 'same');
  const changes = diff.filter((l) => l.kind === 'added').length;
  return (
    <div className="live-editor-notice" role="note" data-notice="upgrade">
      <p>{t('demo.upgrade.notice', { count: changes })}</p>
      {diff.length > 0 && <ChangedLines lines={diff} data-upgrade="diff" />}
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
