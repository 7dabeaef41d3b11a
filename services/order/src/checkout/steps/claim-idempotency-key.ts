import { createHash } from 'node:crypto';
import { END_OF_RUN, type Step } from '@haat/server-kit';
import { claimIdempotencyKey as claimKey, releaseIdempotencyKey } from '../idempotency-repository.ts';
import type { Checkout } from './checkout.ts';

/**
 * With an Idempotency-Key, claims it before anything else, or ends the checkout with the first
 * answer to it (byte for byte). Undo lets go of the key, so the client may retry with it; a key
 * that cannot be let go of is taken over after 2 minutes.
 */
export const claimIdempotencyKey: Step<Checkout> = {
  name: 'claim the idempotency key',
  async run(checkout) {
    const { deps: { db }, user, key, body } = checkout;
    if (!key) return;
    const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const claim = await claimKey(db, { userId: user.id, key, requestHash });
    if (claim.kind === 'claimed') return;
    checkout.reply = { status: claim.statusCode, text: claim.response };
    return END_OF_RUN;
  },
  async undo({ deps: { db }, user, key }) {
    if (key) await releaseIdempotencyKey(db, { userId: user.id, key });
  },
};
