import { AppError, requestRpc, serviceUnavailable } from '@haat/server-kit';
import { reportTargetRequestSchema, type ReportTarget, type ReportTargetReply, type ReportType } from '@haat/contracts';
import type { ModerationContext } from '../context.ts';

const WHAT = 'The catalog service';

/**
 * The reported item as the catalog has it now (rpc.reportTarget); null when there is no such item.
 * No answer is a 503 for the caller; another refusal keeps the catalog's status and words.
 */
export async function askReportTarget({ nc, subjects }: Pick<ModerationContext, 'nc' | 'subjects'>, type: ReportType, id: string, { timeoutMs = 5000 } = {}): Promise<ReportTarget | null> {
  const request = reportTargetRequestSchema.safeParse({ type, id });
  if (!request.success) return null; // an id the catalog would refuse names no item
  const reply = await requestRpc<ReportTargetReply>(nc, subjects.rpc.reportTarget, request.data, { what: WHAT, timeoutMs });
  if (reply.ok) return reply.target;
  if (reply.status === 404) return null;
  if (reply.status >= 500) throw serviceUnavailable('Service temporarily unavailable', `${WHAT} is not answering right now. Please try again shortly.`);
  throw new AppError(reply.status, reply.error, reply.message);
}

/** For pages that show the item beside its snapshot: null when gone or when the catalog does not answer in time. */
export async function currentReportTarget(ctx: Pick<ModerationContext, 'nc' | 'subjects' | 'logger'>, type: ReportType, id: string): Promise<ReportTarget | null> {
  try {
    return await askReportTarget(ctx, type, id, { timeoutMs: 2000 });
  } catch (err) {
    ctx.logger.warn({ err, type, id }, 'the reported item could not be read now; the report shows its snapshot only');
    return null;
  }
}
