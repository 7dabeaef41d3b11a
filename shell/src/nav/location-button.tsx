import { useLocationStore } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * 'Select Location' with a red dot until a city is chosen, then the city's name (spec §2) and the
 * pincode beside it, smaller and muted (issue 15: the promise is per pincode). On a phone the city
 * gives way first: it is cut with an ellipsis, the pincode always shows whole.
 */
export function LocationButton() {
  const t = useT(messages);
  const city = useLocationStore((s) => s.city);
  const pincode = useLocationStore((s) => s.pincode);
  const openModal = useLocationStore((s) => s.openModal);
  const place = city ? [city, pincode].filter(Boolean).join(' ') : null;
  return (
    <button
      type="button"
      className={`location-button${city ? '' : ' location-button--unset'}`}
      onClick={openModal}
      aria-label={place ? t('nav.location', { place }) : t('nav.selectLocation')}
      title={place ?? undefined}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" /></svg>
      <span className="location-button__city">{city ?? t('nav.selectLocation')}</span>
      {city && pincode ? <span className="location-button__pincode">{pincode}</span> : null}
      {city ? null : <span className="location-button__dot" aria-hidden="true" />}
    </button>
  );
}
