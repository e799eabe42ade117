/**
 * The environment a publish gives to code of the pushed commit
 * (docs/design.md#publishing-and-releases): its build (`vite.config.ts`, `scripts/*`, their
 * dependencies) and, for a webhook publish, its own `scripts/publish.ts`. Whoever can push to
 * PUBLISH_BRANCH chooses that code, so it gets an allow-list, never the server's environment: no
 * SMTP_URL, CMS_OAUTH_CLIENT_SECRET, WECHAT_APP_SECRET, DATABASE_URL or PUBLISH_WEBHOOK_SECRET.
 *
 * CAREFUL: this keeps secrets out of the environment only. The build still runs as the server's
 * user and can read what that user can (a `.env` file, the SQLite file, the server's
 * `/proc/<pid>/environ`): whoever may push to PUBLISH_BRANCH runs code as that user, which is why
 * docs/operations.md "Publishing" says to protect the branch.
 */

/**
 * What the build reads (checked: `scripts/build.ts` and `scripts/check-content.ts` succeed with
 * PATH, HOME, SITE_URL and DIST_DIR alone): SITE_URL (canonical URLs, sitemap, feeds; must match
 * the server's, which refuses a release built for another origin), VITE_* (the client's build
 * settings, e.g. VITE_ASSET_BASE_URL), NODE_ENV, and what a process needs to run at all.
 */
const BUILD_NAMES = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LANGUAGE', 'NODE_ENV', 'SITE_URL'];
const BUILD_PREFIXES = ['VITE_', 'LC_'];

/**
 * `git pull` additionally needs the way to reach the git host: an SSH agent or command, a
 * proxy. (Hooks of the checkout run inside the pull too, so it gets no more than this.)
 */
const GIT_NAMES = [
  'SSH_AUTH_SOCK',
  'GIT_SSH',
  'GIT_SSH_COMMAND',
  'GIT_ASKPASS',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];

function pick(
  source: NodeJS.ProcessEnv,
  names: readonly string[],
  prefixes: readonly string[],
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (names.includes(name) || prefixes.some((prefix) => name.startsWith(prefix))) {
      env[name] = value;
    }
  }
  return env;
}

/** The allow-listed part of `source` for a build, plus `extra` (e.g. DIST_DIR, RELEASES_DIR). */
export function buildEnv(
  source: NodeJS.ProcessEnv = process.env,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return { ...pick(source, BUILD_NAMES, BUILD_PREFIXES), ...extra };
}

/** The build's environment plus what `git pull` needs to reach the host; never a prompt. */
export function gitEnv(source: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...buildEnv(source),
    ...pick(source, GIT_NAMES, []),
    // No terminal to answer a credentials prompt (a server under systemd): fail instead of
    // waiting for the time-out.
    GIT_TERMINAL_PROMPT: '0',
  };
}
