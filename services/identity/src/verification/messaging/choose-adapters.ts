import type { Kysely } from 'kysely';
import type { VerificationSettings } from '../verification-config.ts';
import type { VerificationDatabase } from '../verification.table.ts';
import { createDevOutbox } from './dev-outbox.ts';
import { createMsg91Sms } from './msg91.ts';
import type { EmailMessage, MessageAdapter, SmsMessage } from './outgoing-message.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type MessageAdapters = { email: MessageAdapter<EmailMessage>; sms: MessageAdapter<SmsMessage> };

/**
 * SMTP when SMTP_URL is set, MSG91 when SMS_PROVIDER=msg91; otherwise the development outbox. The
 * outbox keeps codes and links readable, so production refuses to start without real providers.
 */
export function chooseMessageAdapters(settings: VerificationSettings, { db, nodeEnv }: { db: Kysely<VerificationDatabase>; nodeEnv: string }): MessageAdapters {
  const email = settings.SMTP_URL ? createSmtpMailer({ url: settings.SMTP_URL, from: settings.MAIL_FROM }) : createDevOutbox<EmailMessage>(db);
  let sms: MessageAdapter<SmsMessage>;
  if (settings.SMS_PROVIDER === 'msg91') {
    if (!settings.SMS_API_KEY || !settings.SMS_TEMPLATE_ID) throw new Error('SMS_PROVIDER=msg91 needs SMS_API_KEY and SMS_TEMPLATE_ID');
    sms = createMsg91Sms({ apiUrl: settings.SMS_API_URL, authKey: settings.SMS_API_KEY, templateId: settings.SMS_TEMPLATE_ID });
  } else {
    sms = createDevOutbox<SmsMessage>(db);
  }
  if (nodeEnv === 'production' && (email.name === 'development' || sms.name === 'development')) {
    throw new Error('In production set SMTP_URL and SMS_PROVIDER=msg91: the development outbox keeps codes and links in clear');
  }
  return { email, sms };
}

/** Whether any channel writes to the development outbox (only then is GET /dev-outbox served). */
export const usesDevOutbox = (adapters: MessageAdapters) => adapters.email.name === 'development' || adapters.sms.name === 'development';
