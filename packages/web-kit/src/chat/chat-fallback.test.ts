import { describe, expect, it } from 'vitest';
import { CHAT_LIST_POLL_MS, isRefusal, listPollInterval, pollsConversation, sendsOverSocket } from './chat-fallback.ts';

describe('the chat fallback', () => {
  it('sends over the socket only while it is connected; otherwise by POST, polling the open conversation and, slower, the lists', () => {
    expect(sendsOverSocket('connected')).toBe(true);
    expect(pollsConversation('connected')).toBe(false);
    expect(listPollInterval('connected')).toBe(false);
    for (const connection of ['off', 'connecting', 'reconnecting'] as const) {
      expect(sendsOverSocket(connection)).toBe(false);
      expect(pollsConversation(connection)).toBe(true);
      expect(listPollInterval(connection)).toBe(CHAT_LIST_POLL_MS);
    }
  });

  it('takes a 4xx acknowledgement as a refusal, and a 5xx or a missing one as a reason to POST', () => {
    expect(isRefusal({ ok: false, status: 403, error: 'Forbidden', message: 'This store is not accepting messages from you.' })).toBe(true);
    expect(isRefusal({ ok: false, status: 429, error: 'Too Many Requests', message: '' })).toBe(true);
    expect(isRefusal({ ok: false, status: 503, error: 'Unavailable', message: '' })).toBe(false);
    expect(isRefusal({ ok: false, status: 502, error: '', message: '' })).toBe(false);
    expect(isRefusal({ ok: true, message: null })).toBe(false);
  });
});
