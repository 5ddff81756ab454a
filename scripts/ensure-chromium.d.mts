export const CHROMIUM: string;
export const TEST_CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
export function ensureChromium(binary?: string): string;
