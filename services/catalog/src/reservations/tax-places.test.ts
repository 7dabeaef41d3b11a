import { describe, expect, it } from 'vitest';
import { taxPlaces } from './tax-places.ts';

describe('taxPlaces', () => {
  it('takes the store\'s state from its GSTIN first, else from its city', () => {
    expect(taxPlaces({ gstin: '27AAPFU0939F1ZV', storeCityStates: ['Karnataka'], buyerCityStates: [] }))
      .toEqual({ gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', placeOfSupply: 'Maharashtra' });
    expect(taxPlaces({ gstin: '', storeCityStates: ['Karnataka'], buyerCityStates: [] }))
      .toEqual({ gstin: '', state: 'Karnataka', placeOfSupply: 'Karnataka' });
    expect(taxPlaces({ gstin: '', storeCityStates: [], buyerCityStates: ['Goa'] })).toEqual({ gstin: '', state: null, placeOfSupply: 'Goa' });
  });

  it('supplies to the buyer\'s state; a city name in several states counts as the store\'s state when it is one of them', () => {
    expect(taxPlaces({ gstin: '', storeCityStates: ['Maharashtra'], buyerCityStates: ['Karnataka'] })).toMatchObject({ placeOfSupply: 'Karnataka' });
    expect(taxPlaces({ gstin: '', storeCityStates: ['Maharashtra'], buyerCityStates: ['Goa', 'Maharashtra'] })).toMatchObject({ placeOfSupply: 'Maharashtra' });
    // Ambiguous and not the store's, or unknown: the store's own state.
    expect(taxPlaces({ gstin: '', storeCityStates: ['Maharashtra'], buyerCityStates: ['Goa', 'Kerala'] })).toMatchObject({ placeOfSupply: 'Maharashtra' });
    expect(taxPlaces({ gstin: '', storeCityStates: ['Maharashtra'], buyerCityStates: [] })).toMatchObject({ placeOfSupply: 'Maharashtra' });
  });
});
