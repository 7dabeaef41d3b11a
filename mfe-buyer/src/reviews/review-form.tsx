import { isApiError } from '@haat/web-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { uploadImage } from '../common/images-api.ts';
import { createReview, updateReview, type Review } from './reviews-api.ts';
import { ImagePicker, storedImages, type PickedImage } from './image-picker.tsx';
import { REVIEW_IMAGE_PRESET } from '../common/image-rules.ts';
import { reviewIdOf, saysAlreadyReviewed } from './review-list.ts';
import { StarInput } from './star-rating.tsx';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';

const SUCCESS_SHOWN_MS = 2000;
const EDIT_AFTER_CONFLICT_MS = 1500;
const DEFAULT_RATING = 5;

/** The text for a failed submit: the server's words, an upload's own message, else the spec's default. */
function submitErrorText(err: unknown): string {
  if (isApiError(err)) return err.serverText ?? translate(messages, 'reviews.submitFailed');
  return err instanceof Error && err.message ? err.message : translate(messages, 'reviews.submitFailed');
}

/**
 * Write or edit a review (spec §4 'Review form', §5): rating 1–5 (default 5), a comment, up to 5
 * photos compressed before upload. On success it thanks for 2 seconds, then closes. A create that
 * the server refuses as 'already reviewed' says so, then opens the edit form after 1.5 s.
 */
export function ReviewForm({ storeId, editing, onSaved, onCancel, onAlreadyReviewed }: {
  storeId: string;
  editing: Review | null;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
  onAlreadyReviewed: () => void;
}) {
  const t = useT(messages);
  const commentId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [rating, setRating] = useState(editing?.rating ?? DEFAULT_RATING);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [images, setImages] = useState<PickedImage[]>(() => storedImages(editing?.images ?? []));
  const [compressing, setCompressing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<'reviews.updated' | 'reviews.posted' | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
    return () => clearTimeout(timer.current);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (!text) return setError(t('reviews.commentRequired'));
    setError(null);
    setSending(true);
    try {
      const urls: string[] = [];
      for (const image of images) urls.push(image.file ? await uploadImage(image.file, 'review') : image.url);
      const input = { rating, comment: text, images: urls };
      if (editing) await updateReview(reviewIdOf(editing), input);
      else await createReview(storeId, input);
      setSuccess(editing ? 'reviews.updated' : 'reviews.posted');
      // The form closes after its 2 seconds whatever the reload does: the list, the count and the
      // rating reload meanwhile (issue 35: the filled form stayed open until the page was reloaded).
      timer.current = setTimeout(onCancel, SUCCESS_SHOWN_MS);
      void onSaved();
    } catch (err) {
      // The reply's `error` stays the English text clients match on; its `message` is in the reader's language.
      if (!editing && isApiError(err) && (saysAlreadyReviewed(err.error) || saysAlreadyReviewed(err.serverText))) {
        setError(t('reviews.alreadyReviewed'));
        timer.current = setTimeout(onAlreadyReviewed, EDIT_AFTER_CONFLICT_MS);
      } else {
        setError(submitErrorText(err));
      }
      setSending(false);
    }
  };

  const locked = sending || !!success;
  return (
    <form className="review-form card form" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h2 id="review-form-title" className="card__title" tabIndex={-1} ref={headingRef}>{t(editing ? 'reviews.editTitle' : 'reviews.writeTitle')}</h2>
      <StarInput value={rating} onChange={setRating} />
      <div className="field">
        <label className="field__label" htmlFor={commentId}>{t('reviews.comment')}</label>
        <textarea
          id={commentId}
          className="field__input"
          required
          maxLength={2000}
          placeholder={t('reviews.commentPlaceholder')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <ImagePicker images={images} onChange={setImages} preset={REVIEW_IMAGE_PRESET} onBusyChange={setCompressing} />
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      {success ? <p className="form-success" role="status">{t(success)}</p> : null}
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={sending && !success}>{t('reviews.cancel')}</button>
        <button type="submit" className="btn btn--primary" disabled={locked || compressing}>
          {t(sending && !success ? 'reviews.submitting' : editing ? 'reviews.update' : 'reviews.submit')}
        </button>
      </div>
    </form>
  );
}
