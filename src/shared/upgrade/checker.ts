import type { LintResult } from './rules.ts';

/**
 * The upgrade checker of the guide page (/migration): what its worker (src/client/workers/upgrade.worker.ts) is
 * asked and answers. The page sends its editor's code; the worker parses and lints it off the main thread.
 */
export interface CheckRequest {
  id: number;
  source: string;
}

export interface CheckResponse {
  id: number;
  result: LintResult;
}
