import type { Kysely } from 'kysely';
import type { StoreVerification } from '@haat/contracts';
import { imageKeyOf } from '@haat/images';
import type { CatalogDatabase } from '../database.ts';
import type { ImageTables } from '../images/images.table.ts';
import type { StoreRow } from './stores.table.ts';

/** A store's verification request in the reply shape; the reason only while rejected. */
export const toVerification = (row: StoreRow): StoreVerification => ({
  storeId: row.id,
  status: row.verification_status,
  submittedAt: row.verification_requested_at?.toISOString() ?? null,
  documents: row.verification_documents,
  note: row.verification_note,
  rejectionReason: row.verification_status === 'rejected' ? row.verification_rejection_reason : '',
});

/**
 * The documents that are not the seller's own identity documents uploaded through POST /api/images
 * (preset 'document': a link elsewhere proves nothing, and another person's document is not theirs).
 */
export async function documentsNotUploaded(db: Kysely<CatalogDatabase>, urls: readonly string[], ownerId: string): Promise<string[]> {
  if (urls.length === 0) return [];
  const keys = urls.map((url) => imageKeyOf(url)).filter((key) => key !== null);
  const rows = keys.length === 0 ? [] : await db.withTables<ImageTables>().selectFrom('images').select('key')
    .where('key', 'in', keys).where('preset', '=', 'document').where('uploaded_by', '=', ownerId)
    .execute();
  const stored = new Set(rows.map((row) => row.key));
  return urls.filter((url) => !stored.has(imageKeyOf(url) ?? ''));
}
