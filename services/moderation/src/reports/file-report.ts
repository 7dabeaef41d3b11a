import type { PreparedImage } from '@haat/images';
import { MODERATION_TEXTS, REPORT_TEXTS, REVIEW_TEXTS, type Report } from '@haat/contracts';
import { conflict, forbidden, isUniqueViolation, notFound, type AuthUser } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';
import type { ReportFields } from './report-input.ts';
import type { ReportEvidence } from './report-evidence.ts';
import { toReport } from './report-mapper.ts';
import { findReport, hasOpenReport, insertReport, ONE_OPEN_PER_REPORTER } from './report-repository.ts';
import { askReportTarget } from './report-target-client.ts';

// The web client shows its own 'You have already reported this item.' when the error contains this.
const alreadyReported = () => conflict(REVIEW_TEXTS.alreadyReported, REPORT_TEXTS.alreadyReported);

/**
 * Files a checked report (fields and evidence already validated): the item must exist and be
 * visible to buyers, must not be the reporter's own review or store, and the reporter must have no
 * open report on it. The snapshot is taken from the catalog now. Nothing is stored on a refusal;
 * the images are stored in the report's transaction, after its row took the one-open-report index.
 */
export async function fileReport(ctx: ModerationContext, evidence: ReportEvidence, { user, fields, images, notFoundText = MODERATION_TEXTS.itemNotFound }: {
  user: AuthUser;
  fields: ReportFields;
  images: PreparedImage[];
  notFoundText?: string;
}): Promise<Report> {
  const target = fields.itemId === null ? null : await askReportTarget(ctx, fields.type, fields.itemId);
  // An item buyers cannot see (a closed store, an ended offer, a review of a closed store) is not there for them to report.
  if (!target?.visible) throw notFound(notFoundText);
  if (fields.type === 'review' && target.authorId === user.id) throw forbidden(REPORT_TEXTS.ownReview);
  if (fields.type !== 'review' && target.storeOwnerId === user.id) throw forbidden(MODERATION_TEXTS.ownStore);
  if (await hasOpenReport(ctx.db, user.id, target.type, target.id)) throw alreadyReported();

  let id: string;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const row = await insertReport(trx, {
        type: target.type, itemId: target.id, reason: fields.reason, description: fields.description,
        imageKeys: [], reporter: { id: user.id, name: user.name }, snapshot: target,
      });
      if (images.length > 0) {
        const keys = await evidence.store(trx, images);
        await trx.updateTable('reports').set({ images: JSON.stringify(keys) }).where('id', '=', row.id).execute();
      }
      return row.id;
    });
  } catch (err) {
    // The same reporter twice at once: the partial unique index lets one through.
    if (isUniqueViolation(err, ONE_OPEN_PER_REPORTER)) throw alreadyReported();
    throw err;
  }
  const row = await findReport(ctx.db, id);
  if (!row) throw notFound(MODERATION_TEXTS.reportNotFound); // deleted by an admin in the meantime
  return toReport(row, row.reporter_count);
}
