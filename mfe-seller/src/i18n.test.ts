import { useLanguageStore } from '@haat/web-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greetingText } from './dashboard/greeting.ts';
import { compactRupees, shortDay, tableDay } from './dashboard/sales-days.ts';
import { partnerOptions } from './orders/order-delivery.ts';
import { ORDER_ACTION_TEXTS } from './orders/order-texts.ts';
import { hoursTextOf, type WeekDraft } from './store-settings/hours-grid.ts';

/** The seller's texts outside components follow the language chosen, once its catalog is loaded. */
describe('the seller app in Hindi', () => {
  beforeAll(async () => {
    await useLanguageStore.getState().setLanguage('hi');
  });
  afterAll(async () => {
    await useLanguageStore.getState().setLanguage('en');
  });

  it('greets, counts and names days in Hindi', () => {
    expect(useLanguageStore.getState().language).toBe('hi');
    expect(greetingText(false, 'Asha')).toBe('फिर से स्वागत है, Asha।');
    expect(ORDER_ACTION_TEXTS.itemsCancelled(1)).toBe('1 आइटम रद्द हो गया');
    expect(ORDER_ACTION_TEXTS.itemsCancelled(3)).toBe('3 आइटम रद्द हो गए');
    expect(compactRupees(340_000)).toBe('₹3.4 लाख');
    expect(shortDay('2026-12-07')).toMatch(/^7 दिस/);
    expect(tableDay('2026-12-07')).toMatch(/^सोम/);
  });

  it('words a rider option and an hours problem in Hindi, the data as entered', () => {
    const [option] = partnerOptions([{
      _id: 'm1', id: 'm1', storeId: 's1', userId: 'u1', name: 'Deepak Kumar', phone: '+919876543210', vehicleType: null, vehicleNumber: null,
      status: 'Active', isActive: true, isAvailable: false, inviteCode: null, invitePath: null, inviteExpiresAt: null,
      invitedAt: '2026-11-01T10:00:00.000Z', joinedAt: '2026-11-02T10:00:00.000Z', openDeliveries: 2, deliveredToday: 0, cashToCollect: 0,
    }]);
    expect(option?.label).toBe('Deepak Kumar · उपलब्ध नहीं · 2 चालू');
    const week: WeekDraft = { enabled: true, days: Array.from({ length: 7 }, () => ({ closed: false, ranges: [{ start: '09:00', end: '' }] })) };
    expect(hoursTextOf(week).problem).toBe('रवि: खुलने और बंद होने, दोनों का समय डालें');
  });
});
