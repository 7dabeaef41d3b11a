export { pingBackend, backendStatusOf, showsBackendDown, showsChatUnavailable, type BackendStatus } from './backend-status.ts';
export { connectionNotice, backendStatusOnReconnect, type ConnectionNotice } from './connection-notice.ts';
