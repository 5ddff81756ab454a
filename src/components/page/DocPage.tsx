import { useEffect, type ComponentType, type ReactNode } from 'react';
import { ViewportGate } from '../lazy/ViewportGate';
import { Link } from 'react-router';
import type { PageHandle } from '../../data/page-handle';
import { pageById, useSite } from '../../data/site';
import { useActiveTab } from '../../hooks/useActiveTab';
import { useT } from '../../i18n';
import { useLocale } from '../../i18n/useLocale';
import { PrevNext } from '../layout/PrevNext';

interface DocPageProps {
  handle: PageHandle;
  /** The bodies of the extra tabs, by key; the page's own body is `children`. */
  tabBodies: Record<string, ComponentType>;
  children: ReactNode;
}

/**
 * A documentation page: its heading, its tabs and their bodies. Every tab body is in the prerendered
 * HTML (so all of it reads without JavaScript); with JavaScript only the active one shows.
 */
export function DocPage({ handle, tabBodies, children }: DocPageProps) {
  const t = useT();
  const page = pageById(useSite(), handle.pageId);
  const active = useActiveTab(handle.tabs);
  const { frontmatter } = handle;
  const locale = useLocale();

  // The boot script hid the tabs while the address asks for a non-default one; the right one shows now.
  useEffect(() => document.documentElement.removeAttribute('data-tab-pending'), []);

  const panels = handle.tabs.map((tab, i) => {
    const Body = tabBodies[tab.key];
    const title = i === 0 ? t('page.tab.doc') : tab.title;
    return (
      <section
        key={tab.key}
        className="tab-panel"
        id={`tab-${tab.key}`}
        data-inactive={tab.key !== active.key || undefined}
        aria-label={handle.tabs.length > 1 ? title : undefined}
      >
        {handle.tabs.length > 1 && <h2 className="tab-panel-heading">{title}</h2>}
        {i === 0 ? (
          children
        ) : Body ? (
          // A tab body is a chunk of its own: prerendered in place, loaded once the tab is shown.
          <ViewportGate fallback={<p className="demo-loading">{t('page.tab.loading')}</p>}>
            <Body />
          </ViewportGate>
        ) : null}
      </section>
    );
  });

  return (
    <article className="doc-page" data-demo-cols={frontmatter.demo?.cols}>
      <header className="doc-page-header">
        <h1>{frontmatter.title}</h1>
        {frontmatter.subtitle && <p className="doc-page-subtitle">{frontmatter.subtitle}</p>}
      </header>
      {handle.locale !== locale.id && (
        <p className="untranslated-notice" role="note" lang={locale.id}>
          {t('page.untranslated')}
        </p>
      )}
      {handle.tabs.length > 1 && (
        <nav className="doc-tabs" aria-label={t('page.tabs.label')}>
          <ul>
            {handle.tabs.map((tab, i) => (
              <li key={tab.key}>
                <Link
                  to={{ search: i === 0 ? '' : `?tab=${tab.key}` }}
                  preventScrollReset
                  aria-current={tab.key === active.key ? 'page' : undefined}
                >
                  {i === 0 ? t('page.tab.doc') : tab.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="tab-panels">{panels}</div>
      {page && <PrevNext path={page.path} sidebar={page.sidebar} />}
    </article>
  );
}
