import { Fragment, type ReactNode } from 'react';
import { localized } from '../../shared/api-docs/localized';
import { apiRowId } from '../../shared/api-docs/row-id';
import type { ApiDefinition, ApiProperty, Localized } from '../../shared/api-docs/types';
import { I18nProvider, useLocale, useT } from '../../shared/i18n';
import { localeById } from '../../shared/i18n/locales';
import { formatRoute } from '../../shared/site/route';
import { translatorFor } from '../../shared/i18n/server';

/** The changelog's guide to what 7.0 removed or moved (its anchor is set on the changelog page). */
/** The 7.0 migration notes: part of the 7.x line's changelog, where the props removed in 7.0.0 are listed. */
const MIGRATION_LINE = '7.x';
const MIGRATION_PATH = '/changelog#migrating-to-7';

/**
 * `<API id="Table" />`: the documented properties of one component, rendered into the page's HTML. The
 * remark step passes the definition of that id (undefined when none has it). `<API id="Table" filter />`
 * also puts the filter box of the page's API tables above it (see ApiFilter).
 */
export function API({
  id,
  locale,
  definition,
  filter,
}: {
  id: string;
  locale: string;
  definition?: ApiDefinition;
  filter?: boolean;
}) {
  return (
    <I18nProvider locale={locale} t={translatorFor(locale)}>
      {filter && <ApiFilter />}
      <ApiById id={id} definition={definition} />
    </I18nProvider>
  );
}

/**
 * The filter box that narrows the rows of every API table of the page (or of its tab) as the reader types.
 * Hidden in the HTML: it works only with JavaScript, which shows it (src/client/enhance/api-table.ts). The
 * empty result repeats the query: the message comes formatted with `{query}` left in, for the script to fill.
 */
function ApiFilter() {
  const t = useT();
  return (
    <search className="api-filter" data-api-filter>
      <label htmlFor="api-filter-input">{t('api.filter.label')}</label>
      <input
        id="api-filter-input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('api.filter.placeholder')}
      />
      <p className="api-filter-empty" role="status" data-template={t('api.filter.empty', { query: '{query}' })}></p>
    </search>
  );
}

function ApiById({ id, definition }: { id: string; definition?: ApiDefinition }) {
  const t = useT();
  if (!definition) {
    return (
      <p className="api-status" role="status">
        {t('api.notFound', { id })}
      </p>
    );
  }
  return <ApiDefinitionTable definition={definition} />;
}

/** `expandable.expandedRowKeys` may wrap after its dot: a name or a dotted path in prose never forces the table wider. */
function breakAfterDots(text: string): ReactNode {
  const parts = text.split(/(?<=[A-Za-z]\.)(?=[A-Za-z])/);
  return parts.length === 1
    ? text
    : parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ));
}

/**
 * A type or default as whole tokens: a line may break at its spaces and before a type argument list
 * (`ExpandableConfig` | `<RecordType>`), never inside a name or a string (not even at the `-` of 'match-parent').
 */
function tokens(code: string): ReactNode {
  return code.split(/(\s+)/).map((part, i) =>
    i % 2 ? (
      part
    ) : (
      <Fragment key={i}>
        {part.split(/(?<=[\w$])(?=<)/).map((piece, j) => (
          <Fragment key={j}>
            {j > 0 && <wbr />}
            <span className="api-token">{piece}</span>
          </Fragment>
        ))}
      </Fragment>
    ),
  );
}

/** The rows group by group (one untitled group for a definition without groups), each group once. */
function groupsOf(definition: ApiDefinition): { id?: string; title?: Localized; rows: ApiProperty[] }[] {
  if (!definition.groups) return [{ rows: definition.properties }];
  return definition.groups
    .map((g) => ({ ...g, rows: definition.properties.filter((p) => p.group === g.id) }))
    .filter((g) => g.rows.length > 0);
}

/**
 * One API definition as a table, laid out as a reference by CSS alone: each property's name, type and
 * default on one line and its description at full width beneath (a stacked card below 640 px). The grid's
 * tracks are fractions of the content column, never sized by the rows, so every section lines up with the
 * others and nothing widens as later rows arrive. The CSS changes the cells' display, which can cost a
 * table its semantics in some browsers: the explicit roles keep the column headers a screen reader
 * announces (which value is the type, which the default). Folded in a `<details>` element when the
 * definition asks for it. Renders on the server as is: no state, no effects.
 */
