import { useId, useState } from 'react';
import { matchCities, useCityNames } from '../../common/city-names.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Serviceable cities: type to find a city of the catalog, pick it; chosen ones as removable chips. */
export function CityPicker({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string | undefined }) {
  const t = useT(messages);
  const id = useId();
  const cities = useCityNames();
  const [text, setText] = useState('');
  const chosen = new Set(value.map((c) => c.toLowerCase()));
  const matches = matchCities(cities.data ?? [], text).filter((name) => !chosen.has(name.toLowerCase()));
  const add = (name: string) => {
    onChange([...value, name]);
    setText('');
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-search`}>{t('store.citiesLabel')}</label>
      <input
        id={`${id}-search`} className="field__input" value={text} placeholder={cities.isPending ? t('store.loadingCities') : t('store.typeCity')}
        onChange={(e) => setText(e.target.value)} autoComplete="off" aria-describedby={`${id}-hint`}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); if (matches[0]) add(matches[0]); } }}
      />
      <p id={`${id}-hint`} className="field__hint">{cities.isError ? t('store.citiesFailed') : t('store.citiesHint')}</p>
      {matches.length > 0 ? (
        <ul className="city-suggestions" aria-label={t('store.matchingCities')}>
          {matches.map((name) => <li key={name}><button type="button" className="btn btn--ghost btn--small" onClick={() => add(name)}>+ {name}</button></li>)}
        </ul>
      ) : text.trim() && cities.data ? <p className="small muted">{t('store.noCityMatches', { text: text.trim() })}</p> : null}
      {value.length > 0 ? (
        <ul className="chips" aria-label={t('store.chosenCities')}>
          {value.map((name) => (
            <li key={name} className="chip">{name}<button type="button" className="chip__remove" aria-label={t('store.removeNamed', { name })} onClick={() => onChange(value.filter((c) => c !== name))}>✕</button></li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </div>
  );
}
