import type { DeliveryPartner, VehicleType } from '@haat/contracts';
import { request, type Caller } from '@haat/server-kit/testing';
import type { App } from '@haat/server-kit';

export type Membership = { membershipId: string; userId: string };

/**
 * The rider `user` joins the seller's store through the real calls: the seller invites them
 * (`POST /api/delivery-partners`), the rider accepts the code (`…/invitations/{code}/accept`).
 * `joined: false` leaves the invitation pending; `isActive: false` then deactivates the rider.
 */
export async function joinStore(order: App, { seller, user, name = 'Ravi Kumar Yadav', phone, vehicleType = 'Motorcycle', vehicleNumber = 'MH 12 AB 1234', joined = true, isActive = true }: {
  seller: Caller;
  user: Caller;
  name?: string;
  phone?: string;
  vehicleType?: VehicleType | null;
  vehicleNumber?: string | null;
  joined?: boolean;
  isActive?: boolean;
}): Promise<Membership> {
  const riderPhone = phone ?? `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const invited = await called<DeliveryPartner>(order, 'POST', '/api/delivery-partners', { name, phone: riderPhone, vehicleType, vehicleNumber }, seller);
  if (joined) await called(order, 'POST', `/api/delivery-partners/invitations/${invited.inviteCode}/accept`, undefined, user);
  if (!isActive) await called(order, 'PUT', `/api/delivery-partners/${invited.id}`, { isActive: false }, seller);
  return { membershipId: invited.id, userId: user.id };
}

async function called<T>(order: App, method: string, path: string, body: unknown, who: Caller): Promise<T> {
  const res = await order.request(path, request(method, body, who));
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
