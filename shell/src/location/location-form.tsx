import { cleanPincodeInput, CITY_REQUIRED_TEXT, isValidPincode, PINCODE_TEXT, useLocationStore } from '@haat/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCitySearch } from './use-city-search.ts';

const CLOSE_DELAY_MS = 100;

/**
 * The picker's form. It mounts on each opening, so its fields start from the stored city and
 * pincode every time (spec §2). Saving needs a chosen city and a 6-digit pincode.
 */
export function LocationForm() {
  const { city, pincode, recentCities, closeModal, dismiss, setLocation } = useLocationStore();
  const [cityText, setCityText] = useState(city ?? '');
  const [selectedCity, setSelectedCity] = useState<string | null>(city);
  const [pin, setPin] = useState(pincode ?? '');
  const [error, setError] = useState<string | null>(null);
  const { suggestions, loadingList, searching } = useCitySearch(cityText, city, recentCities);
  const cityInputRef = useRef<HTMLInputElement>(null);
  const hasLocation = !!city && !!pincode;

  // showModal focuses the first button (close); the city field is where people start.
  useEffect(() => cityInputRef.current?.focus(), []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const chosen = selectedCity ?? suggestions.find((c) => c.toLowerCase() === cityText.trim().toLowerCase()) ?? null;
    if (!chosen) return setError(CITY_REQUIRED_TEXT);
    if (!isValidPincode(pin)) return setError(PINCODE_TEXT);
    try {
      setLocation(chosen, pin);
    } catch {
      return setError('Failed to save location. Please try again.');
    }
    setError(null);
    setTimeout(closeModal, CLOSE_DELAY_MS);
  };

  const chooseCity = (name: string) => {
    setSelectedCity(name);
    setCityText(name);
    setError(null);
  };

  const typed = cityText.trim();
  const showList = typed !== selectedCity;
  let listNote: string | null = null;
  if (showList && loadingList && suggestions.length === 0) listNote = 'Loading cities...';
  else if (showList && searching) listNote = 'Searching cities...';
  else if (showList && typed && suggestions.length === 0) listNote = `No cities found matching "${typed}"`;

  return (
    <form className="modal__body" onSubmit={save} noValidate>
      <div className="modal__header">
        <h2 id="location-title" className="modal__title">Select your location</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={closeModal}>✕</button>
      </div>
      <p className="modal__text">We show the stores that deliver to your area.</p>

      <div className="field">
        <label className="field__label" htmlFor="location-city">City</label>
        <input
          id="location-city"
          ref={cityInputRef}
          className="field__input"
          value={cityText}
          autoComplete="address-level2"
          placeholder="Search your city"
          onChange={(e) => {
            setCityText(e.target.value);
            setSelectedCity(null);
          }}
        />
      </div>
      {showList ? (
        <div className="city-list" aria-live="polite">
          {listNote ? <p className="city-list__note">{listNote}</p> : null}
          {suggestions.length > 0 ? (
            <ul className="city-list__items" aria-label="Cities">
              {suggestions.map((name) => (
                <li key={name}>
                  <button type="button" className="city-list__item" onClick={() => chooseCity(name)}>{name}</button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="city-list__chosen">Selected city: <strong>{selectedCity}</strong></p>
      )}

      <div className="field">
        <label className="field__label" htmlFor="location-pincode">Pincode</label>
        <input
          id="location-pincode"
          className="field__input"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          value={pin}
          onChange={(e) => setPin(cleanPincodeInput(e.target.value))}
        />
      </div>

      {error ? <p className="form-error" role="alert">{error}</p> : null}

      <div className="modal__actions">
        {!hasLocation ? <button type="button" className="btn btn--ghost" onClick={dismiss}>Skip for now</button> : null}
        <button type="submit" className="btn btn--primary">Save Location</button>
      </div>
    </form>
  );
}
