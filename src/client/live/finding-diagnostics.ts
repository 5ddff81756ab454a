import type { Action, Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { Translate } from '../../shared/i18n/translate.ts';
import type { Finding } from '../../shared/upgrade/rules.ts';

// The upgrade rules' findings as CodeMirror diagnostics, for the live editor (upgrade-lint.ts) and the upgrade
// checker (src/client/upgrade/checker.ts). Types only from the rules: this does not load their parser.

function action(finding: Finding, t: Translate): Action[] {
  const fix = finding.fix;
  if (!fix) return [];
  return [
    {
      name: t('upgrade.fix'),
      apply(view: EditorView) {
        // The finding was made on the text the linter saw; a later edit re-runs the linter before another click.
        view.dispatch({ changes: fix.map(({ from, to, insert }) => ({ from, to, insert })), userEvent: 'upgrade.fix' });
      },
    },
  ];
}

/** Findings as diagnostics: underlined with their message, a mechanical change one click away. */
export function findingDiagnostics(findings: readonly Finding[], t: Translate): Diagnostic[] {
  return findings.map((finding) => ({
    from: finding.from,
    to: finding.to,
    severity: finding.severity,
    source: 'rc-table 1.x',
    message: t(finding.message.id, finding.message.values),
    actions: action(finding, t),
  }));
}
