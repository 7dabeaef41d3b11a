import type { StoreVerification } from '@haat/contracts';
import { describeError, ErrorState, toast } from '@haat/web-kit';
import { PrivateImage } from '@haat/web-kit/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MY_STORES_KEY } from '../../common/my-stores.ts';
import { useMyVerification } from '../../verification/use-my-verification.ts';
import { saveVerificationDraft, VERIFICATION_KEY } from '../../verification/verification-api.ts';
import { VerificationBadge, VerificationDetails } from '../../verification/verification-status.tsx';
import { submitVerification } from '../store-settings-api.ts';
import { ImagePicker } from './image-picker.tsx';
import { PHONE_STATE_KEY, PhoneCode } from './phone-code.tsx';
import { VERIFICATION_PROMISE_HOURS } from '@haat/contracts/admin-rules';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const MAX_DOCUMENTS = 5;

/** Verification: identity documents and a verified phone, then submit; the status (and a rejection's reason). */
export function VerificationSection({ phone }: { phone: string }) {
  const t = useT(messages);
  const verification = useMyVerification();
  if (verification.isPending) return <section className="store-section card"><p className="muted">{t('store.loadingVerification')}</p></section>;
  if (verification.isError) return <section className="store-section card"><ErrorState message={t('store.verificationFailed')} onRetry={() => void verification.refetch()} /></section>;
  const v = verification.data;
  const canApply = v.status === 'unverified' || v.status === 'rejected';

  return (
    <section className="store-section card" aria-labelledby="verification-title">
      <div className="card__header">
        <h2 id="verification-title" className="card__title">{t('store.verification')}</h2>
        <VerificationBadge status={v.status} />
      </div>
      {v.status === 'unverified' ? null : <VerificationDetails verification={v} />}
      {canApply ? <VerificationSteps draft={v} phone={phone} /> : null}
    </section>
  );
}

/**
 * The three steps of a request. The documents and the note are the seller's draft on the server
 * (PUT /stores/me/verification at each change), and the phone's state is identity's: a reload, or
 * another device, continues where the seller left off.
 */
function VerificationSteps({ draft, phone }: { draft: StoreVerification; phone: string }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const documents = draft.documents;
  const [note, setNote] = useState(draft.note);
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: (next: { documents: string[]; note: string }) => saveVerificationDraft(next),
    onSuccess: (data) => {
      queryClient.setQueryData(VERIFICATION_KEY, data);
      setError('');
    },
    onError: (err) => setError(describeError(err, t('store.documentsSaveFailed'))),
  });
  const saveDocuments = (next: string[]) => save.mutate({ documents: next, note: note.trim() });
  const submit = useMutation({
    mutationFn: () => submitVerification({ documents, note: note.trim() }),
    onSuccess: (data) => {
      queryClient.setQueryData(VERIFICATION_KEY, data);
      void queryClient.invalidateQueries({ queryKey: MY_STORES_KEY });
      setError('');
      toast.success(t('store.submitted'), t('store.submittedText', { hours: VERIFICATION_PROMISE_HOURS }));
    },
    onError: (err) => setError(describeError(err, t('store.submitFailed'))),
  });

  return (
    <div className="stack">
      <p className="small muted">{t('store.verificationIntro')}</p>
      <ol className="verification-steps">
        <li>
          <h3 className="verification-steps__title">{t('store.stepDocuments')}</h3>
          <ul className="verification-docs">
            {documents.map((url, i) => (
              <li key={url}>
                <PrivateImage src={url} alt={t('store.documentAlt', { number: i + 1 })} className="verification-docs__thumb" />
                <button type="button" className="btn btn--ghost btn--small" disabled={save.isPending} onClick={() => saveDocuments(documents.filter((x) => x !== url))}>{t('store.removeDocument', { number: i + 1 })}</button>
              </li>
            ))}
          </ul>
          {documents.length < MAX_DOCUMENTS ? (
            <ImagePicker key={documents.length} label={documents.length === 0 ? t('store.identityDocument') : t('store.anotherDocument')} value="" preset="document" onChange={(url) => url && saveDocuments([...documents, url])} previewClass="store-image__preview--doc" />
          ) : null}
          {save.isPending ? <p className="small muted" role="status">{t('store.saving')}</p> : null}
        </li>
        <li>
          <h3 className="verification-steps__title">{t('store.stepPhone')}</h3>
          <PhoneCode initialPhone={phone} />
        </li>
        <li>
          <h3 className="verification-steps__title">{t('store.stepSubmit')}</h3>
          <div className="field">
            <label className="field__label" htmlFor="verification-note">{t('store.noteLabel')}</label>
            <textarea
              id="verification-note" className="field__input" rows={2} maxLength={1000} value={note}
              onChange={(e) => setNote(e.target.value)}
              onBlur={() => { if (note.trim() !== draft.note) save.mutate({ documents, note: note.trim() }); }}
            />
          </div>
          {error ? <p className="form-error" role="alert">{error}</p> : null}
          <button
            type="button" className="btn btn--primary" disabled={submit.isPending || save.isPending}
            onClick={() => {
              if (documents.length === 0) return setError(t('store.needDocument'));
              if (!queryClient.getQueryData<{ phoneVerified: boolean }>(PHONE_STATE_KEY)?.phoneVerified) return setError(t('store.needPhone'));
              submit.mutate();
            }}
          >{submit.isPending ? t('store.submitting') : t('store.submit')}</button>
        </li>
      </ol>
    </div>
  );
}
