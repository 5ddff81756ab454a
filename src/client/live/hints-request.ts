import { apiHintsUrl, type ApiHints } from '../../shared/live/api-hints.ts';

// The API hints of the page's line in its language (see shared/live/api-hints.ts): fetched once per page, on the
// editor's first need for them (a keystroke, Ctrl+Space, a hover) rather than with Edit, which stays under its
// 200 KB. Completion is a help, not a need: without the hints the editor works the same.

let hints: ApiHints | null = null;
let request: Promise<void> | undefined;
let failed = false;

/** The hints once they have arrived, else null. */
export const pageHints = (): ApiHints | null => hints;

/** Asks for the hints (once per page); resolves when they have arrived or could not be had. */
export function requestHints(line: string): Promise<void> {
  request ??= fetch(apiHintsUrl(line, document.documentElement.lang || 'en-US'))
    .then((response) =>
      response.ok ? (response.json() as Promise<ApiHints>) : Promise.reject(new Error(`HTTP ${response.status}`)),
    )
    .then(
      (arrived) => {
        hints = arrived;
      },
      () => {
        failed = true;
      },
    );
  return request;
}

/** A new Edit asks again for hints that could not be had. */
export function retryFailedHints() {
  if (!failed) return;
  failed = false;
  request = undefined;
}
