// The docs collection as the build loads it: Astro's glob loader configured by src/build/content/docs-collection.ts
// (the object src/content.config.ts hands Astro), with @astrojs/mdx's own entry type reading each file's
// frontmatter, run here because unit tests run without Astro. Only the store it writes into is the test's.
import mdx from '@astrojs/mdx';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { docsCollection } from '../../src/build/content/docs-collection';
import { pagesFromEntries, type DocEntry, type PageRecord } from '../../src/build/content/pages';

interface EntryType {
  extensions: string[];
  getEntryInfo: (file: { fileUrl: URL; contents: string }) => Promise<{ data: Record<string, unknown> }>;
}

/** The entry type @astrojs/mdx registers for `.mdx` files (its config hook, with nothing else set up). */
async function mdxEntryType(): Promise<EntryType> {
  let found: EntryType | undefined;
  const setup = mdx().hooks['astro:config:setup'] as (params: unknown) => Promise<void>;
  await setup({
    config: {},
    updateConfig: () => {},
    addPageExtension: () => {},
    addRenderer: () => {},
    addContentEntryType: (type: EntryType) => (found = type),
  });
  if (!found) throw new Error('@astrojs/mdx registered no entry type');
  return found;
}

/** Every entry of the docs collection under `root`, as `getCollection('docs')` returns it. */
export async function docsEntries(root = process.cwd()): Promise<DocEntry[]> {
  const { loader, schema } = docsCollection();
  const entryType = await mdxEntryType();
  const store = new Map<string, DocEntry & Record<string, unknown>>();
  const rootUrl = pathToFileURL(root.endsWith('/') ? root : `${root}/`);
  const warnings: string[] = [];
  const log = (message: string) => warnings.push(message);
  await loader.load({
    collection: 'docs',
    config: { root: rootUrl, srcDir: new URL('src/', rootUrl) },
    logger: { warn: log, error: log, info: () => {}, debug: () => {} },
    entryTypes: new Map(entryType.extensions.map((ext) => [ext, entryType])),
    generateDigest: (data: string) => createHash('sha256').update(data).digest('hex'),
    parseData: ({ id, data }: { id: string; data: unknown }) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new Error(`docs → ${id}: ${parsed.error.message}`);
      return Promise.resolve(parsed.data);
    },
    store: {
      keys: () => [...store.keys()],
      get: (id: string) => store.get(id),
      has: (id: string) => store.has(id),
      delete: (id: string) => void store.delete(id),
      set: (entry: DocEntry & Record<string, unknown>) => {
        if (store.has(entry.id)) throw new Error(`two files give the docs entry id ${entry.id}`);
        store.set(entry.id, entry);
        return true;
      },
      addModuleImport: () => {},
      addAssetImports: () => {},
    },
  } as unknown as Parameters<typeof loader.load>[0]);
  if (warnings.length) throw new Error(`the docs loader warned: ${warnings.join('; ')}`);
  return [...store.values()].map(({ id, filePath, data }) => ({ id, filePath, data }));
}

/** Every page of docs/, debug pages included. */
export const docsPages = async (root = process.cwd()): Promise<PageRecord[]> =>
  pagesFromEntries(await docsEntries(root));
