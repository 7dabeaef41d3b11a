import { formatDate, formatPrice, useKitT, type Translate } from '@haat/web-kit';
import type { Invoice, InvoiceKind, InvoiceLine, InvoiceParty } from '@haat/contracts';
import { INVOICE_THANKS, INVOICE_TITLES } from '@haat/contracts/invoice';
import { orderItemName } from '@haat/contracts/order-item-name';
import messages from './messages.json';
import './invoice.css';

type T = Translate<typeof messages>;

const percent = (rate: number | null) => (rate === null ? '—' : `${rate}%`);
const quantityOf = (line: InvoiceLine) => `${line.quantity}${line.unit ? ` ${line.unit}` : ''}`;

const TITLES: Record<InvoiceKind, keyof typeof messages> = { 'tax-invoice': 'kit.inv.taxInvoice', 'bill-of-supply': 'kit.inv.billOfSupply' };
/** The order's payment methods (contracts' KNOWN_PAYMENT_METHODS) in words; another is shown as the server wrote it. */
// i18n-ignore: the keys are the server's values, not shown.
const PAYMENT_METHODS: Readonly<Record<string, keyof typeof messages>> = { 'Cash on Delivery': 'kit.inv.cod', 'UPI Payment': 'kit.inv.upi' };

/** The server's fixed texts (the title of its kind, the thank-you line) in the language shown; any other text as written. */
const titleOf = (invoice: Invoice, t: T) => (invoice.title === INVOICE_TITLES[invoice.kind] ? t(TITLES[invoice.kind]) : invoice.title);
const thanksOf = (invoice: Invoice, t: T) => (invoice.thanks === INVOICE_THANKS ? t('kit.inv.thanks') : invoice.thanks);
const paymentOf = (method: string, t: T) => {
  const id = PAYMENT_METHODS[method];
  return id ? t(id) : method;
};

function Party({ party, withState, t }: { party: InvoiceParty; withState: boolean; t: T }) {
  return (
    <address className="invoice__party">
      <strong>{party.name}</strong>
      {party.address ? <span>{party.address}</span> : null}
      <span>{[party.city, party.postalCode].filter(Boolean).join(' ')}</span>
      {withState && party.state ? <span>{t('kit.inv.state', { state: party.state })}</span> : null}
      {party.gstin ? <span>{t('kit.inv.gstin', { gstin: party.gstin })}</span> : null}
      {party.phone ? <span>{t('kit.inv.phone', { phone: party.phone })}</span> : null}
      {party.email ? <span>{party.email}</span> : null}
    </address>
  );
}

