import { describe, expect, it } from 'vitest';
import { parseQuery, prepareIndex, search, searchAll } from '../../src/shared/search/rank';
import type {
  Fragment,
  SearchDemo,
  SearchGroup,
  SearchHit,
  SearchPage,
  SearchSection,
} from '../../src/shared/search/types';

/** A word matched through the synonym table counts 0.6 of the same word typed (exact 1, prefix 0.8, stem 0.7, typo 0.4). */
const SYNONYM_MATCH = 0.6;

// The ranking on small indexes written here, each page made for the rule it checks: quick to build, and
// every expected order or ratio follows from the rule as rank.ts documents it (and the product spec's
// weights: a page title counts 100, a section title 10).

const page = (title: string, link: string, more: Partial<SearchPage> = {}): SearchPage => ({
  navTitle: 'Demo',
  navOrder: 1,
  title,
  link,
  description: '',
  sections: [],
  demos: [],
  ...more,
});
const section = (
  rawTitle: string,
  link: string,
  paragraphs: string[],
  more: Partial<SearchSection> = {},
): SearchSection => ({ rawTitle, title: rawTitle, link, paragraphs, ...more });
const demo = (rawTitle: string, link: string, description: string, keywords: string[] = []): SearchDemo => ({
  link,
  rawTitle,
  title: rawTitle || link.split('#')[1],
  description,
  keywords,
});
const indexOf = (...pages: SearchPage[]) => prepareIndex({ locale: 'en-US', pages });

const hitsOf = (groups: SearchGroup[]) => groups.flatMap((g) => g.hits);
const links = (groups: SearchGroup[]) => hitsOf(groups).map((h) => h.link);
const text = (fragments: Fragment[]) => fragments.map((f) => f.text).join('');
const marked = (fragments: Fragment[]) => fragments.filter((f) => f.highlighted).map((f) => f.text);
const hit = (groups: SearchGroup[], link: string): SearchHit => {
  const found = hitsOf(groups).find((h) => h.link === link);
  if (!found) throw new Error(`no hit ${link} in ${links(groups).join(', ')}`);
  return found;
};

describe('what a unit of the index is', () => {
  // Built inside each test (not when the file loads), so that Stryker counts the preparing code as the
  // test's own and runs the test against each change of it.
  const pagination = () =>
    indexOf(
      page('Pagination', '/demo/pagination', {
        sections: [
          section('', '/demo/pagination', ['Use a pager below the table.']),
          section('Custom pager', '/demo/pagination#custom-pager', ['Render your own pager in the footer.']),
        ],
      }),
    );

  it('takes the text before the first heading as the page’s own text, not a hit of its own', () => {
    const groups = search(pagination(), 'below');
    expect(links(groups)).toEqual(['/demo/pagination']);
    const [only] = hitsOf(groups);
    expect(only.type).toBe('content');
    expect(text(only.text)).toBe('Use a pager below the table.');
    expect(marked(only.text)).toEqual(['below']);
  });

  it('leads the opening text of another tab to that tab, titled with the tab’s name', () => {
    const index = indexOf(
      page('Table', '/', {
        navTitle: 'Table',
        navOrder: 0,
        sections: [section('', '/?tab=api', ['Every property of the table.'], { title: 'API' })],
      }),
    );
    const groups = search(index, 'property');
    expect(links(groups)).toEqual(['/?tab=api']);
    expect(hitsOf(groups)[0].title).toEqual([{ text: 'API' }]);
  });

  it('shows the page’s opening text under a hit on its title when it has no description', () => {
    const only = hit(search(pagination(), 'pagination'), '/demo/pagination');
    expect(only.type).toBe('page');
    expect(marked(only.title)).toEqual(['Pagination']);
    expect(text(only.text)).toBe('Use a pager below the table.');
  });

  it('finds a demo by its description and by the API names its source uses', () => {
    const index = indexOf(
      page('Expand', '/demo/expand', {
        demos: [
          demo('Nested rows', '/demo/expand#nested', 'Rows open to show their children.', ['indentSize', 'rowKey']),
          demo('Row keys', '/demo/expand#keys', '', ['sticky']),
        ],
      }),
    );
    const byText = hit(search(index, 'children'), '/demo/expand#nested');
    expect(byText.type).toBe('demo');
    expect(text(byText.title)).toBe('Nested rows');
    expect(marked(byText.text)).toEqual(['children']);
    const byName = hit(search(index, 'indentSize'), '/demo/expand#nested');
    expect(byName.type).toBe('demo');
    expect(text(byName.text)).toBe('indentSize, rowKey');
    expect(links(search(index, 'rowKey'))).toEqual(['/demo/expand#nested']);
    // Found by its title, a demo without a description shows the names it uses.
    const byTitle = hit(search(index, 'keys '), '/demo/expand#keys');
    expect(marked(byTitle.title)).toEqual(['keys']);
    expect(text(byTitle.text)).toBe('sticky');
    // A name the demo uses, typed in camel-case parts: highlighted part by part in the list of names.
    expect(hit(search(index, 'rowK'), '/demo/expand#nested').text).toEqual([
      { text: 'indentSize, ' },
      { text: 'rowK', highlighted: true },
      { text: 'ey' },
    ]);
    expect(hit(search(index, 'inSi'), '/demo/expand#nested').text).toEqual([
      { text: 'in', highlighted: true },
      { text: 'dent' },
      { text: 'Si', highlighted: true },
      { text: 'ze, rowKey' },
    ]);
  });
});

