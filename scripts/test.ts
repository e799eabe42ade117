/**
 * `npm test`: every check, in order, stopping at the first failure
 * (docs/conventions.md#one-check-command): format + lint, content (checked and compiled from
 * YAML), collections of entries (checked), type-check, unit tests,
 * build, server tests, size budget, browser tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ensureChrome } from '../e2e/helpers/browser-binary';

/**
 * `.ci/run` installs the packages without their scripts and compiles better-sqlite3 beside the
 * first checks; RETINOVA_NATIVE_BUILD names its files (`<path>.status`: the exit code once done,
 * `<path>.log`). The server tests wait for it. Without the variable (`npm ci && npm test`) there
 * is nothing to wait for.
 */
function waitForNativeBuild() {
  const path = process.env.RETINOVA_NATIVE_BUILD;
  if (!path) return;
  const started = Date.now();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  // It takes a minute or two; a quarter of an hour means it hangs.
  while (!existsSync(`${path}.status`) && Date.now() - started < 15 * 60_000)
    Atomics.wait(pause, 0, 0, 500);
  const status = existsSync(`${path}.status`)
    ? readFileSync(`${path}.status`, 'utf8').trim()
    : 'nothing after 15 minutes';
  if (status !== '0') {
    console.error(
      existsSync(`${path}.log`) ? readFileSync(`${path}.log`, 'utf8').slice(-4000) : '',
    );
    console.error(`\n✖ better-sqlite3 did not build (npm rebuild: ${status})`);
    process.exit(1);
  }
  console.log(`better-sqlite3 built (waited ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const steps: [string, string[]][] = [
  ['format and lint', ['npx', 'biome', 'ci', '.']],
  // The content modules, compiled from the YAML files (which this step also checks), naming each
  // bad file, line and field; first, as the editor's words it compiles are read by the next steps.
  ['content', ['npx', 'tsx', 'scripts/content.ts']],
  // The collections of entries (the news, the documents: Markdown), checked the same way.
  ['collections', ['npx', 'tsx', 'scripts/collections.ts']],
  ['type-check', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['build', ['npx', 'tsx', 'scripts/build.ts']],
  ['server tests', ['npx', 'vitest', 'run', '--project', 'server']],
  ['size budget', ['npx', 'tsx', 'scripts/size.ts']],
  ['browser tests', ['npx', 'vitest', 'run', '--project', 'e2e']],
];

/** Each finished step's time, summed up at the end (CI runs .ci/run on a fresh clone and stops it after 90 minutes). */
const times: string[] = [];
const begun = Date.now();
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const env = { ...process.env };
  if (name === 'browser tests') env.CHROME_PATH = ensureChrome();
  if (name === 'server tests') waitForNativeBuild();
  const result = spawnSync(command as string, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
  times.push(`${name} ${seconds} s`);
}
const total = ((Date.now() - begun) / 1000).toFixed(1);
console.log(`\nAll checks passed in ${total} s: ${times.join(', ')}.`);
