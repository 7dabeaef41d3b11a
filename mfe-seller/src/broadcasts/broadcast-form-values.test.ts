import { describe, expect, it } from 'vitest';
import { emptyValues, endOfDay, startOfDay, toFormData, validateBroadcast, type BroadcastFormValues } from './broadcast-form-values.ts';

const now = new Date(2026, 10, 25, 14, 0).getTime();
const values = (extra: Partial<BroadcastFormValues> = {}): BroadcastFormValues => ({ ...emptyValues('Pune', now), title: 'Diwali sale', ...extra });

describe('broadcast form values', () => {
  it('a new broadcast runs 30 days from today in the store\'s city, published at once', () => {
    expect(emptyValues('Pune', now)).toMatchObject({ validFrom: '2026-11-25', validUntil: '2026-12-25', targetCity: 'Pune', isActive: true, broadcastType: 'offer' });
  });

  it('checks the title, the days (in order, at most 90, not over) and the city', () => {
    expect(validateBroadcast(values(), null, ['Pune'], now)).toEqual({});
    expect(validateBroadcast(values({ title: ' ' }), null, [], now).title).toBe('Title is required');
    expect(validateBroadcast(values({ validFrom: '2026-11-26', validUntil: '2026-11-25' }), null, [], now).validUntil).toBe('The last day must be on or after the first day');
    expect(validateBroadcast(values({ validFrom: '2026-11-25', validUntil: '2027-02-22' }), null, [], now)).toEqual({}); // 90 days
    expect(validateBroadcast(values({ validFrom: '2026-11-25', validUntil: '2027-02-23' }), null, [], now).validUntil).toBe('An offer can run for at most 90 days');
    expect(validateBroadcast(values({ validFrom: '2026-11-01', validUntil: '2026-11-24' }), null, [], now).validUntil).toBe('The last day is already over');
    expect(validateBroadcast(values({ targetCity: 'Punee' }), null, ['Pune', 'Mumbai'], now).targetCity).toBe('Choose a city from the list');
    expect(validateBroadcast(values({ targetCity: 'mumbai' }), null, ['Pune', 'Mumbai'], now)).toEqual({});
  });

  it('refuses a file that is not a picture or is over 6 MB', () => {
    expect(validateBroadcast(values(), { type: 'application/pdf', size: 10 }, [], now).image).toBe('File type must be JPEG, PNG, WebP, or GIF');
    expect(validateBroadcast(values(), { type: 'image/png', size: 7 * 1024 * 1024 }, [], now).image).toBe('File size must be less than 6MB');
  });

  it('sends whole days, the store, and no target city when it is the store\'s own', () => {
    const form = toFormData(values({ targetCity: 'pune' }), null, { storeId: 's1', storeCity: 'Pune', editing: false });
    expect(Object.fromEntries(form.entries())).toEqual({
      storeId: 's1', title: 'Diwali sale', description: '', broadcastType: 'offer', isActive: 'true', targetCity: '',
      validFrom: startOfDay('2026-11-25')!.toISOString(), validUntil: endOfDay('2026-12-25')!.toISOString(),
    });
    const edit = toFormData(values({ targetCity: 'Mumbai', removeImage: true }), null, { storeId: 's1', storeCity: 'Pune', editing: true });
    expect(Object.fromEntries(edit.entries())).toMatchObject({ targetCity: 'Mumbai', imageUrl: '' });
    expect(edit.has('storeId')).toBe(false);
    expect(edit.has('isActive')).toBe(false);
  });
});
