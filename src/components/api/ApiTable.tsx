import { use } from 'react';
import { apiLoaders } from '../../api-docs';
import { apiRowId } from '../../api-docs/row-id';
import type { ApiDefinition } from '../../api-docs/types';
import { useT } from '../../i18n';
import { useLocale } from '../../i18n/useLocale';
import { ViewportGate } from '../lazy/ViewportGate';

// One promise per definition for the whole session, so each data chunk is fetched once.
const cache = new Map<string, Promise<ApiDefinition>>();
function loadDefinition(id: string): Promise<ApiDefinition> {
  let promise = cache.get(id);
  if (!promise) {
    promise = apiLoaders[id]().then((m) => m.default);
    promise.catch(() => cache.delete(id)); // a failed chunk may be retried on the next render
    cache.set(id, promise);
  }
  return promise;
}

/** `<API id="Table" />`: the documented properties of one component, loaded as its own chunk. */
export function API({ id }: { id: string }) {
  const t = useT();
  if (!Object.hasOwn(apiLoaders, id)) {
    return (
      <p className="api-status" role="status">
        {t('api.notFound', { id })}
      </p>
    );
  }
  // The definition is fetched when the table is on screen (the API tab shown), not with the page.
  return (
    <ViewportGate
      fallback={
        <p className="api-status" role="status">
          {t('api.loading')}
        </p>
      }
    >
      <ApiRows id={id} />
    </ViewportGate>
  );
}

function ApiRows({ id }: { id: string }) {
  const t = useT();
  const definition = use(loadDefinition(id));
  const locale = useLocale().id as keyof ApiDefinition['title'];
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={definition.title[locale] ?? definition.title['en-US']}
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
                {prop.description[locale] ?? prop.description['en-US']}
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
