const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk|Unable to preload CSS/i;

/** A script or stylesheet chunk that did not arrive (offline, or the site was redeployed). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