describe('answers of last resort', () => {
  const paragraph = 'Each row can open to show more detail.';

  it('lists a release note below a page that says the same', () => {
    // Same text, same length: without the release notes' lower weight the shorter title (1.0.0) would lead.
    const index = indexOf(
      page('Changelog', '/changelog', {
        navTitle: 'Changelog',
        navOrder: 3,
        history: true,
        sections: [section('1.0.0', '/changelog#1-0-0', [paragraph])],
      }),
      page('Expanding', '/demo/expand', { sections: [section('Expanded rows', '/demo/expand#rows', [paragraph])] }),
    );
    expect(links(search(index, 'detail'))).toEqual(['/demo/expand#rows', '/changelog#1-0-0']);
  });

  it('lists a deprecated API row below the row that replaces it', () => {
    const doc = 'Indent of each level of tree data, in pixels.';
    const index = indexOf(
      page('Table', '/', {
        navTitle: 'Table',
        navOrder: 0,
        sections: [
          section('indentSize', '/?tab=api#api-deprecated-indentsize', [doc], { api: true, deprecated: true }),
          section('indentSize', '/?tab=api#api-table-indentsize', [doc], { api: true }),
        ],
      }),
    );
    const groups = search(index, 'indentSize');
    expect(links(groups)).toEqual(['/?tab=api#api-table-indentsize', '/?tab=api#api-deprecated-indentsize']);
    expect(groups.every((g) => g.api)).toBe(true);
  });
});

