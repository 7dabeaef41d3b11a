import { describeError, toast } from '@haat/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addCategory, removeCategory } from './products-api.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** The store's own categories (the product form offers them): add, and remove with one click. */
export function CategoriesPanel({ storeId, categories, open, onChanged }: { storeId: string; categories: string[]; open: boolean; onChanged: () => void }) {
  const t = useT(messages);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (text: string) => addCategory(storeId, text),
    onSuccess: (_, text) => {
      toast.success(t('products.categoryAdded'), text);
      setName('');
      onChanged();
    },
    onError: (err) => setError(describeError(err, t('products.categoryAddFailed'))),
  });
  const remove = useMutation({
    mutationFn: (text: string) => removeCategory(storeId, text),
    onSuccess: (_, text) => {
      toast.success(t('products.categoryRemoved'), text);
      onChanged();
    },
    onError: (err) => setError(describeError(err, t('products.categoryDeleteFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim();
    if (!text) return setError(t('products.categoryRequired'));
    // Spec §5: the same text the server answers for a duplicate, shown without a round trip.
    if (categories.some((c) => c.toLowerCase() === text.toLowerCase())) return setError(t('products.categoryExists', { name: text }));
    setError(null);
    add.mutate(text);
  };

  return (
    <details className="card products-panel" open={open}>
      <summary><h2 id="categories-title" className="card__title">{t('products.categoriesTitle')}</h2></summary>
      {categories.length === 0 ? <p className="muted small">{t('products.noCategories')}</p> : (
        <ul className="category-chips">
          {categories.map((c) => (
            <li key={c} className="category-chip">
              <span>{c}</span>
              <button type="button" className="category-chip__remove" aria-label={t('products.removeCategory', { name: c })} disabled={remove.isPending} onClick={() => remove.mutate(c)}>×</button>
            </li>
          ))}
        </ul>
      )}
      <form className="category-add" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor="category-name">{t('products.newCategory')}</label>
        <input id="category-name" className="field__input" placeholder={t('products.newCategory')} maxLength={50} value={name} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn--secondary btn--small" disabled={add.isPending}>{add.isPending ? t('products.adding') : t('products.add')}</button>
      </form>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </details>
  );
}
