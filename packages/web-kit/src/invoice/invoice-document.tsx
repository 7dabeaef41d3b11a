import { formatDate, formatPrice } from '@haat/web-kit';
import type { Invoice, InvoiceLine, InvoiceParty } from '@haat/contracts';
import { orderItemName } from '@haat/contracts/order-item-name';
import './invoice.css';

const percent = (rate: number | null) => (rate === null ? '—' : `${rate}%`);
const quantityOf = (line: InvoiceLine) => `${line.quantity}${line.unit ? ` ${line.unit}` : ''}`;

function Party({ party, withState }: { party: InvoiceParty; withState: boolean }) {
  return (
    <address className="invoice__party">
      <strong>{party.name}</strong>
      {party.address ? <span>{party.address}</span> : null}
      <span>{[party.city, party.postalCode].filter(Boolean).join(' ')}</span>
      {withState && party.state ? <span>State: {party.state}</span> : null}
      {party.gstin ? <span>GSTIN: {party.gstin}</span> : null}
      {party.phone ? <span>Phone: {party.phone}</span> : null}
      {party.email ? <span>{party.email}</span> : null}
    </address>
  );
}

/**
 * The invoice as printed (the seller's print page and the buyer's receipt page, both `.invoice-page`): a tax invoice (CGST rule 46: supplier and GSTIN, serial, date, place of
 * supply, HSN, quantity and unit, taxable value, rate, CGST + SGST or IGST, total) or a bill of
 * supply without the tax columns; cancelled items apart; the thank-you line.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const tax = invoice.kind === 'tax-invoice';
  const split = invoice.taxMode === 'intra-state';
  const integrated = invoice.taxMode === 'inter-state';
  const lines = [...invoice.lines, ...(tax && invoice.shippingLine ? [invoice.shippingLine] : [])];
  return (
    <article className={`invoice invoice--${invoice.kind}`} aria-labelledby="invoice-title">
      <header className="invoice__header">
        <div>
          <h1 id="invoice-title" className="invoice__title">{invoice.title}</h1>
          <Party party={invoice.supplier} withState={tax} />
        </div>
        <dl className="invoice__meta">
          <div><dt>Invoice No.</dt><dd>{invoice.serial}</dd></div>
          <div><dt>Date</dt><dd>{formatDate(invoice.date)}</dd></div>
          <div><dt>Order</dt><dd>{invoice.orderRef}</dd></div>
          <div><dt>Order date</dt><dd>{formatDate(invoice.orderDate)}</dd></div>
          <div><dt>Payment</dt><dd>{invoice.paymentMethod}</dd></div>
          {tax ? <div><dt>Place of supply</dt><dd>{invoice.placeOfSupply ?? '—'}</dd></div> : null}
        </dl>
      </header>

      <section className="invoice__bill-to" aria-label="Bill to">
        <h2 className="invoice__heading">Bill To</h2>
        <Party party={invoice.billTo} withState={tax} />
      </section>

      <table className="invoice__table">
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="invoice__hsn">HSN</th>
            <th scope="col" className="num">Qty</th>
            <th scope="col" className="num">Rate</th>
            {tax ? <th scope="col" className="num invoice__tax-col">Taxable value</th> : null}
            {tax ? <th scope="col" className="num invoice__tax-col">GST</th> : null}
            {split ? <th scope="col" className="num invoice__tax-col">CGST</th> : null}
            {split ? <th scope="col" className="num invoice__tax-col">SGST</th> : null}
            {integrated ? <th scope="col" className="num invoice__tax-col">IGST</th> : null}
            <th scope="col" className="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.itemId}>
              <td data-label="Item">{orderItemName(line)}</td>
              <td data-label="HSN" className="invoice__hsn">{line.hsnCode ?? '—'}</td>
              <td data-label="Qty" className="num">{quantityOf(line)}</td>
              <td data-label="Rate" className="num">{formatPrice(line.unitPrice)}</td>
              {tax ? <td data-label="Taxable value" className="num invoice__tax-col">{formatPrice(line.taxableValue)}</td> : null}
              {tax ? <td data-label="GST" className="num invoice__tax-col">{percent(line.gstRate)}</td> : null}
              {split ? <td data-label="CGST" className="num invoice__tax-col">{formatPrice(line.cgst)}</td> : null}
              {split ? <td data-label="SGST" className="num invoice__tax-col">{formatPrice(line.sgst)}</td> : null}
              {integrated ? <td data-label="IGST" className="num invoice__tax-col">{formatPrice(line.igst)}</td> : null}
              <td data-label="Amount" className="num">{formatPrice(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice__totals">
        <div><dt>Subtotal</dt><dd>{formatPrice(invoice.subtotal)}</dd></div>
        <div><dt>Shipping</dt><dd>{invoice.shipping === 0 ? 'Free' : formatPrice(invoice.shipping)}</dd></div>
        {tax ? <div className="invoice__tax-total"><dt>Taxable value</dt><dd>{formatPrice(invoice.taxTotals.taxableValue)}</dd></div> : null}
        {split ? <div className="invoice__tax-total"><dt>CGST</dt><dd>{formatPrice(invoice.taxTotals.cgst)}</dd></div> : null}
        {split ? <div className="invoice__tax-total"><dt>SGST</dt><dd>{formatPrice(invoice.taxTotals.sgst)}</dd></div> : null}
        {integrated ? <div className="invoice__tax-total"><dt>IGST</dt><dd>{formatPrice(invoice.taxTotals.igst)}</dd></div> : null}
        <div className="invoice__grand-total"><dt>Total</dt><dd>{formatPrice(invoice.total)}</dd></div>
      </dl>
      {tax ? <p className="invoice__note">Prices include GST. Tax payable on reverse charge: No.</p> : null}

      {invoice.cancelledLines.length > 0 ? (
        <section className="invoice__cancelled" aria-labelledby="invoice-cancelled-title">
          <h2 id="invoice-cancelled-title" className="invoice__heading">Cancelled items (not charged)</h2>
          <ul>
            {invoice.cancelledLines.map((line) => (
              <li key={line.itemId}><span>{orderItemName(line)} × {quantityOf(line)}</span><s>{formatPrice(line.amount)}</s></li>
            ))}
          </ul>
        </section>
      ) : null}

      <footer className="invoice__footer">
        <p>{invoice.thanks}</p>
        {tax ? <p className="invoice__sign">For {invoice.supplier.name} — Authorised signatory</p> : null}
      </footer>
    </article>
  );
}
