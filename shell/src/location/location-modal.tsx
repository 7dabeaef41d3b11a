import { useLocationStore, useSession } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '@haat/web-kit/dialog';
import './location.css';
import { LocationForm } from './location-form.tsx';
import { popularCitiesQuery } from './use-city-search.ts';

/** Pages where the picker must not pop up by itself. */
const NO_AUTO_OPEN = /^\/(login|register|forgot-password|reset-password|verify-email|superadmin-setup|oauth-callback|delete-account)/;

/**
 * The location picker (spec §2). Opens by itself once for buyers and visitors with no stored city
 * or pincode (unless they chose 'Skip for now'), or from the bar's button. A web-kit Dialog: the
 * form is rendered only while open (its fields reset on each opening), focus stays inside, Escape
 * closes it (a click beside it does not), and focus returns to what opened it.
 */
export function LocationModal() {
  const { city, pincode, dismissed, modalOpen, openModal, closeModal } = useLocationStore();
  const session = useSession();
  const { pathname } = useLocation();
  const autoOpened = useRef(false);
  const queryClient = useQueryClient();
  const buyerOrGuest = session.status !== 'loading' && !session.isSeller && !session.isDeliveryPartner && !session.isSuperadmin;

  useEffect(() => {
    if (autoOpened.current || !buyerOrGuest || (city && pincode) || dismissed || NO_AUTO_OPEN.test(pathname)) return;
    autoOpened.current = true;
    // Opened once its city list is there (one request, often cached): the list arriving in an open
    // picker pushed its pincode field and buttons down (a layout shift on every first visit).
    void queryClient.prefetchQuery(popularCitiesQuery).finally(openModal);
  }, [buyerOrGuest, city, pincode, dismissed, pathname, openModal, queryClient]);

  return (
    <Dialog open={modalOpen} onClose={closeModal} labelledBy="location-title" closeOnBackdrop={false}>
      <LocationForm />
    </Dialog>
  );
}
