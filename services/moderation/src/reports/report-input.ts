import type { Context } from 'hono';
import {
  createReportBodySchema, isReportReason, MALFORMED_REQUEST_TEXT, MAX_REPORT_IMAGES, MODERATION_TEXTS, REPORT_TEXTS, reportReviewBodySchema, reportTypes,
  type ReportType,
} from '@haat/contracts';
import { badRequest, isUuid } from '@haat/server-kit';
import { filesOf, isMultipart, readMultipart, textFields } from '@haat/images';

/** A report as filed: `itemId` null when the id cannot name anything (then the item is not found). */
export type ReportFields = { type: ReportType; itemId: string | null; reason: string; description: string };

/** The text fields and evidence files of POST /api/reports: JSON, or multipart/form-data with repeated `images`. */
export async function readReportInput(c: Context, maxFileBytes: number): Promise<{ fields: Record<string, unknown>; files: File[] }> {
  if (isMultipart(c)) {
    const fields = await readMultipart(c, maxFileBytes, { maxFiles: MAX_REPORT_IMAGES });
    return { fields: textFields(fields), files: filesOf(fields['images']) };
  }
  return { fields: await readJsonObject(c), files: [] };
}

/** A JSON object body (fields are checked by the caller, in its own order). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest(MALFORMED_REQUEST_TEXT);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest(MALFORMED_REQUEST_TEXT);
  return raw as Record<string, unknown>;
}

const reasonOf = (raw: Record<string, unknown>) => (typeof raw['reason'] === 'string' ? raw['reason'].trim() : '');

/** No item named at all: absent, empty, or not text. */
const itemMissing = (item: unknown) => typeof item !== 'string' || item.trim() === '';

/**
 * The report's fields, refused in the order the dialog's texts expect: a missing reason first, then
 * an unknown type or reason, then anything else wrong (no item named, a description too long). An
 * id that names nothing is not refused here: it is a 404 once the images have been checked.
 */
export function checkReportFields(raw: Record<string, unknown>): ReportFields {
  if (!reasonOf(raw)) throw badRequest(REPORT_TEXTS.reasonRequired);
  const type = raw['reportType'];
  if (typeof type !== 'string' || !(reportTypes as readonly string[]).includes(type)) throw badRequest(MODERATION_TEXTS.unknownType);
  if (!isReportReason(type as ReportType, reasonOf(raw))) throw badRequest(MODERATION_TEXTS.unknownReason);
  if (itemMissing(raw['reportedItem'])) throw badRequest(MODERATION_TEXTS.itemRequired);
  const parsed = createReportBodySchema.safeParse(raw);
  if (parsed.success) return { type: parsed.data.reportType, itemId: parsed.data.reportedItem, reason: parsed.data.reason, description: parsed.data.description };
  // Worded as server-kit words a schema's refusal (errorReply).
  const other = parsed.error.issues.find((issue) => issue.path[0] !== 'reportedItem');
  if (other) throw badRequest(other.message, other.path.length > 0 ? `${other.path.join('.')}: ${other.message}` : other.message);
  return { type: type as ReportType, itemId: null, reason: reasonOf(raw), description: '' };
}

/** POST /api/reviews/:id/report {reason, description?}: the same order of refusals. */
export function checkReviewReportFields(raw: Record<string, unknown>, reviewId: string): ReportFields {
  if (!reasonOf(raw)) throw badRequest(REPORT_TEXTS.reasonRequired);
  const body = reportReviewBodySchema.parse(raw);
  return { type: 'review', itemId: isUuid(reviewId) ? reviewId : null, reason: body.reason, description: body.description };
}

export function assertImageCount(files: File[]): void {
  if (files.length > MAX_REPORT_IMAGES) throw badRequest(REPORT_TEXTS.tooManyImages);
}
