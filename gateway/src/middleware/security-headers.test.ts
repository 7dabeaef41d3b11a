import { describe, expect, it } from 'vitest';
import { createPageCsp } from './security-headers.ts';

describe('the page CSP', () => {
  it("names the site's websocket (wss only for https) and an absolute image base's origin", () => {
    const csp = createPageCsp({ imageBaseUrl: 'https://cdn.haat.in/images' });
    expect(csp('https://haat.in')).toContain("connect-src 'self' wss://haat.in;");
    expect(csp('http://localhost:8080')).toContain("connect-src 'self' ws://localhost:8080 wss://localhost:8080;");
    expect(csp('https://haat.in')).toContain("img-src 'self' data: blob: https://cdn.haat.in;");
  });

  it('lets pages load released remotes from an asset base (PUBLIC_ASSET_BASE) on another origin', () => {
    const csp = createPageCsp({ imageBaseUrl: '/api/images', assetBaseUrl: 'https://assets.haat.in/web/' })('https://haat.in');
    expect(csp).toContain("script-src 'self' https://assets.haat.in;");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://assets.haat.in;");
    expect(csp).toContain("connect-src 'self' wss://haat.in https://assets.haat.in;");
    expect(createPageCsp({ imageBaseUrl: '/api/images' })('https://haat.in')).toContain("script-src 'self';");
  });

  it('adds no image source for an image base on the site itself', () => {
    expect(createPageCsp({ imageBaseUrl: '/api/images' })('https://haat.in')).toContain("img-src 'self' data: blob:;");
  });

  it('lets pages load Razorpay Checkout only when the site sells through Razorpay', () => {
    const plain = createPageCsp({ imageBaseUrl: '/api/images' })('https://haat.in');
    expect(plain).not.toContain('razorpay');
    expect(plain).not.toContain('frame-src');
    const csp = createPageCsp({ imageBaseUrl: '/api/images', razorpay: true })('https://haat.in');
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com;');
    expect(csp).toContain("connect-src 'self' wss://haat.in https://api.razorpay.com https://lumberjack.razorpay.com;");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.razorpay.com;");
  });
});
