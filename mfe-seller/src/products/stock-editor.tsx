import { describeError, toast } from '@haat/web-kit';
import type { Product } from '@haat/contracts';
import { LOW_STOCK_THRESHOLD } from '@haat/contracts/product-rules';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { setStock } from './products-api.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

function StockBadge({ quantity }: { quantity: number }) {
  const t = useT(messages);
  if (quantity === 0) return <span className="badge badge--danger">{t('products.outOfStock')}</span>;
  if (quantity <= LOW_STOCK_THRESHOLD) return <span className="badge badge--warning">{t('products.low')}</span>;
  return null;
}

/** One stock figure, edited in place: Save appears once the number changes; Escape puts it back. */
function StockInput({ product, variant, quantity, onSaved }: { product: Product; variant: string | null; quantity: number; onSaved: () => void }) {
  const t = useT(messages);
  const [value, setValue] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) { // the list brought a newer figure
    setShown(quantity);
    setValue(String(quantity));
  }
  const save = useMutation({
    mutationFn: (next: number) => setStock(product.id, next, variant),
    onSuccess: () => {
      toast.success(t('products.stockUpdated'), `${product.name}${variant ? ` (${variant})` : ''}`);
      onSaved();
    },
    onError: (err) => toast.error(t('products.stockNotUpdated'), describeError(err, t('products.stockFailed'))),
  });
  const valid = /^\d+$/.test(value.trim());
  const changed = valid && Number(value) !== quantity;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) save.mutate(Number(value));
  };
  const label = variant ? t('products.stockOfVariant', { name: product.name, variant }) : t('products.stockOf', { name: product.name });
  return (
    <form className="stock-edit" onSubmit={submit}>
      {variant ? <span className="stock-edit__variant">{variant}</span> : null}
      <input
        className="field__input stock-edit__input"
        aria-label={label}
        aria-invalid={!valid}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Escape') setValue(String(quantity)); }}
      />
      {changed ? <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>{save.isPending ? t('products.saving') : t('products.save')}</button> : <StockBadge quantity={quantity} />}
    </form>
  );
}

/** The product's stock, or each variant's (a product with variants is sold by variant). */
export function StockEditor({ product, onSaved }: { product: Product; onSaved: () => void }) {
  if (product.variants.length === 0) return <StockInput product={product} variant={null} quantity={product.quantity} onSaved={onSaved} />;
  return (
    <div className="stock-edit__variants">
      {product.variants.map((v) => <StockInput key={v.name} product={product} variant={v.name} quantity={v.quantity} onSaved={onSaved} />)}
    </div>
  );
}
