import { describeError, formatPrice, withTags } from '@haat/web-kit';
import { PrivateImage } from '@haat/web-kit/forms';
import { useId, useState } from 'react';
import { uploadImage } from '../common/images-api.ts';
import { upiPayLink, UPI_TRANSACTION_MAX_LENGTH } from './checkout-plan.ts';
import { compressImage } from '../common/image-compression.ts';
import { imageFileErrors, PAYMENT_IMAGE_PRESET } from '../common/image-rules.ts';
import { UpiQr } from './upi-qr.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { bold } from '../common/tags.tsx';

/** The buyer's UPI payment of one store's order: the transaction ID (required) and a screenshot (optional). */
export type UpiEntry = {
  transactionId: string;
  screenshot: { url: string; name: string } | null;
  uploading: boolean;
};
export const EMPTY_UPI: UpiEntry = { transactionId: '', screenshot: null, uploading: false };

/**
 * Pay the store directly by UPI (the marketplace holds no money): its UPI ID, a QR code and a link
 * a UPI app opens, both for the order's amount; then the transaction ID the app shows, and
 * optionally a screenshot for the seller, who verifies the payment.
 */
export function UpiPayment({ storeName, upiId, amount, value, onChange, error }: {
  storeName: string;
  upiId: string;
  amount: number;
  value: UpiEntry;
  onChange: (update: (current: UpiEntry) => UpiEntry) => void;
  error: string | null;
}) {
  const t = useT(messages);
  const id = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const link = upiPayLink({ upiId, payeeName: storeName, amount });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(upiId);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  const pick = async (file: File | undefined) => {
    setUploadError(null);
    if (!file) return;
    const errors = imageFileErrors(file);
    if (errors.length > 0) return setUploadError(errors.join('. '));
    onChange((v) => ({ ...v, uploading: true }));
    try {
      const url = await uploadImage(await compressImage(file, PAYMENT_IMAGE_PRESET), 'payment');
      onChange((v) => ({ ...v, uploading: false, screenshot: { url, name: file.name } }));
    } catch (err) {
      onChange((v) => ({ ...v, uploading: false }));
      setUploadError(describeError(err, t('checkout.uploadFailed')));
    }
  };

  return (
    <div className="upi-pay">
      <p className="upi-pay__lead">{withTags(t('checkout.payLead', { amount: formatPrice(amount), store: storeName }), { b: bold })}</p>
      <div className="upi-pay__layout">
        <UpiQr link={link} label={t('checkout.qrLabel', { amount: formatPrice(amount), store: storeName })} />
        <div className="upi-pay__details">
          <p className="upi-pay__id">
            <span className="muted">{t('checkout.upiId')}</span>
            <code>{upiId}</code>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy()}>{t(copied ? 'checkout.copied' : 'checkout.copyUpiId')}</button>
          </p>
          <a className="btn btn--secondary btn--small" href={link}>{t('checkout.openUpiApp')}</a>
          <p className="muted small">{t('checkout.scanHint')}</p>
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-txn`}>{t('checkout.transactionId')}</label>
        <input
          id={`${id}-txn`}
          className="field__input"
          required
          autoComplete="off"
          maxLength={UPI_TRANSACTION_MAX_LENGTH + 16}
          value={value.transactionId}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-txn-hint${error ? ` ${id}-txn-error` : ''}`}
          onChange={(e) => { const transactionId = e.target.value; onChange((v) => ({ ...v, transactionId })); }}
        />
        <span id={`${id}-txn-hint`} className="field__hint">{t('checkout.transactionHint')}</span>
        {error ? <span id={`${id}-txn-error`} className="field__error">{error}</span> : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-shot`}>{t('checkout.screenshot')}</label>
        {value.screenshot ? (
          <div className="upi-pay__shot">
            <PrivateImage src={value.screenshot.url} alt={t('checkout.screenshotAlt', { name: value.screenshot.name })} className="upi-pay__shot-image" width={64} height={64} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange((v) => ({ ...v, screenshot: null }))}>{t('checkout.removeScreenshot')}</button>
          </div>
        ) : (
          <input
            id={`${id}-shot`}
            className="field__input"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={value.uploading}
            aria-describedby={uploadError ? `${id}-shot-error` : undefined}
            onChange={(e) => { void pick(e.target.files?.[0]); e.target.value = ''; }}
          />
        )}
        {value.uploading ? <span className="field__hint" role="status">{t('checkout.uploading')}</span> : null}
        {uploadError ? <span id={`${id}-shot-error`} className="field__error" role="alert">{uploadError}</span> : null}
      </div>
    </div>
  );
}
