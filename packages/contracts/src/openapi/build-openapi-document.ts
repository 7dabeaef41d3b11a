import { z } from 'zod';
import type { ApiCallDoc, ReplyDoc } from './call-doc.ts';
import { errorReplySchema } from '../replies/envelope-schemas.ts';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input', 401: 'Not signed in, or the token is no longer valid', 403: 'Not allowed for this role or resource', 404: 'Not found',
  409: 'Conflicts with the current state', 413: 'Body too large', 422: 'Cannot be processed', 423: 'Locked for now (too many tries)', 429: 'Rate limit reached', 501: 'Not implemented yet', 503: 'A dependency is unavailable; retry shortly',
};

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationId = (doc: ApiCallDoc) =>
  doc.method.toLowerCase() + doc.path.replace(/^\/api/, '').split(/[/.-]/).filter(Boolean).map((s) => (s.startsWith(':') ? `By${s[1]!.toUpperCase()}${s.slice(2)}` : s[0]!.toUpperCase() + s.slice(1))).join('');

/**
 * Turns zod schemas into JSON Schema 2020-12 (OpenAPI 3.1's own dialect) through one zod registry
 * per direction, so a schema used by several calls becomes one component referenced from each.
 */
function schemaSet(io: Io) {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodType, string>();
  const name = (schema: z.ZodType, id: string): string => {
    const known = ids.get(schema);
    if (known) return known;
    ids.set(schema, id);
    registry.add(schema, { id });
    return id;
  };
  return {
    name,
    ref: (schema: z.ZodType, id: string) => ({ $ref: `#/components/schemas/${name(schema, id)}` }),
    render(): Record<string, JsonSchema> {
      const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` });
      return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => {
        const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
        return [id, rest];
      }));
    },
  };
}

/** A query schema's fields as OpenAPI query parameters (each field's JSON Schema, inlined). */
function queryParameters(query: z.ZodType): JsonSchema[] {
  const json = z.toJSONSchema(query, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, in: 'query', required: required.has(name), schema: rest, ...(description ? { description } : {}) };
  });
}

const authText = (doc: ApiCallDoc) =>
  doc.auth.kind === 'public' ? 'Public.' : doc.auth.kind === 'signed-in' ? 'Any signed-in user.' : `Roles: ${doc.auth.roles.join(', ')}.`;

/**
 * The OpenAPI 3.1 document of the whole API, generated from the call registry (`apiCalls`): the
 * same schemas the services validate requests with and the integration tests check replies
 * against. Deterministic: paths and components come out in a fixed order.
 */
export function buildOpenApiDocument(calls: ApiCallDoc[], { version = '1.0.0', serverUrl = '/' }: { version?: string; serverUrl?: string } = {}) {
  const requests = schemaSet('input');
  const replies = schemaSet('output');
  replies.name(errorReplySchema, 'ErrorReply');

  const reply = (r: ReplyDoc, id: string) => {
    if (r.contentType) return { description: r.description, content: { [r.contentType]: {} } };
    if (!r.schema) return { description: r.description };
    return { description: r.description, content: { 'application/json': { schema: replies.ref(r.schema, id) } } };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of calls.toSorted((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const id = operationId(doc);
    const pathParams = [...doc.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    const Id = `${id[0]!.toUpperCase()}${id.slice(1)}`;
    const responses: Record<string, unknown> = { [String(doc.success.status)]: reply(doc.success, `${Id}Reply`) };
    for (const other of doc.also ?? []) responses[String(other.status)] = reply(other, `${Id}Reply${other.status}`);
    for (const status of doc.errors) {
      const special = doc.errorReplies?.[status];
      const schema = special ? replies.ref(special, `${Id}Error${status}`) : { $ref: '#/components/schemas/ErrorReply' };
      responses[String(status)] = { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema } } };
    }
    const description = [authText(doc), doc.unsharedInput ? `Input validated by the service with its own schema (${doc.unsharedInput}).` : ''].filter(Boolean).join(' ');
    (paths[toOpenApiPath(doc.path)] ??= {})[doc.method.toLowerCase()] = {
      operationId: id,
      summary: doc.summary,
      description,
      tags: [doc.owner],
      ...(doc.auth.kind === 'public' ? { security: [] } : {}),
      parameters: [...pathParams, ...(doc.query ? queryParameters(doc.query) : [])],
      ...(doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: requests.ref(doc.body, `${Id}Body`) } } } } : {}),
      responses,
    };
  }
  const components = { ...replies.render(), ...requests.render() };
  return {
    openapi: '3.1.0',
    info: { title: 'Haat API', version, description: 'Every call of the Haat marketplace, generated from the zod schemas that validate them (packages/contracts/src/openapi).' },
    servers: [{ url: serverUrl }],
    tags: [...new Set(calls.map((c) => c.owner))].toSorted().map((name) => ({ name, description: name === 'gateway' ? 'Answered by the gateway itself' : `Answered by the ${name} service` })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        // The app sends its session token in the Authorization header only (no cookie session).
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The session token (Ed25519 JWT) from sign-in or registration.' },
      },
      schemas: Object.fromEntries(Object.entries(components).toSorted(([a], [b]) => a.localeCompare(b))),
    },
  };
}
