// The upgrade checker's worker: parses and lints pasted code off the main thread (100 KB takes 50–90 ms, more
// than a frame). Nothing leaves the browser.
import type { CheckRequest, CheckResponse } from '../../shared/upgrade/checker';
import { lintUpgrade } from '../../shared/upgrade/rules';

self.onmessage = ({ data }: MessageEvent<CheckRequest>) => {
  self.postMessage({ id: data.id, result: lintUpgrade(data.source) } satisfies CheckResponse);
};
