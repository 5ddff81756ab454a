// `npm run typecheck`: astro check over the whole project (every .ts, .tsx and .astro file), then each
// folder that says where its code runs under its own tsconfig.json: src/shared with no DOM and no Node,
// src/client, src/components and src/islands with the DOM and no Node, the Web Workers with the worker
// globals only, src/build with Node and no DOM. A browser API in shared code, or Node in a component,
// fails here. astro check runs beside the folder checks, which run one after another.
//
// The folder checks use TypeScript 7's native compiler (the package `typescript-native`, TypeScript 7.0.2): the
// six took 54 CPU seconds with TypeScript 6 and take 8 with it (same tsconfig files; an error in a folder is
// reported by both). TypeScript 6 stays the project's `typescript`: astro check, typescript-eslint and the live
// editor's type checker need its JavaScript API, which TypeScript 7 does not have. Both packages declare a `tsc`
// command, so TypeScript 7's is called by path.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src/shared', 'src/client', 'src/client/workers', 'src/components', 'src/islands', 'src/build'];
// Its package exports no `bin/`: found next to its package.json.
const TSC_7 = path.join(path.dirname(fileURLToPath(import.meta.resolve('typescript-native/package.json'))), 'bin/tsc');

function run(label, [command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
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

async function folderChecks() {
  const results = [];
  for (const folder of FOLDERS) {
    results.push(await run(`tsc -p ${folder} (TypeScript 7)`, [process.execPath, TSC_7, '--noEmit', '-p', folder]));
  }
  return results;
}
const results = await Promise.all([run('astro check', ['npx', 'astro', 'check', '--noSync']), folderChecks()]);
process.exit(results.flat().every(Boolean) ? 0 : 1);
