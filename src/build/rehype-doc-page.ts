import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Markdown elements as the site shows them: wide tables scroll sideways in a focusable box instead
 * of widening the page, and links leaving the site open without handing it the opener.
 */
export default function rehypeDocPage() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'table' && parent && index !== undefined) {
        const box: Element = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll'], tabIndex: 0 },
          children: [node],
        };
        parent.children[index] = box;
        return 'skip';
      }
      if (node.tagName === 'a' && /^https?:\/\//.test(String(node.properties?.href ?? ''))) {
        node.properties = { ...node.properties, rel: ['noopener', 'noreferrer'] };
      }
    });
  };
}
