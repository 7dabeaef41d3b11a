import { describeError, toast } from '@haat/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createStore } from '../common/seller-api.ts';

const EMPTY = { name: '', description: '', city: '', address: '', phone: '' };

/** The first step for a new seller: a store with the basics (name, description, city, address, phone). */
export function CreateStoreForm() {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createStore,
    onSuccess: (store) => {
      toast.success('Store created', `${store.name} is ready for products.`);
      void queryClient.invalidateQueries({ queryKey: ['my-stores'] });
    },
    onError: (err) => setError(describeError(err, 'Failed to create store. Please try again.')),
  });

  const field = (key: keyof typeof EMPTY) => ({
    id: `store-${key}`,
    className: 'field__input',
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setError('Store name is required');
    if (!form.city.trim()) return setError('City is required');
    setError(null);
    mutation.mutate({
      name: form.name.trim(),
      description: form.description.trim(),
      city: form.city.trim(),
      address: form.address.trim(),
      phone: form.phone.trim(),
    });
  };

  return (
    <section className="card seller-card" aria-labelledby="create-store-title">
      <h2 id="create-store-title">Create your store</h2>
      <p className="muted">Tell buyers who you are. You can add delivery areas, hours and images later.</p>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field"><label className="field__label" htmlFor="store-name">Store Name</label><input {...field('name')} /></div>
        <div className="field"><label className="field__label" htmlFor="store-description">Description</label><textarea {...field('description')} /></div>
        <div className="form__row">
          <div className="field"><label className="field__label" htmlFor="store-city">City</label><input {...field('city')} autoComplete="address-level2" /></div>
          <div className="field"><label className="field__label" htmlFor="store-phone">Phone</label><input {...field('phone')} type="tel" inputMode="tel" /></div>
        </div>
        <div className="field"><label className="field__label" htmlFor="store-address">Address</label><input {...field('address')} autoComplete="street-address" /></div>
        {error ? <p className="form-error" role="alert">{error}</p> : null}
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>{mutation.isPending ? 'Creating store...' : 'Create Store'}</button>
      </form>
    </section>
  );
}
