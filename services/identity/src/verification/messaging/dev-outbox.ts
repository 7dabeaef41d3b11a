import type { Kysely } from 'kysely';
import type { VerificationDatabase } from '../verification.table.ts';
import type { MessageAdapter, OutgoingMessage } from './outgoing-message.ts';

/**
 * DEVELOPMENT ONLY. Stands in for SMTP or an SMS provider when none is configured: every message
 * becomes a row of `outbox_messages`, which the superadmin (and the end-to-end suite) can read at
 * GET /api/verification/dev-outbox. It stores codes and links in clear, so production refuses it.
 */
export function createDevOutbox<M extends OutgoingMessage>(db: Kysely<VerificationDatabase>): MessageAdapter<M> {
  return {
    name: 'development',
    async send(message, key) {
      await db
        .insertInto('outbox_messages')
        .values({ message_key: key, channel: message.channel, recipient: message.to, subject: message.channel === 'email' ? message.subject : null, body: message.text })
        .onConflict((oc) => oc.column('message_key').doNothing())
        .execute();
    },
    async close() {},
  };
}
