import type { Store } from '@haat/contracts';
import { paymentOptionsList } from '../payment-options.ts';
import { describeError, isApiError, toast } from '@haat/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@haat/web-kit/forms';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { MY_STORES_KEY } from '../../common/my-stores.ts';
import { useLeaveGuard } from '../../common/use-leave-guard.ts';
import { bodyOf, draftOf, serverFieldError, type FieldErrors, type StoreDraft } from '../store-draft.ts';
import { createStore, updateStore } from '../store-settings-api.ts';
import { useCityNames } from '../../common/city-names.ts';
import { CustomAddress } from './custom-address.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { FieldError } from './field-error.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { ImagePicker } from './image-picker.tsx';

const CATEGORY_SUGGESTIONS = ['General', 'Grocery', 'Kirana', 'Fruits & Vegetables', 'Dairy', 'Bakery', 'Pharmacy', 'Electronics', 'Clothing', 'Stationery', 'Hardware', 'Restaurant'];

/**
 * The whole store in sections: basics, images, hours, payment, GSTIN, instructions, delivery and
 * (editing only) the custom address. Creates the store when `store` is null, else saves the
 * changes with one PUT. Errors show next to their field, the server's ones too. Leaving the page
 * with unsaved changes asks first.
 */
export function StoreSettingsForm({ store }: { store: Store | null }) {
  const queryClient = useQueryClient();
  const initial = draftOf(store);
  const [draft, setDraft] = useState<StoreDraft>(initial.draft);
  const [hoursTouched, setHoursTouched] = useState(false);
  const [slug, setSlug] = useState(store?.slug ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const cities = useCityNames();
  // What the server holds, to tell unsaved edits from it; moves on with each save.
  const [baseline, setBaseline] = useState(() => formState(initial.draft, store?.slug ?? ''));
  const leave = useLeaveGuard(formState(draft, slug) !== baseline);

  const set = <K extends keyof StoreDraft>(key: K, value: StoreDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => (store ? updateStore(store.id, body) : createStore(body as Parameters<typeof createStore>[0])),
    onSuccess: (saved) => {
      toast.success(store ? 'Store saved' : 'Store created', store ? undefined : `${saved.name} is ready for products.`);
      setErrors({});
      setFormError('');
      // The saved store as the server wrote it (canonical hours, catalog city spellings).
      const savedDraft = draftOf(saved).draft;
      setDraft(savedDraft);
      setSlug(saved.slug);
      setBaseline(formState(savedDraft, saved.slug));
      setHoursTouched(false);
      void queryClient.invalidateQueries({ queryKey: MY_STORES_KEY });
    },
    onError: (err) => {
      const field = isApiError(err) && err.status === 400 ? serverFieldError(err.serverMessage) : null;
      if (field) setErrors(field);
      // A field's error shows next to it; here its words without the field's name.
      setFormError(field ? Object.values(field)[0]! : describeError(err, store ? 'Failed to save the store. Please try again.' : 'Failed to create store. Please try again.'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = bodyOf(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Please fix the fields marked below.');
      const first = Object.keys(found)[0]!.split('.')[0];
      (document.getElementById(`store-field-${first}`) ?? document.getElementById(`store-section-${first}`))?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setFormError('');
    const sent: Record<string, unknown> = { ...body };
    // Hours the grid could not read stay as they are until the seller edits them.
    if (initial.hoursUnreadable && !hoursTouched) delete sent['businessHours'];
    if (store) {
      sent['categories'] = draft.categories;
      if (slug.trim().toLowerCase() !== store.slug) sent['slug'] = slug.trim();
    }
    save.mutate(sent);
  };

  const text = (key: 'name' | 'description' | 'phone' | 'email' | 'address' | 'location' | 'storeInstructions' | 'upiId', label: string, props: Record<string, unknown> = {}, multiline = false) => {
    const id = `store-field-${key}`;
    if (!multiline) return <TextField id={id} label={label} value={draft[key]} onValueChange={(value) => set(key, value)} error={errors[key]} {...props} />;
    // A textarea keeps its own markup: the shared fields are single-line controls.
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>{label}</label>
        <textarea
          rows={3} id={id} className="field__input" value={draft[key]} onChange={(e) => set(key, e.target.value)}
          aria-invalid={Boolean(errors[key])} aria-describedby={errors[key] ? `${id}-error` : undefined} {...props}
        />
        <FieldError id={`${id}-error`} text={errors[key]} />
      </div>
    );
  };

  return (
    <form className="store-settings" onSubmit={submit} noValidate aria-label={store ? 'Store settings' : 'Create your store'}>
      <Section title="Basics" id="basics">
        {text('name', 'Store name', { maxLength: 120, required: true })}
        {text('description', 'Description', { maxLength: 5000 }, true)}
        <div className="form__row">
          <TextField id="store-field-category" label="Category" list="store-category-list" maxLength={100} value={draft.category} onValueChange={(value) => set('category', value)} />
          <datalist id="store-category-list">{CATEGORY_SUGGESTIONS.map((c) => <option key={c} value={c} />)}</datalist>
          <TextField id="store-field-tags" label="Tags" hint="Separate tags with commas." value={draft.tags} placeholder="fresh, organic, home delivery" onValueChange={(value) => set('tags', value)} />
        </div>
        {store ? <CategoriesEditor value={draft.categories} onChange={(c) => set('categories', c)} error={errors['categories']} /> : null}
        <div className="form__row">
          {text('phone', 'Store phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 })}
          {text('email', 'Store email', { type: 'email', autoComplete: 'email' })}
        </div>
        {text('address', 'Address', { autoComplete: 'street-address', maxLength: 500 }, true)}
        <div className="form__row">
          <TextField
            id="store-field-city" label="City" list="store-city-list" required value={draft.city} autoComplete="address-level2"
            onValueChange={(value) => set('city', value)} error={errors['city']}
          />
          <datalist id="store-city-list">{(cities.data ?? []).map((c) => <option key={c} value={c} />)}</datalist>
          {text('location', 'Landmark / area', { maxLength: 200, placeholder: 'Near the clock tower' })}
        </div>
        <div className="field">
          <span className="field__label">Map position</span>
          <div className="inline-actions">
            <span className="small muted">{draft.coordinates ? `${draft.coordinates.lat.toFixed(4)}, ${draft.coordinates.lng.toFixed(4)}` : 'Not set: buyers nearby will not find the store by distance.'}</span>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => navigator.geolocation?.getCurrentPosition(
              (p) => set('coordinates', { lat: Math.round(p.coords.latitude * 1e6) / 1e6, lng: Math.round(p.coords.longitude * 1e6) / 1e6 }),
              () => toast.error('Could not read your location', 'Allow location access and try again.'),
            )}>Use my current location</button>
            {draft.coordinates ? <button type="button" className="btn btn--ghost btn--small" onClick={() => set('coordinates', null)}>Clear</button> : null}
          </div>
        </div>
      </Section>

      <Section title="Images" id="images">
        <div className="form__row">
          <ImagePicker label="Store image" value={draft.image} onChange={(url) => set('image', url)} preset="store" />
          <ImagePicker label="Banner" value={draft.bannerImage} onChange={(url) => set('bannerImage', url)} preset="store" previewClass="store-image__preview--banner" hint="Wide picture shown on top of your store page." />
        </div>
      </Section>

      <div id="store-section-businessHours">
        <HoursEditor value={draft.hours} onChange={(hours) => { setHoursTouched(true); set('hours', hours); }} error={errors['businessHours']} />
        {initial.hoursUnreadable && !hoursTouched ? <p className="notice notice--warning small">Your saved hours “{store?.businessHours}” could not be read into the grid; they stay as they are until you set them here.</p> : null}
      </div>

      <Section title="Payment options" id="paymentOptions">
        {paymentOptionsList.map((option) => (
          <label key={option} className="checkbox">
            <input
              type="checkbox" checked={draft.paymentOptions.includes(option)}
              onChange={(e) => set('paymentOptions', e.target.checked ? [...draft.paymentOptions, option] : draft.paymentOptions.filter((o) => o !== option))}
            /> {option}
          </label>
        ))}
        <FieldError id="store-field-paymentOptions-error" text={errors['paymentOptions']} />
        {draft.paymentOptions.includes('UPI Payment') ? (
          <div className="form__row">
            {text('upiId', 'UPI ID', { placeholder: 'yourname@okaxis', autoCapitalize: 'none', maxLength: 100 })}
            <ImagePicker label="UPI QR code" value={draft.upiQrImage} onChange={(url) => set('upiQrImage', url)} preset="qr" previewClass="store-image__preview--qr" hint="Buyers scan it to pay you directly." />
          </div>
        ) : null}
      </Section>

      <Section title="Tax and instructions" id="gstin">
        <TextField
          id="store-field-gstin" label="GSTIN (optional)" controlClassName="gstin-input" value={draft.gstin} maxLength={20} autoCapitalize="characters" spellCheck={false} placeholder="27AAPFU0939F1ZV"
          onValueChange={(value) => set('gstin', value.toUpperCase())} error={errors['gstin']}
          hint="With a GSTIN your invoices are tax invoices; without one, bills of supply. It must belong to your city's state."
        />
        {text('storeInstructions', 'Store instructions for buyers', { maxLength: 2000, placeholder: 'e.g. Ring the bell at the back gate' }, true)}
      </Section>

      <div id="store-section-deliveryOptions">
        <DeliverySection value={draft.delivery} onChange={(delivery) => set('delivery', delivery)} errors={errors} />
      </div>

      {store ? <div id="store-section-slug"><CustomAddress value={slug} current={store.slug} onChange={setSlug} error={errors['slug'] ?? errors['customSlug']} /></div> : null}

      <div className="store-settings__save">
        {formError ? <p className="form-error" role="alert">{formError}</p> : null}
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? (store ? 'Saving...' : 'Creating store...') : store ? 'Save changes' : 'Create Store'}
        </button>
      </div>

      <ConfirmDialog
        open={leave.blocked}
        title="Leave without saving?"
        text={store ? 'Your changes to the store settings are not saved yet. If you leave this page, they are lost.' : 'Your new store is not created yet. If you leave this page, what you typed is lost.'}
        confirmLabel="Leave without saving"
        dismissLabel="Stay on this page"
        busyLabel="Leaving..."
        busy={false}
        danger
        onConfirm={leave.proceed}
        onCancel={leave.stay}
      />
    </form>
  );
}

/** The form's values as one comparable text: equal texts, nothing to save. */
const formState = (draft: StoreDraft, slug: string): string => JSON.stringify([draft, slug.trim().toLowerCase()]);

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <fieldset className="store-section card" id={`store-section-${id}`}>
      <legend className="card__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The store's own product categories (names, any order); saved with the form. */
function CategoriesEditor({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string | undefined }) {
  const [text, setText] = useState('');
  const add = () => {
    const name = text.trim();
    if (name && !value.some((c) => c.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setText('');
  };
  return (
    <div className="field" id="store-field-categories">
      <label className="field__label" htmlFor="store-categories-input">Product categories</label>
      <div className="inline-actions">
        <input id="store-categories-input" className="field__input" value={text} maxLength={50} placeholder="e.g. Snacks" onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }} />
        <button type="button" className="btn btn--secondary btn--small" onClick={add} disabled={!text.trim()}>Add</button>
      </div>
      {value.length > 0 ? (
        <ul className="chips" aria-label="Product categories">
          {value.map((c) => <li key={c} className="chip">{c}<button type="button" className="chip__remove" aria-label={`Remove ${c}`} onClick={() => onChange(value.filter((x) => x !== c))}>✕</button></li>)}
        </ul>
      ) : null}
      <FieldError id="store-categories-error" text={error} />
    </div>
  );
}
