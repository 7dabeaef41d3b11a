import type { Context } from 'hono';
import { submitVerificationBodySchema, type StoreVerification } from '@haat/contracts';
import { conflict, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { findStoreOfOwner, requestVerification } from '../store-repository.ts';
import type { StoreRow } from '../stores.table.ts';

const toVerification = (row: StoreRow): StoreVerification => ({
  storeId: row.id,
  status: row.verification_status,
  submittedAt: (row.verification_requested_at ?? row.updated_at).toISOString(),
  documents: row.verification_documents,
  note: row.verification_note,
});

/**
 * POST /api/stores/me/submit-verification (seller): asks for the caller's store to be verified.
 * The body (optional document image URLs and a note) may be empty. One request at a time.
 */
export function submitVerification({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, submitVerificationBodySchema, { optional: true });
    const row = await requestVerification(db, user.id, body);
    if (!row) {
      const store = await findStoreOfOwner(db, user.id);
      if (!store) throw notFound('Store not found', 'Open your store before asking for verification.');
      if (store.verification_status === 'verified') throw conflict('Your store is already verified');
      throw conflict('A verification request is already pending', 'Your store\'s verification request is being reviewed.');
    }
    return c.json({ success: true, message: 'Verification request submitted', data: toVerification(row) }, 201);
  };
}
