import { describeError, toast } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import { SelectField, TextField } from '@haat/web-kit/forms';
import type { Product } from '@haat/contracts';
import { GST_RATES, PRODUCT_UNITS } from '@haat/contracts/product-rules';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MainImageField, MoreImagesField } from './image-field.tsx';
import { bodyOf, draftOf, draftProblems, MAX_ADDITIONAL_IMAGES, newVariant, type DraftProblems, type ProductDraft, type VariantDraft } from './product-form-state.ts';
import { createProduct, updateProduct } from './products-api.ts';
import { categoryLabel, DEFAULT_CATEGORY, UNIT_LABEL } from './product-labels.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

type Props = { storeId: string; product: Product | null; categories: string[]; onClose: () => void; onSaved: () => void };

const VARIANT_CELL_LABEL = {
  name: 'products.variantName',
  price: 'products.variantPrice',
  discountPrice: 'products.variantDiscount',
  quantity: 'products.variantStock',
} as const satisfies Record<string, keyof typeof messages>;

/** Create (product null) or edit a product, in a dialog; every rule is checked before sending. */
export function ProductDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <Dialog open={open} onClose={props.onClose} labelledBy="product-dialog-title" className="modal product-dialog" closeOnBackdrop={false}>
      <ProductForm {...props} />
    </Dialog>
  );
}

function Field({ id, label, problem, hint, children }: { id: string; label: string; problem?: string | undefined; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      {children}
      {hint ? <span className="field__hint">{hint}</span> : null}
      {problem ? <span className="product-form__problem" id={`${id}-problem`}>{problem}</span> : null}
    </div>
  );
}

