import type { Context, MiddlewareHandler } from 'hono';
import { devOutboxQuerySchema, indianPhoneSchema } from '@haat/contracts';
import { notFound, readQuery, type AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../../context.ts';

/** GET /api/verification/dev-outbox?recipient=&limit=: DEVELOPMENT ONLY, superadmin only; newest first. */
export function getDevOutbox(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const { recipient, limit } = readQuery(c, devOutboxQuerySchema);
    let query = ctx.db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
    if (recipient) query = query.where('recipient', '=', normalisedRecipient(recipient));
    const rows = await query.execute();
    const data = rows.map((r) => ({ id: r.id, _id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() }));
    return c.json({ success: true as const, data, count: data.length });
  };
}

/** Recipients are stored normalised: +91XXXXXXXXXX for phones, lower case for e-mails. */
function normalisedRecipient(raw: string): string {
  const phone = indianPhoneSchema.safeParse(raw);
  return phone.success ? phone.data : raw.toLowerCase();
}

/** The outbox exists only while some channel uses the development adapter; otherwise the path is unknown. */
export function devOutboxAvailable(ctx: VerificationContext): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    if (!ctx.devOutbox) throw notFound('Not found', 'Messages go to real providers; there is no development outbox.');
    await next();
  };
}
