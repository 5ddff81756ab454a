// The bench's build step: the production site, timed (the whole-site build budget).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the production site; returns how long it took, in seconds. */
export function build() {
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.SITE_DEBUG;
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (status !== 0) throw new Error('build failed');
  return (performance.now() - started) / 1000;
}