describe('scoring', () => {
  it('counts a section title the query matches whole as much as a page title', () => {
    // rank.ts: a section or demo whose whole title the query matches is as good an answer as a page title.
    const index = indexOf(
      page('Walnut trees in the park', '/demo/park'),
      page('Nuts', '/demo/nuts', { sections: [section('walnut', '/demo/nuts#walnut', ['A hard shell.'])] }),
    );
    const groups = search(index, 'walnut');
    const row = hit(groups, '/demo/nuts#walnut');
    const park = hit(groups, '/demo/park');
    expect(row.type).toBe('title');
    expect(park.type).toBe('page');
    expect(row.priority / park.priority).toBeCloseTo(1, 9);
  });

  it('counts a section title matched in part 10 times less than a page title, whatever the titles’ lengths', () => {
    const index = indexOf(
      page('Walnut trees', '/demo/trees', {
        sections: [
          section('Walnut shell', '/demo/trees#shell', []),
          section('Walnut shell colour through the seasons', '/demo/trees#seasons', []),
        ],
      }),
    );
    const groups = search(index, 'walnut');
    const pageHit = hit(groups, '/demo/trees');
    expect(pageHit.priority / hit(groups, '/demo/trees#shell').priority).toBeCloseTo(100 / 10, 9);
    expect(hit(groups, '/demo/trees#seasons').priority).toBeCloseTo(hit(groups, '/demo/trees#shell').priority, 9);
  });

  it('lifts a page whose whole title the query matches above one that has more words', () => {
    const index = indexOf(page('Walnut tree', '/demo/walnut-tree'), page('Walnut', '/demo/walnut'));
    const groups = search(index, 'walnut');
    expect(links(groups)).toEqual(['/demo/walnut', '/demo/walnut-tree']);
    expect(hit(groups, '/demo/walnut').priority).toBeGreaterThan(hit(groups, '/demo/walnut-tree').priority);
  });

  it('gives partial credit: a unit with half of the query’s words counts half', () => {
    const index = indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [
          section('Alpha', '/demo/nuts#alpha', ['A walnut fell.']),
          section('Beta', '/demo/nuts#beta', ['A pebble rolled.']),
        ],
      }),
    );
    const alone = hit(search(index, 'walnut'), '/demo/nuts#alpha').priority;
    expect(hit(search(index, 'walnut pebble '), '/demo/nuts#alpha').priority / alone).toBeCloseTo(0.5, 9);
    // A word the index does not have at all is not held against a hit.
    expect(hit(search(index, 'walnut qqqqq '), '/demo/nuts#alpha').priority / alone).toBeCloseTo(1, 9);
    // Both words in one unit: the sum of the two, undivided.
    const both = indexOf(
      page('Nuts', '/demo/nuts', { sections: [section('Gamma', '/demo/nuts#gamma', ['A walnut hit a pebble.'])] }),
    );
    const sum = hit(search(both, 'walnut pebble '), '/demo/nuts#gamma').priority;
    const each =
      hit(search(both, 'walnut'), '/demo/nuts#gamma').priority +
      hit(search(both, 'pebble'), '/demo/nuts#gamma').priority;
    expect(sum / each).toBeCloseTo(1, 9);
  });

  it('prefers the shorter of two texts that have the word once, and a word twice to once (but not twice as much)', () => {
    const index = indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [
          section('Alpha', '/demo/nuts#alpha', ['A walnut shell.']),
          section('Beta', '/demo/nuts#beta', ['A walnut, which is a nut that grows on a tall tree in a wide park.']),
          section('Gamma things', '/demo/nuts#gamma', ['Walnut after walnut.']),
          section('Delta', '/demo/nuts#delta', ['Walnut after pebble.']),
        ],
      }),
    );
    const groups = search(index, 'walnut');
    // Beta's title is shorter than Alpha's; Delta's shorter than Gamma's: the ties would go the other way.
    const at = (link: string) => links(groups).indexOf(link);
    expect(at('/demo/nuts#alpha')).toBeLessThan(at('/demo/nuts#beta'));
    expect(at('/demo/nuts#gamma')).toBeLessThan(at('/demo/nuts#delta'));
    const ratio = hit(groups, '/demo/nuts#gamma').priority / hit(groups, '/demo/nuts#delta').priority;
    expect(ratio).toBeGreaterThan(1);
    expect(ratio).toBeLessThan(2);
  });
});

