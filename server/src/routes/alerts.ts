import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ALERT_LANGUAGES,
  ALERT_PREFIX,
  type AlertAction,
  type AlertMessageCode,
  asAlertMessageCode,
  CONFIRM_PER_MAILBOX_PER_DAY,
  CONFIRM_RESEND_MS,
  SubscribeSchema,
} from '../../../shared/alerts';
import { fail, ok } from '../../../shared/envelope';
import { clientKey } from '../client-key';
import type { Config } from '../config';
import type { AlertMail } from '../mail/alerts';
import { siteOf } from '../site';
import type { Store } from '../store';
import { hashToken } from '../store/token';
import { requestLanguage } from './contact';

/** A subscription is a few short fields. */
export const SUBSCRIBE_BODY_LIMIT = 4 * 1024;

/** A token as we make them (store/token.ts: 43 base64url characters); checked without a regex. */
function isToken(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 20 || value.length > 100) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const ok =
      (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;
    if (!ok) return false;
  }
  return true;
}

/** A boundary as RFC 2046 allows it: 1 to 70 characters, quoted or not. */
function boundaryOf(contentType: string): string | undefined {
  for (const param of contentType.split(';').slice(1)) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'boundary') continue;
    let value = param.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    return value.length >= 1 && value.length <= 70 ? value : undefined;
  }
  return undefined;
}

/** The `name` of a part's `Content-Disposition: form-data; name="…"` header. */
function fieldName(headers: string): string | undefined {
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    for (const param of line
      .slice(colon + 1)
      .split(';')
      .slice(1)) {
      const eq = param.indexOf('=');
      if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'name') continue;
      const value = param.slice(eq + 1).trim();
      return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
        ? value.slice(1, -1)
        : value;
    }
  }
  return undefined;
}

/** Parts a one-click body has (one); a few more are read, a body of hundreds is not. */
const MAX_PARTS = 10;

/**
 * The fields of a small `multipart/form-data` body (RFC 7578), the other encoding RFC 8058 lets
 * a mail client's one-click unsubscribe use: one pass from delimiter to delimiter, each search
 * starting where the last one ended, so the time grows with the body's length only. The first
 * value of a name wins; null when the body is not multipart. RFC 8058's own example (§8.1)
 * writes its delimiter lines as the bare boundary, without the two hyphens RFC 2046 puts before
 * it: a body without the standard delimiter is read that way too.
 */
export function multipartFields(body: string, contentType: string): Record<string, string> | null {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  return partsOf(body, `--${boundary}`) ?? partsOf(body, boundary);
}

