// `npm run typecheck`: astro check over the whole project (every .ts, .tsx and .astro file), then each
// folder that says where its code runs under its own tsconfig.json: src/shared with no DOM and no Node,
// src/client, src/components and src/islands with the DOM and no Node, the Web Workers with the worker
// globals only, src/build with Node and no DOM. A browser API in shared code, or Node in a component,
// fails here. Two at a time: the folder checks are independent.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src/shared', 'src/client', 'src/client/workers', 'src/components', 'src/islands', 'src/build'];

function run(label, args) {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`${ok ? '✓' : '✗'} ${label}`);
      if (!ok) console.log(output.replace(/^npm warn .*\n/gm, ''));
      resolve(ok);
    });
  });
}

const checks = [
  ['astro check', ['astro', 'check', '--noSync']],
  ...FOLDERS.map((folder) => [`tsc -p ${folder}`, ['tsc', '--noEmit', '-p', folder]]),
];
const results = [];
for (let i = 0; i < checks.length; i += 2) {
  results.push(...(await Promise.all(checks.slice(i, i + 2).map(([label, args]) => run(label, args)))));
}
process.exit(results.every(Boolean) ? 0 : 1);
