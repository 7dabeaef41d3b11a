import { describe, expect, it } from 'vitest';
import { strategicMerge } from './strategic-merge.ts';

describe('a strategic merge patch, as kustomize applies it to the lists our patches touch', () => {
  const deployment = {
    spec: { template: { spec: { containers: [
      { name: 'app', image: 'haat', args: ['a', 'b'], env: [{ name: 'A', value: '1' }, { name: 'B', value: '2' }], resources: { requests: { cpu: '100m', memory: '1Gi' } } },
      { name: 'sidecar', image: 'other' },
    ] } } },
  };

  it('merges containers and env entries by name and maps key by key, leaving the rest', () => {
    const patched = strategicMerge(deployment, { spec: { template: { spec: { containers: [{ name: 'app', env: [{ name: 'B', value: '3' }, { name: 'C', value: '4' }], resources: { requests: { cpu: '250m' } } }] } } } }) as typeof deployment;
    expect(patched.spec.template.spec.containers).toEqual([
      { name: 'app', image: 'haat', args: ['a', 'b'], env: [{ name: 'A', value: '1' }, { name: 'B', value: '3' }, { name: 'C', value: '4' }], resources: { requests: { cpu: '250m', memory: '1Gi' } } },
      { name: 'sidecar', image: 'other' },
    ]);
    expect(deployment.spec.template.spec.containers[0]).toMatchObject({ resources: { requests: { cpu: '100m' } } });
  });

  it('replaces lists without a name key whole, and deletes a key patched to null', () => {
    const patched = strategicMerge(deployment, { spec: { template: { spec: { containers: [{ name: 'sidecar', image: null }, { name: 'app', args: ['c'] }] } } } }) as any;
    expect(patched.spec.template.spec.containers[0].args).toEqual(['c']);
    expect(patched.spec.template.spec.containers[1]).toEqual({ name: 'sidecar' });
  });
});
