import { useSearchParams } from 'react-router';
import type { TabHandle } from '../data/page-handle';
import { useClientValue } from './useClientValue';

/** The tab the address asks for (`?tab=api`), or the first tab for none or an unknown key. */
export function useActiveTab(tabs: TabHandle[]): TabHandle {
  const [params] = useSearchParams();
  const wanted = tabs.find((t) => t.key === params.get('tab'))?.key ?? tabs[0].key;
  const key = useClientValue(wanted, tabs[0].key);
  return tabs.find((t) => t.key === key) ?? tabs[0];
}
