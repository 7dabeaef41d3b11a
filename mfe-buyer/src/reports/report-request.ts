import { MAX_REPORT_IMAGES, type ReportType } from '@haat/contracts/report-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

export type ReportInput = { reportType: ReportType; reportedItem: string; reason: string; description: string; images: readonly File[] };
type ReportFields = { reportType: ReportType; reportedItem: string; reason: string; description: string };

/** What stops a report being sent (spec §5), or null: a reason is required, at most 5 images. */
export function reportFormError({ reason, imageCount }: { reason: string; imageCount: number }): string | null {
  if (!reason.trim()) return translate(messages, 'reports.reasonRequired');
  if (imageCount > MAX_REPORT_IMAGES) return translate(messages, 'reports.tooManyImages', { count: MAX_REPORT_IMAGES });
  return null;
}

/**
 * The body of POST /reports (spec §7): JSON without pictures; with them, multipart/form-data with
 * the same text fields and one repeated `images` field per (already compressed) picture.
 */
export function reportRequestBody({ images, ...input }: ReportInput): FormData | ReportFields {
  const fields: ReportFields = { reportType: input.reportType, reportedItem: input.reportedItem, reason: input.reason, description: input.description.trim() };
  if (images.length === 0) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images) form.append('images', image, image.name);
  return form;
}
