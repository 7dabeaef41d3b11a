import { describe, expect, it } from 'vitest';
import type { CatalogStore } from './catalog-client.ts';
import { escapeHtml, jsonForScript } from './escape.ts';
import { injectHead } from './inject-head.ts';
import { storeDescription, storeHead, summarize } from './store-head.ts';

const INDEX = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Haat: order from the local stores of your city."><title>Haat — your local market, online</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

const store = (over: Partial<CatalogStore> = {}): CatalogStore => ({
  id: '5b1d3c1e-0000-4000-8000-000000000001', slug: 'sharma-kirana', name: 'Sharma Kirana', description: 'Atta, dal and daily needs since 1982.',
  address: '12 MG Road', city: 'Pune', category: 'Grocery', phone: '+91 98765 43210', email: 'shop@example.in', image: '/api/images/abc',
  bannerImage: '', businessHours: '9 AM - 9 PM', paymentOptions: ['Cash on Delivery', 'UPI Payment'], rating: 4.26, reviewCount: 12, updatedAt: null, ...over,
});

/** The JSON-LD object inside the injected page. */
const jsonLdOf = (html: string): Record<string, unknown> => {
  const match = /<script type="application\/ld\+json" data-haat-injected>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
};

describe('injectHead', () => {
  it('replaces the title and the description and adds canonical, Open Graph and JSON-LD before </head>', () => {
    const html = injectHead(INDEX, storeHead(store(), 'https://haat.in'));
    expect(html).toContain('<title>Sharma Kirana — Haat</title>');
    expect(html).not.toContain('your local market, online');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Atta, dal and daily needs since 1982.">');
    expect(html).toContain('<link rel="canonical" href="https://haat.in/sharma-kirana" data-haat-injected>');
    expect(html).toContain('<meta property="og:image" content="https://haat.in/api/images/abc" data-haat-injected>');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Store', name: 'Sharma Kirana', url: 'https://haat.in/sharma-kirana',
      address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
    });
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('escapes markup in every injected value, so a store cannot add tags or close the script', () => {
    const evil = store({
      name: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)> & </script><!--',
      image: 'https://x.example/a.png" onload="alert(1)',
    });
    const html = injectHead(INDEX, storeHead(evil, 'https://haat.in'));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('" onload="');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Haat</title>');
    // Inside the JSON-LD, < > & are \u escapes: the only </script> closing tags are the page's own.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(jsonLdOf(html)['name']).toBe('</title><script>alert(1)</script>');
  });

  it('treats $ patterns in store text as text', () => {
    const html = injectHead(INDEX, storeHead(store({ name: "Ram's $& $1 $' Store", description: 'Prices from $` onwards' }), 'https://haat.in'));
    expect(html).toContain("<title>Ram&#39;s $&amp; $1 $&#39; Store — Haat</title>");
    expect(html).toContain('content="Prices from $` onwards"');
  });

  it('adds title and description when index.html has none, and leaves a page without </head> alone', () => {
    const bare = '<html><head></head><body></body></html>';
    const html = injectHead(bare, storeHead(store(), 'https://haat.in'));
    expect(html).toContain('<title>Sharma Kirana — Haat</title>');
    expect(html).toContain('<meta name="description"');
    expect(injectHead('<p>no head</p>', storeHead(store(), 'https://haat.in'))).toBe('<p>no head</p>');
  });

  it('leaves out what the store lacks: no image tag, no rating without reviews, /stores/{id} without a usable slug', () => {
    const html = injectHead(INDEX, storeHead(store({ image: '', slug: 'login', rating: null, reviewCount: 0 }), 'http://localhost:8080'));
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" data-haat-injected>');
    expect(html).toContain('href="http://localhost:8080/stores/5b1d3c1e-0000-4000-8000-000000000001"');
    expect(jsonLdOf(html)['aggregateRating']).toBeUndefined();
  });
});

describe('descriptions', () => {
  it('cuts long text on a word boundary to at most 155 characters', () => {
    const text = summarize('word '.repeat(100));
    expect(text.length).toBeLessThanOrEqual(155);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('falls back to a sentence naming the store, city and category', () => {
    expect(storeDescription(store({ description: '  ' }))).toBe('Order from Sharma Kirana in Pune on Haat. Grocery. Pay the seller directly: cash on delivery or UPI.');
  });
});

describe('escapes', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps JSON parseable while hiding < > & and line separators', () => {
    const value = { text: '</script><!-- & \u2028' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
