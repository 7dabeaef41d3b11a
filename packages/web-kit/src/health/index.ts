export { pingBackend, backendStatusOf, showsBackendDown, showsChatUnavailable, PING_TIMEOUT_MS, type BackendStatus } from './backend-status.ts';
