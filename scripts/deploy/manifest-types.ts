/** One Kubernetes object as parsed from YAML: only the fields every object has are typed. */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
};

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const nameOf = (doc: Manifest) => `${doc.kind}/${doc.metadata?.name}`;
