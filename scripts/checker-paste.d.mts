import type { Locator } from '@playwright/test';

export function bigPaste(example: string): { text: string; findings: number };
export function pasteInto(editor: Locator, text: string): Promise<void>;
