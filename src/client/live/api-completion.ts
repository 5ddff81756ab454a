import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { ensureSyntaxTree, language, syntaxTree } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { hoverTooltip, type EditorView, type Tooltip } from '@codemirror/view';
import type { ApiHint, ApiHints } from '../../shared/live/api-hints.ts';
import { apiNameAt, apiSlotAt } from './api-slot.ts';

/** The card of one name: its type, default and first sentence, as the API tab words them. */
function hintCard(hint: ApiHint, labels: ApiHints['labels'], document: Document = globalThis.document) {
  const card = document.createElement('div');
  card.className = 'api-hint';
  const head = card.appendChild(document.createElement('p'));
  head.className = 'api-hint-head';
  head.appendChild(document.createElement('code')).textContent = hint.name;
  if (hint.required) head.append(' ', Object.assign(document.createElement('span'), { textContent: labels.required }));
  if (hint.since) {
    head.append(
      ' ',
      Object.assign(document.createElement('span'), { className: 'api-hint-since', textContent: hint.since }),
    );
  }
  const type = card.appendChild(document.createElement('p'));
  type.appendChild(document.createElement('code')).textContent = hint.type;
  if (hint.default !== undefined) {
    const line = card.appendChild(document.createElement('p'));
    line.append(`${labels.default}: `);
    line.appendChild(document.createElement('code')).textContent = hint.default;
  }
  card.appendChild(document.createElement('p')).textContent = hint.summary;
  return card;
}

/** A demo's length and more: a text this long is parsed whole in a few milliseconds. */
const WHOLE_PARSE_MAX = 20_000;

/**
 * The syntax tree through the end of `pos`'s line. After a paste CodeMirror may not have parsed that far yet, and
 * a partial tree has no slot or name there: it is asked to parse on (for at most 100 ms). That limit is wall time,
 * which a busy machine spends without parsing; a text of a demo's size is then parsed whole here (a few ms of
 * work), a longer one is left to what there is.
 */
function treeThroughLine(state: EditorState, pos: number) {
  const parsed = ensureSyntaxTree(state, state.doc.lineAt(pos).to, 100);
  if (parsed) return parsed;
  const lang = state.facet(language);
  return lang && state.doc.length <= WHOLE_PARSE_MAX ? lang.parser.parse(state.doc.toString()) : syntaxTree(state);
}

/** Completion of rc-table's props and fields where the syntax tree says they fit. */
export function apiCompletionSource(hints: ApiHints): (context: CompletionContext) => CompletionResult | null {
  return (context: CompletionContext): CompletionResult | null => {
    const doc = context.state.doc.toString();
    const slot = apiSlotAt(treeThroughLine(context.state, context.pos), doc, context.pos);
    // An empty slot only on request (Ctrl+Space) or right after typing, never while the cursor rests.
    if (!slot || (slot.from === slot.to && !context.explicit)) return null;
    const present = new Set(slot.present);
    const typed = doc.slice(slot.from, slot.to);
    const options: Completion[] = hints.scopes[slot.scope]
      .filter((hint) => !present.has(hint.name) || hint.name === typed)
      .map((hint) => ({
        label: hint.name,
        type: 'property',
        detail: hint.type,
        info: () => hintCard(hint, hints.labels),
      }));
    return { from: slot.from, to: slot.to, options, validFor: /^\w*$/ };
  };
}

/** `apply(hints)` at once when they are here, else once `request()` has settled: null if they could not be had. */
function withHints<R>(
  hints: () => ApiHints | null,
  request: () => Promise<unknown>,
  apply: (loaded: ApiHints) => R,
): R | Promise<R | null> {
  const loaded = hints();
  if (loaded) return apply(loaded);
  return request().then(() => {
    const arrived = hints();
    return arrived ? apply(arrived) : null;
  });
}

/**
 * The same card on hover over a prop or field name. A hover before the hints have arrived asks for them and
 * waits (`request`).
 */
function apiHover(hints: () => ApiHints | null, request: () => Promise<unknown>) {
  const card = (view: EditorView, pos: number, loaded: ApiHints): Tooltip | null => {
    const found = apiNameAt(treeThroughLine(view.state, pos), view.state.doc.toString(), pos);
    const hint = found && loaded.scopes[found.scope].find((h) => h.name === found.name);
    if (!found || !hint) return null;
    return { pos: found.from, end: found.to, above: true, create: () => ({ dom: hintCard(hint, loaded.labels) }) };
  };
  return hoverTooltip((view, pos) => withHints(hints, request, (loaded) => card(view, pos, loaded)));
}

/**
 * rc-table's completion and hover cards for the editor, from hints fetched on the editor's first need for them
 * (a keystroke, Ctrl+Space, a hover: `request()`, which resolves once they have arrived or failed). `hints()` is
 * null until then, and stays null if they could not load: editing works the same without them.
 */
export function apiHintsExtension(hints: () => ApiHints | null, request: () => Promise<unknown>): Extension {
  const source: CompletionSource = (context) =>
    withHints(hints, request, (loaded) => apiCompletionSource(loaded)(context));
  return [EditorState.languageData.of(() => [{ autocomplete: source }]), apiHover(hints, request)];
}
