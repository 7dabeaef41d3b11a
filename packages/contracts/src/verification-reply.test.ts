import { describe, expect, it } from 'vitest';
import { getStoresMeVerificationReply, postStoresMeSubmitVerificationReply } from './replies/catalog-replies.ts';
import { readStoreVerification } from './verification-reply.ts';

const pending = {
  storeId: 's1', status: 'pending', submittedAt: '2026-12-01T10:00:00.000Z', documents: ['/api/images/private/abc.webp'], note: 'Aadhaar card', rejectionReason: '',
};

describe('readStoreVerification', () => {
  it('reads a well-formed reply as sent, and what it answers passes the reply schemas', () => {
    expect(readStoreVerification(pending)).toEqual(pending);
    expect(getStoresMeVerificationReply.parse({ success: true, data: readStoreVerification(pending) }).data).toEqual(pending);
    expect(postStoresMeSubmitVerificationReply.parse({ success: true, message: 'Submitted', data: readStoreVerification(pending) }).data).toEqual(pending);
  });

  it('answers an unverified request for a broken reply', () => {
    expect(readStoreVerification(null)).toEqual({ storeId: '', status: 'unverified', submittedAt: null, documents: [], note: '', rejectionReason: '' });
    expect(readStoreVerification({ status: 'approved', documents: ['', 3, '/a.webp'] })).toMatchObject({ status: 'unverified', documents: ['/a.webp'] });
  });
});