describe('results', () => {
  it('shows the paragraph with the most of the query’s words, the first of equals', () => {
    const index = indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [
          section('Alpha', '/demo/nuts#alpha', [
            'Only a walnut here.',
            'Only a pebble here.',
            'A walnut and a pebble.',
            'Another walnut beside a pebble.',
          ]),
        ],
      }),
    );
    const only = hit(search(index, 'walnut pebble '), '/demo/nuts#alpha');
    expect(text(only.text)).toBe('A walnut and a pebble.');
    expect(marked(only.text)).toEqual(['walnut', 'pebble']);
    expect(text(hit(search(index, 'pebble'), '/demo/nuts#alpha').text)).toBe('Only a pebble here.');
    // Each of two paragraphs has one word: the first paragraph, whichever word the query names first.
    const two = indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [section('Beta', '/demo/nuts#beta', ['Only a pebble.', 'Only a walnut.'])],
      }),
    );
    expect(text(hit(search(two, 'walnut pebble '), '/demo/nuts#beta').text)).toBe('Only a pebble.');
  });

  it('types a hit by where it matched: page title, section title, text only, demo', () => {
    const index = indexOf(
      page('Walnut', '/demo/walnut', {
        sections: [
          section('Walnut shell', '/demo/walnut#shell', []),
          section('Care', '/demo/walnut#care', ['Water the walnut.']),
        ],
        demos: [demo('Cracking', '/demo/walnut#cracking', 'Crack a walnut open.')],
      }),
    );
    const groups = search(index, 'walnut');
    expect(hit(groups, '/demo/walnut').type).toBe('page');
    expect(hit(groups, '/demo/walnut#shell').type).toBe('title');
    expect(hit(groups, '/demo/walnut#care').type).toBe('content');
    expect(hit(groups, '/demo/walnut#cracking').type).toBe('demo');
    // A title is highlighted where it matched; one that did not match is shown plain.
    expect(marked(hit(groups, '/demo/walnut#shell').title)).toEqual(['Walnut']);
    expect(hit(groups, '/demo/walnut#care').title).toEqual([{ text: 'Care' }]);
    expect(marked(hit(search(index, 'cracking'), '/demo/walnut#cracking').title)).toEqual(['Cracking']);
    expect(groups.some((g) => g.api)).toBe(false);
    // A unit with no text shows none.
    expect(hit(groups, '/demo/walnut#shell').text).toEqual([]);
  });

  it('cuts a long text after 200 characters at a word’s end', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const index = indexOf(
      page('Nuts', '/demo/nuts', { sections: [section('Alpha', '/demo/nuts#alpha', [`Walnut ${words}`])] }),
    );
    const shown = text(hit(search(index, 'walnut'), '/demo/nuts#alpha').text);
    expect(shown.endsWith('...')).toBe(true);
    const kept = shown.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(kept.length).toBeGreaterThan(180);
    expect(`Walnut ${words}`.startsWith(kept)).toBe(true);
    expect(`Walnut ${words}`[kept.length]).toBe(' ');
  });

  it('lists at most 8 hits of a group, so the next group’s best stays in sight, and counts them all', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      section(`Part ${i}`, `/demo/nuts#part-${i}`, [`A walnut, part ${i}.`]),
    );
    const index = indexOf(
      page('Nuts', '/demo/nuts', { sections: many }),
      page('Guide', '/guide', { navTitle: 'Guide', navOrder: 2, sections: [section('Walnut', '/guide#walnut', [])] }),
    );
    const { groups, total } = searchAll(index, 'walnut');
    expect(groups.map((g) => [g.title, g.hits.length])).toEqual([
      ['Guide', 1],
      ['Demo', 8],
    ]);
    expect(total).toBe(13);
  });

  it('lists each group once: a group with a leading answer comes first and takes its weaker hits along', () => {
    const index = indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [
          section('walnut', '/demo/nuts#walnut', []),
          section('Notes', '/demo/nuts#notes', ['A walnut fell.']),
        ],
      }),
      page('Walnut trees', '/guide/trees', { navTitle: 'Guide', navOrder: 2 }),
    );
    const groups = search(index, 'walnut');
    // The Demo group leads (its `walnut` section is the leading answer), its mention below in the same group.
    expect(groups.map((g) => [g.title, g.priority, links([g])])).toEqual([
      ['Demo', 1000, ['/demo/nuts#walnut', '/demo/nuts#notes']],
      ['Guide', 2000, ['/guide/trees']],
    ]);
  });

  it('between groups whose best answers score the same, lists first the one with more of them', () => {
    // Listed once, a group's hits all come before the next group: the Demo group's weak mentions must not
    // push the Guide's two equally good answers down, and Demo's best still shows within the first three.
    const mentions = Array.from({ length: 6 }, (_, i) => section(`Part ${i}`, `/demo/walnut#part-${i}`, ['A walnut.']));
    const index = indexOf(
      page('Walnut', '/demo/walnut', { sections: mentions }),
      page('Walnut', '/guide/walnut', { navTitle: 'Guide', navOrder: 2 }),
      page('Walnut', '/guide/walnut-oil', { navTitle: 'Guide', navOrder: 2 }),
    );
    const groups = search(index, 'walnut');
    expect(groups.map((g) => g.title)).toEqual(['Guide', 'Demo']);
    expect(links(groups).slice(0, 3)).toEqual(['/guide/walnut', '/guide/walnut-oil', '/demo/walnut']);
  });

  it('keeps a group whole when the best hit matches in its text only', () => {
    const long =
      'A walnut, which is a nut that grows on a tall tree in a wide park near the old stone wall by the river.';
    const index = indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [section('Alpha', '/demo/nuts#alpha', ['Walnut.']), section('Beta', '/demo/nuts#beta', [long])],
      }),
      page('Guide', '/guide', {
        navTitle: 'Guide',
        navOrder: 2,
        sections: [section('Gamma', '/guide#gamma', ['A walnut fell.'])],
      }),
    );
    const groups = search(index, 'walnut');
    expect(groups.map((g) => [g.title, links([g])])).toEqual([
      ['Demo', ['/demo/nuts#alpha', '/demo/nuts#beta']],
      ['Guide', ['/guide#gamma']],
    ]);
  });

  it('breaks a tie between groups by the navigation order', () => {
    const index = indexOf(
      page('Guide', '/guide', {
        navTitle: 'Guide',
        navOrder: 2,
        sections: [section('Alpha', '/guide#alpha', ['A walnut.'])],
      }),
      page('Nuts', '/demo/nuts', { sections: [section('Alpha', '/demo/nuts#alpha', ['A walnut.'])] }),
    );
    expect(search(index, 'walnut').map((g) => g.title)).toEqual(['Demo', 'Guide']);
  });
});

