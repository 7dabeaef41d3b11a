import { useLocationStore, useSession } from '@haat/web-kit';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trapTab } from '@haat/web-kit/dialog';
import './location.css';
import { LocationForm } from './location-form.tsx';

/** Pages where the picker must not pop up by itself. */
const NO_AUTO_OPEN = /^\/(login|register|forgot-password|reset-password|verify-email|superadmin-setup|oauth-callback|delete-account)/;

/**
 * The location picker (spec §2). Opens by itself once for buyers and visitors with no stored city
 * or pincode (unless they chose 'Skip for now'), or from the bar's button. The form is rendered
 * only while open, so its fields reset on each opening. Focus stays inside while it is open,
 * Escape closes it, and focus returns to what opened it.
 */
export function LocationModal() {
  const { city, pincode, dismissed, modalOpen, openModal, closeModal } = useLocationStore();
  const session = useSession();
  const { pathname } = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
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
    if (modalOpen && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!modalOpen && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [modalOpen]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby="location-title"
      aria-modal="true"
      onCancel={(e) => { e.preventDefault(); closeModal(); }}
      // The browser may close a dialog itself (repeated Escape); keep the store in step.
      onClose={() => { if (useLocationStore.getState().modalOpen) closeModal(); }}
      onKeyDown={(e) => { if (dialogRef.current) trapTab(e, dialogRef.current); }}
    >
      {modalOpen ? <LocationForm /> : null}
    </dialog>
  );
}
