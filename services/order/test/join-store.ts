import type { Kysely } from 'kysely';
import type { VehicleType } from '@haat/contracts';
import type { Caller } from './helpers.ts';

export type Membership = { membershipId: string; userId: string };

/**
 * The rider `user` delivers for the store, as an accepted invitation leaves it: a membership row
 * with its user id and joined_at, and the rider's profile. Written straight into the tables while
 * the invitation API is built beside these tests; the real calls (invite, then accept) replace it.
 * `joined: false` leaves the invitation pending (no user yet); `isActive: false` a deactivated one.
 */
export async function joinStore(db: Kysely<any>, { storeId, ownerId, storeName, user, name = 'Ravi Kumar Yadav', phone, vehicleType = 'Motorcycle', vehicleNumber = 'MH 12 AB 1234', joined = true, isActive = true }: {
  storeId: string;
  ownerId: string;
  storeName: string;
  user: Caller;
  name?: string;
  phone?: string;
  vehicleType?: VehicleType | null;
  vehicleNumber?: string | null;
  joined?: boolean;
  isActive?: boolean;
}): Promise<Membership> {
  const riderPhone = phone ?? `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  if (joined) {
    await db.insertInto('delivery_partners').values({ user_id: user.id, name, phone: riderPhone, vehicle_type: vehicleType, vehicle_number: vehicleNumber })
      .onConflict((oc) => oc.column('user_id').doNothing()).execute();
  }
  const row: { id: string } = await db.insertInto('store_delivery_partners').values({
    store_id: storeId, store_owner_id: ownerId, store_name: storeName, user_id: joined ? user.id : null, name, phone: riderPhone,
    vehicle_type: vehicleType, vehicle_number: vehicleNumber, is_active: isActive,
    invite_code: joined ? null : `TEST${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    invite_expires_at: joined ? null : new Date(Date.now() + 7 * 86_400_000),
    joined_at: joined ? new Date() : null,
  }).returning('id').executeTakeFirstOrThrow();
  return { membershipId: row.id, userId: user.id };
}
