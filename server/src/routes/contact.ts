import type {} from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  asContactErrorCode,
  type ContactMessageCode,
  ContactSchema,
  MIN_FILL_MS,
} from '../../../shared/contact';
import { fail, ok } from '../../../shared/envelope';
import { clientKey } from '../client-key';
import type { Config } from '../config';
import type { Outbox } from '../mail/outbox';
import { answerError, statusOf } from '../plugins/http';
import { siteOf } from '../site';
import type { Store } from '../store';

/** docs/design.md#endpoints: bodies over 16 KB are refused with 413. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

/** The visitor-facing message `code` in the request's language, from its release's words. */
export function contactText(request: FastifyRequest, code: ContactMessageCode): string {
  const { messages } = siteOf(request.raw, request.server.site).manifest.contact;
  return messages[requestLanguage(request) as 0 | 1 | 2][code];
}

/** `language_type` of a request (body or query), for the language of `err`; 0 when absent. */
export function requestLanguage(request: FastifyRequest): number {
  // Only a number or a string counts: Number() of an arbitrary object can throw.
  const from = (source: unknown) => {
    const value =
      source && typeof source === 'object'
        ? (source as Record<string, unknown>).language_type
        : undefined;
    return typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  };
  const value = [from(request.body), from(request.query)].find(
    (n) => n === 0 || n === 1 || n === 2,
  );
  return value ?? 0;
}

interface ContactRouteOptions {
  config: Config;
  store: Store;
  outbox: Outbox | null;
}

/**
 * `POST /api/contact` (docs/design.md#endpoints): validate with the shared schema, rate-limit per
 * client address, take honeypot or too-fast submissions for spam (answered like a success, stored
 * flagged), commit the message (and its e-mail) before answering 201.
 */
export async function contactRoutes(
  app: FastifyInstance,
  { config, store, outbox }: ContactRouteOptions,
) {
  const limits = [
    app.createRateLimit({
      max: config.CONTACT_RATE_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `contact-minute:${clientKey(request.ip)}`,
    }),
    app.createRateLimit({
      max: config.CONTACT_RATE_PER_DAY,
      timeWindow: 86_400_000,
      keyGenerator: (request) => `contact-day:${clientKey(request.ip)}`,
    }),
  ];

  // What Fastify refuses before the handler runs (a body too large, of another type, or not
  // JSON) is answered in the form's words too; anything else as every other route answers it.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    const code =
      status === 413
        ? 'too_large'
        : status === 415
          ? 'unsupported'
          : status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'invalid'
            : undefined;
    if (!code) return answerError(error, request, reply);
    return reply.code(status).send(fail(contactText(request, code)));
  });

  app.post('/api/contact', { bodyLimit: CONTACT_BODY_LIMIT }, async (request, reply) => {
    for (const check of limits) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, limit.ttlInSeconds)))
          .send(fail(contactText(request, 'rate_limited')));
      }
    }

    // Only the two encodings of docs/design.md#endpoints (Fastify would also parse text/plain).
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
      return reply.code(415).send(fail(contactText(request, 'unsupported')));
    }
    const parsed = ContactSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      request.log.info({ field: issue?.path.join('.'), code: issue?.message }, 'contact rejected');
      return reply.code(400).send(fail(contactText(request, asContactErrorCode(issue?.message))));
    }
    const message = parsed.data;
    const spamReason = message.website
      ? 'honeypot'
      : message.started_at !== undefined && Date.now() - message.started_at < MIN_FILL_MS
        ? 'too-fast'
        : null;

    // The consent box is required by the schema: the visitor agreed, now, to the notice of the
    // release that served this request.
    const consent = {
      at: new Date(),
      version: siteOf(request.raw, app.site).manifest.privacyVersion,
    };
    let id: number;
    try {
      ({ id } = await store.insertMessage({
        name: message.name,
        phone: message.phone,
        email: message.email,
        appeal: message.appeal,
        suggest: message.suggest,
        languageType: message.language_type,
        webType: null,
        spamReason,
        consent,
        notify: outbox !== null && spamReason === null,
      }));
    } catch (error) {
      request.log.error({ err: error }, 'contact message could not be stored');
      return reply.code(503).send(fail(contactText(request, 'unavailable')));
    }
    // Personal data stays out of the logs: only the id and the spam verdict.
    request.log.info({ messageId: id, spam: spamReason }, 'contact message stored');
    if (spamReason === null) outbox?.kick();
    return reply.code(201).send(ok({ id }));
  });
}
