import { describe, expect, it } from 'vitest';
import { invalid } from '../../../src/rules/approval/invalid.js';
import { missing } from '../../../src/rules/approval/missing.js';
import { runRule, yaml } from '../../support/rule-tester.js';
import { yamlQuote } from '../../support/yaml-quote.js';

// The whole of CRD-APPROVAL-005 (update ratcheting by state, not by value) in one table: for
// every stored state (or none: a create) and every new state, which rejection the apiserver
// returns. The values differ between old and new wherever the state allows it, to show that
// only the state counts.

type State = 'Missing' | 'Bypassed' | 'Approved' | 'Invalid';
const OLD: Record<State, string | undefined> = {
  Missing: undefined,
  Bypassed: 'unapproved, old',
  Approved: 'https://github.com/a/b/pull/1',
  Invalid: 'pending',
};
const NEW: Record<State, string | undefined> = {
  Missing: undefined,
  Bypassed: 'unapproved, new',
  Approved: 'https://github.com/a/b/pull/2',
  Invalid: 'in review',
};

const crd = (value: string | undefined) => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.example.k8s.io
    annotations:
      ${value === undefined ? 'other: x' : `api-approved.kubernetes.io: ${yamlQuote(value)}`}
  spec:
    group: example.k8s.io
`;

const TABLE: readonly [State | 'create', State, 'Required value' | 'Invalid value' | 'accepted'][] = [
  ['create', 'Missing', 'Required value'],
  ['create', 'Invalid', 'Invalid value'],
  ['create', 'Approved', 'accepted'],
  ['create', 'Bypassed', 'accepted'],
  ['Missing', 'Missing', 'accepted'],
  ['Invalid', 'Invalid', 'accepted'],
  ['Approved', 'Approved', 'accepted'],
  ['Bypassed', 'Bypassed', 'accepted'],
  ['Approved', 'Missing', 'Required value'],
  ['Bypassed', 'Missing', 'Required value'],
  ['Invalid', 'Missing', 'Required value'],
  ['Missing', 'Invalid', 'Invalid value'],
  ['Approved', 'Invalid', 'Invalid value'],
  ['Bypassed', 'Invalid', 'Invalid value'],
  ['Missing', 'Approved', 'accepted'],
  ['Invalid', 'Approved', 'accepted'],
  ['Bypassed', 'Approved', 'accepted'],
  ['Missing', 'Bypassed', 'accepted'],
  ['Invalid', 'Bypassed', 'accepted'],
  ['Approved', 'Bypassed', 'accepted'],
];

describe('update ratcheting by state (CRD-APPROVAL-005)', () => {
  it('covers every pair', () => {
    expect(new Set(TABLE.map(([o, n]) => `${o}→${n}`)).size).toBe(20);
  });

  it.each(TABLE)('%s → %s: %s', (old, now, outcome) => {
    const c = { name: 'x', head: crd(NEW[now]), ...(old === 'create' ? {} : { base: crd(OLD[old]) }) };
    const findings = [...runRule(missing, c), ...runRule(invalid, c)].map(({ finding }) => finding);
    const types = findings.map((f) => (f.data?.apiserver as { type?: string } | undefined)?.type);
    expect(types).toEqual(outcome === 'accepted' ? [] : [outcome]);
  });
});
