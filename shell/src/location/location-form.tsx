import { checkPincodeOfCity, cityRequiredText, cleanPincodeInput, isValidPincode, PINCODE_LENGTH, pincodeText, useLocationStore, withTags } from '@haat/web-kit';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { useCitySearch } from './use-city-search.ts';

const CLOSE_DELAY_MS = 100;
const bold = (text: string) => <strong>{text}</strong>;

/** ↑/↓ (and Home/End) move between the city buttons; ↑ from the first goes back to the field. */
function moveInList(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, input: HTMLInputElement | null) {
  if (!list || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('button')];
  if (buttons.length === 0) return;
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  event.preventDefault();
  if (event.key === 'Home') return buttons[0]?.focus();
  if (event.key === 'End') return buttons.at(-1)?.focus();
  if (event.key === 'ArrowDown') return buttons[Math.min(index + 1, buttons.length - 1)]?.focus();
  if (index <= 0) return input?.focus();
  return buttons[index - 1]?.focus();
}

/**
 * The picker's form (spec §2 'Location picker', §5 'Location' and 'City search'). It mounts on each
 * opening, so its fields start from the stored city and pincode every time. Saving needs a chosen
 * city and a real pincode of it (the server asks India Post's directory; its text shows under the
 * pincode field); on success the picker closes after about 100 ms.
 */
export function LocationForm() {
  const t = useT(messages);
  const { city, pincode, recentCities, closeModal, dismiss, setLocation } = useLocationStore();
  const [cityText, setCityText] = useState(city ?? '');
  const [selectedCity, setSelectedCity] = useState<string | null>(city);
  const [pin, setPin] = useState(pincode ?? '');
  /** What is wrong besides the pincode: no city chosen, or the save failed. */
  const [error, setError] = useState<'city' | 'save' | null>(null);
  /** The pincode field's own message (format, unknown pincode, another city's). */
  const [pinError, setPinError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [saved, setSaved] = useState(false);
  const typed = cityText.trim();
  const choosing = typed !== (selectedCity ?? '') || !selectedCity;
  const { suggestions, starting, loadingList, searching } = useCitySearch(choosing ? cityText : '', city, recentCities);
  const cityInputRef = useRef<HTMLInputElement>(null);
  const pinInputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hasLocation = !!city && !!pincode;

  const refusePincode = (text: string) => {
    setError(null);
    setPinError(text);
    pinInputRef.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saved || checking) return;
    const chosen = selectedCity ?? suggestions.find((c) => c.toLowerCase() === typed.toLowerCase()) ?? null;
    if (!chosen) {
      setPinError(null);
      setError('city');
      cityInputRef.current?.focus();
      return;
    }
    if (!isValidPincode(pin)) return refusePincode(pincodeText());
    setChecking(true);
    try {
      const problem = await checkPincodeOfCity(pin, chosen);
      if (problem) return refusePincode(problem);
      setLocation(chosen, pin);
    } catch {
      setPinError(null);
      setError('save');
      return;
    } finally {
      setChecking(false);
    }
    setError(null);
    setPinError(null);
    setSaved(true);
    setTimeout(closeModal, CLOSE_DELAY_MS);
  };

  const chooseCity = (name: string) => {
    setSelectedCity(name);
    setCityText(name);
    setError(null);
    setPinError(null);
    pinInputRef.current?.focus();
  };

  let listNote: string | null = null;
  if (choosing) {
    if (loadingList && suggestions.length === 0) listNote = t('loc.loadingCities');
    else if (searching) listNote = t('loc.searching');
    else if (typed && suggestions.length === 0) listNote = t('loc.noMatch', { text: typed });
  }
  const listTitle = recentCities.length > 0 ? t('loc.recent') : t('loc.popular');

  return (
    <form className="modal__body" onSubmit={(e) => void save(e)} noValidate aria-describedby="location-text">
      <div className="modal__header">
        <h2 id="location-title" className="modal__title">{t('loc.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('loc.close')} onClick={closeModal}>✕</button>
      </div>
      <p id="location-text" className="modal__text">{t('loc.text')}</p>

      <div className="field">
        <label className="field__label" htmlFor="location-city">{t('loc.city')}</label>
        <input
          id="location-city"
          ref={cityInputRef}
          // The modal focuses this after showModal(): the city field is where people start.
          data-autofocus=""
          className="field__input"
          value={cityText}
          autoComplete="address-level2"
          placeholder={t('loc.search')}
          aria-describedby="location-city-hint"
          aria-invalid={error === 'city'}
          onChange={(e) => {
            setCityText(e.target.value);
            setSelectedCity(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') moveInList(e, listRef.current, cityInputRef.current);
          }}
        />
        <span id="location-city-hint" className="field__hint">{t('loc.hint')}</span>
      </div>
      {choosing ? (
        <div className="city-list">
          <p className="city-list__note" role="status" aria-live="polite">{listNote ?? ''}</p>
          {suggestions.length > 0 ? (
            <>
              {starting ? <p className="city-list__title">{listTitle}</p> : null}
              <ul
                ref={listRef}
                className="city-list__items"
                aria-label={starting ? listTitle : t('loc.matching')}
                onKeyDown={(e) => moveInList(e, listRef.current, cityInputRef.current)}
              >
                {suggestions.map((name) => (
                  <li key={name}>
                    <button type="button" className={`city-list__item${name === city ? ' city-list__item--current' : ''}`} onClick={() => chooseCity(name)}>{name}</button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : (
        <p className="city-list__chosen" role="status">{withTags(t('loc.selected', { city: selectedCity }), { b: bold })}</p>
      )}

      <div className="field">
        <label className="field__label" htmlFor="location-pincode">{t('loc.pincode')}</label>
        <input
          id="location-pincode"
          ref={pinInputRef}
          className="field__input"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('loc.pinHint')}
          maxLength={PINCODE_LENGTH}
          aria-invalid={pinError !== null}
          aria-describedby={pinError ? 'location-pincode-error' : undefined}
          value={pin}
          onChange={(e) => {
            setPin(cleanPincodeInput(e.target.value));
            setPinError(null);
          }}
        />
        {pinError ? <p id="location-pincode-error" className="form-error" role="alert">{pinError}</p> : null}
      </div>

      {error ? <p className="form-error" role="alert">{error === 'city' ? cityRequiredText() : t('loc.saveFailed')}</p> : null}

      <div className="modal__actions">
        {!hasLocation ? <button type="button" className="btn btn--ghost" onClick={dismiss}>{t('loc.skip')}</button> : null}
        <button type="submit" className="btn btn--primary" disabled={checking}>{checking ? t('loc.checking') : t('loc.save')}</button>
      </div>
    </form>
  );
}
