import { isIP } from 'node:net';
import { z } from 'zod';
import { mappedIPv4 } from './client-key';

/** Names proxy-addr knows for address ranges (loopback, link-local, private networks). */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (`10.0.0.2`), a CIDR (`10.0.0.0/8`, `fd00::/32`) or a range name. */
function isProxyAddress(item: string): boolean {
  if (PROXY_RANGES.has(item)) return true;
  const slash = item.indexOf('/');
  if (slash < 0) return isIP(item) !== 0;
  const family = isIP(item.slice(0, slash));
  const bits = item.slice(slash + 1);
  return family !== 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Whether a valid proxy address is a CIDR wider than /8 (IPv4) or /32 (IPv6). Such a range holds
 * visitors, not proxies: `0.0.0.0/1,128.0.0.0/1` trusts every hop, so a forged left-most
 * `X-Forwarded-For` entry becomes the client (and `0.0.0.0/0` crashes proxy-addr at start-up).
 * An IPv4-mapped range of /96 or more spans IPv4 addresses (proxy-addr matches them): its IPv4
 * part counts.
 */
function isTooWide(item: string): boolean {
  const slash = item.indexOf('/');
  if (slash < 0) return false;
  const address = item.slice(0, slash);
  const bits = Number(item.slice(slash + 1));
  if (isIP(address) === 4) return bits < 8;
  if (bits >= 96 && mappedIPv4(address) !== undefined) return bits - 96 < 8;
  return bits < 32;
}

/**
 * TRUST_PROXY: who stands in front of the server. The client is the address the nearest
 * trusted proxy appended to `X-Forwarded-For`, never a left-most entry the visitor wrote.
 * - unset or `0`: nobody; `X-Forwarded-For` is ignored.
 * - a hop count `N` (`1` = one proxy such as nginx in front): the N nearest hops are trusted,
 *   so with `1` the client is the right-most `X-Forwarded-For` entry.
 * - addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`, comma or space separated: hops
 *   from those addresses are trusted, the first other one is the client.
 * `true` (trust every hop) is refused: it makes the visitor's own header the address. So are
 * ranges wider than /8 (IPv4) or /32 (IPv6), which come to the same.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const items = value.split(/[\s,]+/).filter(Boolean);
    const bad = items.filter((item) => !isProxyAddress(item));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count (1 = one proxy in front) or proxy addresses/CIDRs; not ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    const wide = items.filter(isTooWide);
    if (wide.length === 0) return items;
    for (const item of wide) {
      ctx.addIssue({
        code: 'custom',
        message: `${item} is wider than /8 (IPv4) or /32 (IPv6): a range that wide trusts the visitors' own X-Forwarded-For entries; list the proxies' addresses or narrower ranges`,
      });
    }
    return z.NEVER;
  });

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Environment variables of docs/design.md#environment-variables, validated once at start-up. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  SITE_URL: z
    .url()
    .default('http://localhost:8080')
    .transform((v) => v.replace(/\/$/, '')),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/site.db')
    .refine((v) => v.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be sqlite:<path> or postgres://…',
    }),
  WECHAT_APP_ID: optional,
  WECHAT_APP_SECRET: optional,
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  SMTP_URL: optional,
  CONTACT_NOTIFY_TO: optional,
  TRUST_PROXY: trustProxy,
  /**
   * Origins of micro-frontend hosts allowed to embed the site (space or comma separated, e.g.
   * `https://portal.example.com`): added to CSP frame-ancestors, and they may fetch pages and
   * assets cross-origin (CORS for GET/HEAD). Unset: only our own origin may embed or fetch.
   */
  EMBED_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '').split(/[\s,]+/).filter(Boolean);
      const origins: string[] = [];
      for (const item of list) {
        let origin: string | undefined;
        try {
          origin = new URL(item).origin;
        } catch {
          origin = undefined;
        }
        if (!origin || origin === 'null' || origin !== item.replace(/\/$/, '')) {
          ctx.addIssue({
            code: 'custom',
            message: `not an origin (scheme://host[:port]): ${item}`,
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  /**
   * E-mail alerts (docs/operations.md#e-mail-alerts): the sender of confirmations and alerts
   * (default `noreply@<SITE_URL's host>`); alerts are offered only with SMTP_URL.
   */
  ALERT_FROM: optional,
  /** Alert and confirmation e-mails per minute, per server instance (a relay's limit). */
  ALERT_RATE_PER_MINUTE: z.coerce.number().int().positive().max(60_000).default(600),
  /** Subscribe requests per hour per client (client-key.ts). */
  ALERT_SUBSCRIBE_RATE_PER_HOUR: z.coerce.number().int().positive().default(10),
  /**
   * Confirmation e-mails queued per hour, to all addresses together and across instances
   * (counted in the store): a ceiling on what many clients can make the site send to mailboxes
   * that never asked. Each mailbox also gets 3 a day at most (CONFIRM_PER_MAILBOX_PER_DAY).
   */
  ALERT_CONFIRM_RATE_PER_HOUR: z.coerce.number().int().positive().default(200),
  CONTACT_RATE_PER_MINUTE: z.coerce.number().int().positive().default(5),
  CONTACT_RATE_PER_DAY: z.coerce.number().int().positive().default(50),
  /**
   * Days a contact message is kept (the privacy notice's two years): the server deletes older
   * messages, and their outbox rows, at start-up and once a day.
   */
  CONTACT_RETENTION_DAYS: z.coerce.number().int().positive().default(730),
  /**
   * Milliseconds a client has for a whole request, and for its headers (node:http closes the
   * connection with 408 after that). A slow upload of the largest body (the webhook's 5 MB)
   * takes far less; a trickled body no longer holds a socket and its buffer for minutes.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the build put its output (tests point it elsewhere). */
  DIST_DIR: z.string().default('dist'),
  /**
   * Publishing (docs/design.md#publishing-and-releases): when set, the server serves
   * `<RELEASES_DIR>/current` (made by `npm run publish`) instead of DIST_DIR and reloads it on
   * SIGHUP.
   */
  RELEASES_DIR: optional,
  /**
   * Several instances (decision 0022): `s3://BUCKET/PREFIX`, the releases' home in S3-compatible
   * object storage (S3_ENDPOINT, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY as the
   * AWS SDK reads them). The server serves the live release of the pointer in PostgreSQL and
   * follows it; it needs DATABASE_URL=postgres://….
   */
  RELEASES_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.startsWith('s3://'), {
      message: 'must be s3://BUCKET/PREFIX',
    }),
  /** Where an instance keeps the releases it fetched (instances on one machine may share it). */
  RELEASES_CACHE_DIR: z.string().min(1).default('.cache/releases'),
  /** How often an instance checks the live pointer besides the notifications. */
  RELEASE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Secret of the git host's webhook (`POST /api/publish`); unset: the endpoint answers 404. */
  PUBLISH_WEBHOOK_SECRET: optional,
  /** The branch whose pushes are published. */
  PUBLISH_BRANCH: z.string().min(1).default('main'),
  /** The git checkout the webhook pulls and builds (default: the server's working folder). */
  PUBLISH_CHECKOUT: z.string().min(1).default('.'),
  /** Who gets an e-mail when a publish fails (needs SMTP_URL). */
  PUBLISH_NOTIFY_TO: optional,
  /**
   * The editor at /admin/ (docs/design.md#the-editor): the git host it commits to. Unset (and no
   * CMS_LOCAL_BACKEND): /admin/ and /api/cms/* answer 404.
   */
  CMS_BACKEND: z.enum(['github', 'gitlab', 'gitea']).optional(),
  /** `owner/name` of the repository the editor commits to. */
  CMS_REPO: z
    .string()
    .regex(/^[\w.-]+(?:\/[\w.-]+)+$/, 'must be owner/name')
    .optional(),
  CMS_BRANCH: z.string().min(1).default('main'),
  /**
   * The git host's web origin: a self-hosted Gitea or GitLab (`https://git.example.com`), or GitHub
   * Enterprise. Default: https://github.com, https://gitlab.com; required for Gitea.
   */
  CMS_BASE_URL: z
    .url()
    .optional()
    .transform((v) => v?.replace(/\/$/, '')),
  /** The host's API root; default from the host (`…/api/v1` Gitea, `…/api/v4` GitLab). */
  CMS_API_ROOT: z
    .url()
    .optional()
    .transform((v) => v?.replace(/\/$/, '')),
  /** The OAuth application registered on the git host (GitHub: id and secret; others: id). */
  CMS_OAUTH_CLIENT_ID: optional,
  CMS_OAUTH_CLIENT_SECRET: optional,
  /**
   * Drafts → ready → publish as pull/merge requests (GitHub, GitLab; Decap's Gitea backend has no
   * editorial workflow). Default on; `0`/`false`/`off` commits straight to CMS_BRANCH.
   */
  CMS_EDITORIAL_WORKFLOW: z
    .string()
    .optional()
    .transform((v) => v === undefined || !['0', 'false', 'no', 'off'].includes(v.toLowerCase())),
  /**
   * Decap's local backend (decap-server), set by `npm run cms` only: edits go to the working
   * copy without a login, so it must be on loopback.
   */
  CMS_LOCAL_BACKEND: z
    .url()
    .optional()
    .refine(
      (v) => v === undefined || ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(v).hostname),
      'must be on loopback (127.0.0.1, localhost or [::1]): the local backend writes without a login',
    ),
});

