/**
 * The upgrade checker's form, rendered on the server (`<UpgradeChecker />` on the guide page, through the remark
 * step): a labelled text area, a submit button, a live status and the list of findings. Its code loads on first
 * use (src/client/enhance/upgrade-checker.ts); the strings it needs come along as JSON, formatted at build time.
 */
interface Props {
  /** The island's strings (stringsFor: `checker.*` and the upgrade rules' messages). */
  strings: Record<string, string>;
}

const ID = 'upgrade-checker';

export function UpgradeChecker({ strings }: Props) {
  const s = (id: string) => strings[id] ?? id;
  // `<` escaped: the JSON sits in a script element.
  const json = JSON.stringify(strings).replace(/</g, '\\u003c');
  return (
    <section className="upgrade-checker" data-upgrade-checker="" data-failed={s('checker.failed')}>
      <form className="upgrade-checker-form">
        <label htmlFor={`${ID}-code`}>{s('checker.label')}</label>
        <p id={`${ID}-hint`} className="upgrade-checker-hint">
          {s('checker.hint')}
        </p>
        <textarea
          id={`${ID}-code`}
          name="code"
          aria-describedby={`${ID}-hint`}
          rows={12}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          translate="no"
          wrap="off"
        />
        <div className="upgrade-checker-actions">
          <button type="submit" className="button">
            {s('checker.check')}
          </button>
          <button type="button" className="button" data-apply-all="" hidden>
            {s('checker.applyAll')}
          </button>
        </div>
      </form>
      <p className="upgrade-checker-status" role="status" data-status="" />
      <ol className="upgrade-checker-findings" aria-label={s('checker.findings')} data-findings="" />
      <noscript>
        <p>{s('checker.noscript')}</p>
      </noscript>
      <script type="application/json" data-strings="" dangerouslySetInnerHTML={{ __html: json }} />
    </section>
  );
}