describe('reading the query', () => {
  it('splits Chinese into pairs whatever locale it is read in', () => {
    expect(parseQuery('固定表头').map((t) => t.term)).toEqual(['固定', '定表', '表头']);
  });
});

describe('matching the query', () => {
  const nuts = () =>
    indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [
          section('Alpha', '/demo/nuts#alpha', ['A walnut fell.']),
          section('Beta', '/demo/nuts#beta', ['Another walnut fell.']),
          section('Gamma', '/demo/nuts#gamma', ['A third walnut fell.']),
          section('Delta', '/demo/nuts#delta', ['A walrus swam.']),
          section('Epsilon', '/demo/nuts#epsilon', ['A pebble rolled.']),
          section('Zeta', '/demo/nuts#zeta', ['Rows of pebbles.']),
          section('Eta', '/demo/nuts#eta', ['A ladder leans.']),
          section('Theta', '/demo/nuts#theta', ['A larder shelf.']),
          section('Iota', '/demo/nuts#iota', ['A spaniel barks.']),
          section('Kappa', '/demo/nuts#kappa', ['A scrollbar moves.']),
        ],
      }),
    );

  it('completes the word being typed, the most used completion first', () => {
    const index = nuts();
    const found = links(search(index, 'wal'));
    expect(found).toHaveLength(4);
    // walrus is rarer (one unit) and would count more by its idf alone.
    expect(found.at(-1)).toBe('/demo/nuts#delta');
    // Only the typed part is highlighted.
    expect(marked(hit(search(index, 'wal'), '/demo/nuts#alpha').text)).toEqual(['wal']);
  });

  it('completes only the last word', () => {
    const index = nuts();
    expect(links(search(index, 'walnut peb'))).toContain('/demo/nuts#epsilon');
    expect(links(search(index, 'peb walnut'))).not.toContain('/demo/nuts#epsilon');
    // A space after it finishes the word.
    expect(links(search(index, 'pebble wal '))).not.toContain('/demo/nuts#alpha');
    // Nor a word of an expression the synonym table knows (`span`, for merged cells), unless it is the last.
    expect(links(search(index, 'span walnut'))).not.toContain('/demo/nuts#iota');
    expect(links(search(index, 'walnut span'))).toContain('/demo/nuts#iota');
  });

  it('finds other forms of a word below the word itself', () => {
    const index = nuts();
    const groups = search(index, 'pebble ');
    expect(links(groups)).toEqual(['/demo/nuts#epsilon', '/demo/nuts#zeta']);
    expect(hit(groups, '/demo/nuts#zeta').priority).toBeLessThan(hit(groups, '/demo/nuts#epsilon').priority);
  });

  it('forgives a typo only when the word is not in the index', () => {
    const index = nuts();
    expect(links(search(index, 'walnat ')).sort()).toEqual(['/demo/nuts#alpha', '/demo/nuts#beta', '/demo/nuts#gamma']);
    expect(links(search(index, 'pebbel '))).toEqual(['/demo/nuts#epsilon']);
    // larder is one letter from ladder, but ladder is in the index: no guessing.
    expect(links(search(index, 'ladder '))).toEqual(['/demo/nuts#eta']);
    // Two typos from nine letters: scrollbar.
    expect(links(search(index, 'scrallbor '))).toEqual(['/demo/nuts#kappa']);
  });

  it('drops stop words unless the query has nothing else', () => {
    const index = nuts();
    expect(search(index, 'how to find a walnut ')).toEqual(search(index, 'find walnut '));
    const asked = indexOf(
      page('Questions', '/questions', { sections: [section('How', '/questions#how', ['How and why.'])] }),
    );
    expect(links(search(asked, 'how '))).toEqual(['/questions#how']);
  });
});

