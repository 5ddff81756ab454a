import type { DemoCodeBundle } from '../../shared/sandbox/types.ts';

/** A demo's key (`7.x/simple`, demoKey) → the address of its code for the editor (src/pages/demo-code). */
export const demoCodeUrl = (key: string) => `/demo-code/${key.split('/').map(encodeURIComponent).join('/')}.json`;

const fetched = new Map<string, Promise<DemoCodeBundle>>();

/** The demo's code, fetched once per page; a failed fetch is made again by the next call. */
export function loadDemoCode(id: string): Promise<DemoCodeBundle> {
  let code = fetched.get(id);
  if (!code) {
    code = fetch(demoCodeUrl(id)).then((response) =>
      response.ok ? (response.json() as Promise<DemoCodeBundle>) : Promise.reject(new Error(String(response.status))),
    );
    fetched.set(id, code);
    code.catch(() => fetched.delete(id));
  }
  return code;
}
