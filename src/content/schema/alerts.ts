/**
 * E-mail alerts for investors (docs/decisions/0018-investor-email-alerts.md): the subscribe
 * form's words (on the documents page and the Investor Relations page), and the `/alerts` page
 * that a link from an e-mail opens, with the words the server says and writes (carried to it in
 * the build's manifest, scripts/lib/prerender/manifest.ts).
 */
import { z } from 'zod';
import {
  ALERT_ACTIONS,
  ALERT_LANGUAGES,
  ALERT_MESSAGE_CODES,
  DOCUMENT_CATEGORIES,
} from '../../../shared/alerts-limits';
import { keyedObject, pageBase, text } from './primitives';

/** The subscribe form. */
export const alertsFormContent = z.strictObject({
  title: text(),
  lead: text(),
  email: text(),
  language: text(),
  languageNames: keyedObject(ALERT_LANGUAGES, text()),
  /** The categories' legend; all are ticked at first. */
  categories: text(),
  categoryNames: keyedObject(DOCUMENT_CATEGORIES, text()),
  /** The consent box; `{privacy}` is the link to the privacy notice. */
  consent: text(),
  privacy: text(),
  /** Label of the honeypot field people never see. */
  honeypot: text(),
  submit: text(),
  messages: keyedObject(ALERT_MESSAGE_CODES, text()),
});
export type AlertsFormContent = z.output<typeof alertsFormContent>;

/** One state of the `/alerts` page: its heading, and the button of a link from an e-mail. */
const alertAction = z.strictObject({ title: text(), lead: text(), button: text().optional() });

/** `/alerts`: confirm or end a subscription, and what came of it. */
export const alertsContent = z.strictObject({
  ...pageBase,
  actions: keyedObject(ALERT_ACTIONS, alertAction),
  /** The link back to the documents. */
  back: text(),
  /** The server's answers to the form (`err`), in this language. */
  messages: keyedObject(ALERT_MESSAGE_CODES, text()),
  /** The e-mails, written in the subscriber's language. */
  mail: z.strictObject({
    confirmSubject: text(),
    /** Lines of the confirmation; `{link}` is the confirm page's address. */
    confirmBody: z.array(text()),
    /** `{count}`: how many new documents. */
    alertSubject: text(),
    alertIntro: text(),
    /** `{language}`: the PDF's language. */
    fileLabel: text(),
    languageNames: keyedObject(ALERT_LANGUAGES, text()),
    categories: keyedObject(DOCUMENT_CATEGORIES, text()),
    unsubscribe: text(),
    footer: text(),
  }),
});
