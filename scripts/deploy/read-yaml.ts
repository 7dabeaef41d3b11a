import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

/**
 * Every document of a YAML file, read as kubectl and docker compose read YAML: version 1.1, where
 * `off`, `yes` and `no` are booleans and `0440` is octal (a quoted "off" stays a string). Reading it
 * the same way lets the schema check catch an unquoted `off` where Kubernetes wants a string.
 */
export function readYamlDocuments(file: string): unknown[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'), { version: '1.1', merge: true });
  const parsed = Array.isArray(docs) ? docs : [docs];
  return parsed
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return doc.toJS({ maxAliasCount: 100 }) as unknown;
    })
    .filter((doc) => doc !== null && doc !== undefined);
}
