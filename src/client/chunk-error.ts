const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk|Unable to preload CSS/i;

/** A script or stylesheet chunk that did not arrive (offline, or the site was redeployed). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/*
 * The HTML spec lets a browser keep a failed module fetch in its module map (Chromium 150 does), so the
 * same `import()` fails forever there; after a failure, a call made again imports the failed chunk's
 * address with a query of its own. The chunks it imports statically are fetched then, not before: the
 * build preloads no dependencies (astro.config.ts), or a dependency whose preload failed would stay
 * failed too.
 */
const FAILED_MODULE = /(?:dynamically imported module|loading dynamically imported module):\s*(\S+)/i;

/** The address of the chunk a failed `import()` names (Chromium and Firefox do), if it is one of ours. */
export function failedModuleUrl(error: unknown): string | undefined {
  const found = error instanceof Error ? FAILED_MODULE.exec(error.message) : null;
  if (!found) return undefined;
  try {
    const url = new URL(found[1], location.href);
    return url.origin === location.origin && url.pathname.endsWith('.js') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `load` (an `import()`, whose module `pick` turns into what the caller wants) that can be made again after a failure; its first success is kept. A call with
 * `again` (the reader asked to try again) whose load fails again imports the failed chunk's address with
 * `?retry=<n>`: a browser that keeps the failure for that address fetches the fresh one anew.
 */
export function retryable<M, R = M>(
  load: () => Promise<M>,
  pick: (module: M) => R = (module) => module as unknown as R,
): (again?: boolean) => Promise<R> {
  let loaded: Promise<R> | undefined;
  let attempt = 0;
  return (again = false) => {
    if (loaded) return loaded;
    const tried = load()
      .catch((error: unknown) => {
        const url = failedModuleUrl(error);
        if (!again || !url) throw error;
        return import(/* @vite-ignore */ `${url}${url.includes('?') ? '&' : '?'}retry=${++attempt}`) as Promise<M>;
      })
      .then(pick);
    tried.then(
      () => (loaded ??= tried),
      () => {},
    );
    return tried;
  };
}
