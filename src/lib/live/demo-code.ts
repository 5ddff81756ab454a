import type { DemoCodeBundle } from '../sandbox/types.ts';

/** `/docs/examples/simple.tsx` → the address of its code for the editor (src/pages/demo-code). */
export const demoCodeUrl = (file: string) => `/demo-code/${file.replace(/^.*\//, '').replace(/\.tsx$/, '')}.json`;

const fetched = new Map<string, Promise<DemoCodeBundle>>();

/** The demo's code, fetched once per page; a failed fetch is made again by the next call. */
export function loadDemoCode(file: string): Promise<DemoCodeBundle> {
  let code = fetched.get(file);
  if (!code) {
    code = fetch(demoCodeUrl(file)).then((response) =>
      response.ok ? (response.json() as Promise<DemoCodeBundle>) : Promise.reject(new Error(String(response.status))),
    );
    fetched.set(file, code);
    code.catch(() => fetched.delete(file));
  }
  return code;
}
