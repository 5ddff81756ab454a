import type { RemarkPlugin } from '@astrojs/markdown-remark';
import { remarkDocPageContext, type DocPageOptions } from './remark/context.ts';
import {
  remarkApiTables,
  remarkDemoFirst,
  remarkDemoGrid,
  remarkDemoIslands,
  remarkDemoNoscript,
  remarkDemoStylesheets,
  remarkHeadingIds,
  remarkIncludes,
  remarkPageEsm,
  remarkToc,
  remarkUpgradeChecker,
} from './remark/plugins.ts';

export type { DocPageOptions };

/**
 * The remark step of every page of docs/, one plugin per transform, in the order they run: includes
 * inlined, heading ids, each `<code src>` turned into a demo island from the demo model, the first
 * demo before its introduction on demo pages, demos side by side when the page asks for columns, each
 * demo's source for readers without JavaScript, `<API id>` tables rendered on the server, the upgrade checker's form, the demos
 * whose stylesheets the page links (`demoKeys`) and the table of contents (`toc`) handed to the layout in
 * the page's frontmatter (`remarkPluginFrontmatter`), and last the page module's imports and exports. They share the page's state on `vfile.data.docPage`.
 */
export function docPagePlugins(options: DocPageOptions): (RemarkPlugin | [RemarkPlugin, DocPageOptions])[] {
  return [
    [remarkDocPageContext, options],
    remarkIncludes,
    remarkHeadingIds,
    remarkDemoIslands,
    remarkDemoFirst,
    remarkDemoGrid,
    remarkDemoNoscript,
    remarkApiTables,
    remarkUpgradeChecker,
    remarkDemoStylesheets,
    remarkToc,
    remarkPageEsm,
  ];
}
