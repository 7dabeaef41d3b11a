// The API's OpenAPI side, server and test code only (`@haat/contracts/openapi`): the browser apps never load it.
export type { ApiCallDoc, CallAuth, ReplyDoc } from './call-doc.ts';
export { apiCalls } from './api-calls.ts';
export { createCallFinder } from './find-call-doc.ts';
export { buildOpenApiDocument } from './build-openapi-document.ts';
export { replyProblems } from './reply-problems.ts';
