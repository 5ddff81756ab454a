// The social card of a page (og:image): a 1200×630 PNG made at build time from the page's title, the
// package and line it documents and the site's address, in the light theme. satori lays the card out as
// SVG (text as paths, from the fonts given); resvg turns it into a PNG.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

export interface CardText {
  title: string;
  /** The package and its line: `rc-table 7.x`. */
  line: string;
  /** The site's host, shown at the foot: `table-react-component.vercel.app`. */
  site: string;
  lang: string;
}

const require = createRequire(import.meta.url);
const NOTO_SANS = path.dirname(require.resolve('@fontsource/noto-sans/package.json'));
const NOTO_SANS_SC = path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));

/** Noto Sans for Latin text (WOFF: satori reads TTF, OTF and WOFF, not WOFF2). */
const LATIN: Font[] = [400, 700].map((weight) => ({
  name: 'Noto Sans',
  weight: weight as Font['weight'],
  style: 'normal',
  data: readFileSync(path.join(NOTO_SANS, 'files', `noto-sans-latin-${weight}-normal.woff`)),
}));

/**
 * Noto Sans SC comes in about a hundred files by Unicode range (its `700.css` says which holds what);
 * a card loads only the files its characters need, so a Chinese title costs a few hundred KB of font,
 * not 10 MB.
 */
const CJK_RANGES: { file: string; ranges: [number, number][] }[] = (() => {
  const css = readFileSync(path.join(NOTO_SANS_SC, '700.css'), 'utf8');
  const faces = css.split('@font-face').slice(1);
  return faces.flatMap((face) => {
    const file = /url\(\.\/files\/([^)]+?\.woff)\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) return [];
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
    return [{ file, ranges }];
  });
})();

const cjkFonts = new Map<string, Font>();

/** The Noto Sans SC files that hold the CJK characters of `text` (none for Latin text). */
function cjkFontFiles(text: string): string[] {
  const files = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x2e80) continue;
    const face = CJK_RANGES.find((f) => f.ranges.some(([from, to]) => code >= from && code <= to));
    if (face) files.add(face.file);
  }
  return [...files];
}

function fontsFor(text: string): Font[] {
  const cjk = cjkFontFiles(text).map((file) => {
    let font = cjkFonts.get(file);
    if (!font) {
      font = {
        // One name per file: satori falls back from family to family, not between files of one family.
        name: `Noto Sans SC ${file}`,
        weight: 700,
        style: 'normal',
        data: readFileSync(path.join(NOTO_SANS_SC, 'files', file)),
      };
      cjkFonts.set(file, font);
    }
    return font;
  });
  return [...LATIN, ...cjk];
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

// The light theme's colours (src/styles/base.css): text, muted text, the accent, the border.
const INK = '#1f2328';
const MUTED = '#59636e';
const ACCENT = '#1f6feb';
const BORDER = '#d1d9e0';

const logo = el(
  'svg',
  { width: 56, height: 56 },
  [
    el('rect', {}, undefined, {
      x: 2.5,
      y: 3.5,
      width: 19,
      height: 17,
      rx: 3,
      fill: '#fff',
      stroke: ACCENT,
      strokeWidth: 1.8,
    }),
    el('path', {}, undefined, { d: 'M2.5 9h19M9 9v11.5', stroke: ACCENT, strokeWidth: 1.8 }),
  ],
  { viewBox: '0 0 24 24', width: 56, height: 56 },
);

function layout({ title, line, site }: CardText, families: string[]): Node {
  const size = title.length > 40 ? 64 : 80;
  return el(
    'div',
    {
      // satori sizes the content box: the padding and the border come on top.
      width: CARD_WIDTH - 2 * 72,
      height: CARD_HEIGHT - 2 * 64 - 16,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      background: '#ffffff',
      borderTop: `16px solid ${ACCENT}`,
      fontFamily: families.join(', '),
      color: INK,
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }, [
        logo,
        el('span', {}, 'rc-table'),
      ]),
      el(
        'div',
        {
          display: 'flex',
          fontSize: size,
          fontWeight: 700,
          lineHeight: 1.2,
          maxHeight: size * 1.2 * 3,
          overflow: 'hidden',
        },
        title,
      ),
      el(
        'div',
        {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          width: '100%',
          borderTopWidth: 2,
          borderTopStyle: 'solid',
          borderTopColor: BORDER,
          paddingTop: 28,
          fontSize: 32,
          color: MUTED,
        },
        [el('span', { color: INK, fontWeight: 700 }, line), el('span', {}, site)],
      ),
    ],
  );
}

/** Raise it when the card's look changes: cached cards of the old look are then made again. */
const CARD_VERSION = 1;
const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'social-cards');

/**
 * The card as PNG bytes. Making one takes 100–300 ms (two thirds of it the PNG), so cards are kept in
 * node_modules/.cache by their text: a build makes only the cards of changed titles.
 */
export async function renderCard(text: CardText): Promise<Uint8Array<ArrayBuffer>> {
  const key = createHash('sha256')
    .update(JSON.stringify([CARD_VERSION, text]))
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(CACHE_DIR, `${key}.png`);
  try {
    return new Uint8Array(readFileSync(cached));
  } catch {
    // not made yet
  }
  const png = await drawCard(text);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(cached, png);
  return png;
}

async function drawCard(text: CardText): Promise<Uint8Array<ArrayBuffer>> {
  const fonts = fontsFor(`${text.title}${text.line}${text.site}`);
  const families = [...new Set(fonts.map((f) => f.name))];
  const svg = await satori(layout(text, families) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng());
}
