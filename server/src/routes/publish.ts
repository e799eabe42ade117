/**
 * `POST /api/publish` (the git host's push webhook) and `GET /api/publish/status`
 * (docs/design.md#publishing-and-releases). Both answer 404 while PUBLISH_WEBHOOK_SECRET is unset,
 * as if they did not exist.
 */
import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../../shared/envelope';
import type { Config } from '../config';
import { createDeliveryMemory } from '../publish/deliveries';
import { createPublishQueue } from '../publish/queue';
import {
  currentRelease,
  listReleases,
  readLastAttempt,
  readReleaseInfo,
} from '../publish/releases';
import { gitPublishRunner, type PublishRunner } from '../publish/runner';
import {
  deliveryId,
  hasSignatureHeader,
  type Push,
  parsePush,
  verifyBearer,
  verifyWebhook,
} from '../publish/webhook';
import type { SiteHolder } from '../site';

/** Push payloads are small; GitHub caps them at 25 MB, a content push is far below this. */
const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;

export interface PublishRouteOptions {
  config: Config;
  site: SiteHolder;
  /** Replaces the git pull + publish CLI (tests). */
  runner?: PublishRunner;
}

export const publishRoutes: FastifyPluginAsync<PublishRouteOptions> = async (app, options) => {
  const { config, site } = options;
  const secret = config.PUBLISH_WEBHOOK_SECRET;
  const releasesDir = resolve(config.RELEASES_DIR ?? 'releases');
  const runner = options.runner ?? gitPublishRunner(config, releasesDir, app.log);
  if (secret && !site.releasesDir) {
    app.log.warn(
      { releases: releasesDir },
      'PUBLISH_WEBHOOK_SECRET is set but RELEASES_DIR is not: pushes publish into the releases folder while this server keeps serving DIST_DIR',
    );
  }
  // Closing the server stops a running publish (its whole process group, see runner.ts)
  // instead of leaving it to finish unwatched and signal a server that is gone.
  const closing = new AbortController();
  // The commit the running publish publishes: first the newest pushed one (the pull gets it or
  // a newer one), then what the runner actually pulled. Undefined while nothing runs.
  let newestPushed: string | undefined;
  let building: string | undefined;
  // The pushed commits a publish takes care of, so that a push of one again runs nothing:
  // `covered`, those of the running publish (pushed before it started, so its pull gets them or
  // newer ones, and the one it pulled); `waiting`, those pushed since, for the queued run (and
  // whether a push without a commit waits too, which no commit can stand for).
  let covered = new Set<string>();
  let waiting = new Set<string>();
  let waitingUnnamed = false;
  const queue = createPublishQueue(
    async () => {
      if (closing.signal.aborted) return;
      building = newestPushed;
      covered = waiting;
      waiting = new Set();
      waitingUnnamed = false;
      try {
        await runner({
          signal: closing.signal,
          building: (commit) => {
            building = commit;
            covered.add(commit);
            // The pushes queued meanwhile were all of the commit just pulled (their webhook came
            // before the pull): the queued run would pull and publish it again.
            if (!waitingUnnamed && waiting.size === 1 && waiting.has(commit)) {
              waiting.clear();
              queue.cancelQueued();
            }
          },
        });
      } finally {
        building = undefined;
        covered = new Set();
      }
    },
    (error) => app.log.error({ err: error }, 'publish run failed'),
  );
  const deliveries = createDeliveryMemory();
  /**
   * Why this push changes nothing (it was received already, or its commit is published, being
   * published or queued to be).
   */
  const duplicate = (host: string, delivery: string | undefined, push: Push) => {
    if (delivery && deliveries.seen(`${host}:${delivery}`)) {
      return `delivery ${delivery} was received already`;
    }
    if (push.after && covered.has(push.after)) return `commit ${push.after} is being published`;
    if (push.after && waiting.has(push.after)) {
      return `commit ${push.after} is queued to be published`;
    }
    const live = currentRelease(releasesDir);
    if (push.after && live && readReleaseInfo(releasesDir, live)?.commit === push.after) {
      return `commit ${push.after} is live already (${live})`;
    }
    return undefined;
  };
  app.addHook('onClose', async () => {
    closing.abort();
    // The runner stops within its kill grace period; a hung e-mail must not hold the close.
    await Promise.race([queue.idle(), new Promise((r) => setTimeout(r, 30_000).unref())]);
  });
  // The HMAC is over the exact bytes sent: this context keeps every body as a raw Buffer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  app.post(
    '/api/publish',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      // Before the body is read: nothing is buffered while the webhook is off, or for a request
      // that carries no signature header (the connection closes on the unread body).
      onRequest: async (request, reply) => {
        if (!secret) return reply.code(404).header('connection', 'close').send(fail('Not found'));
        if (!hasSignatureHeader(request.headers)) {
          request.log.warn('publish webhook: no signature header');
          return reply.code(401).header('connection', 'close').send(fail('Invalid signature'));
        }
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // onRequest answered 404 while no secret is set.
      const host = verifyWebhook(request.headers, body, secret as string);
      if (!host) {
        request.log.warn('publish webhook: missing or wrong signature');
        return reply.code(401).send(fail('Invalid signature'));
      }
      let push: Push;
      try {
        push = parsePush(body, request.headers['content-type']);
      } catch {
        return reply.code(400).send(fail('The body is not a push payload'));
      }
      const { ref, after } = push;
      const wanted = `refs/heads/${config.PUBLISH_BRANCH}`;
      if (ref !== wanted) {
        request.log.info({ host, ref }, 'publish webhook: ignored');
        return reply
          .code(202)
          .send(ok({ accepted: false, reason: ref ? `not ${wanted}` : 'not a push event' }));
      }
      // A repeated delivery runs nothing: the host retrying, a "Redeliver", or a captured
      // signed request replayed (with its delivery id, or with a new one: only the body is
      // signed). Answered 200, a success for the host, so that it does not retry either.
      const delivery = deliveryId(request.headers, host);
      const reason = duplicate(host, delivery, push);
      if (reason) {
        request.log.info({ host, ref, after, delivery, reason }, 'publish webhook: duplicate');
        return reply.code(200).send(ok({ accepted: false, duplicate: true, reason }));
      }
      if (after) {
        newestPushed = after;
        waiting.add(after);
      } else {
        waitingUnnamed = true;
      }
      const queued = queue.request();
      request.log.info({ host, ref, after, delivery, queued }, 'publish webhook: accepted');
      return reply.code(202).send(ok({ accepted: true, queued }));
    },
  );

  // Limited like the webhook: a token guesser gets 60 tries a minute per address.
  app.get(
    '/api/publish/status',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (!secret) return reply.code(404).send(fail('Not found'));
      if (!verifyBearer(request.headers, secret)) {
        return reply.code(401).send(fail('Invalid token'));
      }
      const live = currentRelease(releasesDir);
      return ok({
        /** What this server answers with now. */
        serving: site.current.id,
        /** What `current` points at on disk (differs from `serving` only while switching). */
        current: live ?? null,
        releases: listReleases(releasesDir)
          .reverse()
          .map((id) => ({ ...(readReleaseInfo(releasesDir, id) ?? { id }), live: id === live })),
        lastAttempt: readLastAttempt(releasesDir) ?? null,
        running: queue.running,
        /** The commit the running publish publishes, once known. */
        building: building ?? null,
        pending: queue.pending,
      });
    },
  );
};
