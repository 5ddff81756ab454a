import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../src/lib/i18n/locales';

const catalog = (id: string): Record<string, string> => JSON.parse(readFileSync(`src/lib/i18n/${id}.json`, 'utf8'));
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
});

describe('the parser the catalog test relies on', () => {
  it('rejects malformed messages', () => {
    for (const bad of ['Hello {name', '{count, plural, one {# item}}', '{}', '<b>unclosed'])
      expect(() => parse(bad)).toThrow();
  });
});