/**
 * The invoice as printed (the seller's print page and the buyer's receipt page, both `.invoice-page`): a tax invoice (CGST rule 46: supplier and GSTIN, serial, date, place of
 * supply, HSN, quantity and unit, taxable value, rate, CGST + SGST or IGST, total) or a bill of
 * supply without the tax columns; cancelled items apart; the thank-you line. Its labels are in the
 * language shown; names, addresses, GSTINs and amounts as they are.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = useKitT(messages);
  const tax = invoice.kind === 'tax-invoice';
  const split = invoice.taxMode === 'intra-state';
  const integrated = invoice.taxMode === 'inter-state';
  const lines = [...invoice.lines, ...(tax && invoice.shippingLine ? [invoice.shippingLine] : [])];
  const label = {
    item: t('kit.inv.item'), hsn: t('kit.inv.hsn'), qty: t('kit.inv.qty'), rate: t('kit.inv.rate'), taxable: t('kit.inv.taxable'),
    gst: t('kit.inv.gst'), cgst: t('kit.inv.cgst'), sgst: t('kit.inv.sgst'), igst: t('kit.inv.igst'), amount: t('kit.inv.amount'),
  };
  return (
    <article className={`invoice invoice--${invoice.kind}`} aria-labelledby="invoice-title">
      <header className="invoice__header">
        <div>
          <h1 id="invoice-title" className="invoice__title">{titleOf(invoice, t)}</h1>
          <Party party={invoice.supplier} withState={tax} t={t} />
        </div>
        <dl className="invoice__meta">
          <div><dt>{t('kit.inv.number')}</dt><dd>{invoice.serial}</dd></div>
          <div><dt>{t('kit.inv.date')}</dt><dd>{formatDate(invoice.date)}</dd></div>
          <div><dt>{t('kit.inv.order')}</dt><dd>{invoice.orderRef}</dd></div>
          <div><dt>{t('kit.inv.orderDate')}</dt><dd>{formatDate(invoice.orderDate)}</dd></div>
          <div><dt>{t('kit.inv.payment')}</dt><dd>{paymentOf(invoice.paymentMethod, t)}</dd></div>
          {tax ? <div><dt>{t('kit.inv.placeOfSupply')}</dt><dd>{invoice.placeOfSupply ?? '—'}</dd></div> : null}
        </dl>
      </header>

      <section className="invoice__bill-to" aria-labelledby="invoice-bill-to">
        <h2 id="invoice-bill-to" className="invoice__heading">{t('kit.inv.billTo')}</h2>
        <Party party={invoice.billTo} withState={tax} t={t} />
      </section>

      <table className="invoice__table">
        <caption className="visually-hidden">{t('kit.inv.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{label.item}</th>
            <th scope="col" className="invoice__hsn">{label.hsn}</th>
            <th scope="col" className="num">{label.qty}</th>
            <th scope="col" className="num">{label.rate}</th>
            {tax ? <th scope="col" className="num invoice__tax-col">{label.taxable}</th> : null}
            {tax ? <th scope="col" className="num invoice__tax-col">{label.gst}</th> : null}
            {split ? <th scope="col" className="num invoice__tax-col">{label.cgst}</th> : null}
            {split ? <th scope="col" className="num invoice__tax-col">{label.sgst}</th> : null}
            {integrated ? <th scope="col" className="num invoice__tax-col">{label.igst}</th> : null}
            <th scope="col" className="num">{label.amount}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.itemId}>
              {/* data-label: a narrow page shows each cell's column name before it (invoice.css). */}
              <td data-label={label.item} className="invoice__item">{orderItemName(line)}</td>
              <td data-label={label.hsn} className="invoice__hsn">{line.hsnCode ?? '—'}</td>
              <td data-label={label.qty} className="num">{quantityOf(line)}</td>
              <td data-label={label.rate} className="num">{formatPrice(line.unitPrice)}</td>
              {tax ? <td data-label={label.taxable} className="num invoice__tax-col">{formatPrice(line.taxableValue)}</td> : null}
              {tax ? <td data-label={label.gst} className="num invoice__tax-col">{percent(line.gstRate)}</td> : null}
              {split ? <td data-label={label.cgst} className="num invoice__tax-col">{formatPrice(line.cgst)}</td> : null}
              {split ? <td data-label={label.sgst} className="num invoice__tax-col">{formatPrice(line.sgst)}</td> : null}
              {integrated ? <td data-label={label.igst} className="num invoice__tax-col">{formatPrice(line.igst)}</td> : null}
              <td data-label={label.amount} className="num">{formatPrice(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice__totals">
        <div><dt>{t('kit.inv.subtotal')}</dt><dd>{formatPrice(invoice.subtotal)}</dd></div>
        <div><dt>{t('kit.inv.shipping')}</dt><dd>{invoice.shipping === 0 ? t('kit.inv.free') : formatPrice(invoice.shipping)}</dd></div>
        {tax ? <div className="invoice__tax-total"><dt>{label.taxable}</dt><dd>{formatPrice(invoice.taxTotals.taxableValue)}</dd></div> : null}
        {split ? <div className="invoice__tax-total"><dt>{label.cgst}</dt><dd>{formatPrice(invoice.taxTotals.cgst)}</dd></div> : null}
        {split ? <div className="invoice__tax-total"><dt>{label.sgst}</dt><dd>{formatPrice(invoice.taxTotals.sgst)}</dd></div> : null}
        {integrated ? <div className="invoice__tax-total"><dt>{label.igst}</dt><dd>{formatPrice(invoice.taxTotals.igst)}</dd></div> : null}
        <div className="invoice__grand-total"><dt>{t('kit.inv.total')}</dt><dd>{formatPrice(invoice.total)}</dd></div>
      </dl>
      {tax ? <p className="invoice__note">{t('kit.inv.note')}</p> : null}

      {invoice.cancelledLines.length > 0 ? (
        <section className="invoice__cancelled" aria-labelledby="invoice-cancelled-title">
          <h2 id="invoice-cancelled-title" className="invoice__heading">{t('kit.inv.cancelled')}</h2>
          <ul>
            {invoice.cancelledLines.map((line) => (
              <li key={line.itemId}><span>{orderItemName(line)} × {quantityOf(line)}</span><s>{formatPrice(line.amount)}</s></li>
            ))}
          </ul>
        </section>
      ) : null}

      <footer className="invoice__footer">
        <p>{thanksOf(invoice, t)}</p>
        {tax ? <p className="invoice__sign">{t('kit.inv.signatory', { store: invoice.supplier.name })}</p> : null}
      </footer>
    </article>
  );
}
