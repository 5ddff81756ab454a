import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translatorFor } from '../../shared/i18n/server.ts';
import { classTable } from './css-class-map.ts';

/**
 * Markdown the upgrade guide (docs/1.x/migration.mdx) includes from files rather than writes out, so that what it
 * shows cannot drift from what the tests run and from what the packages ship:
 * - `<include src="./migration/fixed.before.tsx" format="code" />`: the file as a code block (the same file
 *   tests/unit/migration-pairs.test.tsx renders on its package);
 * - `<include src="../../node_modules/rc-table" format="upgrade-css-classes" locale="…" />`: the table of every
 *   class rc-table 7.x styles or emits, and its name in @rc-component/table (installed beside it), made by
 *   css-class-map.ts from the two packages' stylesheets and compiled code.
 */

const LANGS: Record<string, string> = { '.tsx': 'tsx', '.ts': 'ts', '.css': 'css', '.jsx': 'jsx', '.js': 'js' };

export function codeSource(file: string): { markdown: string; files: string[] } {
  const lang = LANGS[path.extname(file)];
  if (!lang) throw new Error(`<include format="code">: no language for ${file}`);
  const code = readFileSync(file, 'utf8').replace(/\s+$/, '');
  const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return { markdown: `${fence}${lang}\n${code}\n${fence}\n`, files: [file] };
}

/** `rc-table-row-level-` stands for a numbered family: shown as `rc-table-row-level-<n>`. */
const shown = (name: string) => `\`${name.endsWith('-') ? `${name}<n>` : name}\``;

export function cssClassTableSource(v7Dir: string, locale?: string): { markdown: string; files: string[] } {
  const v1Dir = path.join(path.dirname(v7Dir), '@rc-component/table');
  const t = translatorFor(locale ?? 'en-US');
  const { rows, unmapped } = classTable(v7Dir, v1Dir);
  if (unmapped.length)
    throw new Error(`7.x classes with no 1.x fate in src/shared/upgrade/css-classes.ts: ${unmapped.join(', ')}`);
  const where = (row: (typeof rows)[number]) =>
    [row.in7.styled && t('migration.classes.styled'), row.in7.emitted && t('migration.classes.emitted')]
      .filter(Boolean)
      .join(', ');
  const fate = (row: (typeof rows)[number]) =>
    row.replacement === null ? t('migration.classes.gone') : `**${shown(row.replacement)}**`;
  // The renamed and gone classes in a table (what a stylesheet has to change), then the kept ones in one line.
  const changed = rows.filter((row) => row.replacement !== row.name);
  const kept = rows.filter((row) => row.replacement === row.name);
  const lines = [
    `| ${t('migration.classes.v7')} | ${t('migration.classes.v1')} | ${t('migration.classes.where')} |`,
    '| --- | --- | --- |',
    ...changed.map((row) => `| ${shown(row.name)} | ${fate(row)} | ${where(row)} |`),
    '',
    t('migration.classes.kept', { count: kept.length, names: kept.map((row) => shown(row.name)).join(', ') }),
  ];
  return {
    markdown: lines.join('\n') + '\n',
    files: [path.join(v7Dir, 'assets/index.css'), path.join(v1Dir, 'assets/index.css')],
  };
}
