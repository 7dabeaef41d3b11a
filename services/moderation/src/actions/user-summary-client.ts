import { AppError, requestRpc } from '@haat/server-kit';
import type { UserSummary, UserSummaryReply } from '@haat/contracts';
import type { ModerationContext } from '../context.ts';

/** A user as identity has them now (rpc.userSummary); null when there is no such account. No answer is a 503. */
export async function askUserSummary({ nc, subjects }: Pick<ModerationContext, 'nc' | 'subjects'>, userId: string): Promise<UserSummary | null> {
  const reply = await requestRpc<UserSummaryReply>(nc, subjects.rpc.userSummary, { userId }, { what: 'The accounts service' });
  if (reply.ok) return reply.user;
  if (reply.status === 404) return null;
  throw new AppError(reply.status, reply.error, reply.message);
}
