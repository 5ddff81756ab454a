import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

// Formatting and lint must see every source file: an ignore pattern written for an output folder once
// hid src/build/ from Prettier (`build/` matches at any depth). Every tracked source file is asked.
const root = path.resolve(import.meta.dirname, '../..');
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|astro|css|json)$/.test(file) && !/(^|\/)package-lock\.json$/.test(file));

describe('formatting and lint see every source file', () => {
  it('finds source files in every code folder', () => {
    const folders = new Set(sources.map((file) => file.split('/').slice(0, 2).join('/')));
    for (const folder of [
      'src/build',
      'src/client',
      'src/shared',
      'src/components',
      'tests/unit',
      'scripts/bench.mjs',
    ]) {
      expect(folders).toContain(folder);
    }
  });

  it('Prettier ignores no source file but the verbatim release facts', async () => {
    const ignored: string[] = [];
    for (const file of sources) {
      const info = await prettier.getFileInfo(path.join(root, file), { ignorePath: ['.prettierignore', '.gitignore'] });
      if (info.ignored) ignored.push(file);
    }
    expect(ignored.filter((f) => !/^docs\/(.+\/)?data\/releases(-7\.14-7\.55)?\.json$/.test(f))).toEqual([]);
  });

  it('ESLint ignores no script or module', async () => {
    const eslint = new ESLint({ cwd: root });
    const code = sources.filter((f) => /\.(ts|tsx|mjs|js|astro)$/.test(f));
    const ignored = [];
    for (const file of code) if (await eslint.isPathIgnored(path.join(root, file))) ignored.push(file);
    expect(ignored).toEqual([]);
  });
});
