import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { rootTsConfig } from './root-tsconfig';

// The upgrade guide's before/after pairs (docs/1.x/migration/<topic>.{before,after}.tsx): the page shows these
// very files (<include format="code">), and here each before runs on rc-table 7.55.1, each after on
// @rc-component/table 1.12.0, and the difference the guide describes is what the two render.
const root = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(root, 'docs/1.x/migration');
const files = readdirSync(DIR).filter((f) => /\.(before|after)\.tsx$/.test(f));
const topics = [...new Set(files.map((f) => f.replace(/\.(before|after)\.tsx$/, '')))];

const modules = import.meta.glob<{ default: ComponentType<{ rtl?: boolean }> }>('../../docs/1.x/migration/*.tsx');
const load = async (name: string) => (await modules[`../../docs/1.x/migration/${name}`]()).default;
const render = async (name: string, props: { rtl?: boolean } = {}) =>
  renderToString(createElement(await load(name), props));
const imports = (file: string) =>
  [...readFileSync(path.join(DIR, file), 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
const attrsOf = (html: string, text: string) => {
  const cell = new RegExp(`<t[hd] ([^>]*)>${text}<`).exec(html);
  if (!cell) throw new Error(`no cell ${text}`);
  return cell[1];
};

let logged: unknown[][];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args) => void logged.push(args));
});
afterEach(() => vi.restoreAllMocks());

describe('the pairs', () => {
  it('come as a before and an after for every topic', () => {
    expect(topics.sort()).toEqual(['expand-icon', 'fixed', 'imports', 'scroll-to', 'styles']);
    for (const topic of topics)
      expect(files).toEqual(expect.arrayContaining([`${topic}.before.tsx`, `${topic}.after.tsx`]));
  });

  it.each(topics)('%s: the before imports rc-table only, the after @rc-component/table from its root only', (topic) => {
    const before = imports(`${topic}.before.tsx`);
    const after = imports(`${topic}.after.tsx`);
    expect(before.some((s) => s === 'rc-table' || s.startsWith('rc-table/'))).toBe(true);
    expect(before.filter((s) => s.startsWith('@rc-component/'))).toEqual([]);
    expect(after.filter((s) => s.startsWith('rc-'))).toEqual([]);
    expect(after).toContain('@rc-component/table');
    expect(after.filter((s) => s.startsWith('@rc-component/table/') && !s.endsWith('.css'))).toEqual([]);
  });

  it.each(files)('%s renders on its package without a warning', async (file) => {
    const html = await render(file);
    expect(html).toContain('<table');
    expect(logged).toEqual([]);
  });
});

