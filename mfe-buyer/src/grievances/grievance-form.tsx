import { describeError, formatDate, isApiError, shortOrderId, withTags } from '@haat/web-kit';
import { GRIEVANCE_DESCRIPTION_MAX_LENGTH, grievanceCategories, type GrievanceSubject } from '@haat/contracts/grievance-rules';
import type { Order } from '@haat/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SelectField } from '@haat/web-kit/forms';
import { fetchMyOrders } from '../orders/orders-api.ts';
import { fileGrievance, type Grievance } from './grievances-api.ts';
import { emptyGrievanceForm, grievanceBody, grievanceFormError, type GrievanceForm as FormState } from './grievance-form-state.ts';
import { MY_GRIEVANCES_KEY } from './use-my-grievances.ts';
import { GRIEVANCE_CATEGORY_LABEL } from './grievance-view.ts';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';
import { bold } from '../common/tags.tsx';

const SUBJECTS: [GrievanceSubject, keyof typeof messages][] = [['order', 'grievances.anOrder'], ['store', 'grievances.aStore'], ['other', 'grievances.somethingElse']];

/** A refusal (4xx) in the server's short words ('Order not found'); anything else with its explanation. */
const failureText = (err: unknown): string =>
  isApiError(err) && err.status >= 400 && err.status < 500 && err.error ? err.error : describeError(err, translate(messages, 'grievances.fileFailed'));

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

const uniqueStores = (orders: OrderChoice[], unnamed: string) => [...new Map(orders.filter((o) => o.storeId).map((o) => [o.storeId, o.storeName || unnamed])).entries()];

/**
 * The complaint form (Consumer Protection (E-Commerce) Rules, 2020): about an order of the buyer's,
 * a store they bought from, or something else; a category and a description. With `fixedOrder`
 * (the order page) the subject is that order. Once filed it shows the ticket number.
 */
export function GrievanceForm({ fixedOrder, onDone }: { fixedOrder?: { id: string; label: string }; onDone?: () => void }) {
  const t = useT(messages);
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
        <p>{t('grievances.acknowledgeWithin')}</p>
        <div className="grievance-filed__actions">
          {onDone ? <button type="button" className="btn btn--primary btn--small" onClick={onDone}>{t('grievances.close')}</button> : null}
          {!fixedOrder ? <button type="button" className="btn btn--secondary btn--small" onClick={() => setFiled(null)}>{t('grievances.raiseAnother')}</button> : null}
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
  const stores = uniqueStores(choices, t('grievances.store'));
  const errorProps = (field: boolean) => (error && field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

  return (
    <form className="form grievance-form" onSubmit={submit} noValidate aria-busy={mutation.isPending}>
      {fixedOrder ? (
        <p className="muted">{withTags(t('grievances.aboutOrder', { order: fixedOrder.label }), { b: bold })}</p>
      ) : (
        <fieldset className="grievance-form__subjects">
          <legend className="field__label">{t('grievances.whatAbout')}</legend>
          {SUBJECTS.map(([value, label]) => (
            <label key={value} className="checkbox">
              <input type="radio" name={`${id}-subject`} value={value} checked={form.subject === value} onChange={() => set({ subject: value })} />
              {t(label)}
            </label>
          ))}
        </fieldset>
      )}

      {!fixedOrder && form.subject === 'order' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-order`}>{t('grievances.order')}</label>
          <select id={`${id}-order`} className="field__input" value={form.orderId} onChange={(e) => set({ orderId: e.target.value })} {...errorProps(!form.orderId)}>
            <option value="">{t(orders.isPending ? 'grievances.loadingOrders' : choices.length ? 'grievances.chooseOrder' : 'grievances.noOrders')}</option>
            {choices.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
          </select>
          <span className="field__hint">{t('grievances.ordersHint')}</span>
        </div>
      ) : null}

      {!fixedOrder && form.subject === 'store' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-store`}>{t('grievances.store')}</label>
          <select id={`${id}-store`} className="field__input" value={form.storeId} onChange={(e) => set({ storeId: e.target.value })} {...errorProps(!form.storeId)}>
            <option value="">{t(orders.isPending ? 'grievances.loading' : stores.length ? 'grievances.chooseStore' : 'grievances.noStores')}</option>
            {stores.map(([storeId, name]) => <option key={storeId} value={storeId}>{name}</option>)}
          </select>
          <span className="field__hint">{t('grievances.storesHint')}</span>
        </div>
      ) : null}

      <SelectField id={`${id}-category`} label={t('grievances.category')} value={form.category} onValueChange={(value) => set({ category: value })} {...errorProps(!form.category)}>
        <option value="">{t('grievances.chooseCategory')}</option>
        {grievanceCategories.map((c) => <option key={c} value={c}>{t(GRIEVANCE_CATEGORY_LABEL[c])}</option>)}
      </SelectField>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>{t('grievances.describe')}</label>
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
        {onDone ? <button type="button" className="btn btn--ghost" onClick={onDone} disabled={mutation.isPending}>{t('grievances.cancel')}</button> : null}
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>{t(mutation.isPending ? 'grievances.submitting' : 'grievances.submit')}</button>
      </div>
    </form>
  );
}
