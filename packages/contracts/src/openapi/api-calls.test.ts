import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiCatalogue, callsBeyondCatalogue } from '../api-catalogue.ts';
import { apiCalls } from './api-calls.ts';
import { buildOpenApiDocument } from './build-openapi-document.ts';
import { createCallFinder } from './find-call-doc.ts';

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

describe('the OpenAPI call registry', () => {
  it('documents every call of the catalogue and the calls beyond it, and nothing else', () => {
    const documented = apiCalls.map(key);
    const listed = [...apiCatalogue, ...callsBeyondCatalogue].map(key);
    expect(documented.filter((call) => !listed.includes(call)), 'documented but in no catalogue').toEqual([]);
    expect(listed.filter((call) => !documented.includes(call)), 'in a catalogue but undocumented').toEqual([]);
    expect(new Set(documented).size, 'one entry per call').toBe(documented.length);
  });

  it('gives each call the owner the catalogue names', () => {
    const owners = new Map([...apiCatalogue, ...callsBeyondCatalogue].map((call) => [key(call), call.owner]));
    for (const call of apiCalls) expect(call.owner, key(call)).toBe(owners.get(key(call)));
  });

  it('documents a reply for every call: a JSON schema, or another content type', () => {
    for (const call of apiCalls) expect(call.success.schema ?? call.success.contentType ?? call.success.status === 303, key(call)).toBeTruthy();
  });

  it('finds the call a concrete path names, literal paths before parameters', () => {
    const find = createCallFinder(apiCalls);
    expect(find('GET', '/api/stores/by-slug/sharma-kirana')?.path).toBe('/api/stores/by-slug/:slug');
    expect(find('GET', '/api/stores/nearby?lat=18.5&lng=73.8')?.path).toBe('/api/stores/nearby');
    expect(find('GET', '/api/stores/0f8fad5b-d9cb-469f-a165-70867728950e')?.path).toBe('/api/stores/:id');
    expect(find('GET', '/api/stores/abc/banned-customers')?.owner).toBe('order');
    expect(find('POST', '/api/no-such-call')).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(apiCalls);

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has one operation per call, with unique operation ids', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item) as Array<{ operationId: string }>);
    expect(operations).toHaveLength(apiCalls.length);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(apiCalls.length);
  });

  it('is generated the same way every time', () => {
    expect(JSON.stringify(buildOpenApiDocument(apiCalls))).toBe(JSON.stringify(document));
  });

  it('uses the very schema the service validates a body with', () => {
    const login = (document.paths['/api/auth/login'] as any).post;
    const ref: string = login.requestBody.content['application/json'].schema.$ref;
    const body = (document.components.schemas as Record<string, any>)[ref.split('/').pop()!];
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect((document.paths['/api/stores/{id}'] as any).get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
  });
});
