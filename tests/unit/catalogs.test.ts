import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../src/shared/i18n/locales';

const catalog = (id: string): Record<string, string> => JSON.parse(readFileSync(`src/shared/i18n/${id}.json`, 'utf8'));
const reference = catalog(DEFAULT_LOCALE.id);

/** The argument names a message uses, at any depth (plural/select branches included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type !== TYPE.literal && el.type !== TYPE.pound && 'value' in el && typeof el.value === 'string')
      into.add(el.value);
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

describe.each(LOCALES.map((l) => l.id))('UI catalog %s', (id) => {
  const messages = catalog(id);

  it('has exactly the keys of the default catalog', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
  });

  it('parses every message as ICU and uses the same arguments as the default catalog', () => {
    for (const [key, message] of Object.entries(messages)) {
      let ast: MessageFormatElement[] = [];
      expect(() => (ast = parse(message)), `${id} ${key}`).not.toThrow();
      expect([...argumentsOf(ast)].sort(), `${id} ${key}`).toEqual(
        [...argumentsOf(parse(reference[key] ?? ''))].sort(),
      );
      expect(message.trim(), `${id} ${key}`).not.toBe('');
    }
  });

  it('shows the reader words, never a message id: no message is its id, any id or something shaped like one', () => {
    const ids = new Set(Object.keys(reference));
    for (const [key, message] of Object.entries(messages)) {
      const text = message.trim();
      expect(text, `${id} ${key}`).not.toBe(key);
      expect(ids.has(text), `${id} ${key} is the id of another message`).toBe(false);
      // An id is dotted words, `demo.copyFailed`: no message holds one (a file name keeps its quotes: “.md”).
      expect(text.match(ID_SHAPED), `${id} ${key}`).toBeNull();
    }
  });
});

/** Two or more dotted words, the shape of every message id (`page.prev`, `demo.edit.shareTooLong`). */
const ID_SHAPED = /(?<![\p{L}\p{N}_.-])\p{L}[\p{L}\p{N}]*(?:\.\p{L}[\p{L}\p{N}]*)+(?![\p{L}\p{N}_-])/gu;

describe('the id-shaped text the catalog test rejects', () => {
  it('finds the ids that once shipped as messages, and leaves ordinary text alone', () => {
    for (const id of [
      'standalone.backToDocs',
      'changelog.minorVersions',
      'demo.edit.shareTooLong',
      'demo.copyFailed',
      'search.empty',
    ])
      expect(`see ${id} here`.match(ID_SHAPED), id).toEqual([id]);
    for (const text of ['Loading...', 'Copied', 'Removed in 7.0.', 'all “.md” files', 'rc-table 7.55.1', '复制失败。'])
      expect(text.match(ID_SHAPED), text).toBeNull();
  });
});

describe('the parser the catalog test relies on', () => {
  it('rejects malformed messages', () => {
    for (const bad of ['Hello {name', '{count, plural, one {# item}}', '{}', '<b>unclosed'])
      expect(() => parse(bad)).toThrow();
  });
});

describe('the zh-CN catalog', () => {
  const zh = catalog('zh-CN');
  /**
   * The messages a Chinese reader sees exactly as an English one does, each for its reason. Every other
   * message is a translation: it differs from en-US and is written in Chinese.
   */
  const SAME_IN_BOTH: Record<string, string> = {
    // Key names printed on the keyboard: the hint shows the keys to press, not words.
    'header.search.hint.ctrl': 'Ctrl K',
    'header.search.hint.meta': '⌘K',
    // The group of API-row results: "API" is the term Chinese documentation uses as is.
    'search.group.api': 'API',
    // Names of the sites the header links to: GitHub and npm call themselves so in Chinese too.
    'links.repository': 'GitHub',
    'links.npm': 'npm',
  };

  it('translates every message but the few that are the same in both languages', () => {
    for (const [key, message] of Object.entries(reference)) {
      if (key in SAME_IN_BOTH) continue;
      expect(zh[key], key).not.toBe(message);
      expect(zh[key], `${key} is written in Chinese`).toMatch(/\p{Script=Han}/u);
    }
  });

  it('keeps the messages listed as the same in both languages as they are', () => {
    for (const [key, message] of Object.entries(SAME_IN_BOTH)) {
      expect(reference[key], key).toBe(message);
      expect(zh[key], key).toBe(message);
    }
  });
});
