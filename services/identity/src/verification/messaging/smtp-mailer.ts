import { createTransport } from 'nodemailer';
import { DeliveryError, type EmailMessage, type MessageAdapter } from './outgoing-message.ts';

type SmtpFailure = Error & { code?: string; responseCode?: number };

/** RFC 5321: 5xx replies are final (503 is a sequence error, worth a fresh connection); a refused login will not fix itself. */
function isPermanent(err: SmtpFailure): boolean {
  const code = err.responseCode ?? 0;
  return (code >= 500 && code < 600 && code !== 503) || err.code === 'EAUTH' || err.code === 'ENOAUTH';
}

/** Sends e-mail through any SMTP server (SMTP_URL such as smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer({ url, from, timeoutMs = 15_000 }: { url: string; from: string; timeoutMs?: number }): MessageAdapter<EmailMessage> {
  const transport = createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs * 2 });
  return {
    name: 'smtp',
    async send(message, key) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          // A stable Message-ID: a retried send is recognisable as the same message downstream.
          messageId: `<${key}@haat.identity>`,
        });
      } catch (err) {
        const failure = err as SmtpFailure;
        throw new DeliveryError(`SMTP delivery failed: ${failure.message}`, { permanent: isPermanent(failure) });
      }
    },
    async close() {
      transport.close();
    },
  };
}
