import { isApiError, shortOrderId, useDocumentTitle, Link } from '@haat/web-kit';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { InvoiceDocument } from '@haat/web-kit/invoice';
import { useInvoice } from './use-orders.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

type Paper = 'a4' | 'receipt';

/** The printer's page for each paper: A4 sheets, or an 80 mm thermal roll as long as the receipt. */
const PAGE_RULES: Record<Paper, string> = {
  a4: '@page { size: A4; margin: 12mm; }',
  receipt: '@page { size: 80mm auto; margin: 3mm; }',
};
const PAPER_KEY = 'haat.seller.invoice-paper';
const savedPaper = (): Paper => {
  try { return localStorage.getItem(PAPER_KEY) === 'receipt' ? 'receipt' : 'a4'; } catch { return 'a4'; }
};

/**
 * /dashboard/orders/{orderId}/print: the order's invoice (its serial issued on the first visit),
 * laid out for A4 or for 80 mm receipt paper, and a Print button; the shell hides its footer here
 * and the print stylesheet hides the bar and these controls.
 */
export function InvoicePage() {
  const t = useT(messages);
  const { orderId = '' } = useParams();
  useDocumentTitle(t('orders.invoiceTitle', { ref: shortOrderId(orderId) }));
  const invoice = useInvoice(orderId);
  const [paper, setPaper] = useState<Paper>(savedPaper);
  const id = useId();
  const choose = (next: Paper) => {
    setPaper(next);
    try { localStorage.setItem(PAPER_KEY, next); } catch { /* the choice lasts this page only */ }
  };

  let body;
  if (invoice.isPending) body = <div className="state state--loading" role="status"><span className="spinner" aria-hidden="true" /><span>{t('orders.loadingInvoice')}</span></div>;
  else if (invoice.isError) {
    const missing = isApiError(invoice.error) && (invoice.error.status === 404 || invoice.error.status === 403);
    body = (
      <div className="state state--error" role="alert">
        <h1 className="state__title">{missing ? t('orders.notFound') : t('orders.invoiceFailed')}</h1>
        {missing ? null : <p className="state__text">{invoice.error.message}</p>}
        <button type="button" className="btn btn--secondary" onClick={() => void invoice.refetch()}>{t('orders.tryAgainButton')}</button>
      </div>
    );
  } else body = <InvoiceDocument invoice={invoice.data} />;

  return (
    <section className={`page invoice-page invoice-page--${paper}`} aria-label={t('orders.invoice')}>
      <style>{PAGE_RULES[paper]}</style>
      <div className="invoice-page__toolbar">
        <Link to={`/dashboard/orders/${encodeURIComponent(orderId)}`} className="btn btn--ghost btn--small">{t('orders.backToOrder')}</Link>
        <fieldset className="invoice-page__paper">
          <legend className="visually-hidden">{t('orders.paper')}</legend>
          <label htmlFor={`${id}-a4`}><input id={`${id}-a4`} type="radio" name={`${id}-paper`} checked={paper === 'a4'} onChange={() => choose('a4')} /> {t('orders.paperA4')}</label>
          <label htmlFor={`${id}-receipt`}><input id={`${id}-receipt`} type="radio" name={`${id}-paper`} checked={paper === 'receipt'} onChange={() => choose('receipt')} /> {t('orders.paperReceipt')}</label>
        </fieldset>
        <button type="button" className="btn btn--primary btn--small" disabled={!invoice.isSuccess} onClick={() => window.print()}>{t('orders.print')}</button>
      </div>
      {body}
    </section>
  );
}
