import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter, type HydratedRouterProps } from 'react-router/dom';
import { forgetNavigation, rememberNavigation } from './navigation-recovery';

// React Router's own client entry, plus one instrumentation: every client navigation records its
// destination while it runs (see navigation-recovery.ts).
const instrumentations: HydratedRouterProps['instrumentations'] = [
  {
    router({ instrument }) {
      instrument({
        async navigate(navigate, info) {
          if (typeof info.to === 'string') rememberNavigation(info.to);
          await navigate();
          forgetNavigation();
        },
      });
    },
  },
];

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={instrumentations} />
    </StrictMode>,
  );
});
