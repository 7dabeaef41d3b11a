import { useEffect, useId, useRef, useState } from 'react';
import { compressImages } from '../common/image-compression.ts';
import { imageFileErrors, invalidFileText, MAX_IMAGES, maxImagesText, roomFor, type CompressionPreset } from '../common/image-rules.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './image-picker.css';

/** A chosen picture: a new (already compressed) file, or one already stored (edit). */
export type PickedImage = { key: string; url: string; file: File | null };

let nextKey = 1;

export const storedImages = (urls: readonly string[]): PickedImage[] => urls.map((url) => ({ key: `stored-${nextKey++}`, url, file: null }));

/**
 * Up to 5 pictures with previews. Each file is validated, then compressed with the preset as soon
 * as it is chosen (the busy state covers that), so what is previewed is what will be uploaded.
 */
export function ImagePicker({ images, onChange, preset, onBusyChange, label }: {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  preset: CompressionPreset;
  onBusyChange?: (busy: boolean) => void;
  label?: string;
}) {
  const t = useT(messages);
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // The list as last rendered: a compression finishing later appends to it, not to an old copy.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });

  // Previews of new files are object URLs: free them when the picker goes away.
  useEffect(() => () => { for (const image of latest.current) if (image.file) URL.revokeObjectURL(image.url); }, []);

  const setBusyState = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };

  const add = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const found: string[] = [];
    const valid = chosen.filter((file) => {
      const errors = imageFileErrors(file);
      if (errors.length) found.push(invalidFileText(file, errors));
      return errors.length === 0;
    });
    const room = roomFor(images.length);
    if (valid.length > room) found.push(maxImagesText());
    const accepted = valid.slice(0, room);
    setProblems(found);
    if (accepted.length === 0) return;
    setBusyState(true);
    try {
      const compressed = await compressImages(accepted, preset);
      onChange([...latest.current, ...compressed.map((file) => ({ key: `new-${nextKey++}`, url: URL.createObjectURL(file), file }))]);
    } catch (err) {
      setProblems([...found, err instanceof Error ? err.message : String(err)]);
    } finally {
      setBusyState(false);
    }
  };

  const remove = (key: string) => {
    const image = images.find((i) => i.key === key);
    if (image?.file) URL.revokeObjectURL(image.url);
    onChange(images.filter((i) => i.key !== key));
  };

  return (
    <div className="field image-picker">
      <label className="field__label" htmlFor={inputId}>{label ?? t('reviews.addPhotos')}</label>
      <input
        id={inputId}
        className="image-picker__input"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        aria-describedby={hintId}
        disabled={busy || images.length >= MAX_IMAGES}
        onChange={(e) => { void add(e.target.files); e.target.value = ''; }}
      />
      <span id={hintId} className="field__hint">
        {busy ? t('reviews.compressing') : t('reviews.pickerHint', { max: MAX_IMAGES, count: images.length })}
      </span>
      {problems.length ? <ul className="form-error image-picker__problems" role="alert">{problems.map((p) => <li key={p}>{p}</li>)}</ul> : null}
      {images.length ? (
        <ul className="image-picker__list" aria-label={t('reviews.chosenPhotos')}>
          {images.map((image, index) => (
            <li key={image.key} className="image-picker__item">
              <img src={image.url} alt={t('reviews.photo', { number: index + 1 })} className="image-picker__thumb" />
              <button type="button" className="image-picker__remove" aria-label={t('reviews.removePhoto', { number: index + 1 })} onClick={() => remove(image.key)}>✕</button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
