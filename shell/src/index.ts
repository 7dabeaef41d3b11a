// An async boundary: shared modules (React, the router, web-kit) are negotiated before any app code runs.
void import('./bootstrap.tsx');
