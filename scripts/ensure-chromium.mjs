// The end-to-end tests and the benchmark drive Debian's Chromium; Playwright never downloads a browser.
// - The tests run in Debian's `chromium-headless-shell`: the same Blink and V8 as Chromium without the desktop
//   browser around them (the build Playwright itself runs headless tests in). It does the same pages with a third
//   less CPU, which is what keeps `npm test` within its 12 minutes on two cores.
// - The benchmark measures what readers run: the full `chromium`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser the benchmark (Lighthouse, first visit, live editing, search) measures. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The browser the end-to-end tests drive. */
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const PACKAGES = new Map([
  ['/usr/bin/chromium', 'chromium'],
  ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
]);

/** Installs the Debian package of `binary` (and the CJK fonts the Chinese pages need) when it is missing. */
export function ensureChromium(binary = CHROMIUM) {
  if (existsSync(binary)) return binary;
  const pkg = PACKAGES.get(binary);
  if (!pkg) throw new Error(`${binary} is missing (set by an environment variable: install it yourself)`);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${binary} is missing: install it with "sudo apt-get install -y ${pkg} fonts-noto-cjk" and run again.`,
    );
  }
  console.log(`Installing Debian's ${pkg} (not found at ${binary})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${pkg} fonts-noto-cjk`, { stdio: 'inherit', env });
  if (!existsSync(binary)) throw new Error(`apt-get finished but ${binary} is still missing`);
  return binary;
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

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium(CHROMIUM);
  ensureChromium(TEST_CHROMIUM);
}
