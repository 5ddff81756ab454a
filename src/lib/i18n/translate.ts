import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

export type Catalog = Record<string, MessageFormatElement[]>;
export type Values = Record<string, string | number>;
export type Translate = (id: string, values?: Values) => string;

/**
 * A formatter for one locale's catalog (parsed ICU messages; the catalogs are parsed at build time).
 * An id missing from the catalog renders as the id itself, and so does a message that fails to
 * format: the page never shows a blank or crashes over a string. Each message is compiled once.
 */
export function createTranslator(locale: string, messages: Catalog): Translate {
  const compiled = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    const message = messages[id];
    if (!message) return id;
    let format = compiled.get(id);
    if (!format) {
      format = new IntlMessageFormat(message, locale);
      compiled.set(id, format);
    }
    try {
      return String(format.format(values));
    } catch {
      return id;
    }
  };
}
