import type { MessageRow } from './database';
import type { MailStatus, OutboxItem, StoredMessage } from './types';

/** A contact_messages row with its mail_outbox row's state (messages.ts, `selectMessages`). */
export interface MessageWithMailRow extends MessageRow {
  mail_status: string | null;
  mail_attempts: number | null;
  mail_last_error: string | null;
  mail_sent_at: number | null;
  outbox_id?: number | null;
}

export function toMessage(row: MessageWithMailRow): StoredMessage {
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

export function toOutboxItem(row: MessageWithMailRow): OutboxItem {
  const { mail: _mail, ...message } = toMessage(row);
  return {
    id: Number(row.outbox_id),
    messageId: message.id,
    attempts: row.mail_attempts ?? 0,
    message,
  };
}
