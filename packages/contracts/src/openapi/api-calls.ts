import type { ApiCallDoc } from './call-doc.ts';
import { gatewayCalls } from './calls/gateway-calls.ts';
import { identityCalls } from './calls/identity-calls.ts';
import { catalogCalls } from './calls/catalog-calls.ts';
import { orderCalls } from './calls/order-calls.ts';
import { chatCalls } from './calls/chat-calls.ts';
import { notificationCalls } from './calls/notification-calls.ts';
import { moderationCalls } from './calls/moderation-calls.ts';

/**
 * Every documented call of the API, one entry per method and path: the spec's catalogue and the
 * calls beyond it (api-catalogue.ts). The OpenAPI document is generated from this list, and the
 * integration tests check each JSON reply against it (openapi/api-calls.test.ts and
 * gateway/test/openapi-routes.test.ts keep it equal to the catalogue and to the services' routes).
 */
export const apiCalls: ApiCallDoc[] = [...gatewayCalls, ...identityCalls, ...catalogCalls, ...orderCalls, ...chatCalls, ...notificationCalls, ...moderationCalls];
