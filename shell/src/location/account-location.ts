import type { SessionUser } from '@haat/contracts';
import { isValidPincode, storage, useLocationStore } from '@haat/web-kit';
import { fetchAddresses } from '../profile/profile-api.ts';

/** 'navi  mumbai ' → 'Navi Mumbai': a typed city written as the city lists write names. */
export const cityName = (typed: string): string =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/**
 * The city a buyer gave — at registration, or kept on their account — is where they browse (issue
 * 35: the location picker asked again). Only on a device with no location yet: a city chosen here
 * wins. Set at once, before the next page opens, so the picker never pops up: with no pincode known
 * it stays closed as after 'Skip for now' (location-store.ts's keys), the bar shows the city and
 * the pincode is asked where delivery needs it. `withAddresses` (a login: the account may have an
 * address book) then looks for the default address in that city, whose pincode completes it.
 */
export function adoptAccountLocation(user: Pick<SessionUser, 'role' | 'currentCity'>, { withAddresses = false } = {}): void {
  const typed = user.currentCity?.trim();
  if (user.role !== 'buyer' || !typed || useLocationStore.getState().city) return;
  const city = cityName(typed);
  storage.set('city', city);
  useLocationStore.setState({ city });
  useLocationStore.getState().dismiss();
  if (!withAddresses) return;
  void fetchAddresses().then((addresses) => {
    // The book lists the default address first.
    const home = addresses.find((a) => a.city.trim().toLowerCase() === city.toLowerCase() && isValidPincode(a.postalCode));
    const location = useLocationStore.getState();
    // Unless the buyer chose another place meanwhile.
    if (home && location.city === city && !location.pincode) location.setLocation(city, home.postalCode);
  }, () => undefined);
}
