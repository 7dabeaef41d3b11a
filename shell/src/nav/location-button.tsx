import { useLocationStore } from '@haat/web-kit';

/** 'Select Location' with a red dot until a city is chosen, then the city's name (spec §2). */
export function LocationButton() {
  const city = useLocationStore((s) => s.city);
  const openModal = useLocationStore((s) => s.openModal);
  return (
    <button
      type="button"
      className={`location-button${city ? '' : ' location-button--unset'}`}
      onClick={openModal}
      aria-label={city ? `Location: ${city}. Change location` : 'Select Location'}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" /></svg>
      <span>{city ?? 'Select Location'}</span>
      {city ? null : <span className="location-button__dot" aria-hidden="true" />}
    </button>
  );
}
