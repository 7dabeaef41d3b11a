import { crossReferenceProblems } from './cross-references.ts';
import type { Manifest } from './manifest-types.ts';
import { validateManifest } from './validate-manifest.ts';

/**
 * Every problem of one rendering: each object against the API schemas first; the references
 * between objects only once every object has the shape the schemas promise.
 */
export async function manifestProblems(docs: Manifest[], { secrets = [] as Manifest[] } = {}): Promise<string[]> {
  const schemaProblems = (await Promise.all([...docs, ...secrets].map(validateManifest))).flat();
  return schemaProblems.length ? schemaProblems : crossReferenceProblems(docs, { secrets });
}
