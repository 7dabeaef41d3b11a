import { useLocationStore } from '@haat/web-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { adoptAccountLocation, cityName } from './account-location.ts';

beforeEach(() => useLocationStore.setState({ city: null, pincode: null, dismissed: false, modalOpen: false }));

describe('the account city as the browsing location', () => {
  it('writes a typed city as the city lists do', () => {
    expect(cityName(' pune ')).toBe('Pune');
    expect(cityName('navi  MUMBAI')).toBe('Navi Mumbai');
    expect(cityName('pimpri-chinchwad')).toBe('Pimpri-Chinchwad');
  });

  it("becomes a buyer's location with the picker kept closed, on a device that has none", () => {
    adoptAccountLocation({ role: 'buyer', currentCity: 'pune' });
    expect(useLocationStore.getState()).toMatchObject({ city: 'Pune', pincode: null, dismissed: true });
  });

  it('leaves a location chosen on this device, sellers and accounts without a city alone', () => {
    useLocationStore.setState({ city: 'Nashik', pincode: '422005' });
    adoptAccountLocation({ role: 'buyer', currentCity: 'Pune' });
    expect(useLocationStore.getState()).toMatchObject({ city: 'Nashik', pincode: '422005' });
    useLocationStore.setState({ city: null, pincode: null });
    adoptAccountLocation({ role: 'seller', currentCity: 'Pune' });
    adoptAccountLocation({ role: 'buyer', currentCity: '  ' });
    adoptAccountLocation({ role: 'buyer', currentCity: null });
    expect(useLocationStore.getState()).toMatchObject({ city: null, dismissed: false });
  });
});
