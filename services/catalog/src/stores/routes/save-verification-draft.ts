import type { Context } from 'hono';
import { submitVerificationBodySchema } from '@haat/contracts';
import { badRequest, conflict, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { findStoreOfOwner, saveVerificationDraft as saveDraft } from '../store-repository.ts';
import { documentsNotUploaded, toVerification } from '../store-verification.ts';

/**
 * PUT /api/stores/me/verification (seller): keeps the documents and note of the caller's next
 * verification request on the server as they are added or removed, so a reload or another device
 * continues where the seller left off. The documents are the seller's own identity documents
 * uploaded through POST /api/images (private images, like the request's). Refused once a request
 * is pending or the store is verified (409).
 */
export function saveVerificationDraft({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, submitVerificationBodySchema);
    const store = await findStoreOfOwner(db, user.id);
    if (!store) throw notFound('Store not found', 'Open your store before asking for verification.');
    const [stranger] = await documentsNotUploaded(db, body.documents, user.id);
    if (stranger !== undefined) throw badRequest('Upload your documents through Haat', `documents: ${stranger} is not an image uploaded to Haat`);

    const row = await saveDraft(db, user.id, body);
    if (!row) {
      throw store.verification_status === 'verified'
        ? conflict('Your store is already verified')
        : conflict('A verification request is already pending', 'Your store\'s verification request is being reviewed.');
    }
    return c.json({ success: true, message: 'Verification draft saved', data: toVerification(row) });
  };
}