function partsOf(body: string, delimiter: string): Record<string, string> | null {
  // A preamble before the first delimiter is allowed, and ignored.
  const preamble = body.startsWith(delimiter) ? -2 : body.indexOf(`\r\n${delimiter}`);
  if (preamble === -1) return null;
  const first = preamble + 2;
  const fields: Record<string, string> = Object.create(null);
  let at = first + delimiter.length;
  for (let parts = 0; parts <= MAX_PARTS; parts++) {
    if (body.startsWith('--', at)) return fields; // the close delimiter
    const lineEnd = body.indexOf('\r\n', at);
    // Only white space (transport padding) may follow a delimiter on its line.
    if (lineEnd < 0 || body.slice(at, lineEnd).trim() !== '') return null;
    const headEnd = body.indexOf('\r\n\r\n', lineEnd);
    if (headEnd < 0) return null;
    const next = body.indexOf(`\r\n${delimiter}`, headEnd + 4);
    if (next < 0) return null;
    const name = fieldName(body.slice(lineEnd + 2, headEnd));
    if (name !== undefined && !(name in fields)) fields[name] = body.slice(headEnd + 4, next);
    at = next + 2 + delimiter.length;
  }
  return null;
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** The request's `Host` as an origin's host is written (a scheme's default port left out). */
function hostOf(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a subscription was posted from a page that is not the site's own, i.e. by another
 * site making its visitor's browser post (the browser attack: each visitor's allowance spent on
 * a mailbox of the other site's choosing). A browser sends `Origin` with every POST; it must be
 * SITE_URL's origin or one of EMBED_ORIGINS (a portal showing the site), or, for a server on
 * loopback (development, tests: SITE_URL stays `http://localhost:8080`), the loopback address
 * the request itself was sent to. `Origin: null` is what the site's own form sends without its
 * script (our `Referrer-Policy: no-referrer` makes a browser hide the origin of a form's
 * navigation), and also what a sandboxed frame elsewhere sends: then, as without `Origin`,
 * `Sec-Fetch-Site` decides (`same-origin`, `none`: ours). A null origin without it is refused. A
 * post with neither header is not a browser's cross-site post (curl, a script, a browser too old
 * for both) and is accepted: the client and mailbox limits hold it.
 */
function isCrossSite(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    if (allowed.has(origin)) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return true;
    }
    return !(url.origin === origin && isLoopback(url.hostname) && url.host === hostOf(request));
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  return origin === 'null';
}

/** A warning that the hourly ceiling holds confirmations back, at most this often. */
const CEILING_WARN_MS = 60_000;

interface AlertRouteOptions {
  config: Config;
  store: Store;
  /** The alerts outbox; null without SMTP_URL: then no address is accepted. */
  mail: AlertMail | null;
}

/**
 * E-mail alerts (docs/design.md#endpoints):
 * - `GET /api/alerts`: whether alerts are offered (the form says so when they are not);
 * - `POST /api/alerts/subscribe`: the form (JSON from the page's script, form-encoded without
 *   it: then the answer is a redirect to the outcome's page), from the site's own pages only;
 *   each mailbox and the site in all get a limited number of confirmation e-mails (the store
 *   counts them: every instance on one database shares the count);
 * - `POST /alerts?action=confirm|unsubscribe&token=…` (each language's path): the button of the
 *   page a link from an e-mail opens, and RFC 8058's one-click unsubscribe.
 */
export async function alertRoutes(
  app: FastifyInstance,
  { config, store, mail }: AlertRouteOptions,
) {
  const subscribeLimit = app.createRateLimit({
    max: config.ALERT_SUBSCRIBE_RATE_PER_HOUR,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `alerts-subscribe:${clientKey(request.ip)}`,
  });
  const linkLimit = app.createRateLimit({
    max: 60,
    timeWindow: 60_000,
    keyGenerator: (request) => `alerts-link:${clientKey(request.ip)}`,
  });

  const ownOrigins = new Set([new URL(config.SITE_URL).origin, ...config.EMBED_ORIGINS]);
  const limits = {
    resendAfterMs: CONFIRM_RESEND_MS,
    perMailboxPerDay: CONFIRM_PER_MAILBOX_PER_DAY,
    perHour: config.ALERT_CONFIRM_RATE_PER_HOUR,
  };
  let ceilingWarnedAt = 0;

  const words = (request: FastifyRequest) => siteOf(request.raw, app.site).manifest.alerts;
  const available = (request: FastifyRequest) => mail !== null && words(request) !== undefined;
  const text = (request: FastifyRequest, code: AlertMessageCode) =>
    words(request)?.messages[requestLanguage(request) as 0 | 1 | 2][code] ?? code;
  /** The page of an outcome, in the language of the request's page. */
  const outcome = (request: FastifyRequest, reply: FastifyReply, action: AlertAction) => {
    const language = ALERT_LANGUAGES[requestLanguage(request)] ?? 'zh-hans';
    return reply
      .code(303)
      .header('location', `${ALERT_PREFIX[language]}/alerts?action=${action}`)
      .send();
  };

  app.get('/api/alerts', async (request) => ok({ available: available(request) }));

  app.post('/api/alerts/subscribe', { bodyLimit: SUBSCRIBE_BODY_LIMIT }, async (request, reply) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    // Without the page's script the browser posts the form: it gets a page, not JSON.
    const page = type === 'application/x-www-form-urlencoded';
    const answer = (status: number, code: AlertMessageCode, action: AlertAction) =>
      page ? outcome(request, reply, action) : reply.code(status).send(fail(text(request, code)));

    // Before the client's allowance is counted: another site's page must not spend it.
    if (isCrossSite(request, ownOrigins)) {
      request.log.info({ origin: 'cross-site' }, 'subscription refused');
      return answer(403, 'cross_site', 'rejected');
    }
    const limit = await subscribeLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
      return answer(429, 'rate_limited', 'rejected');
    }
    if (type !== 'application/json' && !page) {
      return reply.code(415).send(fail(text(request, 'invalid')));
    }
    if (!available(request)) return answer(503, 'unavailable', 'unavailable');
    const parsed = SubscribeSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      request.log.info(
        { field: issue?.path.join('.'), code: issue?.message },
        'subscription rejected',
      );
      return answer(400, asAlertMessageCode(issue?.message), 'rejected');
    }
    const form = parsed.data;
    const accepted = () =>
      page
        ? outcome(request, reply, 'pending')
        : reply.code(202).send(ok({ status: 'pending', message: text(request, 'pending') }));
    // A bot that filled the honeypot is answered like anyone; nothing is stored or sent.
    if (form.website) {
      request.log.info({ spam: 'honeypot' }, 'subscription ignored');
      return accepted();
    }
    const now = new Date();
    try {
      const { queued, limited } = await store.subscribe(
        {
          email: form.email,
          language: form.language,
          categories: form.categories,
          consent: {
            at: now,
            version: siteOf(request.raw, app.site).manifest.privacyVersion,
            language: ALERT_LANGUAGES[form.language_type] ?? 'zh-hans',
          },
        },
        now,
        limits,
      );
      // The same answer whether the address was new, waiting, confirmed or over a limit: the
      // reply tells no one whether an address subscribed. The log says whether an e-mail was
      // queued (or which limit held it back), no more.
      request.log.info({ queued, limited }, 'subscription received');
      if (limited === 'hourly' && now.getTime() - ceilingWarnedAt >= CEILING_WARN_MS) {
        ceilingWarnedAt = now.getTime();
        request.log.warn(
          { perHour: config.ALERT_CONFIRM_RATE_PER_HOUR },
          'confirmation e-mails held back: ALERT_CONFIRM_RATE_PER_HOUR reached',
        );
      }
      // After the reply: the outbox's first claim (synchronous on SQLite) would otherwise make
      // the answer to a queued subscription slower than the others.
      if (queued) setImmediate(() => void mail?.kick());
    } catch (error) {
      request.log.error({ err: error }, 'subscription could not be stored');
      return answer(503, 'unavailable', 'unavailable');
    }
    return accepted();
  });

  // The button of the page a link opens: its form posts to the page's own address.
  const confirmOrEnd = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const prefix = request.url.startsWith('/en/')
      ? ALERT_PREFIX.en
      : request.url.startsWith('/zh-hant/')
        ? ALERT_PREFIX['zh-hant']
        : '';
    const go = (action: AlertAction) =>
      reply.code(303).header('location', `${prefix}/alerts?action=${action}`).send();
    const limit = await linkLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      return reply
        .code(429)
        .header('retry-after', String(Math.max(1, limit.ttlInSeconds)))
        .send(fail('Too many requests'));
    }
    const token = query.token;
    if (query.action === 'unsubscribe') {
      // Idempotent: a second click, or a token of a subscription gone already, ends the same.
      const removed = isToken(token) ? await store.unsubscribe(token) : false;
      request.log.info({ removed }, 'unsubscribe');
      const body = request.body as Record<string, unknown> | undefined;
      // RFC 8058: the mail client's one-click POST wants a plain success, not a page (some
      // senders leave a line break after the value).
      const oneClick = body?.['List-Unsubscribe'];
      if (typeof oneClick === 'string' && oneClick.trim() === 'One-Click') {
        return reply.code(200).send(ok({}));
      }
      return go('unsubscribed');
    }
    if (query.action === 'confirm') {
      const confirmed = isToken(token)
        ? await store.confirmSubscription(hashToken(token), new Date())
        : false;
      request.log.info({ confirmed }, 'subscription confirmation');
      return go(confirmed ? 'confirmed' : 'invalid');
    }
    return go('invalid');
  };
  // RFC 8058 §3.1: the one-click POST is `application/x-www-form-urlencoded` (the app's
  // formbody) or `multipart/form-data`, parsed here for these routes only, within their limit. A
  // body that is not multipart counts as none: the token in the address is what unsubscribes.
  await app.register(async (links) => {
    links.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: SUBSCRIBE_BODY_LIMIT },
      (request, body, done) => {
        done(null, multipartFields(String(body), request.headers['content-type'] ?? '') ?? {});
      },
    );
    for (const prefix of Object.values(ALERT_PREFIX)) {
      links.post(`${prefix}/alerts`, { bodyLimit: SUBSCRIBE_BODY_LIMIT }, confirmOrEnd);
    }
  });
}
