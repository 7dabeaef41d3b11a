import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_TEXTS, type AuditEntry, type ModerationAction, type Report } from '@haat/contracts';
import { caller, eventually, startActionsWorld, type ActionsWorld } from './actions-world.ts';

let w: ActionsWorld;
beforeAll(async () => {
  w = await startActionsWorld();
}, 120_000);
afterAll(() => w.cleanup());

/**
 * Warn a seller (issue 35): short of closing the store or banning the seller, the admin team sends
 * a warning with its reason. It is recorded as an action and in the audit log, and the seller is told
 * through the existing `moderation.action_taken` event; nothing of the store or the account changes.
 */
describe('warn a seller', () => {
  it('from a report on the store: 201, in the audit log, the seller is told the reason; the store and the account stay as they were; a second warning is allowed', async () => {
    const shop = await w.openShop('Warning Bell Kirana');
    const reporter = await w.person('buyer', 'Kavya Reporter');
    const filed = await w.call<Report>('POST', '/api/reports', reporter, { reportType: 'store', reportedItem: shop.store.id, reason: 'Misleading information' });
    expect(filed.status).toBe(201);

    const body = { action: 'warn_user', targetId: shop.seller.id, reason: 'Prices on the shelf differ from the app', reportId: filed.body.data.id };
    const reply = await w.act(body);
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      action: 'warn_user', targetType: 'user', targetId: shop.seller.id, reason: body.reason, reportId: filed.body.data.id, admin: { id: w.admin.id, name: 'Test superadmin' },
    } satisfies Partial<ModerationAction>);

    const entries = (await w.call<AuditEntry[]>('GET', `/api/moderation/audit?targetType=user&targetId=${shop.seller.id}`, w.admin)).body.data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ what: 'warn_user', admin: { id: w.admin.id }, targetType: 'user', targetId: shop.seller.id, reason: body.reason, reportId: filed.body.data.id });

    await eventually(async () => {
      const [told] = await w.notificationsOf(shop.seller.id, 'moderation_action');
      expect(told).toMatchObject({
        title: 'Warning from Haat',
        message: 'Our moderation team has warned you about your store Warning Bell Kirana. If it happens again, your store may be closed or your account banned. Reason: Prices on the shelf differ from the app',
        data: { action: 'warn_user', targetType: 'user', targetId: shop.seller.id, storeId: shop.store.id, link: '/dashboard' },
      });
    });

    // Nothing is taken down: the store is still listed and its seller can still work.
    expect((await w.callCatalog('GET', `/api/stores/${shop.store.id}`)).status).toBe(200);
    expect((await w.call('GET', '/api/grievances/mine', shop.seller)).status).toBe(200);
    // A warning can be given again (no 409), and a ban stays possible afterwards.
    expect((await w.act({ ...body, reason: 'Second warning: prices still differ' })).status).toBe(201);
    await eventually(async () => expect(await w.notificationsOf(shop.seller.id, 'moderation_action')).toHaveLength(2));
    expect((await w.db.selectFrom('moderated_items').select('target_id').where('target_id', '=', shop.seller.id).execute())).toEqual([]);
  });

  it('only a superadmin may warn (401, 403), with a reason (400), someone who exists (404) and not a superadmin or oneself (400); nothing is recorded', async () => {
    const shop = await w.openShop();
    const body = { action: 'warn_user', targetId: shop.seller.id, reason: 'Rude to buyers' };
    expect((await w.act(body, null)).status).toBe(401);
    for (const role of ['buyer', 'seller', 'deliveryPartner'] as const) {
      expect((await w.act(body, await caller(role))).status, role).toBe(403);
    }
    expect((await w.act(body, shop.seller)).status).toBe(403);
    const noReason = await w.act({ ...body, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe(MODERATION_TEXTS.reasonRequired);
    expect((await w.act({ ...body, targetId: randomUUID() })).status).toBe(404);
    expect((await w.act({ ...body, targetId: w.admin.id })).status).toBe(400);
    const otherAdmin = await w.person('superadmin', 'Other Admin');
    expect((await w.act({ ...body, targetId: otherAdmin.id })).status).toBe(400);
    expect((await w.db.selectFrom('moderation_actions').select('id').where('target_id', '=', shop.seller.id).execute())).toEqual([]);
    expect((await w.db.selectFrom('audit_entries').select('id').where('target_id', '=', shop.seller.id).execute())).toEqual([]);
    expect(await w.notificationsOf(shop.seller.id, 'moderation_action')).toEqual([]);
  });
});
