/**
 * `npm test`: every check, in order, stopping at the first failure
 * (docs/conventions.md#one-check-command): format + lint, content (checked and compiled from
 * YAML), collections of entries (checked), type-check, unit tests,
 * build, server tests, size budget, browser tests.
 */
import { spawnSync } from 'node:child_process';
import { ensureChrome } from '../e2e/helpers/browser-binary';

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
