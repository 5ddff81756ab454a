import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type enUS from './en-US.json';

/** A message id of the catalogs (`demo.code.show`): a call with any other string does not type-check. */
export type MessageId = keyof typeof enUS;

export type Catalog = Record<string, MessageFormatElement[]>;
export type Values = Record<string, string | number>;
/** A translator over the ids `Id` (the catalogs' ids everywhere in the site; any string in a test's catalog). */
export type TranslateOf<Id extends string> = (id: Id, values?: Values) => string;
export type Translate = TranslateOf<MessageId>;

/**
 * A formatter for one locale's catalog (parsed ICU messages; the catalogs are parsed at build time).
 * An id missing from the catalog renders as the id itself, and so does a message that fails to
 * format: the page never shows a blank or crashes over a string. Each message is compiled once.
 */
export function createTranslator<Id extends string = MessageId>(locale: string, messages: Catalog): TranslateOf<Id> {
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
