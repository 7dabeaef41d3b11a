export { createEdgeCache, type EdgeCache } from './edge-cache.ts';
export { captureInto, sendCached } from './serve-cached.ts';
export { followInvalidations } from './follow-invalidations.ts';
