import { useCallback, useState } from 'react';
import type { Position } from './store-list-query.ts';

type PositionState =
  | { status: 'unknown' | 'asking'; position: null; message: null }
  | { status: 'known'; position: Position; message: null }
  | { status: 'refused'; position: null; message: string };

const REFUSED_TEXT = 'We could not get your location, so stores are shown in the recommended order.';

/**
 * The buyer's position for 'Nearest', asked of the browser only when the buyer picks that sort (the
 * location store keeps a city and pincode, no coordinates). Kept for the visit, not stored.
 */
export function useBuyerPosition() {
  const [state, setState] = useState<PositionState>({ status: 'unknown', position: null, message: null });
  const ask = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'refused', position: null, message: REFUSED_TEXT });
      return;
    }
    setState((s) => (s.status === 'known' ? s : { status: 'asking', position: null, message: null }));
    navigator.geolocation.getCurrentPosition(
      (p) => setState({ status: 'known', position: { lat: p.coords.latitude, lng: p.coords.longitude }, message: null }),
      () => setState({ status: 'refused', position: null, message: REFUSED_TEXT }),
      { maximumAge: 10 * 60_000, timeout: 10_000 },
    );
  }, []);
  return { ...state, ask };
}