describe('what each pair shows', () => {
  it('imports: Table.Summary and the named Summary render the same summary row', async () => {
    const before = await render('imports.before.tsx');
    const after = await render('imports.after.tsx');
    const summary = (html: string) => /<tfoot[^>]*>.*<\/tfoot>/.exec(html)?.[0];
    expect(summary(before)).toContain('>42<');
    expect(summary(after)).toBe(summary(before));
  });

  it('fixed: left/right on 7.x, start/end on 1.x; the same edges in LTR', async () => {
    const before = await render('fixed.before.tsx');
    const after = await render('fixed.after.tsx');
    expect(attrsOf(before, 'Order')).toMatch(/rc-table-cell-fix-left .*position:sticky;left:0/);
    expect(attrsOf(before, 'Total')).toMatch(/rc-table-cell-fix-right .*position:sticky;right:0/);
    expect(attrsOf(after, 'Order')).toMatch(/rc-table-cell-fix-start .*inset-inline-start:0/);
    expect(attrsOf(after, 'Total')).toMatch(/rc-table-cell-fix-end .*inset-inline-end:0/);
    expect(before).toMatch(/class="rc-table [^"]*rc-table-has-fix-left rc-table-has-fix-right"/);
    expect(after).toMatch(/class="rc-table [^"]*rc-table-has-fix-start rc-table-has-fix-end"/);
  });

  it('fixed in RTL: 7.x swaps left and right (and marks the table gapped, fixed on one side); 1.x keeps start/end', async () => {
    const before = await render('fixed.before.tsx', { rtl: true });
    const after = await render('fixed.after.tsx', { rtl: true });
    // 'left' pins the first column to the right edge: its start in a right-to-left table.
    expect(attrsOf(before, 'Order')).toMatch(/rc-table-cell-fix-right .*position:sticky;right:0/);
    expect(attrsOf(before, 'Total')).toMatch(/rc-table-cell-fix-left .*position:sticky;left:0/);
    expect(before).toMatch(/class="rc-table rc-table-rtl [^"]*rc-table-fixed-column-gapped/);
    expect(before).not.toContain('rc-table-has-fix-right');
    // 'start' is the same edge, named for what it is; the classes are the same as in LTR.
    expect(attrsOf(after, 'Order')).toMatch(/rc-table-cell-fix-start .*inset-inline-start:0/);
    expect(attrsOf(after, 'Total')).toMatch(/rc-table-cell-fix-end .*inset-inline-end:0/);
    expect(after).toMatch(/class="rc-table rc-table-rtl [^"]*rc-table-has-fix-start rc-table-has-fix-end"/);
  });

  it('styles: a stylesheet selector into the markup on 7.x; classNames and styles props on 1.x', async () => {
    const before = await render('styles.before.tsx');
    const after = await render('styles.after.tsx');
    expect(before).toMatch(/class="rc-table prices"/);
    expect(attrsOf(after, 'Name')).toContain('style="background:#f4f1ea"');
    expect(attrsOf(after, 'Trowel')).toContain('class="rc-table-cell price-cell"');
  });

  it('expand-icon: expandable.expandIcon on 7.x and components.ExpandIcon on 1.x draw the same button', async () => {
    const before = await render('expand-icon.before.tsx');
    const after = await render('expand-icon.after.tsx');
    const button = '<button type="button" aria-expanded="true">Hide</button>';
    expect(before).toContain(button);
    expect(after).toContain(button);
    expect(after).toBe(before);
  });

  it('scroll-to: both render the same table', async () => {
    const rows = (html: string) => html.match(/data-row-key/g)?.length;
    expect(rows(await render('scroll-to.after.tsx'))).toBe(rows(await render('scroll-to.before.tsx')));
  });
});

describe('the pairs type-check against their own package', () => {
  const config = rootTsConfig();
  const { options } = config;
  const diagnostics = (program: ts.Program) =>
    ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName.includes('/migration/'))
      .map((d) => `${path.basename(d.file!.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);

  // Whether they compile is `npm run typecheck`'s job: astro check reads the root tsconfig.json, with these options.
  it('is covered by the root tsconfig.json, so the type check compiles every file', () => {
    const included = config.fileNames.map((f) => path.resolve(f));
    expect(files.map((f) => path.join(DIR, f)).filter((f) => !included.includes(f))).toEqual([]);
  });

  it("rejects the after's scrollTo fields and fixed: 'start' on rc-table 7.55.1 (what 1.x gains)", () => {
    // The after files with their import pointed at rc-table: 7.x's types have neither align/offset nor start/end.
    const virtual = new Map(
      ['scroll-to.after.tsx', 'fixed.after.tsx'].map((f) => [
        path.join(DIR, `as-7x.${f}`),
        readFileSync(path.join(DIR, f), 'utf8')
          .replace(
            "import Table, { type Reference } from '@rc-component/table';",
            "import Table, { type Reference } from 'rc-table';",
          )
          .replace(
            "import Table, { type ColumnsType } from '@rc-component/table';",
            "import Table, { type ColumnsType } from 'rc-table';",
          ),
      ]),
    );
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version) =>
      virtual.has(name) ? ts.createSourceFile(name, virtual.get(name)!, version) : getSourceFile(name, version);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => virtual.has(name) || fileExists(name);
    const program = ts.createProgram([...virtual.keys()], options, host);
    const errors = diagnostics(program).join('\n');
    expect(errors).toMatch(/as-7x\.scroll-to\.after\.tsx: .*'align' does not exist/);
    expect(errors).toMatch(/as-7x\.fixed\.after\.tsx: .*"start"/);
  }, 120_000);
});
