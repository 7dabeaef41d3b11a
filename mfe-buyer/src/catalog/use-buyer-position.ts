import { useCallback, useState } from 'react';
import type { Position } from './store-list-query.ts';

/** 'refused': the page says why the stores are in the recommended order instead (catalog.locationRefused). */
type PositionState =
  | { status: 'unknown' | 'asking' | 'refused'; position: null }
  | { status: 'known'; position: Position };

/**
 * The buyer's position for 'Nearest', asked of the browser only when the buyer picks that sort (the
 * location store keeps a city and pincode, no coordinates). Kept for the visit, not stored.
 */
export function useBuyerPosition() {
  const [state, setState] = useState<PositionState>({ status: 'unknown', position: null });
  const ask = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'refused', position: null });
      return;
    }
    setState((s) => (s.status === 'known' ? s : { status: 'asking', position: null }));
    navigator.geolocation.getCurrentPosition(
      (p) => setState({ status: 'known', position: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      () => setState({ status: 'refused', position: null }),
      { maximumAge: 10 * 60_000, timeout: 10_000 },
    );
  }, []);
  return { ...state, ask };
}
