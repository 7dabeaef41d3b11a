import { describeError, formatDate, isApiError, shortOrderId } from '@haat/web-kit';
import { GRIEVANCE_DESCRIPTION_MAX_LENGTH, grievanceCategories, type GrievanceSubject } from '@haat/contracts/grievance-rules';
import type { Order } from '@haat/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SelectField } from '@haat/web-kit/forms';
import { fetchMyOrders } from '../orders/orders-api.ts';
import { fileGrievance, type Grievance } from './grievances-api.ts';
import { emptyGrievanceForm, grievanceBody, grievanceFormError, type GrievanceForm as FormState } from './grievance-form-state.ts';
import { MY_GRIEVANCES_KEY } from './use-my-grievances.ts';

const SUBJECTS: [GrievanceSubject, string][] = [['order', 'An order of mine'], ['store', 'A store'], ['other', 'Something else']];
const FILE_FAILED_TEXT = 'Could not register your complaint. Please try again.';

/** A refusal (4xx) in the server's short words ('Order not found'); anything else with its explanation. */
const failureText = (err: unknown): string =>
  isApiError(err) && err.status >= 400 && err.status < 500 && err.error ? err.error : describeError(err, FILE_FAILED_TEXT);

type OrderChoice = { id: string; label: string; storeId: string; storeName: string };

const orderChoice = (order: Order): OrderChoice => {
  const storeId = order.storeId?.id || order.storeId?._id || '';
  const storeName = order.storeId?.name ?? '';
  return { id: order.id || order._id, storeId, storeName, label: `#${shortOrderId(order.id || order._id)}${storeName ? ` · ${storeName}` : ''} · ${formatDate(order.createdAt)}` };
};

/** The buyer's recent orders (and so the stores they bought from), to choose what the complaint is about. */
function useRecentOrders(enabled: boolean) {
  return useQuery({
    queryKey: ['grievance-orders'],
    queryFn: async ({ signal }) => (await fetchMyOrders(1, signal)).orders.map(orderChoice),
    enabled,
    staleTime: 60_000,
  });
}

const uniqueStores = (orders: OrderChoice[]) => [...new Map(orders.filter((o) => o.storeId).map((o) => [o.storeId, o.storeName || 'Store'])).entries()];

/**
 * The complaint form (Consumer Protection (E-Commerce) Rules, 2020): about an order of the buyer's,
 * a store they bought from, or something else; a category and a description. With `fixedOrder`
 * (the order page) the subject is that order. Once filed it shows the ticket number.
 */
export function GrievanceForm({ fixedOrder, onDone }: { fixedOrder?: { id: string; label: string }; onDone?: () => void }) {
  const id = useId();
  const [form, setForm] = useState<FormState>(() => ({ ...emptyGrievanceForm(), ...(fixedOrder ? { orderId: fixedOrder.id } : {}) }));
  const [error, setError] = useState<string | null>(null);
  const [filed, setFiled] = useState<{ grievance: Grievance; message: string } | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const orders = useRecentOrders(!fixedOrder && form.subject !== 'other');
  const mutation = useMutation({
    mutationFn: fileGrievance,
    onSuccess: async (result) => {
      setFiled(result);
      setForm(emptyGrievanceForm());
      // The success panel takes the focus, so a screen reader reads the ticket number.
      requestAnimationFrame(() => successRef.current?.focus());
      await queryClient.invalidateQueries({ queryKey: MY_GRIEVANCES_KEY });
    },
    onError: (err) => setError(failureText(err)),
  });
  const set = (patch: Partial<FormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };

  if (filed) {
    return (
      <div className="notice notice--success grievance-filed" role="status" tabIndex={-1} ref={successRef}>
        <p><strong>{filed.message}</strong></p>
        <p>We will acknowledge it within 48 hours and resolve it within 30 days. You can follow it under My complaints on the Contact us page.</p>
        <div className="grievance-filed__actions">
          {onDone ? <button type="button" className="btn btn--primary btn--small" onClick={onDone}>Close</button> : null}
          {!fixedOrder ? <button type="button" className="btn btn--secondary btn--small" onClick={() => setFiled(null)}>Raise another complaint</button> : null}
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = grievanceFormError(form);
    if (problem) return setError(problem);
    mutation.mutate(grievanceBody(form));
  };

  const choices = orders.data ?? [];
  const stores = uniqueStores(choices);
  const errorProps = (field: boolean) => (error && field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

  return (
    <form className="form grievance-form" onSubmit={submit} noValidate aria-busy={mutation.isPending}>
      {fixedOrder ? (
        <p className="muted">About order <strong>{fixedOrder.label}</strong></p>
      ) : (
        <fieldset className="grievance-form__subjects">
          <legend className="field__label">What is the complaint about?</legend>
          {SUBJECTS.map(([value, label]) => (
            <label key={value} className="checkbox">
              <input type="radio" name={`${id}-subject`} value={value} checked={form.subject === value} onChange={() => set({ subject: value })} />
              {label}
            </label>
          ))}
        </fieldset>
      )}

      {!fixedOrder && form.subject === 'order' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-order`}>Order</label>
          <select id={`${id}-order`} className="field__input" value={form.orderId} onChange={(e) => set({ orderId: e.target.value })} {...errorProps(!form.orderId)}>
            <option value="">{orders.isPending ? 'Loading your orders...' : choices.length ? 'Choose an order' : 'No orders yet'}</option>
            {choices.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
          </select>
          <span className="field__hint">Your 20 most recent orders. For an older one, use Raise a complaint on its order page.</span>
        </div>
      ) : null}

      {!fixedOrder && form.subject === 'store' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-store`}>Store</label>
          <select id={`${id}-store`} className="field__input" value={form.storeId} onChange={(e) => set({ storeId: e.target.value })} {...errorProps(!form.storeId)}>
            <option value="">{orders.isPending ? 'Loading...' : stores.length ? 'Choose a store' : 'No stores yet'}</option>
            {stores.map(([storeId, name]) => <option key={storeId} value={storeId}>{name}</option>)}
          </select>
          <span className="field__hint">Stores you have ordered from. About another store, choose Something else and name it below.</span>
        </div>
      ) : null}

      <SelectField id={`${id}-category`} label="Category" value={form.category} onValueChange={(value) => set({ category: value })} {...errorProps(!form.category)}>
        <option value="">Choose a category</option>
        {grievanceCategories.map((c) => <option key={c} value={c}>{c}</option>)}
      </SelectField>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>Describe the problem</label>
        <textarea
          id={`${id}-description`}
          className="field__input"
          rows={5}
          maxLength={GRIEVANCE_DESCRIPTION_MAX_LENGTH}
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
          {...errorProps(!form.description.trim())}
        />
        <span className="field__hint">{form.description.length}/{GRIEVANCE_DESCRIPTION_MAX_LENGTH}</span>
      </div>

      {error ? <p id={`${id}-error`} className="form-error" role="alert">{error}</p> : null}
      <div className="grievance-form__actions">
        {onDone ? <button type="button" className="btn btn--ghost" onClick={onDone} disabled={mutation.isPending}>Cancel</button> : null}
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>{mutation.isPending ? 'Submitting...' : 'Submit complaint'}</button>
      </div>
    </form>
  );
}
