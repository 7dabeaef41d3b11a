import { describeError, toast } from '@haat/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createProduct } from '../common/seller-api.ts';

const EMPTY = { name: '', price: '', discountPrice: '', quantity: '', category: '' };

function productProblem(f: typeof EMPTY): string | null {
  if (!f.name.trim()) return 'Product name is required';
  const price = Number(f.price);
  if (!f.price || !Number.isFinite(price) || price <= 0) return 'Please enter a price above ₹0';
  if (f.discountPrice) {
    const discount = Number(f.discountPrice);
    if (!Number.isFinite(discount) || discount < 0) return 'Please enter a valid discount price';
    if (discount > price) return 'Discount price must not be more than the price';
  }
  if (!/^\d+$/.test(f.quantity)) return 'Please enter the quantity in stock (a whole number)';
  return null;
}

/** A minimal product form: name, price, optional discount price, stock and category. */
export function AddProductForm({ storeId }: { storeId: string }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      toast.success('Product added', `${product.name} is now listed.`);
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: ['seller-products', storeId] });
    },
    onError: (err) => setError(describeError(err, 'Failed to add product. Please try again.')),
  });

  const field = (key: keyof typeof EMPTY) => ({
    id: `product-${key}`,
    className: 'field__input',
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = productProblem(form);
    setError(problem);
    if (problem) return;
    mutation.mutate({
      storeId,
      name: form.name.trim(),
      price: Number(form.price),
      discountPrice: form.discountPrice ? Number(form.discountPrice) : null,
      quantity: Number(form.quantity),
      category: form.category.trim() || 'General',
    });
  };

  return (
    <section className="card seller-card" aria-labelledby="add-product-title">
      <h2 id="add-product-title">Add product</h2>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field"><label className="field__label" htmlFor="product-name">Product Name</label><input {...field('name')} /></div>
        <div className="form__row">
          <div className="field"><label className="field__label" htmlFor="product-price">Price</label><input {...field('price')} type="number" inputMode="decimal" min="0" step="0.01" /></div>
          <div className="field"><label className="field__label" htmlFor="product-discountPrice">Discount Price (optional)</label><input {...field('discountPrice')} type="number" inputMode="decimal" min="0" step="0.01" /></div>
        </div>
        <div className="form__row">
          <div className="field"><label className="field__label" htmlFor="product-quantity">Quantity in Stock</label><input {...field('quantity')} type="number" inputMode="numeric" min="0" step="1" /></div>
          <div className="field"><label className="field__label" htmlFor="product-category">Category</label><input {...field('category')} placeholder="General" /></div>
        </div>
        {error ? <p className="form-error" role="alert">{error}</p> : null}
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>{mutation.isPending ? 'Adding product...' : 'Add Product'}</button>
      </form>
    </section>
  );
}
