import { describe, expect, it } from 'vitest';
import { bodyLimitOf, bodyTooLargeReply, largeBodiesOf } from './body-limits.ts';

const MiB = 1024 * 1024;
const defaults = { imageMaxBytes: 8 * MiB };

describe('body limits shared by the gateway and the services', () => {
  it('caps every route at 1 MB but the uploads, which follow IMAGE_MAX_BYTES', () => {
    expect(bodyLimitOf('/api/auth/login', defaults)).toBe(MiB);
    expect(bodyLimitOf('/api/orders', defaults)).toBe(MiB);
    expect(bodyLimitOf('/api/images', defaults)).toBe(9 * MiB);
    expect(bodyLimitOf('/api/broadcasts/b-1', { imageMaxBytes: 2 * MiB })).toBe(3 * MiB);
    // Five report photos at the 'report' preset's 5 MB, or at a smaller IMAGE_MAX_BYTES.
    expect(bodyLimitOf('/api/reports', defaults)).toBe(26 * MiB);
    expect(bodyLimitOf('/api/reports', { imageMaxBytes: 2 * MiB })).toBe(11 * MiB);
  });

  it('gives each service the caps of its own upload routes, as the gateway reckons them', () => {
    expect(largeBodiesOf('catalog', defaults)).toEqual({ '/api/images': 9 * MiB, '/api/broadcasts': 9 * MiB });
    expect(largeBodiesOf('moderation', defaults)).toEqual({ '/api/reports': 26 * MiB });
    expect(largeBodiesOf('identity', defaults)).toEqual({});
  });

  it('names the cap in the 413 text, in kilobytes under 1 MB', () => {
    expect(bodyTooLargeReply(MiB)).toEqual({ success: false, error: 'Payload too large', message: 'The request body is larger than 1 MB.' });
    expect(bodyTooLargeReply(256 * 1024).message).toBe('The request body is larger than 256 KB.');
    expect(bodyTooLargeReply(9.5 * MiB).message).toBe('The request body is larger than 9.5 MB.');
  });
});
