import { EmptyState, formatPrice, linesByStore, toast, useCartStore, useDocumentTitle, useLocationStore, useSession, Link, withTags } from '@haat/web-kit';
import type { PaymentMethod, ShippingAddress } from '@haat/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AddressSection, shippingFromSaved, type AddressChoice } from './address-section.tsx';
import { PlacementResults } from './placement-results.tsx';
import { StoreOrderSection } from './store-order-section.tsx';
import { EMPTY_UPI, type UpiEntry } from './upi-payment.tsx';
import { EMPTY_ADDRESS, shippingProblem } from './shipping-form.tsx';
import { useCheckoutStores } from './use-checkout-stores.ts';
import { usePincodeCheck } from './use-pincode-check.ts';
import { usePlaceOrders, type StoreOrderRequest } from './use-place-orders.ts';
import { useSaveAddress, useSavedAddresses } from './use-saved-addresses.ts';
import { confirmationPath } from './confirmation-ids.ts';
import { checkoutTotals, defaultPayment, paymentChoices, planStore, upiTransactionProblem } from './checkout-plan.ts';
import { orderIdOf } from '../orders/order-view.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';
import './checkout.css';
import { linkTo } from '../common/tags.tsx';

/**
 * /checkout: the shipping address (saved or new), then per store its delivery for that address,
 * its payment (Cash on Delivery, or UPI paid to the seller with the transaction ID) and total; one
 * order per store that can take it, placed idempotently.
 */
