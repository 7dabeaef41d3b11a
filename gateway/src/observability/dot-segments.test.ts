import { describe, expect, it } from 'vitest';
import { hasDotSegments } from '../api-handler.ts';

describe('paths with dot segments (never forwarded: a service would resolve them out of /api)', () => {
  it('are found plain, percent-encoded and with backslashes', () => {
    for (const path of ['/api/..', '/api/../metrics', '/api/stores/../../metrics', '/api/stores/%2e%2e/%2E%2E/metrics', '/api/stores/.%2e/metrics', '/api/./stores', '/api/stores/x\\..\\..\\metrics']) {
      expect({ path, found: hasDotSegments(path) }).toEqual({ path, found: true });
    }
  });
  it('leave ordinary paths alone, dots inside names included', () => {
    for (const path of ['/api/stores', '/api/images/photo.v2.webp', '/api/stores/...', '/api/products/a..b', '/api/stores/.well']) {
      expect({ path, found: hasDotSegments(path) }).toEqual({ path, found: false });
    }
  });
});
