import type { MailStatus, OutboxItem, StoredMessage } from './types';

/** A joined contact_messages + mail_outbox row as both databases return it. */
export interface MessageRow {
  id: number | string;
  created_at: number | string;
  name: string;
  phone: string;
  email: string;
  appeal: string;
  suggest: string;
  language_type: number;
  web_type: number | null;
  spam_reason: string | null;
  consent_at: number | string | null;
  consent_version: string | null;
  mail_status?: string | null;
  mail_attempts?: number | null;
  mail_last_error?: string | null;
  mail_sent_at?: number | string | null;
  outbox_id?: number | string;
}

export const SELECT_MESSAGES = `
  SELECT m.*, o.status AS mail_status, o.attempts AS mail_attempts,
         o.last_error AS mail_last_error, o.sent_at AS mail_sent_at
  FROM contact_messages m LEFT JOIN mail_outbox o ON o.message_id = m.id`;

export function toMessage(row: MessageRow): StoredMessage {
  return {
    id: Number(row.id),
    createdAt: new Date(Number(row.created_at)),
    name: row.name,
    phone: row.phone,
    email: row.email,
    appeal: row.appeal,
    suggest: row.suggest,
    languageType: row.language_type,
    webType: row.web_type,
    spamReason: row.spam_reason,
    consent:
      row.consent_at === null || row.consent_version === null
        ? null
        : { at: new Date(Number(row.consent_at)), version: row.consent_version },
    mail: row.mail_status
      ? {
          status: row.mail_status as MailStatus,
          attempts: row.mail_attempts ?? 0,
          lastError: row.mail_last_error ?? null,
          sentAt: row.mail_sent_at ? new Date(Number(row.mail_sent_at)) : null,
        }
      : null,
  };
}

export function toOutboxItem(row: MessageRow): OutboxItem {
  const { mail: _mail, ...message } = toMessage(row);
  return {
    id: Number(row.outbox_id),
    messageId: message.id,
    attempts: row.mail_attempts ?? 0,
    message,
  };
}
