import { describe, expect, it } from 'vitest';
import { reportFormError, reportRequestBody } from './report-request.ts';

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const base = { reportType: 'store' as const, reportedItem: '6f1c2a4e-8d2b-4c1e-9a55-0a2b3c4d5e6f', reason: 'Fraudulent business', description: '  Took money, sent nothing.  ' };

describe('reportFormError', () => {
  it('asks for a reason first (spec §5)', () => {
    expect(reportFormError({ reason: '', imageCount: 0 })).toBe('Please select a reason for the report.');
    expect(reportFormError({ reason: '  ', imageCount: 9 })).toBe('Please select a reason for the report.');
  });
  it('allows up to 5 images and refuses a sixth with the spec text', () => {
    expect(reportFormError({ reason: 'Other', imageCount: 5 })).toBeNull();
    expect(reportFormError({ reason: 'Other', imageCount: 6 })).toBe('You can upload a maximum of 5 images');
  });
});

describe('reportRequestBody', () => {
  it('without pictures: a JSON object with the text fields, description trimmed', () => {
    expect(reportRequestBody({ ...base, images: [] })).toEqual({
      reportType: 'store', reportedItem: base.reportedItem, reason: 'Fraudulent business', description: 'Took money, sent nothing.',
    });
  });

  it('with pictures: multipart with the same fields and one repeated `images` field per picture, in order', () => {
    const body = reportRequestBody({ ...base, reportType: 'review', reason: 'Fake review', images: [photo('a.jpg'), photo('b.jpg')] });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['reportType', 'reportedItem', 'reason', 'description', 'images', 'images']);
    expect(form.get('reportType')).toBe('review');
    expect(form.get('reason')).toBe('Fake review');
    expect(form.get('description')).toBe('Took money, sent nothing.');
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.jpg']);
    expect((form.get('images') as File).type).toBe('image/jpeg');
  });
});
