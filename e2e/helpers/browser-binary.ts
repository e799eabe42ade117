import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browsers to look for, by what they run. The browser tests take Chromium's headless shell
 * first (Debian's `chromium-headless-shell`, the build Playwright itself runs headless tests on):
 * it has no browser UI behind it and starts fewer processes, so the same test file needs about
 * 40 % less CPU than the full browser in headless mode (e2e/company.spec.ts: 62 s against 104 s,
 * docs/decisions/0026-headless-shell.md). Lighthouse measures the full browser, as every figure
 * in BENCHMARKS.md was measured.
 */
const CANDIDATES = {
  tests: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'],
  lighthouse: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
} as const;
const SYSTEM_CHROME = [
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];
/** Debian's package of each. */
const DEBIAN_PACKAGE = { tests: 'chromium-headless-shell', lighthouse: 'chromium' } as const;

export type ChromeUse = keyof typeof CANDIDATES;

/** Chromium to run: `CHROME_PATH`, else a system Chromium (for `use`) or Chrome. */
export function findChrome(use: ChromeUse = 'tests'): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return [...CANDIDATES[use], ...SYSTEM_CHROME].find((path) => existsSync(path));
}

/**
 * Finds Chromium, installing Debian's package when running as root on Debian
 * (docs/design.md#commands); anywhere else it stops with instructions.
 */
export function ensureChrome(use: ChromeUse = 'tests'): string {
  const found = findChrome(use);
  if (found) return found;
  const isDebianRoot = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (!isDebianRoot) {
    throw new Error(
      `No Chromium found. Install one (Debian/Ubuntu: \`apt-get install ${DEBIAN_PACKAGE[use]}\`; ` +
        'macOS: Google Chrome) or set CHROME_PATH to its executable.',
    );
  }
  console.log(`Installing Debian's ${DEBIAN_PACKAGE[use]}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', DEBIAN_PACKAGE[use], 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChrome(use);
  if (!installed)
    throw new Error(`Installed ${DEBIAN_PACKAGE[use]} but cannot find its executable`);
  return installed;
}

/** Launch flags for a closed network (see the machine notes in README). */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
