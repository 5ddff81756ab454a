import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A message without arguments as plain text, for places outside React (route `meta`); undefined
 * when the message is missing or has arguments.
 */
export function plainMessage(messages: Record<string, MessageFormatElement[]>, id: string): string | undefined {
  const parts = messages[id];
  if (!parts?.every((p) => p.type === TYPE.literal)) return undefined;
  return parts.map((p) => (p as { value: string }).value).join('');
}