describe('the weights', () => {
  // BM25 as rank.ts describes it: a word's idf from how many units have it, a text match saturated by
  // term frequency and text length with the usual k1 = 1.2 and b = 0.75; titles are not length-normalised.
  const idf = (df: number, n: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
  const bm25 = (tf: number, length: number, avg: number) => (tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / avg));

  it('counts a word in a page title 100 × its idf, in a section title 10 ×, in a text its BM25 weight', () => {
    const index = indexOf(
      page('Walnut grove', '/demo/grove', {
        sections: [
          section('Walnut shell', '/demo/grove#shell', []),
          section('Walnut after walnut shell', '/demo/grove#twice', []),
          section('Care', '/demo/grove#care', ['Water the walnut daily.']),
          section('Other', '/demo/grove#other', ['Pebbles and rowKey.']),
        ],
      }),
    );
    // Five units (the page and its four sections), four with the word; the texts have 4 and 3 words (a
    // name is one word, its camel-case parts are not more).
    const w = idf(4, 5);
    const groups = search(index, 'walnut');
    expect(hit(groups, '/demo/grove').priority).toBeCloseTo(100 * w, 9);
    expect(hit(groups, '/demo/grove#shell').priority).toBeCloseTo(10 * w, 9);
    // Twice in a title: saturated like a text of average length (b = 0).
    expect(hit(groups, '/demo/grove#twice').priority).toBeCloseTo(10 * w * ((2 * 2.2) / (2 + 1.2)), 9);
    expect(hit(groups, '/demo/grove#care').priority).toBeCloseTo(w * bm25(1, 4, 7 / 5), 9);
  });

  it('counts a title the synonym table gives as text, matched whole, like a page title (× the synonym factor)', () => {
    // compatible → "browser and react support" (the home page's section on supported browsers).
    const index = indexOf(
      page('Home', '/', {
        navTitle: 'Home',
        navOrder: 0,
        sections: [
          section('Browser and React support', '/#browser-and-react-support', ['Evergreen browsers.']),
          section('Install', '/#install', ['Add the package.']),
        ],
      }),
    );
    const supported = hit(search(index, 'compatible '), '/#browser-and-react-support');
    expect(supported.priority).toBeCloseTo(100 * SYNONYM_MATCH * idf(1, 3), 9);
    expect(marked(supported.title)).toEqual(['Browser and React support']);
  });

  it('lifts no title by a word the table adds for one meaningful word of the query', () => {
    // "which browsers" (one word that is not a stop word) → evergreen: a looser hint, so the Evergreen
    // section counts as a section title matched by a synonym, not as a whole title.
    const index = indexOf(
      page('Home', '/', {
        navTitle: 'Home',
        navOrder: 0,
        sections: [section('Evergreen', '/#evergreen', []), section('Install', '/#install', ['Add the package.'])],
      }),
    );
    const hint = hit(search(index, 'which browsers'), '/#evergreen');
    expect(hint.priority).toBeCloseTo(10 * SYNONYM_MATCH * idf(1, 3), 9);
  });

  it('needs no stop word of a title typed to match it whole', () => {
    const index = indexOf(
      page('Walnut pebble grove', '/demo/grove', {
        sections: [section('Walnut and the pebble', '/demo/grove#both', [])],
      }),
    );
    const groups = search(index, 'walnut pebble ');
    expect(hit(groups, '/demo/grove#both').priority / hit(groups, '/demo/grove').priority).toBeCloseTo(1, 9);
  });

  it('matches an API row whole by the name after the dot, unless that part is a plain word', () => {
    const index = indexOf(
      page('expandedRowRender guide', '/demo/guide'),
      page('Top of the table', '/demo/top'),
      page('Table', '/', {
        navTitle: 'Table',
        navOrder: 0,
        sections: [
          section('expandable.expandedRowRender', '/?tab=api#api-table-expandable-expandedrowrender', [], {
            api: true,
          }),
          section('scrollTo.top', '/?tab=api#api-table-scrollto-top', [], { api: true }),
        ],
      }),
    );
    const named = search(index, 'expandedRowRender');
    expect(
      hit(named, '/?tab=api#api-table-expandable-expandedrowrender').priority / hit(named, '/demo/guide').priority,
    ).toBeCloseTo(1, 9);
    const top = search(index, 'top ');
    expect(hit(top, '/?tab=api#api-table-scrollto-top').priority / hit(top, '/demo/top').priority).toBeCloseTo(
      10 / 100,
      9,
    );
  });

  it('matches a Chinese title whole by its characters: 表 头 matches the title 表头 whole', () => {
    const index = prepareIndex({
      locale: 'zh-CN',
      pages: [
        page('多级表头', '/zh-CN/demo/grouping', { sections: [section('表头', '/zh-CN/demo/grouping#header', [])] }),
      ],
    });
    const groups = search(index, '表 头');
    expect(
      hit(groups, '/zh-CN/demo/grouping#header').priority / hit(groups, '/zh-CN/demo/grouping').priority,
    ).toBeCloseTo(1, 9);
  });

  it('counts Chinese characters as a title’s words: 表头 matches 多级表头 and 固定表头 in part', () => {
    const index = prepareIndex({
      locale: 'zh-CN',
      pages: [
        page('多级表头', '/zh-CN/demo/grouping', { sections: [section('固定表头', '/zh-CN/demo/grouping#fixed', [])] }),
      ],
    });
    const groups = search(index, '表头');
    expect(
      hit(groups, '/zh-CN/demo/grouping').priority / hit(groups, '/zh-CN/demo/grouping#fixed').priority,
    ).toBeCloseTo(100 / 10, 9);
  });
  it('lists a page titled with both words above a page titled with one of them, however short', () => {
    const fillers = Array.from({ length: 8 }, (_, i) => page(`Filler ${i}`, `/demo/filler-${i}`));
    const index = indexOf(page('Walnut', '/demo/walnut'), page('Walnut and pebble trees', '/demo/both'), ...fillers);
    expect(links(search(index, 'walnut pebble '))).toEqual(['/demo/both', '/demo/walnut']);
  });

  it('counts a word that is only a camel-case part of a name below the word itself', () => {
    const index = indexOf(
      page('Keys', '/demo/keys', {
        sections: [
          section('Keys', '/demo/keys#keys', ['Set rowKey here.']),
          section('Lines long', '/demo/keys#lines', ['Each row here.']),
        ],
      }),
    );
    expect(links(search(index, 'row '))).toEqual(['/demo/keys#lines', '/demo/keys#keys']);
  });
});

