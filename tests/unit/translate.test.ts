import { stringsTranslator } from '../../src/shared/i18n/strings';
import { stringsFor } from '../../src/shared/i18n/server';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Catalog } from '../../src/shared/i18n/translate';

const catalog = (messages: Record<string, string>): Catalog =>
  Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));

describe('translator', () => {
  const en = catalog({
    'demo.code.show': 'Show Code',
    'api.notFound': 'Properties definition not found for {id} component',
    items: '{count, plural, one {# row} other {# rows}}',
    mode: '{mode, select, dark {Dark} other {Light}}',
  });

  it('formats plain messages, arguments, plurals and selects', () => {
    const t = createTranslator<string>('en-US', en);
    expect(t('demo.code.show')).toBe('Show Code');
    expect(t('api.notFound', { id: 'Grid' })).toBe('Properties definition not found for Grid component');
    expect(t('items', { count: 1 })).toBe('1 row');
    expect(t('items', { count: 1000 })).toBe('1,000 rows');
    expect(t('mode', { mode: 'dark' })).toBe('Dark');
  });

  it('formats in the catalog locale', () => {
    const zh = createTranslator<string>(
      'zh-CN',
      catalog({ 'api.notFound': '未找到 {id} 组件的属性定义', n: '{n, number}' }),
    );
    expect(zh('api.notFound', { id: 'Table' })).toBe('未找到 Table 组件的属性定义');
    expect(zh('n', { n: 1234567 })).toBe('1,234,567');
  });

  it('falls back to the id for a missing message or a message it cannot format', () => {
    const t = createTranslator<string>('en-US', en);
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('api.notFound')).toBe('api.notFound');
  });
});

describe('strings an island gets', () => {
  it('fills in arguments and picks the plural form in the browser, without a message formatter', () => {
    const en = stringsTranslator(stringsFor('en-US', ['search.']), 'en-US');
    expect(en('search.more', { count: 1 })).toBe('1 more result: add a word to narrow them down');
    expect(en('search.more', { count: 12 })).toBe('12 more results: add a word to narrow them down');
    const zh = stringsTranslator(stringsFor('zh-CN', ['search.']), 'zh-CN');
    expect(zh('search.more', { count: 1 })).toBe('还有 1 条结果：再加一个关键词可以缩小范围');
    expect(zh('search.more', { count: 12 })).toBe('还有 12 条结果：再加一个关键词可以缩小范围');
  });
});
