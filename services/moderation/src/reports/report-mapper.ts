import type { Report } from '@haat/contracts';
import { SOURCE_LANGUAGE, translateText } from '@haat/server-kit';
import type { ReportRow } from './reports.table.ts';

/** Where an evidence image is served: to superadmins and the reporter only (GET /api/reports/:id/images/:key). */
export const reportImageUrl = (reportId: string, key: string) => `/api/reports/${reportId}/images/${key}`;

/**
 * A row → the contract's Report; `reporterCount` is the open reports on its item. A review's title is
 * our words around its author's name ('Review by Priya'), put into the reader's language; a store's
 * or product's title is its name, as entered.
 */
export function toReport(row: ReportRow, reporterCount: number, language: string = SOURCE_LANGUAGE): Report {
  return {
    _id: row.id,
    id: row.id,
    reportType: row.report_type,
    reportedItem: row.item_id,
    reason: row.reason,
    description: row.description,
    images: row.images.map((key) => reportImageUrl(row.id, key)),
    status: row.status,
    note: row.note,
    reporter: { id: row.reporter_id, name: row.reporter_name },
    reporterCount,
    itemTitle: row.report_type === 'review' ? translateText(row.item_title, language) : row.item_title,
    storeName: row.store_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    reviewedBy: row.reviewed_by_id ? { id: row.reviewed_by_id, name: row.reviewed_by_name ?? '' } : null,
  };
}