describe('ties', () => {
  it('lists equally good hits by the shorter title, then in reading order', () => {
    const same = 'A walnut fell.';
    const index = indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [
          section('Longest title', '/demo/nuts#longest', [same]),
          section('One', '/demo/nuts#one', [same]),
          section('Two', '/demo/nuts#two', [same]),
          section('Six', '/demo/nuts#six', [same]),
          section('Longer', '/demo/nuts#longer', [same]),
        ],
      }),
    );
    expect(links(search(index, 'walnut'))).toEqual([
      '/demo/nuts#one',
      '/demo/nuts#two',
      '/demo/nuts#six',
      '/demo/nuts#longer',
      '/demo/nuts#longest',
    ]);
  });
});

describe('groups', () => {
  it('keeps 50 hits at most, in the best groups', () => {
    const pages = Array.from({ length: 7 }, (_, p) =>
      page(`Topic ${p}`, `/topic-${p}`, {
        navTitle: `Topic ${p}`,
        navOrder: p + 1,
        sections: Array.from({ length: 8 }, (_, s) => section(`Part ${s}`, `/topic-${p}#part-${s}`, ['A walnut.'])),
      }),
    );
    const { groups, total } = searchAll(indexOf(...pages), 'walnut');
    expect(total).toBe(56);
    expect(hitsOf(groups)).toHaveLength(50);
    expect(groups.map((g) => g.hits.length)).toEqual([8, 8, 8, 8, 8, 8, 2]);
  });

  it('joins a group’s leading answers and its other hits when one list follows the other', () => {
    const index = indexOf(
      page('Nuts', '/demo/nuts', {
        sections: [
          section('walnut', '/demo/nuts#walnut', []),
          section('Notes', '/demo/nuts#notes', ['A walnut fell.']),
        ],
      }),
    );
    const groups = search(index, 'walnut');
    expect(groups.map((g) => [g.title, links([g])])).toEqual([['Demo', ['/demo/nuts#walnut', '/demo/nuts#notes']]]);
  });

  it('keeps an item’s API rows apart from its other hits', () => {
    const index = indexOf(
      page('Table', '/', {
        navTitle: 'Table',
        navOrder: 0,
        sections: [
          section('walnut', '/?tab=api#api-table-walnut', ['The nut.'], { api: true }),
          section('Notes', '/#notes', ['A walnut fell.']),
        ],
      }),
    );
    const groups = search(index, 'walnut');
    expect(groups.map((g) => [g.title, g.api ?? false, links([g])])).toEqual([
      ['Table', true, ['/?tab=api#api-table-walnut']],
      ['Table', false, ['/#notes']],
    ]);
  });
});

