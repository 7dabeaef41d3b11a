export { pingBackend, backendStatusOf, showsBackendDown, showsChatUnavailable, type BackendStatus } from './backend-status.ts';
export { connectionNotice, backendStatusOnReconnect, OFFLINE_TEXT, OFFLINE_DETAIL, type ConnectionNotice } from './connection-notice.ts';
