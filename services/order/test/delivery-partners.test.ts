import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { App, ServiceDeps } from '@haat/server-kit';
import { uniqueEmail } from '@haat/server-kit/testing';
import {
  DELIVERY_TEXTS, INVITE_VALID_DAYS,
  type AuthReply, type DeliveryInvitation, type DeliveryPartner, type DeliveryProfile, type DeliveryStatus, type Order, type Product, type Store,
} from '@haat/contracts';
// Tests only: the real identity in the same test world, so invitation sign-up runs end to end over NATS.
import {
  buildIdentityService, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA, type IdentityConfig, type IdentityDatabase,
} from '@haat/identity';
import type { OrderDatabase } from '../src/database.ts';
import { addProduct, caller, openStore, orderBody, request, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';

type Body<T> = { success: boolean; data: T; message: string; error: string; count?: number };
type Reply<T> = { status: number; body: Body<T> };
type CashReceived = { amount: number; orders: number };

const EMAIL_TAKEN = 'This email is already registered. Please use a different email or login.';

/** A seller's delivery partners by invitation, the rider's joining (accept or sign up) and profile, and cash handed over. */
describe('delivery partners', () => {
  let world: OrderWorld;
  let identityDeps: ServiceDeps<IdentityConfig>;
  let identity: App;
  let db: Kysely<OrderDatabase>;
  let seller: Caller;
  let otherSeller: Caller;
  let storelessSeller: Caller;
  let superadmin: Caller;
  let buyer: Caller;
  let store: Store;
  let otherStore: Store;
  let product: Product;
  beforeAll(async () => {
    world = await startOrderWorld();
    identityDeps = await world.env.connect<IdentityConfig>('identity', IDENTITY_SCHEMA, identityMigrations);
    identity = await buildIdentityService(identityDeps);
    db = world.orderDeps.db as Kysely<OrderDatabase>;
    seller = await caller('seller');
    otherSeller = await caller('seller');
    storelessSeller = await caller('seller');
    superadmin = await caller('superadmin');
    buyer = await caller('buyer');
    store = await openStore(world.catalog!, seller, { name: 'Rider Test Kirana' });
    otherStore = await openStore(world.catalog!, otherSeller, { name: 'Other Kirana' });
    product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Atta 5 kg', price: 250, quantity: 1000 });
  });
  afterAll(() => world.env.cleanup());

  const call = async <T>(method: string, path: string, who: Caller | null, body?: unknown): Promise<Reply<T>> => {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const invite = (body: Record<string, unknown>, who: Caller = seller) => call<DeliveryPartner>('POST', '/api/delivery-partners', who, body);
  const list = (who: Caller = seller, query = '') => call<DeliveryPartner[]>('GET', `/api/delivery-partners${query}`, who);
  const getPartner = (id: string, who: Caller = seller) => call<DeliveryPartner>('GET', `/api/delivery-partners/${id}`, who);
  const update = (id: string, body: unknown, who: Caller = seller) => call<DeliveryPartner>('PUT', `/api/delivery-partners/${id}`, who, body);
  const remove = (id: string, who: Caller = seller) => call<null>('DELETE', `/api/delivery-partners/${id}`, who);
  const handOver = (id: string, who: Caller = seller) => call<CashReceived>('POST', `/api/delivery-partners/${id}/cash-handover`, who);
  const invitation = (code: string) => call<DeliveryInvitation>('GET', `/api/delivery-partners/invitations/${encodeURIComponent(code)}`, null);
  const accept = (code: string, who: Caller | null) => call<DeliveryProfile>('POST', `/api/delivery-partners/invitations/${encodeURIComponent(code)}/accept`, who);
  const register = (body: Record<string, unknown>) => call<null>('POST', '/api/delivery-partners/register', null, body);
  /** The sign-up reply: AuthReply's fields at the top level, plus the joined text. */
  const registered = async (body: Record<string, unknown>): Promise<{ status: number; body: AuthReply & { message: string } }> => {
    const res = await world.order.request('/api/delivery-partners/register', request('POST', body));
    return { status: res.status, body: (await res.json()) as AuthReply & { message: string } };
  };
  const profile = (who: Caller) => call<DeliveryProfile>('GET', '/api/delivery/profile', who);
  const saveProfile = (body: unknown, who: Caller) => call<DeliveryProfile>('PUT', '/api/delivery/profile', who, body);

  /** The identity account of an e-mail, if one was made. */
  const identityUser = (email: string) =>
    (identityDeps.db as Kysely<IdentityDatabase>).selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();

  let phones = 0;
  /** A fresh Indian mobile number for each invitation. */
  const newPhone = () => `9${String(++phones).padStart(9, '0')}`;
  /** Invites a rider and answers the membership, code included. */
  const invited = async (body: Record<string, unknown> = {}, who: Caller = seller): Promise<DeliveryPartner> => {
    const reply = await invite({ name: 'Ravi Kumar', phone: newPhone(), ...body }, who);
    if (reply.status !== 201) throw new Error(`invite failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  /** A rider who accepted an invitation of the seller's store. */
  const joinedRider = async (body: Record<string, unknown> = {}): Promise<{ rider: Caller; partner: DeliveryPartner }> => {
    const partner = await invited(body);
    const rider = await caller('deliveryPartner');
    const reply = await accept(partner.inviteCode!, rider);
    if (reply.status !== 200) throw new Error(`accept failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return { rider, partner: (await getPartner(partner.id)).body.data };
  };

  /**
   * Assignment is another part's call: the delivery rows these tests need are written here
   * directly, for a real order of the store, as that call would write them.
   */
  const recordDelivery = async (partner: DeliveryPartner, { status, codPaise = null, cashHandedOver = false }: { status: DeliveryStatus; codPaise?: number | null; cashHandedOver?: boolean }) => {
    const res = await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: 1 }]), buyer));
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`);
    const order = ((await res.json()) as { data: Order }).data;
    await db.insertInto('order_deliveries').values({
      order_id: order.id, store_id: store.id, store_owner_id: seller.id, store_name: store.name, buyer_id: buyer.id,
      partner_id: partner.userId!, membership_id: partner.id, partner_name: partner.name, partner_phone: partner.phone, vehicle: null,
      status, cash_on_delivery: true, delivery_code: null, code_locked_until: null, cod_collected_paise: codPaise,
      cash_handed_over_at: cashHandedOver ? new Date() : null, proof_photo: null, proof_reason: null, failed_reason: null, note: null,
      picked_up_at: null, out_for_delivery_at: null, delivered_at: status === 'Delivered' ? new Date() : null,
    }).execute();
    return order.id;
  };

  describe('POST /api/delivery-partners (invite)', () => {
    it('makes an invited membership of the seller\'s store with a link that works for 7 days, the phone as +91XXXXXXXXXX', async () => {
      const before = Date.now();
      const { status, body } = await invite({ name: '  Suresh  Yadav ', phone: '0 98765-43210', vehicleType: 'Motorcycle', vehicleNumber: 'ka 01 ab 1234' });
      expect(status).toBe(201);
      expect(body.message).toBe(DELIVERY_TEXTS.invited);
      expect(body.data).toMatchObject({
        storeId: store.id, userId: null, phone: '+919876543210', vehicleType: 'Motorcycle', vehicleNumber: 'KA 01 AB 1234',
        status: 'Invited', isActive: true, isAvailable: false, joinedAt: null, openDeliveries: 0, deliveredToday: 0, cashToCollect: 0,
      });
      expect(body.data.id).toBe(body.data._id);
      expect(body.data.inviteCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(body.data.invitePath).toBe(`/delivery-partners?invite=${body.data.inviteCode}`);
      const expires = Date.parse(body.data.inviteExpiresAt!);
      expect(expires - before).toBeGreaterThanOrEqual(INVITE_VALID_DAYS * 86_400_000 - 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(INVITE_VALID_DAYS * 86_400_000);
    });

    it('every invitation gets its own code', async () => {
      const codes = await Promise.all([invited(), invited(), invited()]).then((partners) => partners.map((p) => p.inviteCode));
      expect(new Set(codes).size).toBe(3);
    });

    it('a bad phone, a missing name or an unknown vehicle: 400 with the schema\'s text, nothing written', async () => {
      const count = (await list()).body.data.length;
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'Ravi', phone: '12345' }, 'Please enter a valid Indian mobile number'],
        [{ name: 'Ravi', phone: '+1 415 555 0100' }, 'Please enter a valid Indian mobile number'],
        [{ name: '  ', phone: newPhone() }, 'Name is required'],
        [{ name: 'Ravi', phone: newPhone(), vehicleType: 'Rocket' }, expect.stringContaining('vehicleType must be one of')],
      ];
      for (const [body, text] of cases) {
        const reply = await invite(body);
        expect({ status: reply.status, error: reply.body.error }, JSON.stringify(body)).toEqual({ status: 400, error: text });
      }
      expect((await list()).body.data).toHaveLength(count);
    });

    it('one phone is in a store\'s list once, however it is written (409); another store may invite it', async () => {
      const phone = newPhone();
      await invited({ phone });
      const again = await invite({ name: 'Someone Else', phone: `+91 ${phone}` });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(DELIVERY_TEXTS.phoneAlreadyInvited);
      expect((await invite({ name: 'Ravi Kumar', phone }, otherSeller)).status).toBe(201);
    });

    it('a buyer or a rider may not invite (403); no token is 401', async () => {
      expect((await invite({ name: 'Ravi', phone: newPhone() }, buyer)).status).toBe(403);
      expect((await invite({ name: 'Ravi', phone: newPhone() }, await caller('deliveryPartner'))).status).toBe(403);
      expect((await call('POST', '/api/delivery-partners', null, { name: 'Ravi', phone: newPhone() })).status).toBe(401);
    });

    it('a seller without a store is asked to set it up first (400)', async () => {
      const reply = await invite({ name: 'Ravi', phone: newPhone() }, storelessSeller);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe(DELIVERY_TEXTS.storeRequired);
      expect((await list(storelessSeller)).body.error).toBe(DELIVERY_TEXTS.storeRequired);
    });

    it('a superadmin invites for the store they name; a seller naming another store is refused', async () => {
      const partner = await invited({ storeId: otherStore.id }, superadmin);
      expect(partner.storeId).toBe(otherStore.id);
      expect((await invite({ name: 'Ravi', phone: newPhone(), storeId: otherStore.id })).status).toBe(403);
    });
  });

  describe('GET /api/delivery-partners', () => {
    it('lists only the seller\'s own store\'s partners, newest first', async () => {
      const first = await invited({ name: 'First Rider' });
      const second = await invited({ name: 'Second Rider' });
      const theirs = await invited({ name: 'Their Rider' }, otherSeller);
      const { status, body } = await list();
      expect(status).toBe(200);
      const ids = body.data.map((p) => p.id);
      expect(ids).not.toContain(theirs.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(body.data.every((p) => p.storeId === store.id)).toBe(true);
      expect(body.count).toBe(body.data.length);
      expect((await list(otherSeller)).body.data.map((p) => p.id)).toContain(theirs.id);
    });

    it('a superadmin lists the store they name', async () => {
      const theirs = await invited({}, otherSeller);
      expect((await list(superadmin, `?storeId=${otherStore.id}`)).body.data.map((p) => p.id)).toContain(theirs.id);
    });
  });

  describe('GET, PUT and DELETE /api/delivery-partners/:id', () => {
    it('another seller\'s partner, or no such id, is 404 for every call, and stays unchanged', async () => {
      const theirs = await invited({ name: 'Their Rider' }, otherSeller);
      for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        for (const reply of [await getPartner(id), await update(id, { name: 'Taken Over' }), await remove(id), await handOver(id)]) {
          expect({ status: reply.status, error: reply.body.error }, id).toEqual({ status: 404, error: DELIVERY_TEXTS.partnerNotFound });
        }
      }
      expect((await getPartner(theirs.id, otherSeller)).body.data.name).toBe('Their Rider');
    });

    it('PUT changes the store\'s record of the rider; isActive: false makes them Inactive', async () => {
      const { partner } = await joinedRider();
      const phone = newPhone();
      const { status, body } = await update(partner.id, { name: 'Ravi K.', phone, vehicleType: 'Scooter', vehicleNumber: 'mh 12 ab 1', isActive: false });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ name: 'Ravi K.', phone: `+91${phone}`, vehicleType: 'Scooter', vehicleNumber: 'MH 12 AB 1', isActive: false, status: 'Inactive' });
      expect((await update(partner.id, { vehicleType: null, vehicleNumber: null, isActive: true })).body.data).toMatchObject({ vehicleType: null, vehicleNumber: null, status: 'Active' });
    });

    it('PUT to a phone already in the list is 409; bad input is 400; nothing changes', async () => {
      const taken = await invited();
      const partner = await invited({ name: 'Keeps Name' });
      const clash = await update(partner.id, { name: 'New Name', phone: taken.phone });
      expect(clash.status).toBe(409);
      expect(clash.body.error).toBe(DELIVERY_TEXTS.phoneAlreadyInvited);
      expect((await update(partner.id, {})).body.error).toBe('Nothing to update');
      expect((await update(partner.id, { isActive: 'no' })).status).toBe(400);
      expect((await update(partner.id, { phone: '555' })).status).toBe(400);
      expect((await getPartner(partner.id)).body.data).toMatchObject({ name: 'Keeps Name', phone: partner.phone, isActive: true });
    });

    it('renewInvite gives a pending invitation a new code and expiry (the old link stops working); an accepted one is 409', async () => {
      const partner = await invited();
      await db.updateTable('store_delivery_partners').set({ invite_expires_at: new Date(Date.now() - 1000) }).where('id', '=', partner.id).execute();
      const renewed = await update(partner.id, { renewInvite: true });
      expect(renewed.status).toBe(200);
      expect(renewed.body.data.inviteCode).not.toBe(partner.inviteCode);
      expect(Date.parse(renewed.body.data.inviteExpiresAt!)).toBeGreaterThan(Date.now() + (INVITE_VALID_DAYS - 1) * 86_400_000);
      expect((await invitation(partner.inviteCode!)).status).toBe(404);
      expect((await invitation(renewed.body.data.inviteCode!)).body.data.state).toBe('pending');

      const { partner: joined } = await joinedRider();
      const used = await update(joined.id, { renewInvite: true });
      expect(used.status).toBe(409);
      expect(used.body.error).toBe(DELIVERY_TEXTS.invitationUsed);
    });

    it('DELETE is refused while the rider holds open deliveries of the store (409), and removes them after', async () => {
      const { partner } = await joinedRider();
      const orderId = await recordDelivery(partner, { status: 'Out for Delivery' });
      const refused = await remove(partner.id);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(DELIVERY_TEXTS.partnerHasOpenDeliveries(1));
      expect((await getPartner(partner.id)).body.data.openDeliveries).toBe(1);

      await db.updateTable('order_deliveries').set({ status: 'Delivered', delivered_at: new Date() }).where('order_id', '=', orderId).execute();
      const removed = await remove(partner.id);
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe('Delivery partner removed');
      expect((await getPartner(partner.id)).status).toBe(404);
      // The past delivery keeps the name and phone it copied.
      expect(await db.selectFrom('order_deliveries').select(['partner_name', 'partner_phone']).where('order_id', '=', orderId).executeTakeFirst())
        .toEqual({ partner_name: partner.name, partner_phone: partner.phone });
    });

    it('a delivery left open on an order the store cancelled is no longer the rider\'s: it does not hold them', async () => {
      const { partner } = await joinedRider();
      const orderId = await recordDelivery(partner, { status: 'Assigned' });
      expect((await getPartner(partner.id)).body.data.openDeliveries).toBe(1);
      await db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', orderId).execute();
      expect((await getPartner(partner.id)).body.data.openDeliveries).toBe(0);
      expect((await remove(partner.id)).status).toBe(200);
    });

    it('a pending invitation can be removed, and its link stops working', async () => {
      const partner = await invited();
      expect((await remove(partner.id)).status).toBe(200);
      expect((await invitation(partner.inviteCode!)).status).toBe(404);
    });

    it('the seller calls are the seller\'s: a buyer or a rider gets 403', async () => {
      const partner = await invited();
      const rider = await caller('deliveryPartner');
      for (const who of [buyer, rider]) {
        expect((await list(who)).status).toBe(403);
        expect((await getPartner(partner.id, who)).status).toBe(403);
        expect((await update(partner.id, { name: 'X' }, who)).status).toBe(403);
        expect((await remove(partner.id, who)).status).toBe(403);
        expect((await handOver(partner.id, who)).status).toBe(403);
      }
    });
  });

  describe('GET /api/delivery-partners/invitations/:code (public)', () => {
    it('shows the store, the invited name and the phone\'s last 4 digits, without a token', async () => {
      const partner = await invited({ name: 'Meena Devi', phone: '9123456789' });
      const { status, body } = await invitation(partner.inviteCode!);
      expect(status).toBe(200);
      expect(body.data).toEqual({ storeId: store.id, storeName: store.name, name: 'Meena Devi', phoneEnding: '6789', state: 'pending', expiresAt: partner.inviteExpiresAt });
    });

    it('an unknown code is 404 with the invitation text', async () => {
      for (const code of ['no-such-code', 'x'.repeat(200), 'bad\u0000code', 'a b', ' ']) {
        const reply = await invitation(code);
        expect({ status: reply.status, error: reply.body.error }).toEqual({ status: 404, error: DELIVERY_TEXTS.invitationNotFound });
      }
    });

    it('tells an expired and an accepted invitation apart', async () => {
      const lapsed = await invited();
      await db.updateTable('store_delivery_partners').set({ invite_expires_at: new Date(Date.now() - 1000) }).where('id', '=', lapsed.id).execute();
      expect((await invitation(lapsed.inviteCode!)).body.data.state).toBe('expired');
      const partner = await invited();
      await accept(partner.inviteCode!, await caller('deliveryPartner'));
      expect((await invitation(partner.inviteCode!)).body.data.state).toBe('accepted');
    });
  });

  describe('POST /api/delivery-partners/invitations/:code/accept', () => {
    it('the rider joins the store: Active in the seller\'s list, the code gone, the store in their profile', async () => {
      const partner = await invited({ name: 'Arjun Singh', vehicleType: 'Bicycle' });
      const rider = await caller('deliveryPartner');
      const { status, body } = await accept(partner.inviteCode!, rider);
      expect(status).toBe(200);
      expect(body.message).toBe(DELIVERY_TEXTS.joined(store.name));
      expect(body.data).toMatchObject({ userId: rider.id, name: 'Arjun Singh', phone: partner.phone, vehicleType: 'Bicycle', isAvailable: true });
      expect(body.data.stores).toEqual([{ storeId: store.id, storeName: store.name, membershipId: partner.id, isActive: true, joinedAt: expect.any(String) }]);
      expect((await getPartner(partner.id)).body.data).toMatchObject({
        userId: rider.id, status: 'Active', isAvailable: true, inviteCode: null, invitePath: null, inviteExpiresAt: null, joinedAt: expect.any(String),
      });
    });

    it('an expired invitation is 400 and joins nobody', async () => {
      const partner = await invited();
      await db.updateTable('store_delivery_partners').set({ invite_expires_at: new Date(Date.now() - 1000) }).where('id', '=', partner.id).execute();
      const reply = await accept(partner.inviteCode!, await caller('deliveryPartner'));
      expect({ status: reply.status, error: reply.body.error }).toEqual({ status: 400, error: DELIVERY_TEXTS.invitationExpired });
      expect((await getPartner(partner.id)).body.data.status).toBe('Invited');
    });

    it('an invitation another rider took is 409 used; taking it twice is 409 already a member', async () => {
      const { rider, partner } = await joinedRider();
      const code = (await db.selectFrom('store_delivery_partners').select('invite_code').where('id', '=', partner.id).executeTakeFirstOrThrow()).invite_code!;
      const other = await accept(code, await caller('deliveryPartner'));
      expect({ status: other.status, error: other.body.error }).toEqual({ status: 409, error: DELIVERY_TEXTS.invitationUsed });
      const twice = await accept(code, rider);
      expect({ status: twice.status, error: twice.body.error }).toEqual({ status: 409, error: DELIVERY_TEXTS.alreadyMember });
      expect((await getPartner(partner.id)).body.data.userId).toBe(rider.id);
    });

    it('a rider already delivering for the store cannot take a second invitation of it (409); another store\'s is fine', async () => {
      const { rider } = await joinedRider();
      const second = await invited();
      const reply = await accept(second.inviteCode!, rider);
      expect({ status: reply.status, error: reply.body.error }).toEqual({ status: 409, error: DELIVERY_TEXTS.alreadyMember });
      expect((await getPartner(second.id)).body.data.status).toBe('Invited');

      const elsewhere = await invited({}, otherSeller);
      expect((await accept(elsewhere.inviteCode!, rider)).status).toBe(200);
      expect((await profile(rider)).body.data.stores.map((s) => s.storeId).toSorted()).toEqual([store.id, otherStore.id].toSorted());
    });

    it('two riders accepting one code at once: exactly one joins, the other gets 409', async () => {
      for (let round = 0; round < 3; round++) {
        const partner = await invited();
        const riders = await Promise.all([caller('deliveryPartner'), caller('deliveryPartner')]);
        const replies = await Promise.all(riders.map((rider) => accept(partner.inviteCode!, rider)));
        expect(replies.map((r) => r.status).toSorted()).toEqual([200, 409]);
        expect(replies.find((r) => r.status === 409)!.body.error).toBe(DELIVERY_TEXTS.invitationUsed);
        const winner = riders[replies.findIndex((r) => r.status === 200)]!;
        expect((await getPartner(partner.id)).body.data.userId).toBe(winner.id);
        const loser = riders.find((r) => r !== winner)!;
        expect((await profile(loser)).body.data.stores).toEqual([]);
      }
    });

    it('is for delivery partners: a buyer or a seller gets 403, no token 401, an unknown code 404', async () => {
      const partner = await invited();
      expect((await accept(partner.inviteCode!, buyer)).status).toBe(403);
      expect((await accept(partner.inviteCode!, seller)).status).toBe(403);
      expect((await accept(partner.inviteCode!, null)).status).toBe(401);
      expect((await accept('no-such-code', await caller('deliveryPartner'))).body.error).toBe(DELIVERY_TEXTS.invitationNotFound);
      expect((await getPartner(partner.id)).body.data.status).toBe('Invited');
    });
  });

  describe('POST /api/delivery-partners/register (public)', () => {
    it('opens a delivery partner account that is signed in, can sign in again, and delivers for the store', async () => {
      const partner = await invited({ name: 'Seller Calls Him Raju', vehicleType: 'Scooter' });
      const email = uniqueEmail('rider');
      const { status, body } = await registered({ inviteCode: partner.inviteCode, name: 'Raju Sharma', email: email.toUpperCase(), password: 'ride-safe-2026', phone: partner.phone });
      expect(status).toBe(201);
      expect(body).toMatchObject({ success: true, message: DELIVERY_TEXTS.joined(store.name), user: { email, role: 'deliveryPartner', name: 'Raju Sharma' } });
      const rider: Caller = { id: body.user.id, role: 'deliveryPartner', token: body.token };
      expect(body.data.token).toBe(body.token);

      const mine = await profile(rider);
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({ userId: rider.id, name: 'Raju Sharma', phone: partner.phone, vehicleType: 'Scooter', isAvailable: true });
      expect(mine.body.data.stores.map((s) => s.membershipId)).toEqual([partner.id]);
      expect((await getPartner(partner.id)).body.data).toMatchObject({ userId: rider.id, status: 'Active', name: 'Seller Calls Him Raju' });

      const login = await identity.request('/api/auth/login', request('POST', { email, password: 'ride-safe-2026' }));
      expect(login.status).toBe(200);
      expect(((await login.json()) as AuthReply).user.role).toBe('deliveryPartner');
    });

    it('an e-mail already registered is 400 with identity\'s text, and the invitation stays open', async () => {
      const email = uniqueEmail('taken');
      const first = await invited();
      expect((await register({ inviteCode: first.inviteCode, name: 'First Rider', email, password: 'ride-safe-2026', phone: newPhone() })).status).toBe(201);
      const partner = await invited();
      const reply = await register({ inviteCode: partner.inviteCode, name: 'Second Rider', email, password: 'ride-safe-2026', phone: newPhone() });
      expect({ status: reply.status, error: reply.body.error }).toEqual({ status: 400, error: EMAIL_TAKEN });
      expect((await invitation(partner.inviteCode!)).body.data.state).toBe('pending');
      expect((await getPartner(partner.id)).body.data.userId).toBeNull();
    });

    it('a common password is refused by identity (400) before anything is claimed', async () => {
      const partner = await invited();
      const email = uniqueEmail('common');
      const reply = await register({ inviteCode: partner.inviteCode, name: 'Rider', email, password: 'password', phone: newPhone() });
      expect(reply.status).toBe(400);
      expect(await identityUser(email)).toBeUndefined();
      expect((await invitation(partner.inviteCode!)).body.data.state).toBe('pending');
    });

    it('a bad, expired or used code is refused before any account is made', async () => {
      const lapsed = await invited();
      await db.updateTable('store_delivery_partners').set({ invite_expires_at: new Date(Date.now() - 1000) }).where('id', '=', lapsed.id).execute();
      const { partner: taken } = await joinedRider();
      const takenCode = (await db.selectFrom('store_delivery_partners').select('invite_code').where('id', '=', taken.id).executeTakeFirstOrThrow()).invite_code;
      const cases: [unknown, number, string][] = [
        ['no-such-code', 404, DELIVERY_TEXTS.invitationNotFound],
        [lapsed.inviteCode, 400, DELIVERY_TEXTS.invitationExpired],
        [takenCode, 409, DELIVERY_TEXTS.invitationUsed],
      ];
      for (const [inviteCode, status, error] of cases) {
        const email = uniqueEmail('refused');
        const reply = await register({ inviteCode, name: 'Rider', email, password: 'ride-safe-2026', phone: newPhone() });
        expect({ status: reply.status, error: reply.body.error }, String(inviteCode)).toEqual({ status, error });
        expect(await identityUser(email)).toBeUndefined();
      }
    });

    it('a rider is reached by phone: it is required (400, nothing made); the e-mail is not, and the rider then signs in with the phone', async () => {
      const partner = await invited();
      const email = uniqueEmail('phoneless');
      const noPhone = await register({ inviteCode: partner.inviteCode, name: 'Rider', email, password: 'ride-safe-2026' });
      expect(noPhone.status).toBe(400);
      expect(await identityUser(email)).toBeUndefined();
      expect((await invitation(partner.inviteCode!)).body.data.state).toBe('pending');

      const phone = newPhone();
      const { status, body } = await registered({ inviteCode: partner.inviteCode, name: 'Sunil Rider', password: 'ride-safe-2026', phone: `${phone.slice(0, 5)} ${phone.slice(5)}` });
      expect(status).toBe(201);
      expect(body.user).toMatchObject({ email: '', phone: `+91${phone}`, role: 'deliveryPartner' });
      expect((await getPartner(partner.id)).body.data).toMatchObject({ userId: body.user.id, status: 'Active' });
      const login = await identity.request('/api/auth/login', request('POST', { phone, password: 'ride-safe-2026' }));
      expect(login.status).toBe(200);
      expect(((await login.json()) as AuthReply).user.id).toBe(body.user.id);
    });

    it('bad input is 400 with the schema\'s text', async () => {
      const partner = await invited();
      const reply = await register({ inviteCode: partner.inviteCode, name: 'Rider', email: 'not-an-email', password: 'ride-safe-2026', phone: newPhone() });
      expect({ status: reply.status, error: reply.body.error }).toEqual({ status: 400, error: 'Please enter a valid email address' });
      expect((await register({ inviteCode: partner.inviteCode, name: 'Rider', email: uniqueEmail(), password: '123', phone: newPhone() })).status).toBe(400);
    });
  });

  describe('GET and PUT /api/delivery/profile', () => {
    it('a rider who joined no store yet: their account\'s name, no phone, available, no stores', async () => {
      const rider = await caller('deliveryPartner');
      const { status, body } = await profile(rider);
      expect(status).toBe(200);
      expect(body.data).toEqual({ userId: rider.id, name: 'Test deliveryPartner', phone: null, vehicleType: null, vehicleNumber: null, isAvailable: true, stores: [] });
    });

    it('PUT saves the rider\'s own details and switch; the seller sees the switch, not the details', async () => {
      const { rider, partner } = await joinedRider({ name: 'Store Name For Him' });
      const phone = newPhone();
      const { status, body } = await saveProfile({ name: 'Vikram Rao', phone, vehicleType: 'Electric scooter', vehicleNumber: 'ka-05-x-9', isAvailable: false }, rider);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ name: 'Vikram Rao', phone: `+91${phone}`, vehicleType: 'Electric scooter', vehicleNumber: 'KA-05-X-9', isAvailable: false });
      expect(body.data.stores).toHaveLength(1);
      expect((await getPartner(partner.id)).body.data).toMatchObject({ isAvailable: false, name: 'Store Name For Him', phone: partner.phone });
      expect((await saveProfile({ isAvailable: true, vehicleType: null }, rider)).body.data).toMatchObject({ isAvailable: true, vehicleType: null, name: 'Vikram Rao' });
    });

    it('a rider with no profile yet gets one on their first PUT', async () => {
      const rider = await caller('deliveryPartner');
      expect((await saveProfile({ isAvailable: false }, rider)).body.data).toMatchObject({ name: 'Test deliveryPartner', isAvailable: false, stores: [] });
      expect((await profile(rider)).body.data.isAvailable).toBe(false);
    });

    it('bad input is 400 and changes nothing; only delivery partners may call', async () => {
      const { rider } = await joinedRider();
      for (const body of [{ isAvailable: 'yes' }, { phone: '12' }, { vehicleType: 'Tractor' }, { name: '' }]) {
        expect((await saveProfile(body, rider)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await profile(rider)).body.data).toMatchObject({ name: 'Ravi Kumar', isAvailable: true });
      expect((await profile(seller)).status).toBe(403);
      expect((await saveProfile({ isAvailable: false }, buyer)).status).toBe(403);
    });
  });

  describe('POST /api/delivery-partners/:id/cash-handover', () => {
    it('the list shows each rider\'s open, delivered-today and cash figures; receiving the cash settles it all once', async () => {
      const { partner } = await joinedRider();
      await recordDelivery(partner, { status: 'Delivered', codPaise: 50_000 });
      await recordDelivery(partner, { status: 'Delivered', codPaise: 73_400 });
      await recordDelivery(partner, { status: 'Delivered', codPaise: 9_900, cashHandedOver: true });
      await recordDelivery(partner, { status: 'Picked Up' });
      await recordDelivery(partner, { status: 'Assigned' });

      const listed = (await list()).body.data.find((p) => p.id === partner.id)!;
      expect(listed).toMatchObject({ openDeliveries: 2, deliveredToday: 3, cashToCollect: 1234 });

      const received = await handOver(partner.id);
      expect(received.status).toBe(200);
      expect(received.body).toMatchObject({ message: DELIVERY_TEXTS.cashReceived('₹1,234'), data: { amount: 1234, orders: 2 } });
      expect((await getPartner(partner.id)).body.data.cashToCollect).toBe(0);

      const again = await handOver(partner.id);
      expect({ status: again.status, error: again.body.error }).toEqual({ status: 400, error: DELIVERY_TEXTS.noCashToReceive });
    });

    it('nothing collected, or a rider still invited: 400', async () => {
      const { partner } = await joinedRider();
      expect((await handOver(partner.id)).body.error).toBe(DELIVERY_TEXTS.noCashToReceive);
      const pending = await invited();
      expect((await handOver(pending.id)).status).toBe(400);
    });
  });
});
