import { describe, expect, it } from 'vitest';
import { storeChatLink } from './store-chat-link.ts';

describe('a link to a store\'s chat', () => {
  it('opens the store page with its chat open, and with a first message when given one', () => {
    expect(storeChatLink('s-1')).toBe('/stores/s-1?chat=open');
    const link = new URL(storeChatLink('s/1', { draft: 'About order #F372FE94: ' }), 'https://haat.test');
    expect(link.pathname).toBe('/stores/s%2F1');
    expect(link.searchParams.get('chat')).toBe('open');
    expect(link.searchParams.get('draft')).toBe('About order #F372FE94: ');
  });
});
