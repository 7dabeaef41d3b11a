import type { Kysely } from 'kysely';
import type { StoreVerification } from '@haat/contracts';
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

/** The last path segment of an image URL: the stored object's key (a content hash). */
const keyOf = (url: string): string => url.split(/[?#]/)[0]!.split('/').at(-1) ?? '';

/** The documents that are not images stored by the image service (a link elsewhere proves nothing). */
export async function documentsNotUploaded(db: Kysely<CatalogDatabase>, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const keys = urls.map(keyOf);
  const rows = await db.withTables<ImageTables>().selectFrom('images').select('key').where('key', 'in', keys).execute();
  const stored = new Set(rows.map((row) => row.key));
  return urls.filter((url) => !stored.has(keyOf(url)));
}
