import type { Store } from '@haat/contracts';
import { PAYMENT_OPTION_LABEL, paymentOptionsList } from '../payment-options.ts';
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
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The store categories offered as the seller types (saved in English, as buyers' filters know them), each with its name in the language shown. */
const CATEGORY_SUGGESTIONS: readonly [string, keyof typeof messages][] = [
  ['General', 'store.categoryGeneral'], ['Grocery', 'store.categoryGrocery'], ['Kirana', 'store.categoryKirana'],
  // i18n-ignore: the value saved (in English, as buyers' filters know it); it is shown through its label
  ['Fruits & Vegetables', 'store.categoryFruitsVegetables'], ['Dairy', 'store.categoryDairy'], ['Bakery', 'store.categoryBakery'],
  ['Pharmacy', 'store.categoryPharmacy'], ['Electronics', 'store.categoryElectronics'], ['Clothing', 'store.categoryClothing'],
  ['Stationery', 'store.categoryStationery'], ['Hardware', 'store.categoryHardware'], ['Restaurant', 'store.categoryRestaurant'],
];

/**
 * The whole store in sections: basics, images, hours, payment, GSTIN, instructions, delivery and
 * (editing only) the custom address. Creates the store when `store` is null, else saves the
 * changes with one PUT. Errors show next to their field, the server's ones too. Leaving the page
 * with unsaved changes asks first.
 */
export function StoreSettingsForm({ store }: { store: Store | null }) {
  const t = useT(messages);
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
      toast.success(store ? t('store.saved') : t('store.created'), store ? undefined : t('store.readyForProducts', { name: saved.name }));
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
      setFormError(field ? Object.values(field)[0]! : describeError(err, store ? t('store.saveFailed') : t('store.createFailed')));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = bodyOf(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('store.fixFields'));
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
    <form className="store-settings" onSubmit={submit} noValidate aria-label={store ? t('store.settingsLabel') : t('store.createTitle')}>
      <Section title={t('store.sectionBasics')} id="basics">
        {text('name', t('store.nameLabel'), { maxLength: 120, required: true })}
        {text('description', t('store.descriptionLabel'), { maxLength: 5000 }, true)}
        <div className="form__row">
          <TextField id="store-field-category" label={t('store.categoryLabel')} list="store-category-list" maxLength={100} value={draft.category} onValueChange={(value) => set('category', value)} />
          <datalist id="store-category-list">{CATEGORY_SUGGESTIONS.map(([value, label]) => <option key={value} value={value} label={t(label)} />)}</datalist>
          <TextField id="store-field-tags" label={t('store.tagsLabel')} hint={t('store.tagsHint')} value={draft.tags} placeholder={t('store.tagsPlaceholder')} onValueChange={(value) => set('tags', value)} />
        </div>
        {store ? <CategoriesEditor value={draft.categories} onChange={(c) => set('categories', c)} error={errors['categories']} /> : null}
        <div className="form__row">
          {text('phone', t('store.phoneLabel'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 })}
          {text('email', t('store.emailLabel'), { type: 'email', autoComplete: 'email' })}
        </div>
        {text('address', t('store.addressLabel'), { autoComplete: 'street-address', maxLength: 500 }, true)}
        <div className="form__row">
          <TextField
            id="store-field-city" label={t('store.cityLabel')} list="store-city-list" required value={draft.city} autoComplete="address-level2"
            onValueChange={(value) => set('city', value)} error={errors['city']}
          />
          <datalist id="store-city-list">{(cities.data ?? []).map((c) => <option key={c} value={c} />)}</datalist>
          {text('location', t('store.landmarkLabel'), { maxLength: 200, placeholder: t('store.landmarkPlaceholder') })}
        </div>
        <div className="field">
          <span className="field__label">{t('store.mapPosition')}</span>
          <div className="inline-actions">
            <span className="small muted">{draft.coordinates ? `${draft.coordinates.lat.toFixed(4)}, ${draft.coordinates.lng.toFixed(4)}` : t('store.mapNotSet')}</span>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => navigator.geolocation?.getCurrentPosition(
              (p) => set('coordinates', { lat: Math.round(p.coords.latitude * 1e6) / 1e6, lng: Math.round(p.coords.longitude * 1e6) / 1e6 }),
              () => toast.error(t('store.locationFailed'), t('store.locationHelp')),
            )}>{t('store.useLocation')}</button>
            {draft.coordinates ? <button type="button" className="btn btn--ghost btn--small" onClick={() => set('coordinates', null)}>{t('store.clear')}</button> : null}
          </div>
        </div>
      </Section>

      <Section title={t('store.sectionImages')} id="images">
        <div className="form__row">
          <ImagePicker label={t('store.storeImage')} value={draft.image} onChange={(url) => set('image', url)} preset="store" />
          <ImagePicker label={t('store.banner')} value={draft.bannerImage} onChange={(url) => set('bannerImage', url)} preset="store" previewClass="store-image__preview--banner" hint={t('store.bannerHint')} />
        </div>
      </Section>

      <div id="store-section-businessHours">
        <HoursEditor value={draft.hours} onChange={(hours) => { setHoursTouched(true); set('hours', hours); }} error={errors['businessHours']} />
        {initial.hoursUnreadable && !hoursTouched ? <p className="notice notice--warning small">{t('store.hoursUnreadable', { hours: store?.businessHours ?? '' })}</p> : null}
      </div>

      <Section title={t('store.sectionPayment')} id="paymentOptions">
        {paymentOptionsList.map((option) => (
          <label key={option} className="checkbox">
            <input
              type="checkbox" checked={draft.paymentOptions.includes(option)}
              onChange={(e) => set('paymentOptions', e.target.checked ? [...draft.paymentOptions, option] : draft.paymentOptions.filter((o) => o !== option))}
            /> {t(PAYMENT_OPTION_LABEL[option])}
          </label>
        ))}
        <FieldError id="store-field-paymentOptions-error" text={errors['paymentOptions']} />
        {draft.paymentOptions.includes('UPI Payment') ? (
          <div className="form__row">
            {text('upiId', t('store.upiIdLabel'), { placeholder: 'yourname@okaxis', autoCapitalize: 'none', maxLength: 100 })}
            <ImagePicker label={t('store.upiQr')} value={draft.upiQrImage} onChange={(url) => set('upiQrImage', url)} preset="qr" previewClass="store-image__preview--qr" hint={t('store.upiQrHint')} />
          </div>
        ) : null}
      </Section>

      <Section title={t('store.sectionTax')} id="gstin">
        <TextField
          // i18n-ignore: the placeholder is an example GSTIN, a code written the same in every language
          id="store-field-gstin" label={t('store.gstinLabel')} controlClassName="gstin-input" value={draft.gstin} maxLength={20} autoCapitalize="characters" spellCheck={false} placeholder="27AAPFU0939F1ZV"
          onValueChange={(value) => set('gstin', value.toUpperCase())} error={errors['gstin']}
          hint={t('store.gstinHint')}
        />
        {text('storeInstructions', t('store.instructionsLabel'), { maxLength: 2000, placeholder: t('store.instructionsPlaceholder') }, true)}
      </Section>

      <div id="store-section-deliveryOptions">
        <DeliverySection value={draft.delivery} onChange={(delivery) => set('delivery', delivery)} errors={errors} />
      </div>

      {store ? <div id="store-section-slug"><CustomAddress value={slug} current={store.slug} onChange={setSlug} error={errors['slug'] ?? errors['customSlug']} /></div> : null}

      <div className="store-settings__save">
        {formError ? <p className="form-error" role="alert">{formError}</p> : null}
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? (store ? t('store.saving') : t('store.creating')) : store ? t('store.saveChanges') : t('store.createStore')}
        </button>
      </div>

      <ConfirmDialog
        open={leave.blocked}
        title={t('store.leaveTitle')}
        text={store ? t('store.leaveEditText') : t('store.leaveCreateText')}
        confirmLabel={t('store.leave')}
        dismissLabel={t('store.stay')}
        busyLabel={t('store.leaving')}
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
  const t = useT(messages);
  const [text, setText] = useState('');
  const add = () => {
    const name = text.trim();
    if (name && !value.some((c) => c.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setText('');
  };
  return (
    <div className="field" id="store-field-categories">
      <label className="field__label" htmlFor="store-categories-input">{t('store.productCategories')}</label>
      <div className="inline-actions">
        <input id="store-categories-input" className="field__input" value={text} maxLength={50} placeholder={t('store.productCategoryPlaceholder')} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }} />
        <button type="button" className="btn btn--secondary btn--small" onClick={add} disabled={!text.trim()}>{t('store.add')}</button>
      </div>
      {value.length > 0 ? (
        <ul className="chips" aria-label={t('store.productCategories')}>
          {value.map((c) => <li key={c} className="chip">{c}<button type="button" className="chip__remove" aria-label={t('store.removeNamed', { name: c })} onClick={() => onChange(value.filter((x) => x !== c))}>✕</button></li>)}
        </ul>
      ) : null}
      <FieldError id="store-categories-error" text={error} />
    </div>
  );
}
