// The demo model: the one place that knows what a demo is. It reads `docs/` (each page's Markdown
// through the shared memoised parse, each example once) and yields every demo under its one key, the
// key, its line and id (demoKey). The page's remark step, the search index, the Markdown export, the sandboxes' `?demo-source`,
// the standalone `/~demos/<id>` pages and the live editor's import registry all read it; nothing else
// reads `<code src>`.
import type { Parent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { isStylesheet, localImports, runtimePackages, runtimeSpecifiers } from '../../shared/demo/imports.ts';
import { demoKey, type Demo, type DemoFile, type DemoHydrate, type DemoOnPage } from '../../shared/demo/types.ts';
import type { DemoCodeBundle, DemoSourceBundle } from '../../shared/sandbox/types.ts';
import { parsePage } from '../content/include.ts';
import { mdxAttribute } from '../content/markdown.ts';
import { DOCS_PATTERNS } from '../content/pages.ts';
import { PAGE_EXTENSION, pageIdentity } from '../content/page-identity.ts';
import { lineOfFile } from '../content/line-of-file.ts';
import { demoId } from '../content/slug.ts';
import { fileMemo } from '../file-memo.ts';
import { highlightCode } from '../highlight.ts';

/** A `<code src="…" title="…" description="…" hydrate="on-reach" />` element of a page, in document order. */
export interface CodeElement {
  node: MdxJsxFlowElement;
  parent: Parent;
  src: string;
  title: string;
  description: string;
  hydrate?: DemoHydrate;
}

/** The values `hydrate` may take (DemoHydrate); left out, the demo hydrates with its block. */
const HYDRATE_VALUES: readonly DemoHydrate[] = ['on-reach'];

/** The element's `hydrate`, checked: a value the site does not know fails the build, naming the page and line. */
function hydrateOf(node: MdxJsxFlowElement, src: string, file: string): DemoHydrate | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'hydrate');
  if (!attr) return undefined;
  const value = attr.value;
  if (typeof value === 'string' && (HYDRATE_VALUES as readonly string[]).includes(value)) return value as DemoHydrate;
  const written = typeof value === 'string' ? `hydrate="${value}"` : value == null ? 'hydrate' : 'hydrate={…}';
  const where = `${file}${node.position ? `:${node.position.start.line}` : ''}`;
  throw new Error(
    `${where}: <code src="${src}"> has ${written}; write ${HYDRATE_VALUES.map((v) => `hydrate="${v}"`).join(' or ')}, ` +
      'or leave it out (the demo then hydrates with its block)',
  );
}

/** The one reader of `<code src>`: the page's demo elements with their attributes. `file`: the page, for errors. */
export function codeElements(tree: Root, file: string): CodeElement[] {
  const found: CodeElement[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, _index, parent) => {
    if (node.name !== 'code' || !parent) return;
    const src = mdxAttribute(node, 'src');
    if (!src) return;
    found.push({
      node,
      parent,
      src,
      title: mdxAttribute(node, 'title') ?? '',
      description: mdxAttribute(node, 'description') ?? '',
      hydrate: hydrateOf(node, src, file),
    });
  });
  return found;
}

/** `docs/7.x/demo/scrollX.zh-CN.mdx` → its page's slug (`scroll-x`) and locale (its page identity); tab files belong to their page. */
export function pageOfFile(root: string, file: string): { slug: string; locale: string } {
  const { slug, locale } = pageIdentity(path.relative(path.join(root, 'docs'), file).split(path.sep).join('/'));
  return { slug, locale };
}

// One reading of each example per build (and again when it or a file it imports from beside it changes).
const examples = fileMemo<Omit<Demo, 'id' | 'page'>>('demo-examples');
const bundles = fileMemo<Promise<DemoSourceBundle>>('demo-source-bundles');

const langOf = (file: string) => path.extname(file).slice(1);

/** The example and the files it imports from beside it. */
const filesOf = (abs: string, facts: Pick<Demo, 'files'>) =>
  facts.files.map((f, i) => (i === 0 ? abs : path.join(path.dirname(abs), f.name)));

