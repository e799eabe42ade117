import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Chromium to test with: `CHROME_PATH`, else a system Chromium or Chrome. */
export function findChrome(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * Finds Chromium, installing Debian's package when running as root on Debian
 * (docs/design.md#commands); anywhere else it stops with instructions.
 */
export function ensureChrome(): string {
  const found = findChrome();
  if (found) return found;
  const isDebianRoot = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (!isDebianRoot) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `apt-get install chromium`; ' +
        'macOS: Google Chrome) or set CHROME_PATH to its executable.',
    );
  }
  console.log('Installing Debian chromium for the browser tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChrome();
  if (!installed) throw new Error('Installed chromium but cannot find its executable');
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
