import { describe, expect, it } from 'vitest';
import { withFirstData } from './first-data.ts';

describe('data written into a page', () => {
  it('goes before </head> as JSON no value can break out of', () => {
    const html = withFirstData('<html><head><title>Haat</title></head><body></body></html>', 'replies', { '/api/x': { name: '</script><script>alert(1)</script>', amp: 'a&b' } });
    expect(html).toBe('<html><head><title>Haat</title><script type="application/json" id="haat-first-replies">{"/api/x":{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","amp":"a\\u0026b"}}</script></head><body></body></html>');
    expect(JSON.parse(/id="haat-first-replies">(.*)<\/script><\/head>/.exec(html)?.[1] ?? '')).toEqual({ '/api/x': { name: '</script><script>alert(1)</script>', amp: 'a&b' } });
  });

  it('leaves a page without </head> as it was', () => {
    expect(withFirstData('<p>no head</p>', 'manifest', {})).toBe('<p>no head</p>');
  });
});
