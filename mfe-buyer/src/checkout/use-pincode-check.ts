import { checkPincodeOfCity } from '@haat/web-kit';
import { useCallback, useState } from 'react';

const keyOf = (city: string, pincode: string) => `${city.trim().toLowerCase()}|${pincode.trim()}`;

/**
 * The shipping pincode checked against the shipping city by the server (India Post's directory):
 * when the buyer leaves the field, and again before placing. `problemFor` answers only for the
 * city and pincode last checked, so typing clears the message. A server that cannot be asked gives
 * no problem: the order service checks the same when the order is placed.
 */
export function usePincodeCheck() {
  const [last, setLast] = useState<{ key: string; problem: string | null } | null>(null);
  const check = useCallback(async (city: string, pincode: string): Promise<string | null> => {
    if (!city.trim() || !pincode.trim()) return null;
    try {
      const problem = await checkPincodeOfCity(pincode, city);
      setLast({ key: keyOf(city, pincode), problem });
      return problem;
    } catch {
      return null;
    }
  }, []);
  const problemFor = (city: string, pincode: string): string | null => (last?.key === keyOf(city, pincode) ? last.problem : null);
  return { check, problemFor };
}
