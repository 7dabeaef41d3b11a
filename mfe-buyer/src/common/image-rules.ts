/**
 * The spec's picture rules (§5, §8, §9) as plain functions, so they are tested without a browser:
 * which files are accepted, how big the compressed picture is, and which qualities are tried.
 */

import { translate } from '../i18n.ts';
import messages from './messages.json';

export const MAX_IMAGES = 5;
export const maxImagesText = (): string => translate(messages, 'common.maxImages', { count: MAX_IMAGES });
const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Default upload validation limit, in MB. */
const DEFAULT_MAX_FILE_MB = 50;

export type CompressionPreset = { maxWidth: number; maxHeight: number; quality: number; maxBytes: number };

/** Spec §5 'Review': max 800x600, quality 0.75, max 3,145,728 bytes, JPEG. */
export const REVIEW_IMAGE_PRESET: CompressionPreset = { maxWidth: 800, maxHeight: 600, quality: 0.75, maxBytes: 3_145_728 };
/** Spec §5 'Report' (the dialog's figures): max 1200x900, quality 0.8, max 5 MB, JPEG. */
export const REPORT_IMAGE_PRESET: CompressionPreset = { maxWidth: 1200, maxHeight: 900, quality: 0.8, maxBytes: 5 * 1024 * 1024 };

/**
 * A UPI payment screenshot: a tall phone screen whose small print (the UTR) stays legible; the
 * server keeps it private. The 'payment' preset of @haat/contracts (a value import from there would
 * load zod into the remote); image-rules.test.ts keeps the two equal.
 */
export const PAYMENT_IMAGE_PRESET: CompressionPreset = { maxWidth: 1080, maxHeight: 2400, quality: 0.8, maxBytes: 5 * 1024 * 1024 };

type FileFacts = { name: string; type: string; size: number };

/** The spec's messages for a file that may not be uploaded; empty when it may. */
export function imageFileErrors(file: FileFacts | null | undefined, maxFileMb = DEFAULT_MAX_FILE_MB): string[] {
  if (!file) return [translate(messages, 'common.noFile')];
  const errors: string[] = [];
  if (!file.type.startsWith('image/')) errors.push(translate(messages, 'common.notImage'));
  if (file.size > maxFileMb * 1024 * 1024) errors.push(translate(messages, 'common.tooBig', { size: maxFileMb }));
  if (file.type.startsWith('image/') && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    errors.push(translate(messages, 'common.fileType'));
  }
  return errors;
}

/** "{file name}: {errors}" — the alert for an invalid file (spec §5 'Review'). */
export const invalidFileText = (file: FileFacts, errors: string[]): string => translate(messages, 'common.invalidFile', { file: file.name, errors: errors.join('. ') });

/** How many of `adding` files still fit next to `current` ones. */
export const roomFor = (current: number, max = MAX_IMAGES): number => Math.max(0, max - current);

/** The size that fits inside the box with the same proportions, never enlarged, at least 1x1. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 1, height: 1 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type CompressionAttempt = { scale: number; quality: number };

const MIN_QUALITY = 0.4;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The encodings tried in turn until one is under the byte limit: the preset's quality, then lower
 * qualities down to 0.4 at full size, then smaller sizes. Almost every photo stops at the first.
 */
export function compressionAttempts(preset: Pick<CompressionPreset, 'quality'>): CompressionAttempt[] {
  const attempts: CompressionAttempt[] = [];
  for (let quality = preset.quality; quality >= MIN_QUALITY - 1e-9; quality -= 0.1) attempts.push({ scale: 1, quality: round2(quality) });
  attempts.push({ scale: 0.75, quality: MIN_QUALITY }, { scale: 0.5, quality: MIN_QUALITY });
  return attempts;
}

/** A picture's new name once it is a JPEG: "photo.png" → "photo.jpg". */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}.jpg`;
}