function ProductForm({ storeId, product, categories, onClose, onSaved }: Props) {
  const t = useT(messages);
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setVariant = (key: number, changes: Partial<VariantDraft>) => set('variants', draft.variants.map((v) => (v.key === key ? { ...v, ...changes } : v)));

  const save = useMutation({
    mutationFn: async () => {
      const { storeId: _store, ...changes } = bodyOf(draft, storeId);
      return product ? updateProduct(product.id, changes) : createProduct(bodyOf(draft, storeId));
    },
    onSuccess: (saved) => {
      toast.success(product ? t('products.updated') : t('products.added'), saved.name);
      onSaved();
      onClose();
    },
    onError: (err) => setServerError(describeError(err, t('products.saveFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    setServerError(null);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const input = (key: 'name' | 'price' | 'discountPrice' | 'quantity' | 'hsnCode', extra: Record<string, unknown> = {}) => ({
    id: `product-${key}`,
    className: 'field__input',
    value: draft[key],
    'aria-invalid': problems[key] ? true : undefined,
    'aria-describedby': problems[key] ? `product-${key}-problem` : undefined,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    ...extra,
  });
  const categoryChoices = [...new Set([DEFAULT_CATEGORY, ...categories, ...(draft.category ? [draft.category] : [])])];
  const problemList = Object.values(problems);

  return (
    <form className="modal__body product-form" onSubmit={submit} noValidate>
      <div className="modal__header">
        <h2 id="product-dialog-title" className="modal__title">{product ? t('products.editTitle', { name: product.name }) : t('products.addTitle')}</h2>
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>{t('products.close')}</button>
      </div>

      <Field id="product-name" label={t('products.nameLabel')} problem={problems['name']}><input {...input('name')} data-autofocus maxLength={200} /></Field>
      <Field id="product-description" label={t('products.descriptionLabel')}>
        <textarea id="product-description" className="field__input" rows={3} maxLength={5000} value={draft.description} onChange={(e) => set('description', e.target.value)} />
      </Field>
      <div className="form__row">
        <SelectField id="product-category" label={t('products.category')} hint={t('products.categoryHint')} value={draft.category || DEFAULT_CATEGORY} onValueChange={(value) => set('category', value)}>
          {categoryChoices.map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
        </SelectField>
        <SelectField id="product-unit" label={t('products.unit')} value={draft.unit} onValueChange={(value) => set('unit', value)}>
          {PRODUCT_UNITS.map((u) => <option key={u} value={u}>{t(UNIT_LABEL[u])}</option>)}
        </SelectField>
      </div>
      <div className="form__row">
        <Field id="product-price" label={t('products.priceLabel')} problem={problems['price']}><input {...input('price', { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' })} /></Field>
        <Field id="product-discountPrice" label={t('products.discountLabel')} problem={problems['discountPrice']}><input {...input('discountPrice', { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' })} /></Field>
        <Field id="product-quantity" label={t('products.stock')} problem={problems['quantity']} {...(draft.variants.length > 0 ? { hint: t('products.variantsOwnStock') } : {})}><input {...input('quantity', { type: 'number', inputMode: 'numeric', min: 0, step: 1 })} /></Field>
      </div>
      <div className="form__row">
        <Field id="product-hsnCode" label={t('products.hsnLabel')} problem={problems['hsnCode']} hint={t('products.hsnHint')}><input {...input('hsnCode', { inputMode: 'numeric', maxLength: 8 })} /></Field>
        <SelectField id="product-gstRate" label={t('products.gstRate')} value={draft.gstRate} onValueChange={(value) => set('gstRate', value)}>
          {GST_RATES.map((r) => <option key={r} value={String(r)}>{r}%</option>)}
        </SelectField>
      </div>

      <MainImageField value={draft.image} onChange={(url) => set('image', url)} />
      <MoreImagesField value={draft.additionalImages} max={MAX_ADDITIONAL_IMAGES} onChange={(urls) => set('additionalImages', urls)} />

      <fieldset className="field product-variants">
        <legend className="field__label">{t('products.variantsLegend')}</legend>
        {draft.variants.length > 0 ? (
          <TextField
            id="product-variantType" label={t('products.variantType')} hint={t('products.variantTypeHint')} maxLength={50}
            value={draft.variantType} onValueChange={(value) => set('variantType', value)}
          />
        ) : <p className="muted small">{t('products.variantsIntro')}</p>}
        {draft.variants.map((v, i) => (
          <div key={v.key} className="product-variants__row" role="group" aria-label={t('products.variantNumber', { number: i + 1 })}>
            {(['name', 'price', 'discountPrice', 'quantity'] as const).map((key) => (
              <label key={key} className="field product-variants__cell">
                <span className="field__label small">{t(VARIANT_CELL_LABEL[key])}</span>
                <input
                  className="field__input"
                  value={v[key]}
                  aria-invalid={problems[`variants.${i}.${key}`] ? true : undefined}
                  onChange={(e) => setVariant(v.key, { [key]: e.target.value })}
                  {...(key === 'name' ? { maxLength: 100 } : { type: 'number', min: 0, step: key === 'quantity' ? 1 : '0.01', inputMode: key === 'quantity' ? 'numeric' : 'decimal' })}
                />
              </label>
            ))}
            <button type="button" className="btn btn--ghost btn--small" onClick={() => set('variants', draft.variants.filter((x) => x.key !== v.key))} aria-label={t('products.removeVariant', { number: i + 1 })}>{t('products.remove')}</button>
          </div>
        ))}
        <div><button type="button" className="btn btn--secondary btn--small" onClick={() => set('variants', [...draft.variants, newVariant()])}>{t('products.addVariant')}</button></div>
      </fieldset>

      {problemList.length > 0 ? (
        <div className="form-error" role="alert">
          <strong>{t('products.pleaseFix')}</strong>
          <ul className="product-form__problems">{problemList.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      ) : null}
      {serverError ? <p className="form-error" role="alert">{serverError}</p> : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={save.isPending}>{t('products.cancel')}</button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>{save.isPending ? t('products.saving') : product ? t('products.saveChanges') : t('products.addProduct')}</button>
      </div>
    </form>
  );
}
