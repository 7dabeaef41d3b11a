import type { Context } from 'hono';
import { submitVerificationBodySchema, VERIFICATION_TEXTS } from '@haat/contracts';
import { badRequest, conflict, forbidden, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { hasVerifiedPhone } from '../phone-verified.ts';
import { findStoreOfOwner, requestVerification } from '../store-repository.ts';
import { documentsNotUploaded, toVerification } from '../store-verification.ts';

/**
 * POST /api/stores/me/submit-verification (seller): asks for the caller's store to be verified.
 * Needs at least one identity document (an image uploaded through POST /api/images first) and a
 * phone verified with a one-time code (asked of identity). One request at a time; a rejected
 * store may ask again.
 */
export function submitVerification(ctx: CatalogContext) {
  const { db } = ctx;
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, submitVerificationBodySchema, { optional: true });
    const store = await findStoreOfOwner(db, user.id);
    if (!store) throw notFound('Store not found', 'Open your store before asking for verification.');
    if (store.verification_status === 'verified') throw conflict('Your store is already verified');
    if (store.verification_status === 'pending') throw conflict('A verification request is already pending', 'Your store\'s verification request is being reviewed.');
    if (body.documents.length === 0) throw badRequest(VERIFICATION_TEXTS.documentRequired, `documents: ${VERIFICATION_TEXTS.documentRequired}`);
    const [stranger] = await documentsNotUploaded(db, body.documents, user.id);
    if (stranger !== undefined) throw badRequest('Upload your documents through Haat', `documents: ${stranger} is not an image uploaded to Haat`);
    if (!(await hasVerifiedPhone(ctx, user.id))) throw forbidden(VERIFICATION_TEXTS.phoneNotVerified, VERIFICATION_TEXTS.phoneNotVerified);

    const row = await requestVerification(db, user.id, body);
    if (!row) throw conflict('A verification request is already pending', 'Your store\'s verification request is being reviewed.'); // a concurrent submit won
    return c.json({ success: true, message: 'Verification request submitted', data: toVerification(row) }, 201);
  };
}
