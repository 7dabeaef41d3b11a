import { useLocationStore, useSession } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { firstPagePainted } from '../routing/first-page-painted.tsx';
import { popularCitiesQuery } from './use-city-search.ts';

// The dialog and its form are not on the first screen of a visitor whose city is known: they load
// when the picker first opens (or, opening by itself, together with its city list). Once loaded it
// renders in the same commit as the opening, not a frame later through lazy()'s own promise.
type LocationDialogType = typeof import('./location-dialog.tsx').LocationDialog;
let loadedDialog: LocationDialogType | null = null;
const loadLocationDialog = () => import('./location-dialog.tsx').then((m) => (loadedDialog = m.LocationDialog));
const LazyLocationDialog = lazy(() => loadLocationDialog().then((Dialog) => ({ default: Dialog })));

/** Pages where the picker must not pop up by itself: signing in or up (a rider's invitation too), and the other roles' areas. */
const NO_AUTO_OPEN = /^\/(login|register|forgot-password|reset-password|verify-email|superadmin-setup|oauth-callback|delete-account|delivery(-partners)?|admin|dashboard|manage-[\w-]+|banned-customers|coins)(\/|$)/;

/**
 * The location picker (spec §2). Opens by itself once for buyers and visitors with no stored city
 * or pincode (unless they chose 'Skip for now'), or from the bar's button. A web-kit Dialog, loaded
 * when it first opens (location-dialog.tsx): the form is rendered only while open (its fields reset
 * on each opening), focus stays inside, Escape closes it (a click beside it does not), and focus
 * returns to what opened it.
 */
export function LocationModal() {
  const { city, pincode, dismissed, modalOpen, openModal, closeModal } = useLocationStore();
  const session = useSession();
  const { pathname } = useLocation();
  const autoOpened = useRef(false);
  const queryClient = useQueryClient();
  // Once opened it stays mounted, so closing it hands focus back as the dialog does.
  const [everOpened, setEverOpened] = useState(false);
  if (modalOpen && !everOpened) setEverOpened(true);
  const buyerOrGuest = session.status !== 'loading' && !session.isSeller && !session.isDeliveryPartner && !session.isSuperadmin;

  useEffect(() => {
    if (autoOpened.current || !buyerOrGuest || (city && pincode) || dismissed || NO_AUTO_OPEN.test(pathname)) return;
    autoOpened.current = true;
    // Over the page once it is painted, and once its city list and its code are there (one request
    // each, often cached): the list arriving in an open picker pushed its pincode field and buttons
    // down (a layout shift on every first visit).
    void firstPagePainted
      .then(() => Promise.allSettled([queryClient.prefetchQuery(popularCitiesQuery), loadLocationDialog()]))
      .finally(openModal);
  }, [buyerOrGuest, city, pincode, dismissed, pathname, openModal, queryClient]);

  if (!everOpened) return null;
  const LocationDialog = loadedDialog ?? LazyLocationDialog;
  return (
    <Suspense fallback={null}>
      <LocationDialog open={modalOpen} onClose={closeModal} />
    </Suspense>
  );
}
