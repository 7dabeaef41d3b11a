import { useId, useState } from 'react';
import { matchCities, useCityNames } from '../../common/city-names.ts';

/** Serviceable cities: type to find a city of the catalog, pick it; chosen ones as removable chips. */
export function CityPicker({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string | undefined }) {
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
      <label className="field__label" htmlFor={`${id}-search`}>Serviceable cities (regional delivery)</label>
      <input
        id={`${id}-search`} className="field__input" value={text} placeholder={cities.isPending ? 'Loading cities...' : 'Type a city name'}
        onChange={(e) => setText(e.target.value)} autoComplete="off" aria-describedby={`${id}-hint`}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); if (matches[0]) add(matches[0]); } }}
      />
      <p id={`${id}-hint`} className="field__hint">{cities.isError ? 'Could not load the city list. Please try again later.' : 'Buyers in these cities get your regional fee and time.'}</p>
      {matches.length > 0 ? (
        <ul className="city-suggestions" aria-label="Matching cities">
          {matches.map((name) => <li key={name}><button type="button" className="btn btn--ghost btn--small" onClick={() => add(name)}>+ {name}</button></li>)}
        </ul>
      ) : text.trim() && cities.data ? <p className="small muted">No city matches “{text.trim()}”.</p> : null}
      {value.length > 0 ? (
        <ul className="chips" aria-label="Chosen cities">
          {value.map((name) => (
            <li key={name} className="chip">{name}<button type="button" className="chip__remove" aria-label={`Remove ${name}`} onClick={() => onChange(value.filter((c) => c !== name))}>✕</button></li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </div>
  );
}
