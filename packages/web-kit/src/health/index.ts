export { pingBackend, backendStatusOf, showsBackendDown, showsChatUnavailable, type BackendStatus } from './backend-status.ts';
