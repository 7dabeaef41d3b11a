import { describeError, ErrorState, isApiError, LoadingState, shortOrderId, useDocumentTitle, Link } from '@haat/web-kit';
import { InvoiceDocument } from '@haat/web-kit/invoice';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { fetchInvoice } from './orders-api.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';
import './orders.css';

/**
 * /orders/{orderId}/invoice: the buyer's copy of a delivered order's invoice, drawn by the renderer
 * the store prints with (@haat/web-kit/invoice), and 'Save as PDF or print': the browser's print
 * dialog, whose 'Save as PDF' is the download on phones and computers alike; the print stylesheet
 * leaves only the invoice on the paper.
 */
export function InvoicePage() {
  const t = useT(messages);
  const { orderId = '' } = useParams();
  useDocumentTitle(t('orders.invoiceTitle', { id: shortOrderId(orderId) }));
  // Issued once and never changed: read once.
  const invoice = useQuery({ queryKey: ['buyer-invoice', orderId], queryFn: ({ signal }) => fetchInvoice(orderId, signal), enabled: orderId !== '', staleTime: Infinity, retry: false });

  let body;
  if (invoice.isPending) body = <LoadingState label={t('orders.loadingInvoice')} />;
  else if (invoice.isError) {
    const error = invoice.error;
    if (isApiError(error) && error.status === 404) body = <ErrorState message={t('orders.notFound')} />;
    else if (isApiError(error) && error.status === 409) body = <ErrorState message={describeError(error, t('orders.invoiceFailed'))} />;
    else body = <ErrorState message={t('orders.invoiceFailed')} onRetry={() => void invoice.refetch()} />;
  } else body = <InvoiceDocument invoice={invoice.data} />;

  return (
    <section className="page invoice-page invoice-page--a4" aria-label={t('orders.invoice')}>
      <style>{'@page { size: A4; margin: 12mm; }'}</style>
      <div className="invoice-page__toolbar">
        <Link to={`/orders/${encodeURIComponent(orderId)}`} className="btn btn--ghost btn--small">{t('orders.backToOrder')}</Link>
        <button type="button" className="btn btn--primary btn--small" disabled={!invoice.isSuccess} onClick={() => window.print()}>{t('orders.print')}</button>
      </div>
      {body}
    </section>
  );
}
