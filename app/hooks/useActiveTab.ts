import { useSearchParams } from 'react-router';
import type { TabHandle } from '../data/page-handle';
import { useHydrated } from './useHydrated';

/** The tab the address asks for (`?tab=api`), or the first tab for none or an unknown key. */
export function useActiveTab(tabs: TabHandle[]): TabHandle {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const wanted = hydrated ? params.get('tab') : null;
  return tabs.find((t) => t.key === wanted) ?? tabs[0];
}
