import type { Kysely } from 'kysely';
import { DELIVERY_TEXTS } from '@haat/contracts';
import { conflict, isUniqueViolation, notFound } from '@haat/server-kit';
import type { OrderDatabase } from '../database.ts';
import type { MembershipRow } from './delivery-partners.table.ts';
import { ensureProfile, findMembership, findRiderMembership, RIDER_PER_STORE_KEY, updateMembership } from './delivery-partner-repository.ts';
import { invitationOf, refusalOf } from './invitations.ts';

/** Who takes the invitation; a registering rider brings their own name and phone for the profile. */
type Rider = { userId: string; name?: string; phone?: string | null };

/**
 * The rider joins the store of an invitation (accept and register): one transaction with the
 * membership row locked, so of two riders taking one code at once exactly one wins and the other
 * hears it was used (409). The rider's profile is made, or gains what it lacked, in the same
 * transaction. The code stays stored once spent, so a second use is told "already accepted"
 * rather than "not valid"; the replies show it no more.
 */
export async function claimInvitation(db: Kysely<OrderDatabase>, code: string, rider: Rider): Promise<MembershipRow> {
  const invited = await invitationOf(db, code);
  return db.transaction().execute(async (trx) => {
    // Locked by id, not by code: a rider who waited for the lock reads the winner's row and is refused by it.
    const row = await findMembership(trx, invited.id, { lock: true });
    if (!row) throw notFound(DELIVERY_TEXTS.invitationNotFound); // the seller removed it meanwhile
    const refusal = refusalOf(row, rider.userId);
    if (refusal) throw refusal;
    if (await findRiderMembership(trx, row.store_id, rider.userId)) throw conflict(DELIVERY_TEXTS.alreadyMember);
    const joined = await updateMembership(trx, row.id, { user_id: rider.userId, joined_at: new Date() }).catch((err: unknown) => {
      // Two invitations of one store taken by one rider at once: the unique index lets one through.
      if (isUniqueViolation(err, RIDER_PER_STORE_KEY)) throw conflict(DELIVERY_TEXTS.alreadyMember);
      throw err;
    });
    await ensureProfile(trx, rider.userId, {
      name: rider.name ?? row.name,
      phone: rider.phone ?? row.phone,
      vehicleType: row.vehicle_type,
      vehicleNumber: row.vehicle_number,
    });
    return joined;
  });
}
