import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ALERT_LANGUAGES,
  ALERT_PREFIX,
  type AlertAction,
  type AlertMessageCode,
  asAlertMessageCode,
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
 *   it: then the answer is a redirect to the outcome's page);
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
      const { queued } = await store.subscribe(
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
        CONFIRM_RESEND_MS,
      );
      // The same answer whether the address was new, waiting or confirmed: the reply tells no
      // one whether an address subscribed. The log says whether an e-mail was queued, no more.
      request.log.info({ queued }, 'subscription received');
      if (queued) mail?.kick();
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
      // RFC 8058: the mail client's one-click POST wants a plain success, not a page.
      if (body && body['List-Unsubscribe'] === 'One-Click') return reply.code(200).send(ok({}));
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
  for (const prefix of Object.values(ALERT_PREFIX)) {
    app.post(`${prefix}/alerts`, { bodyLimit: SUBSCRIBE_BODY_LIMIT }, confirmOrEnd);
  }
}