describe('groups of one item', () => {
  it('lists an item’s API rows and its other hits, equally good, in reading order', () => {
    const row = section('walnut', '/?tab=api#api-table-walnut', [], { api: true });
    const heading = section('walnut', '/#walnut', []);
    const item = (sections: SearchSection[]) =>
      indexOf(page('Table', '/', { navTitle: 'Table', navOrder: 0, sections }));
    expect(search(item([row, heading]), 'walnut').map((g) => g.api ?? false)).toEqual([true, false]);
    expect(search(item([heading, row]), 'walnut').map((g) => g.api ?? false)).toEqual([false, true]);
  });
});

describe('the synonym table on a small index', () => {
  it('matches an expression of the table by its meaningful words, not its stop words', () => {
    // "stay on top" → sticky; "on" alone is a stop word, not the expression.
    const index = indexOf(
      page('Header', '/demo/header', {
        sections: [
          section('Sticky header', '/demo/header#sticky', ['Keeps the header in view.']),
          section('Clicks', '/demo/header#clicks', ['Click on a row.']),
        ],
      }),
    );
    expect(links(search(index, 'stay on top'))).toEqual(['/demo/header#sticky']);
  });

  it('finds the two-word spelling of a word as text: scrollbar → scroll bar', () => {
    const index = indexOf(
      page('Scrolling', '/demo/scrolling', {
        sections: [
          section('Bars', '/demo/scrolling#bars', ['Intro.', 'The scroll bar hides until you hover.']),
          section('Other', '/demo/scrolling#other', ['A scrollbar everywhere.']),
          section('Nothing', '/demo/scrolling#nothing', ['Plain text.']),
        ],
        // A demo without a title of its own: the result shows its id.
        demos: [demo('', '/demo/scrolling#both-sides', 'A scroll bar on both sides.')],
      }),
    );
    const groups = search(index, 'scrollbar ');
    expect(links(groups).sort()).toEqual([
      '/demo/scrolling#bars',
      '/demo/scrolling#both-sides',
      '/demo/scrolling#other',
    ]);
    const bars = hit(groups, '/demo/scrolling#bars');
    expect(text(bars.text)).toBe('The scroll bar hides until you hover.');
    expect(marked(bars.text)).toEqual(['scroll bar']);
    const shown = hit(groups, '/demo/scrolling#both-sides');
    expect(shown.title).toEqual([{ text: 'both-sides' }]);
    expect(marked(shown.text)).toEqual(['scroll bar']);
    expect(hitsOf(groups).every((h) => h.priority > 0)).toBe(true);
  });
});

describe('camel-case names typed in part', () => {
  const names = () =>
    indexOf(
      page('Table', '/', {
        navTitle: 'Table',
        navOrder: 0,
        sections: [
          section('expandedRowRender', '/?tab=api#api-table-expandedrowrender', ['Renders the expanded row.'], {
            api: true,
          }),
          section('expandRowByClick', '/?tab=api#api-table-expandrowbyclick', ['Expands on a click.'], { api: true }),
          section('tree', '/?tab=api#api-table-tree', ['Nested data.'], { api: true }),
        ],
      }),
    );

  it('matches expandR to the parts of expandedRowRender, with spaces around or after another word', () => {
    const index = names();
    const alone = search(index, 'expandR');
    expect(links(alone)).toContain('/?tab=api#api-table-expandedrowrender');
    expect(search(index, '  expandR ')).toEqual(search(index, 'expandR '));
    expect(links(search(index, 'tree expandR'))).toContain('/?tab=api#api-table-expandedrowrender');
    expect(hit(search(index, 'tree expandR'), '/?tab=api#api-table-expandedrowrender').title).toEqual([
      { text: 'expand', highlighted: true },
      { text: 'ed' },
      { text: 'R', highlighted: true },
      { text: 'owRender' },
    ]);
  });

  it('matches each typed part to the start of one part of the name, in order, up to its last', () => {
    const index = names();
    for (const query of ['expRowRen', 'RoRender', 'expandedRowRen']) {
      expect(links(search(index, query)), query).toContain('/?tab=api#api-table-expandedrowrender');
    }
    expect(hit(search(index, 'RoRender'), '/?tab=api#api-table-expandedrowrender').title).toEqual([
      { text: 'expanded' },
      { text: 'Ro', highlighted: true },
      { text: 'w' },
      { text: 'Render', highlighted: true },
    ]);
    // A part that starts no part of the name, or parts out of order: not that name.
    for (const query of ['expandZ', 'RenderRow', 'expandedRowX']) {
      expect(links(search(index, query)), query).not.toContain('/?tab=api#api-table-expandedrowrender');
    }
  });
});
