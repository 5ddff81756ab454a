import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `serverValue` while prerendering and during hydration, `clientValue` afterwards, for anything that
 * depends on what the prerendered HTML cannot know (the query string, the address a 404 shell is
 * served at). React re-renders after hydration only when the two differ: a needless re-render would
 * discard the prerendered HTML of demos that are still waiting (off screen) to hydrate.
 */
export function useClientValue<T>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => clientValue,
    () => serverValue,
  );
}
