// `data.hProperties` on mdast nodes (the heading ids the remark plugins set) is declared by mdast-util-to-hast.
import type {} from 'mdast-util-to-hast';
