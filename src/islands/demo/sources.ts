import type { DemoSourceBundle } from '../../lib/sandbox/types';

// Every example's source bundle (the code panel's tabs, the sandboxes' files) as a chunk of its own. This
// map is a chunk too, loaded with the first source a reader asks for (./registry.ts's sourceLoader).
export const sources = import.meta.glob<{ default: DemoSourceBundle }>('/docs/examples/*.tsx', {
  query: '?demo-source',
});
