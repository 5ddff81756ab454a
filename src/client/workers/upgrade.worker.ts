// The upgrade checker's worker: parses and lints pasted code off the main thread (100 KB takes 50–90 ms, more
// than a frame), and applies fixes. Nothing leaves the browser.
import { check, type CheckRequest, type CheckResponse } from '../../shared/upgrade/checker';

self.onmessage = ({ data }: MessageEvent<CheckRequest>) => {
  self.postMessage(check(data) satisfies CheckResponse);
};