/** node:http refuses a headers time-out longer than the request's. */
function checkTimeouts(env: z.infer<typeof EnvSchema>, ctx: z.RefinementCtx) {
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_MS'],
      message: `must not be longer than REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS})`,
    });
  }
}

/** Settings the editor needs that depend on each other. */
function checkCms(env: z.infer<typeof EnvSchema>, ctx: z.RefinementCtx) {
  const backend = env.CMS_BACKEND;
  if (!backend) return;
  const need = (key: keyof typeof env, why: string) => {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
  };
  need('CMS_REPO', `with CMS_BACKEND=${backend}`);
  need('CMS_OAUTH_CLIENT_ID', `with CMS_BACKEND=${backend} (the OAuth application's id)`);
  if (backend === 'github')
    need('CMS_OAUTH_CLIENT_SECRET', 'with CMS_BACKEND=github (the OAuth handshake runs here)');
  if (backend === 'gitea') need('CMS_BASE_URL', 'with CMS_BACKEND=gitea (your Gitea address)');
}

/** The object store's releases need PostgreSQL: the live pointer, its notifications, the lock. */
function checkReleases(env: z.infer<typeof EnvSchema>, ctx: z.RefinementCtx) {
  if (env.RELEASES_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message:
        'must be postgres://… with RELEASES_URL: the instances share the live release, its notifications and the publish lock through PostgreSQL',
    });
  }
}

const ConfigSchema = EnvSchema.superRefine(checkCms)
  .superRefine(checkTimeouts)
  .superRefine(checkReleases);

export type Config = z.infer<typeof EnvSchema>;

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
