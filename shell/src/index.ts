// An async boundary: shared modules (React, the router, web-kit) are negotiated before any app code
// runs. It is opened in a task of its own, after the one that set up the federation runtime: a
// phone's main thread then runs two shorter tasks instead of one long one (docs/decisions/0224-module-federation-2-and-react-the-first-tasks-of-every-page.md);
// the files it asks for are already preloaded by index.html.
setTimeout(() => void import('./bootstrap.tsx'), 0);
