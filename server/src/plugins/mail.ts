/**
 * E-mail: the contact form and its outbox to staff, the investor alerts (subscriptions, their
 * confirmations and the documents each release adds). Each outbox stops on close, after the
 * requests in flight and before the store closes.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { type AlertMailOptions, announceRelease, startAlertMail } from '../mail/alerts';
import { type OutboxOptions, startOutbox } from '../mail/outbox';
import { alertRoutes } from '../routes/alerts';
import { CONTACT_BODY_LIMIT, contactRoutes } from '../routes/contact';
import type { LoadedSite } from '../site';

type Timings = 'pollMs' | 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts';

export interface MailPluginOptions {
  config: Config;
  /** The contact outbox's timings (tests make them short). */
  outbox?: Pick<OutboxOptions, Timings>;
  /** The alerts outbox's timings (tests make them short). */
  alertMail?: Pick<AlertMailOptions, Timings>;
}

/** Uses the store and the site (their plugins come first). */
export async function mailPlugin(app: FastifyInstance, options: MailPluginOptions) {
  const { config } = options;
  const { store, site } = app;
  const outbox =
    config.SMTP_URL && config.CONTACT_NOTIFY_TO
      ? startOutbox(
          store,
          {
            smtpUrl: config.SMTP_URL,
            to: config.CONTACT_NOTIFY_TO,
            words: () => site.current.manifest.contact,
            ...options.outbox,
          },
          app.log,
        )
      : null;
  // E-mail alerts are offered only with SMTP_URL (docs/decisions/0018-investor-email-alerts.md).
  const alertMail = config.SMTP_URL
    ? startAlertMail(
        store,
        {
          smtpUrl: config.SMTP_URL,
          from: config.ALERT_FROM ?? `noreply@${new URL(config.SITE_URL).hostname}`,
          siteUrl: config.SITE_URL,
          ratePerMinute: config.ALERT_RATE_PER_MINUTE,
          words: () => site.current.manifest.alerts,
          ...options.alertMail,
        },
        app.log,
      )
    : null;
  // Each release served announces the documents it adds (once, ever, across instances); the
  // reload it follows is not held up by it.
  let announcing: Promise<unknown> = Promise.resolve();
  const announce = (loaded: LoadedSite) => {
    announcing = announcing
      .then(() => announceRelease(store, loaded, app.log))
      .then((announced) => {
        if (announced?.recipients) void alertMail?.kick();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'announcing documents failed'));
  };
  announce(site.current);
  site.onLoaded(announce);
  app.addHook('onClose', async () => {
    await announcing;
    await alertMail?.stop();
    await outbox?.stop();
  });

  // The forms without JavaScript post form-encoded.
  await app.register(formbody, { bodyLimit: CONTACT_BODY_LIMIT });
  await app.register(contactRoutes, { config, store, outbox });
  await app.register(alertRoutes, { config, store, mail: alertMail });
}
