import { serviceUnavailable } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { hasVerifiedPhone } from '../stores/phone-verified.ts';

/**
 * Whether each seller verified a phone, asked of identity (which owns users) one request per seller,
 * all at once: a page is at most 100 requests on one connection. No answer is a 503, never a guess.
 */
export async function phoneFlags(ctx: Pick<CatalogContext, 'nc' | 'subjects' | 'logger'>, ownerIds: readonly string[]): Promise<Map<string, boolean>> {
  const owners = [...new Set(ownerIds)];
  try {
    const flags = await Promise.all(owners.map((id) => hasVerifiedPhone(ctx, id)));
    return new Map(owners.map((id, i) => [id, flags[i]!]));
  } catch {
    throw serviceUnavailable('Could not check the sellers\' phone verification', 'The identity service is not answering right now. Please try again shortly.');
  }
}
