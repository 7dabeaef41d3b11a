import { Dialog } from '@haat/web-kit/dialog';
import './location.css';
import { LocationForm } from './location-form.tsx';

/** The picker's dialog and form: a chunk of its own, loaded when the picker first opens (location-modal.tsx). */
export function LocationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="location-title" closeOnBackdrop={false}>
      <LocationForm />
    </Dialog>
  );
}