export function ApiDefinitionTable({ definition }: { definition: ApiDefinition }) {
  const t = useT();
  const locale = useLocale().id;
  const text = (value: Localized) => localized(value, locale);
  const title = text(definition.title);
  const table = (
    <div
      className="table-scroll api-scroll"
      role="region"
      aria-label={title}
      tabIndex={0}
      data-copied={t('api.linkCopied', { name: '{name}' })}
      data-copy-failed={t('api.linkCopyFailed', { name: '{name}' })}
    >
      <table className="api-table" role="table">
        <thead>
          <tr role="row">
            <th scope="col" role="columnheader" className="api-name">
              {t('api.col.name')}
            </th>
            <th scope="col" role="columnheader" className="api-description">
              {t('api.col.description')}
            </th>
            <th scope="col" role="columnheader" className="api-type">
              {t('api.col.type')}
            </th>
            <th scope="col" role="columnheader" className="api-default">
              {t('api.col.default')}
            </th>
          </tr>
        </thead>
        {groupsOf(definition).map((group) => (
          <tbody key={group.id ?? ''} id={group.id && `api-${definition.id.toLowerCase()}--${group.id}`}>
            {group.title && (
              <tr className="api-group" role="row">
                <th scope="rowgroup" role="rowheader" colSpan={4}>
                  {text(group.title)}
                </th>
              </tr>
            )}
            {group.rows.map((prop) => (
              <tr key={prop.name} id={apiRowId(definition.id, prop.name)} role="row">
                {/* Named by the property alone, as a screen reader repeats it beside every cell of the row; "required"
                  and "since" are its description. */}
                <th
                  scope="row"
                  role="rowheader"
                  className="api-name"
                  aria-labelledby={`${apiRowId(definition.id, prop.name)}-name`}
                  aria-describedby={
                    [
                      prop.required && `${apiRowId(definition.id, prop.name)}-required`,
                      prop.since && `${apiRowId(definition.id, prop.name)}-since`,
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                >
                  <code id={`${apiRowId(definition.id, prop.name)}-name`}>{breakAfterDots(prop.name)}</code>
                  <a
                    className="api-link"
                    href={`#${apiRowId(definition.id, prop.name)}`}
                    aria-label={t('api.link', { name: prop.name })}
                    data-name={prop.name}
                  >
                    #
                  </a>
                  {prop.required && (
                    <span className="api-required" id={`${apiRowId(definition.id, prop.name)}-required`}>
                      {' '}
                      {t('api.required')}
                    </span>
                  )}
                  {prop.since && (
                    <span className="api-since" id={`${apiRowId(definition.id, prop.name)}-since`}>
                      {' '}
                      {t('api.version', { version: prop.since })}
                    </span>
                  )}
                </th>
                <td className="api-description">
                  {breakAfterDots(text(prop.description))}
                  {prop.replacement && (
                    <span className="api-replacement">
                      {' '}
                      {t('api.replacement')}{' '}
                      <a href={`#${apiRowId(prop.replacement.api, prop.replacement.name)}`}>
                        <code>{breakAfterDots(prop.replacement.name)}</code>
                      </a>
                    </span>
                  )}
                  {prop.removed && (
                    <span className="api-removed">
                      {' '}
                      <a
                        href={formatRoute({
                          line: MIGRATION_LINE,
                          locale: localeById(locale).id,
                          path: MIGRATION_PATH,
                        })}
                      >
                        {t('api.removed', { version: prop.removed })}
                      </a>
                    </span>
                  )}
                </td>
                <td className="api-type">
                  <span className="api-label">{t('api.col.type')}</span>
                  <code>{tokens(prop.type)}</code>
                </td>
                <td className="api-default">
                  <span className="api-label">{t('api.col.default')}</span>
                  {prop.default ? <code>{tokens(prop.default)}</code> : '-'}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
  if (!definition.collapsed) return table;
  return (
    <details className="api-details">
      <summary>{t('api.collapsed', { title, count: definition.properties.length })}</summary>
      {table}
    </details>
  );
}
