import { toRupees, type DeliveryInvitation, type DeliveryPartner, type DeliveryProfile, type PartnerStatus } from '@haat/contracts';
import type { OrderDb } from '../database.ts';
import type { MembershipRow } from './delivery-partners.table.ts';
import {
  findProfile, membershipFigures, membershipsOfRider, membershipViews, type MembershipFigures, type MembershipView,
} from './delivery-partner-repository.ts';
import { invitationState, invitePathOf } from './invitations.ts';

const NO_FIGURES: MembershipFigures = { openDeliveries: 0, deliveredToday: 0, cashPaise: 0 };

const statusOf = (row: MembershipRow): PartnerStatus => (row.user_id === null ? 'Invited' : row.is_active ? 'Active' : 'Inactive');

export function toDeliveryPartner(row: MembershipView, figures: MembershipFigures = NO_FIGURES): DeliveryPartner {
  // The code is shown only while it can still be used by the rider it was made for.
  const pending = row.user_id === null && row.invite_code !== null;
  return {
    _id: row.id,
    id: row.id,
    storeId: row.store_id,
    userId: row.user_id,
    name: row.name,
    phone: row.phone,
    vehicleType: row.vehicle_type,
    vehicleNumber: row.vehicle_number,
    status: statusOf(row),
    isActive: row.is_active,
    isAvailable: row.user_id !== null && row.is_available === true,
    inviteCode: pending ? row.invite_code : null,
    invitePath: pending && row.invite_code !== null ? invitePathOf(row.invite_code) : null,
    inviteExpiresAt: pending ? (row.invite_expires_at?.toISOString() ?? null) : null,
    invitedAt: row.invited_at.toISOString(),
    joinedAt: row.joined_at?.toISOString() ?? null,
    openDeliveries: figures.openDeliveries,
    deliveredToday: figures.deliveredToday,
    cashToCollect: toRupees(figures.cashPaise),
  };
}

/** Memberships as the seller sees them, with their figures: one store's (newest first) or the given ids. */
export async function loadDeliveryPartners(db: OrderDb, which: { storeId: string } | { ids: string[] }): Promise<DeliveryPartner[]> {
  const views = await membershipViews(db, which);
  const figures = await membershipFigures(db, views.filter((view) => view.user_id !== null).map((view) => view.id));
  return views.map((view) => toDeliveryPartner(view, figures.get(view.id)));
}

/** One membership as the seller sees it. */
export async function loadDeliveryPartner(db: OrderDb, id: string): Promise<DeliveryPartner> {
  const [partner] = await loadDeliveryPartners(db, { ids: [id] });
  if (!partner) throw new Error(`membership ${id} vanished`);
  return partner;
}

export function toDeliveryInvitation(row: MembershipRow, now = new Date()): DeliveryInvitation {
  return {
    storeId: row.store_id,
    storeName: row.store_name,
    name: row.name,
    phoneEnding: row.phone.slice(-4),
    state: invitationState(row, now),
    expiresAt: (row.invite_expires_at ?? row.invited_at).toISOString(),
  };
}

/**
 * The rider's profile and the stores they deliver for. A rider who has not joined a store yet has
 * no profile row: they are shown by their account's name, available, with no stores.
 */
export async function loadDeliveryProfile(db: OrderDb, rider: { id: string; name: string }): Promise<DeliveryProfile> {
  const [profile, memberships] = await Promise.all([findProfile(db, rider.id), membershipsOfRider(db, rider.id)]);
  return {
    userId: rider.id,
    name: profile?.name ?? rider.name,
    phone: profile?.phone ?? null,
    vehicleType: profile?.vehicle_type ?? null,
    vehicleNumber: profile?.vehicle_number ?? null,
    isAvailable: profile?.is_available ?? true,
    stores: memberships.map((row) => ({
      storeId: row.store_id,
      storeName: row.store_name,
      membershipId: row.id,
      isActive: row.is_active,
      joinedAt: (row.joined_at ?? row.invited_at).toISOString(),
    })),
  };
}
