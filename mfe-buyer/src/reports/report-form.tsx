import { isApiError, toast } from '@haat/web-kit';
import { REPORT_REASONS } from '@haat/contracts/report-rules';
import { REPORT_DESCRIPTION_MAX_LENGTH } from '@haat/contracts/moderation-rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ImagePicker, type PickedImage } from '../reviews/image-picker.tsx';
import { REPORT_IMAGE_PRESET } from '../common/image-rules.ts';
import { submitReport } from './report-api.ts';
import { reportFormError } from './report-request.ts';
import { isAlreadyReported, REASON_LABEL, REPORT_TITLE, reportFailureText, reportTexts } from './report-texts.ts';
import type { ReportTarget } from './report-dialog.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './reports.css';

/**
 * The report form: a reason from the type's list, an optional description and up to 5 pictures,
 * each checked and compressed to 1200x900, 0.8, 5 MB JPEG as it is chosen (the busy state covers
 * that). Success and 'already reported' close the dialog with a notice; other failures stay in it.
 */
export function ReportForm({ target, onClose, onSendingChange }: { target: ReportTarget; onClose: () => void; onSendingChange: (sending: boolean) => void }) {
  const t = useT(messages);
  const id = useId();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [compressing, setCompressing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  // The form loads after the dialog opened: focus starts on the first reason.
  useEffect(() => firstReason.current?.focus(), []);

  const setSendingState = (value: boolean) => {
    setSending(value);
    onSendingChange(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || compressing) return;
    const problem = reportFormError({ reason, imageCount: images.length });
    if (problem) {
      setReasonMissing(!reason.trim());
      return setError(problem);
    }
    setError(null);
    setSendingState(true);
    try {
      await submitReport({
        reportType: target.reportType, reportedItem: target.reportedItem, reason, description,
        images: images.flatMap((image) => (image.file ? [image.file] : [])),
      });
      toast.success(reportTexts(target.reportType).success);
      onClose();
    } catch (err) {
      // Spec §7: on failure the reply's `error` field is read (its `message` as a fallback).
      const serverText = isApiError(err) ? err.error ?? err.serverMessage : undefined;
      if (isApiError(err) && (isAlreadyReported(err.error) || isAlreadyReported(err.serverMessage))) {
        toast.info(t('reports.alreadyReported'));
        onClose();
      } else {
        setError(reportFailureText(target.reportType, serverText));
      }
    } finally {
      setSendingState(false);
    }
  };

  return (
    <form className="form report-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={sending || compressing}>
      <div className="modal__header">
        <h2 id="report-dialog-title" className="modal__title">{t(REPORT_TITLE[target.reportType])}</h2>
        <button type="button" className="icon-button" aria-label={t('reports.close')} onClick={onClose} disabled={sending}>✕</button>
      </div>
      <fieldset className="report-reasons" aria-invalid={reasonMissing || undefined} aria-describedby={reasonMissing ? `${id}-error` : undefined}>
        <legend className="field__label">{t('reports.why')}</legend>
        {REPORT_REASONS[target.reportType].map((r, index) => (
          <label key={r} className="checkbox">
            <input
              type="radio"
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => { setReason(r); if (reasonMissing) { setError(null); setReasonMissing(false); } }}
              ref={index === 0 ? firstReason : undefined}
            />
            {t(REASON_LABEL[r])}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>{t('reports.description')}</label>
        <textarea
          id={`${id}-description`}
          className="field__input"
          rows={3}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <ImagePicker images={images} onChange={setImages} preset={REPORT_IMAGE_PRESET} onBusyChange={setCompressing} label={t('reports.screenshots')} />
      {error ? <p id={`${id}-error`} className="form-error" role="alert">{error}</p> : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={sending}>{t('reports.cancel')}</button>
        <button type="submit" className="btn btn--danger" disabled={sending || compressing}>
          {t(sending ? 'reports.submitting' : compressing ? 'reports.compressing' : 'reports.submit')}
        </button>
      </div>
    </form>
  );
}
