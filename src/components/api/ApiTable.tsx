import { apiDefinitions } from '../../lib/api-docs/definitions';
import { apiRowId } from '../../lib/api-docs/row-id';
import type { ApiDefinition } from '../../lib/api-docs/types';
import { I18nProvider, useT } from '../../lib/i18n';
import { translatorFor } from '../../lib/i18n/server';

/** `<API id="Table" />`: the documented properties of one component, rendered into the page's HTML. */
export function API({ id, locale }: { id: string; locale: string }) {
  return (
    <I18nProvider locale={locale} t={translatorFor(locale)}>
      <ApiRows id={id} locale={locale} />
    </I18nProvider>
  );
}

function ApiRows({ id, locale }: { id: string; locale: string }) {
  const t = useT();
  const definition = Object.hasOwn(apiDefinitions, id) ? apiDefinitions[id] : undefined;
  if (!definition) {
    return (
      <p className="api-status" role="status">
        {t('api.notFound', { id })}
      </p>
    );
  }
  const lang = locale as keyof ApiDefinition['title'];
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={definition.title[lang] ?? definition.title['en-US']}
      tabIndex={0}
    >
      <table className="api-table">
        <thead>
          <tr>
            <th scope="col">{t('api.col.name')}</th>
            <th scope="col">{t('api.col.description')}</th>
            <th scope="col">{t('api.col.type')}</th>
            <th scope="col">{t('api.col.default')}</th>
          </tr>
        </thead>
        <tbody>
          {definition.properties.map((prop) => (
            <tr key={prop.name} id={apiRowId(id, prop.name)}>
              <th scope="row">
                <code>{prop.name}</code>
              </th>
              <td>
                {prop.description[lang] ?? prop.description['en-US']}
                {prop.version && <span className="api-version"> {t('api.version', { version: prop.version })}</span>}
              </td>
              <td>
                <code>{prop.type}</code>
              </td>
              <td>{prop.default ? <code>{prop.default}</code> : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
