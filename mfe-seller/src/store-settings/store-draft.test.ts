import { describe, expect, it } from 'vitest';
import { GSTIN_TEXTS, PINCODE_TEXT } from '@haat/contracts/indian-codes';
import { bodyOf, draftOf, serverFieldError } from './store-draft.ts';

describe('the store form', () => {
  it('a new store needs a name and a city; the rest has defaults', () => {
    const { draft } = draftOf(null);
    expect(bodyOf(draft).errors).toEqual({ name: 'Store name is required', city: 'City is required' });
    const { body, errors } = bodyOf({ ...draft, name: ' Asha Kirana ', city: 'Pune', tags: 'fresh, , fresh, organic' });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ name: 'Asha Kirana', city: 'Pune', tags: ['fresh', 'organic'], businessHours: '', gstin: '', paymentOptions: ['Cash on Delivery'] });
  });

  it('checks fees, pincodes, GSTIN and the UPI id as the server does', () => {
    const { draft } = draftOf(null);
    const bad = {
      ...draft, name: 'A', city: 'Pune', gstin: '27aapfu0939f1za', paymentOptions: ['UPI Payment'],
      delivery: { ...draft.delivery, localDeliveryFee: '-5', regionDeliveryFee: 'abc', serviceablePincodes: ['411001', '011001'] },
    };
    expect(bodyOf(bad).errors).toEqual({
      gstin: expect.stringMatching(/last character does not match/),
      upiId: 'Enter your UPI ID to take UPI payments',
      'deliveryOptions.localDeliveryFee': 'Local delivery fee cannot be negative',
      'deliveryOptions.regionDeliveryFee': 'Regional delivery fee must be a number',
      'deliveryOptions.serviceablePincodes': '011001: A pincode is 6 digits and does not start with 0',
    });
    const good = bodyOf({ ...bad, gstin: '27aapfu 0939f1zv', upiId: 'a@ok', delivery: { ...bad.delivery, localDeliveryFee: '25.5', regionDeliveryFee: '', serviceablePincodes: ['411001'] } });
    expect(good.errors).toEqual({});
    expect(good.body).toMatchObject({ gstin: '27AAPFU0939F1ZV', deliveryOptions: { localDeliveryFee: 25.5, regionDeliveryFee: 0 } });
  });

  it('files a server 400 under the field its message names', () => {
    expect(serverFieldError('deliveryOptions.serviceablePincodes.1: A pincode is 6 digits')).toEqual({ 'deliveryOptions.serviceablePincodes': 'A pincode is 6 digits' });
    expect(serverFieldError('gstin: This GSTIN is registered in another state')).toEqual({ gstin: 'This GSTIN is registered in another state' });
    expect(serverFieldError('Something went wrong')).toBeNull();
  });

  it('words the GSTIN and pincode problems as contracts do', () => {
    const { draft } = draftOf(null);
    const errorsOf = (changes: Partial<typeof draft>) => bodyOf({ ...draft, name: 'A', city: 'Pune', ...changes }).errors;
    expect(errorsOf({ gstin: '27AAPFU' })['gstin']).toBe(GSTIN_TEXTS.format);
    expect(errorsOf({ gstin: '27aapfu0939f1za' })['gstin']).toBe(GSTIN_TEXTS.checksum);
    expect(errorsOf({ gstin: '00AAPFU0939F1ZV' })['gstin']).toBe(GSTIN_TEXTS.stateCode);
    expect(errorsOf({ delivery: { ...draft.delivery, serviceablePincodes: ['011001'] } })['deliveryOptions.serviceablePincodes']).toBe(`011001: ${PINCODE_TEXT}`);
  });
});
