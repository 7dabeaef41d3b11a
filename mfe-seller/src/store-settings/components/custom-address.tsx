import { useDebounced } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { checkSlug } from '../store-settings-api.ts';
import { FieldError } from './field-error.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const normalise = (text: string) => text.trim().toLowerCase();

/** The store's custom address (haat…/{slug}), checked with the server as the seller types (debounced). */
export function CustomAddress({ value, current, onChange, error }: { value: string; current: string; onChange: (slug: string) => void; error?: string | undefined }) {
  const t = useT(messages);
  const slug = normalise(useDebounced(value, 400));
  const changed = slug !== '' && slug !== current;
  const check = useQuery({ queryKey: ['check-slug', slug], queryFn: ({ signal }) => checkSlug(slug, signal), enabled: changed, staleTime: 10_000 });
  const pending = normalise(value) !== slug || (changed && check.isFetching);

  let status = null;
  if (!changed || normalise(value) === current) status = null;
  else if (pending) status = <p className="small muted" role="status">{t('store.checking')}</p>;
  else if (check.isError) status = <p className="small muted" role="status">{t('store.checkFailed')}</p>;
  else if (check.data) status = <p className={check.data.available ? 'form-success' : 'form-error'} role="status">{check.data.message}</p>;

  return (
    <fieldset className="store-section card">
      <legend className="card__title">{t('store.customAddress')}</legend>
      <div className="field">
        <label className="field__label" htmlFor="store-slug">{t('store.yourAddress')}</label>
        <div className="slug-input">
          <span className="slug-input__prefix" aria-hidden="true">{location.host}/</span>
          <input
            id="store-slug" className="field__input" value={value} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={60}
            onChange={(e) => onChange(e.target.value)} aria-invalid={Boolean(error) || check.data?.available === false} aria-describedby="store-slug-hint"
          />
        </div>
        <p id="store-slug-hint" className="field__hint">{t('store.slugHint')}</p>
        {status}
        <FieldError id="store-slug-error" text={error} />
      </div>
    </fieldset>
  );
}