/** What an example file says about itself: its files, stylesheets, imports and packages. */
function exampleFacts(root: string, abs: string): Omit<Demo, 'id' | 'page'> {
  const line = lineOfFile(root, abs)?.line;
  if (!line) throw new Error(`${abs}: an example outside every line's content folder`);
  return examples(abs, () => {
    const code = readFileSync(abs, 'utf8');
    const local = (spec: string) => path.resolve(path.dirname(abs), spec);
    const files: DemoFile[] = [
      { name: path.basename(abs), lang: langOf(abs), code },
      ...localImports(code).map((spec) => ({
        name: path.basename(spec),
        lang: langOf(spec),
        code: readFileSync(local(spec), 'utf8'),
      })),
    ];
    const imports = runtimeSpecifiers(code);
    const facts = {
      line,
      file: path.relative(root, abs).split(path.sep).join('/'),
      files,
      stylesheets: imports.filter(isStylesheet).map((spec) => (spec.startsWith('.') ? local(spec) : spec)),
      imports,
      packages: runtimePackages(code),
    };
    return { value: facts, files: filesOf(abs, facts) };
  });
}

/** The demos of one page file (a tab or a translation included), from a tree of it (its own by default). */
export function demosOfPage(
  root: string,
  pageFile: string,
  tree: Root = parsePage(pageFile),
): (DemoOnPage & { element: CodeElement })[] {
  const { slug } = pageOfFile(root, pageFile);
  return codeElements(tree, path.relative(root, pageFile)).map((element) => {
    const abs = path.resolve(path.dirname(pageFile), element.src);
    const demo: Demo = { id: demoId(slug, element.src), page: slug, ...exampleFacts(root, abs) };
    const { src, title, description, hydrate } = element;
    return { demo, src, title, description, hydrate, element };
  });
}

/** Every page file under docs/ (translations and tabs included), debug pages too. */
function pageFiles(root: string): string[] {
  return DOCS_PATTERNS.flatMap((pattern) => {
    const dir = path.join(root, 'docs', path.dirname(pattern));
    return readdirSync(dir)
      .filter((name) => name.endsWith(PAGE_EXTENSION))
      .sort()
      .map((name) => path.join(dir, name));
  });
}

const everyDemo = fileMemo<Map<string, Demo>>('all-demos');

/**
 * Every demo of the site by its key (`7.x/scroll-x`, demoKey); fails on one id given to two examples of a line.
 * Kept while no page, example or folder of them changes: each of the build's ~150 demo modules asks for it.
 */
export function allDemos(root: string): Map<string, Demo> {
  return everyDemo(root, () => {
    const pages = pageFiles(root);
    const demos = new Map<string, Demo>();
    for (const file of pages) {
      for (const { demo } of demosOfPage(root, file)) {
        const clash = demos.get(demoKey(demo));
        if (clash && clash.file !== demo.file) {
          throw new Error(`demo id "${demo.id}" is used by ${clash.file} and ${demo.file}`);
        }
        demos.set(demoKey(demo), demo);
      }
    }
    const folders = DOCS_PATTERNS.map((pattern) => path.join(root, 'docs', path.dirname(pattern)));
    const examples = [...demos.values()].flatMap((demo) => exampleFiles(root, demo));
    return { value: demos, files: [...folders, ...pages, ...examples] };
  });
}

/**
 * What the code panel and the sandboxes get of an example (`<example>?demo-source`): its source and
 * the files beside it, each with its build-time highlighted HTML, and the packages it needs.
 */
export function demoSourceBundle(root: string, abs: string): Promise<DemoSourceBundle> {
  const facts = exampleFacts(root, abs);
  return bundles(abs, () => {
    const [own, ...beside] = facts.files;
    const bundle = Promise.all([
      highlightCode(own.code, own.lang),
      ...beside.map((f) => highlightCode(f.code, f.lang)),
    ]).then(([html, ...htmls]) => ({
      code: own.code,
      lang: own.lang,
      html,
      files: beside.map((f, i) => ({ name: f.name, content: f.code, html: htmls[i] })),
      packages: facts.packages,
    }));
    return { value: bundle, files: filesOf(abs, facts) };
  });
}

/** What the live editor opens with (`/demo-code/<line>/<id>.json`): the example's code and the names of the files beside it. */
export function demoCode(demo: Demo): DemoCodeBundle {
  const [own, ...beside] = demo.files;
  return { code: own.code, lang: own.lang, files: beside.map((f) => f.name) };
}

/** The files an example's facts come from (for the dev server to watch). */
export const exampleFiles = (root: string, demo: Demo): string[] => filesOf(path.join(root, demo.file), demo);
