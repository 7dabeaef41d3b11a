import { isApiError, toast } from '@haat/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { reportReview, submitReport } from './reviews-api.ts';
import { ImagePicker, type PickedImage } from './image-picker.tsx';
import { REPORT_IMAGE_PRESET } from '../common/image-rules.ts';
import { ModalDialog } from '../common/modal-dialog.tsx';
import './reviews.css';
import { ALREADY_REPORTED_TEXT, isAlreadyReported, REASON_REQUIRED_TEXT, REPORT_REASONS, reportFailureText, reportTexts, type ReportType } from './report-reasons.ts';

export type ReportTarget = { reportType: ReportType; reportedItem: string; label: string };

/**
 * The report dialog (spec §2): a reason, an optional description and up to 5 pictures (compressed
 * to 1200x900, 0.8, 5 MB). Stores and broadcasts go to POST /reports, reviews to the catalogue's
 * POST /reviews/:id/report. The opener checks the login first. Closing resets the form.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog open={target !== null} onClose={onClose} labelledBy="report-dialog-title" dismissible={!busy}>
      {target ? <ReportForm target={target} onClose={onClose} onBusyChange={setBusy} /> : null}
    </ModalDialog>
  );
}

function ReportForm({ target, onClose, onBusyChange }: { target: ReportTarget; onClose: () => void; onBusyChange: (busy: boolean) => void }) {
  const descriptionId = useId();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [compressing, setCompressing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(REASON_REQUIRED_TEXT);
    setError(null);
    setSending(true);
    onBusyChange(true);
    const text = description.trim();
    try {
      if (target.reportType === 'review') await reportReview(target.reportedItem, { reason, description: text });
      else await submitReport({ reportType: target.reportType, reportedItem: target.reportedItem, reason, description: text, images: images.flatMap((i) => (i.file ? [i.file] : [])) });
      toast.success(reportTexts(target.reportType).success);
      onClose();
    } catch (err) {
      const serverText = isApiError(err) ? err.serverText : undefined;
      if (isAlreadyReported(serverText)) {
        toast.info(ALREADY_REPORTED_TEXT);
        onClose();
      } else {
        setError(reportFailureText(target.reportType, serverText));
      }
    } finally {
      setSending(false);
      onBusyChange(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="modal__header">
        <h2 id="report-dialog-title" className="modal__title">Report {target.label}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose} disabled={sending}>✕</button>
      </div>
      <fieldset className="report-reasons">
        <legend className="field__label">Why are you reporting this?</legend>
        {REPORT_REASONS[target.reportType].map((r) => (
          <label key={r} className="checkbox">
            <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            {r}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={descriptionId}>Description (optional)</label>
        <textarea id={descriptionId} className="field__input" maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      {/* The catalogue's review report (POST /reviews/:id/report) takes a reason and a description only. */}
      {target.reportType !== 'review' ? (
        <ImagePicker images={images} onChange={setImages} preset={REPORT_IMAGE_PRESET} onBusyChange={setCompressing} label="Add screenshots (optional)" />
      ) : null}
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={sending}>Cancel</button>
        <button type="submit" className="btn btn--danger" disabled={sending || compressing}>{sending ? 'Submitting...' : 'Submit Report'}</button>
      </div>
    </form>
  );
}
