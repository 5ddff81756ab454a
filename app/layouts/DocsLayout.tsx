import { Outlet, useMatches } from 'react-router';
import { Toc } from '../components/layout/Toc';
import { DocsShell } from '../components/layout/DocsShell';
import { isPageHandle } from '../data/page-handle';
import { pageById, useSite } from '../data/site';
import { useActiveTab } from '../hooks/useActiveTab';

/** Every documentation page (and the not-found page) sits in this layout. */
export default function DocsLayout() {
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).find(isPageHandle);
  const page = pageById(useSite(), handle?.pageId);
  return (
    <DocsShell
      pagePath={page?.path}
      sidebar={page?.sidebar}
      aside={handle && handle.frontmatter.toc !== false ? <PageToc tabs={handle.tabs} /> : undefined}
    >
      <Outlet />
    </DocsShell>
  );
}

function PageToc({ tabs }: { tabs: Parameters<typeof useActiveTab>[0] }) {
  return <Toc entries={useActiveTab(tabs).toc} />;
}
