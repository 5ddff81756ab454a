// After `react-router build`: the prerendered SPA shell (it shows the not-found page, then lets the
// router render whatever the address is) becomes 404.html, which static hosts serve with status 404
// for every address that has no file.
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const client = path.resolve(import.meta.dirname, '..', process.env.SITE_BUILD_DIR ?? 'build', 'client');
const shell = path.join(client, '__spa-fallback.html');
if (!existsSync(shell)) {
  console.error(`postbuild: ${shell} is missing; did the build run with ssr: false?`);
  process.exit(1);
}
copyFileSync(shell, path.join(client, '404.html'));
console.log(`postbuild: wrote ${path.relative(process.cwd(), client)}/404.html`);
