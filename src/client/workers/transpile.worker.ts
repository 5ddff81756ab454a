// The live editor's transpiler: sucrase runs here, off the page's main thread, where a compile of a large demo
// took 15-25 ms of each keystroke at 4x CPU slowdown (more for its first, cold runs) and shared the thread with
// the editor, React and their garbage collection.
import { transpile, type TranspileRequest, type TranspileResponse } from '../live/transpile';

self.onmessage = ({ data }: MessageEvent<TranspileRequest>) => {
  const start = performance.now();
  const result = transpile(data.source);
  const duration = performance.now() - start;
  self.postMessage({
    id: data.id,
    result,
    started: performance.timeOrigin + start,
    duration,
  } satisfies TranspileResponse);
};
