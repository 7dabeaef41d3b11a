import { describe, expect, it } from 'vitest';
import { imagePresets } from '@haat/contracts';
import {
  PAYMENT_IMAGE_PRESET,
  compressionAttempts, fitWithin, imageFileErrors, invalidFileText, jpegName, maxImagesText, REPORT_IMAGE_PRESET, REVIEW_IMAGE_PRESET, roomFor,
} from './image-rules.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 100_000) => ({ name, type, size });

describe('imageFileErrors (spec §5 texts)', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 50 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(imageFileErrors(file('a', type, 50 * MB))).toEqual([]);
  });

  it('names each problem with the spec text', () => {
    expect(imageFileErrors(null)).toEqual(['No file selected']);
    expect(imageFileErrors(file('notes.pdf', 'application/pdf'))).toEqual(['File must be an image']);
    expect(imageFileErrors(file('photo.heic', 'image/heic'))).toEqual(['File type must be JPEG, PNG, WebP, or GIF']);
    expect(imageFileErrors(file('huge.png', 'image/png', 50 * MB + 1))).toEqual(['File size must be less than 50MB']);
    expect(imageFileErrors(file('big.tiff', 'image/tiff', 60 * MB), 10)).toEqual(['File size must be less than 10MB', 'File type must be JPEG, PNG, WebP, or GIF']);
  });

  it('puts the file name in front of its errors', () => {
    expect(invalidFileText(file('notes.pdf', 'application/pdf'), ['File must be an image'])).toBe('notes.pdf: File must be an image');
  });
});

describe('roomFor', () => {
  it('leaves room for at most 5 images', () => {
    expect(roomFor(0)).toBe(5);
    expect(roomFor(3)).toBe(2);
    expect(roomFor(7)).toBe(0);
    expect(maxImagesText()).toBe('You can upload a maximum of 5 images');
  });
});

describe('fitWithin', () => {
  it('scales a large photo into the review box 800x600, keeping its proportions', () => {
    expect(fitWithin(4000, 3000, 800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(3000, 4000, 800, 600)).toEqual({ width: 450, height: 600 });
    expect(fitWithin(1600, 400, 800, 600)).toEqual({ width: 800, height: 200 });
  });

  it('never enlarges a small picture and never reaches 0 pixels', () => {
    expect(fitWithin(320, 240, 800, 600)).toEqual({ width: 320, height: 240 });
    expect(fitWithin(10_000, 1, 800, 600)).toEqual({ width: 800, height: 1 });
    expect(fitWithin(0, 0, 800, 600)).toEqual({ width: 1, height: 1 });
  });

  it('fits the report box 1200x900', () => {
    expect(fitWithin(4032, 3024, REPORT_IMAGE_PRESET.maxWidth, REPORT_IMAGE_PRESET.maxHeight)).toEqual({ width: 1200, height: 900 });
  });
});

describe('compressionAttempts', () => {
  it('starts at the preset quality and full size, then lowers quality, then size', () => {
    const attempts = compressionAttempts(REVIEW_IMAGE_PRESET);
    expect(attempts[0]).toEqual({ scale: 1, quality: 0.75 });
    expect(attempts.map((a) => a.quality)).toEqual([0.75, 0.65, 0.55, 0.45, 0.4, 0.4]);
    expect(attempts.map((a) => a.scale)).toEqual([1, 1, 1, 1, 0.75, 0.5]);
    expect(compressionAttempts(REPORT_IMAGE_PRESET)[0]).toEqual({ scale: 1, quality: 0.8 });
  });

  it('uses the spec figures for reviews and reports', () => {
    expect(REVIEW_IMAGE_PRESET).toEqual({ maxWidth: 800, maxHeight: 600, quality: 0.75, maxBytes: 3_145_728 });
    expect(REPORT_IMAGE_PRESET).toEqual({ maxWidth: 1200, maxHeight: 900, quality: 0.8, maxBytes: 5 * MB });
  });
});

describe('jpegName', () => {
  it('gives the compressed picture a .jpg name', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('shop.front.webp')).toBe('shop.front.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});

describe('PAYMENT_IMAGE_PRESET', () => {
  it("is the server's 'payment' preset, so the upload is not shrunk twice", () => {
    expect(PAYMENT_IMAGE_PRESET).toEqual(imagePresets.payment);
  });
});