export function CheckoutPage() {
  const t = useT(messages);
  useDocumentTitle(t('checkout.title'));
  const { user } = useSession();
  const lines = useCartStore((s) => s.lines);
  const reloadCart = useCartStore((s) => s.reload);
  const { city, pincode } = useLocationStore();
  const navigate = useNavigate();
  const { placeAll, placing, results, placed } = usePlaceOrders();
  const saved = useSavedAddresses(!!user);
  const saveAddress = useSaveAddress();
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A checkout that succeeds in two goes (one store failed first) saves the new address once.
  const addressSaved = useRef(false);
  const pincodeCheck = usePincodeCheck();

  const [formError, setFormError] = useState<string | null>(null);
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [saveNew, setSaveNew] = useState(false);
  const [methods, setMethods] = useState<Record<string, PaymentMethod>>({});
  const [upi, setUpi] = useState<Record<string, UpiEntry>>({});
  const [upiErrors, setUpiErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<ShippingAddress>(() => ({
    ...EMPTY_ADDRESS,
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone?.replace(/^\+91/, '') ?? '',
    city: city ?? user?.currentCity ?? '',
    postalCode: pincode ?? '',
  }));

  // Current prices and stock before the buyer commits.
  useEffect(() => { void reloadCart(); }, [reloadCart]);
  useEffect(() => { if (formError) errorRef.current?.focus(); }, [formError]);

  const groups = linesByStore(lines);
  const stores = useCheckoutStores(groups.map((g) => g.storeId));

  const addresses = saved.data ?? [];
  // The default saved address is picked until the buyer chooses; without saved ones, a new address.
  const effectiveChoice: AddressChoice = choice ?? (addresses[0] ? { kind: 'saved', id: addresses[0].id } : { kind: 'new' });
  const savedChoice = effectiveChoice.kind === 'saved' ? addresses.find((a) => a.id === effectiveChoice.id) : undefined;
  const address = savedChoice ? shippingFromSaved(savedChoice, user?.email ?? '') : draft;

  const sections = groups.map((group) => {
    const state = stores.get(group.storeId);
    const load = state?.load ?? { state: 'loading' as const };
    const plan = planStore({ storeId: group.storeId, storeName: group.storeName, lines: group.lines, load, city: address.city, pincode: address.postalCode });
    const store = load.state === 'ready' ? load.store : null;
    const choices = store ? paymentChoices(store) : [];
    const chosen = methods[group.storeId];
    const method = chosen && choices.some((c) => c.method === chosen && c.available) ? chosen : defaultPayment(choices);
    return { group, plan, choices, method, upiId: store?.upiId ?? '', retry: state?.retry ?? (() => {}) };
  });
  const totals = checkoutTotals(sections.map((s) => s.plan));
  // Until every store's delivery is known the button waits (a press would only be told to wait).
  const checking = sections.some((s) => s.plan.blocked?.reason === 'loading');

  if (lines.length === 0) {
    return (
      <section className="page page--narrow">
        <h1 className="page__title">{t('checkout.title')}</h1>
        {placed.length > 0 ? (
          <p className="notice notice--success">{withTags(t('checkout.placed'), { link: linkTo(confirmationPath(placed.map(orderIdOf))) })}</p>
        ) : null}
        <EmptyState title={t('checkout.cartEmpty')} action={<Link className="btn btn--primary" to="/stores">{t('checkout.continueShopping')}</Link>} />
      </section>
    );
  }

  /** The first reason the order cannot be sent yet, with per-store UPI messages set alongside. */
  const problemBeforePlacing = (): string | null => {
    const addressProblem = shippingProblem(address);
    if (addressProblem) return addressProblem;
    if (totals.orderable.length === 0) return t('checkout.noneCanTake');
    const missingUpi: Record<string, string> = {};
    for (const s of sections) {
      if (s.plan.blocked) continue;
      if (!s.method) return t('checkout.choosePayment', { store: s.plan.storeName });
      if (s.method !== 'UPI Payment') continue;
      const entry = upi[s.group.storeId] ?? EMPTY_UPI;
      if (entry.uploading) return t('checkout.waitUpload');
      const problem = upiTransactionProblem(entry.transactionId);
      if (problem) missingUpi[s.group.storeId] = problem;
    }
    setUpiErrors(missingUpi);
    const firstUpi = Object.keys(missingUpi)[0];
    return firstUpi ? missingUpi[firstUpi] ?? null : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    const problem = problemBeforePlacing() ?? (await pincodeCheck.check(address.city, address.postalCode));
    setFormError(problem);
    if (problem) return;
    const requests: StoreOrderRequest[] = sections.filter((s) => !s.plan.blocked && s.method).map((s) => {
      const entry = upi[s.group.storeId] ?? EMPTY_UPI;
      return {
        storeId: s.group.storeId,
        storeName: s.plan.storeName,
        lines: s.group.lines,
        paymentMethod: s.method as PaymentMethod,
        ...(s.method === 'UPI Payment'
          ? { upiPayment: { transactionId: entry.transactionId, ...(entry.screenshot ? { screenshotImage: entry.screenshot.url } : {}) } }
          : {}),
      };
    });
    const outcome = await placeAll(requests, address);
    if (!outcome) return;
    const newOrders = outcome.flatMap((r) => (r.ok ? [r.order] : []));
    if (newOrders.length > 0 && effectiveChoice.kind === 'new' && saveNew && !addressSaved.current) {
      addressSaved.current = true;
      saveAddress({ ...address, label: '', isDefault: addresses.length === 0 }).catch(() => {
        toast.warning(t('checkout.addressNotSaved'), t('checkout.addressNotSavedText'));
      });
    }
    if (outcome.every((r) => r.ok)) navigate(confirmationPath([...placed, ...newOrders].map(orderIdOf)), { replace: true });
  };

  return (
    <section className="page checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="page__title">{t('checkout.title')}</h1>
      <form className="checkout__layout" onSubmit={submit} noValidate>
        <div className="checkout__main">
          <AddressSection
            addresses={addresses}
            loading={!!user && saved.isPending}
            choice={effectiveChoice}
            onChoice={setChoice}
            draft={draft}
            onDraft={setDraft}
            saveNew={saveNew}
            onSaveNew={setSaveNew}
            pincodeError={pincodeCheck.problemFor(draft.city, draft.postalCode)}
            onCheckPincode={() => void pincodeCheck.check(draft.city, draft.postalCode)}
          />
          {sections.map((s) => (
            <StoreOrderSection
              key={s.group.storeId}
              plan={s.plan}
              lines={s.group.lines}
              choices={s.choices}
              method={s.method}
              onMethod={(m) => setMethods((all) => ({ ...all, [s.group.storeId]: m }))}
              upiId={s.upiId}
              upi={upi[s.group.storeId] ?? EMPTY_UPI}
              onUpi={(update) => {
                setUpi((all) => ({ ...all, [s.group.storeId]: update(all[s.group.storeId] ?? EMPTY_UPI) }));
                setUpiErrors((all) => {
                  const rest = { ...all };
                  delete rest[s.group.storeId];
                  return rest;
                });
              }}
              upiError={upiErrors[s.group.storeId] ?? null}
              onRetry={s.retry}
            />
          ))}
        </div>

        <aside className="card checkout__summary" aria-labelledby="summary-title">
          <h2 id="summary-title" className="checkout__legend">{t('checkout.summary')}</h2>
          {groups.length > 1 ? <p className="notice notice--info">{t('checkout.severalStores', { count: groups.length })}</p> : null}
          <ul className="summary-stores">
            {sections.map((s) => (
              <li key={s.group.storeId} className={s.plan.blocked ? 'summary-stores__blocked' : undefined}>
                <span>{s.plan.storeName || t('checkout.store')}</span>
                <span>{s.plan.blocked ? t(s.plan.blocked.reason === 'loading' ? 'checkout.checking' : 'checkout.notIncluded') : formatPrice(s.plan.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="checkout-store__totals">
            <div><dt>{t('checkout.items')}</dt><dd>{formatPrice(totals.itemsTotal)}</dd></div>
            <div><dt>{t('checkout.delivery')}</dt><dd>{totals.deliveryTotal === 0 ? t('checkout.free') : formatPrice(totals.deliveryTotal)}</dd></div>
            <div className="checkout-store__total"><dt>{t('checkout.total')}</dt><dd>{formatPrice(totals.grandTotal)}</dd></div>
          </dl>
          {formError ? <p ref={errorRef} tabIndex={-1} className="form-error" role="alert">{formError}</p> : null}
          <PlacementResults results={results} />
          <button type="submit" className="btn btn--primary btn--block" disabled={placing || checking} aria-describedby="place-order-note">
            {t(placing ? 'checkout.placing' : 'checkout.placeOrder')}
          </button>
          <p id="place-order-note" className="muted small">
            {checking ? t('checkout.checkingStores') : ''}
            {totals.orderable.length > 1 ? t('checkout.ordersWillBePlaced', { count: totals.orderable.length }) : ''}
            {t('checkout.payDirectly')}
          </p>
        </aside>
      </form>
    </section>
  );
}
