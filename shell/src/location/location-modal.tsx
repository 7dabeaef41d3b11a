import { useLocationStore, useSession } from '@haat/web-kit';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LocationForm } from './location-form.tsx';

/** Pages where the picker must not pop up by itself. */
const NO_AUTO_OPEN = /^\/(login|register|forgot-password|reset-password|superadmin-setup|oauth-callback)/;

/**
 * The location picker (spec §2). Opens by itself once for buyers and visitors with no stored
 * location (unless they chose 'Skip for now'), or from the bar's button. The form is rendered only
 * while open, so its fields never shadow a page's fields of the same name.
 */
export function LocationModal() {
  const { city, pincode, dismissed, modalOpen, openModal, closeModal } = useLocationStore();
  const session = useSession();
  const { pathname } = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const autoOpened = useRef(false);
  const buyerOrGuest = session.status !== 'loading' && !session.isSeller && !session.isDeliveryPartner;

  useEffect(() => {
    if (autoOpened.current || !buyerOrGuest || (city && pincode) || dismissed || NO_AUTO_OPEN.test(pathname)) return;
    autoOpened.current = true;
    openModal();
  }, [buyerOrGuest, city, pincode, dismissed, pathname, openModal]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (modalOpen && !dialog.open) dialog.showModal();
    if (!modalOpen && dialog.open) dialog.close();
  }, [modalOpen]);

  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby="location-title" onCancel={(e) => { e.preventDefault(); closeModal(); }}>
      {modalOpen ? <LocationForm /> : null}
    </dialog>
  );
}
