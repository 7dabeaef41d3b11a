import { podLabels, portOf, workloadsOf, type Workload } from './cross-references.ts';
import { nameOf, type Manifest } from './manifest-types.ts';

/**
 * The NetworkPolicies of one rendering, checked against the pods they are about: the namespace
 * denies all ingress by default; every workload has a policy of its own (else nothing reaches it, or
 * the default lets everything through when it is missing); every policy and every peer in this
 * namespace selects pods that exist; every port a rule opens is a port of the pods it selects.
 */
type Expression = { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] };
type LabelSelector = { matchLabels?: Record<string, string>; matchExpressions?: Expression[] };
type Peer = { podSelector?: LabelSelector; namespaceSelector?: LabelSelector; ipBlock?: unknown };
type Rule = { from?: Peer[]; ports?: { port?: string | number }[] };
type NetworkPolicy = Manifest & { spec: { podSelector: LabelSelector; policyTypes?: string[]; ingress?: Rule[] } };

const isEmpty = (selector: LabelSelector | undefined) => !selector?.matchLabels && !selector?.matchExpressions?.length;

/** Kubernetes' label selector semantics: every label and every expression must hold. */
export function selectorMatches(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]!);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]!);
    if (operator === 'Exists') return key in labels;
    return !(key in labels);
  });
  return byLabels && byExpressions;
}

export function networkPolicyProblems(docs: Manifest[]): string[] {
  const policies = docs.filter((d): d is NetworkPolicy => d.kind === 'NetworkPolicy');
  const workloads = workloadsOf(docs);
  const selected = (selector: LabelSelector) => workloads.filter((w) => selectorMatches(selector, podLabels(w)));
  const problems: string[] = [];

  if (!policies.some((p) => isEmpty(p.spec.podSelector) && (p.spec.policyTypes ?? []).includes('Ingress') && !p.spec.ingress?.length)) {
    problems.push('no NetworkPolicy denies ingress by default (podSelector {}, policyTypes [Ingress], no rules)');
  }
  for (const workload of workloads) {
    if (!policies.some((p) => !isEmpty(p.spec.podSelector) && selectorMatches(p.spec.podSelector, podLabels(workload)))) {
      problems.push(`${nameOf(workload)}: no NetworkPolicy of its own lets anything reach its pods`);
    }
  }
  for (const policy of policies) {
    if (isEmpty(policy.spec.podSelector)) continue;
    const targets = selected(policy.spec.podSelector);
    if (!targets.length) problems.push(`${nameOf(policy)}: its podSelector matches no Deployment's or StatefulSet's pods`);
    for (const rule of policy.spec.ingress ?? []) {
      for (const peer of rule.from ?? []) {
        // A peer without a namespace selector is a pod of this namespace: it must exist.
        if (peer.podSelector && !peer.namespaceSelector && !selected(peer.podSelector).length) {
          problems.push(`${nameOf(policy)}: a peer's podSelector ${JSON.stringify(peer.podSelector)} matches no pods of this namespace`);
        }
      }
      for (const { port } of rule.ports ?? []) {
        for (const target of targets) {
          if (port !== undefined && !target.spec.template.spec.containers.some((c) => portOf(c, port))) problems.push(`${nameOf(policy)}: port ${port} is no container port of ${nameOf(target as Workload)}`);
        }
      }
    }
  }
  return problems;
}
