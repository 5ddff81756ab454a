// The end-to-end tests and the benchmark drive Debian's Chromium; Playwright never downloads a browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install it with "sudo apt-get install -y chromium" and run again.`);
  }
  console.log("Installing Debian's chromium (not found at /usr/bin/chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

/** Flags for a sandbox-less, offline machine (no background network, no first-run UI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
