import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../src/engine/config.js';
import { readHeadManifests } from '../../src/engine/head-manifests.js';
import { LAZY_FAMILIES, familiesNeeded } from '../../src/rules/families-needed.js';
import type { ChangeSet } from '../../src/sources/change-set.js';
import { parseReferencePath } from '../../src/rules/refgrant/refgrant-config.js';

const changeSetOf = (head: Record<string, string>, base?: Record<string, string>): ChangeSet => ({
  root: '/',
  hasBase: base !== undefined,
  files: Object.entries(head).map(([path, text]) => ({
    path,
    status: 'added' as const,
    head: text,
    ...(base?.[path] === undefined ? {} : { base: base[path] }),
    addedLines: [],
    hunkLines: [],
  })),
});

const needed = (head: Record<string, string>, config: Config = DEFAULT_CONFIG, base?: Record<string, string>) => {
  const changeSet = changeSetOf(head, base);
  return [...familiesNeeded(changeSet, config, readHeadManifests(changeSet).objects)].sort();
};

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.demo.example.com}
spec:
  group: demo.example.com
  names: {plural: widgets, kind: Widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;
const WIDGET = 'apiVersion: demo.example.com/v1\nkind: Widget\nmetadata: {name: w, namespace: default}\n';
const ROUTE = `apiVersion: gateway.networking.k8s.io/v1
kind: HTTPRoute
metadata: {name: r, namespace: default}
spec: {rules: [{backendRefs: [{name: s, namespace: other, port: 80}]}]}
`;
const SERVICE = 'apiVersion: v1\nkind: Service\nmetadata: {name: s}\n';
const GO = 'package v1\n\n// +featureGate=Widgets\ntype WidgetSpec struct{}\n';

describe('the lazy families a review needs', () => {
  it.each([
    ['CRDs alone', { 'a.yaml': CRD, 'b.yaml': CRD.replace(/widget/gi, 'gadget') }, []],
    ['a CRD and a custom resource', { 'crd.yaml': CRD, 'w.yaml': WIDGET }, ['cr', 'refgrant']],
    ['a Gateway API route', { 'route.yaml': ROUTE }, ['cr', 'refgrant']],
    ['a core object', { 'svc.yaml': SERVICE }, ['cr', 'refgrant']],
    [
      'a CRD in the apiextensions.k8s.io group of another kind',
      { 'x.yaml': CRD.replace('kind: CustomResourceDefinition', 'kind: Other') },
      ['refgrant'],
    ],
    ['a CRD beside a Go file', { 'crd.yaml': CRD, 'api/v1/types.go': GO }, ['lifecycle']],
    [
      'a discovered feature-gate list',
      { 'crd.yaml': CRD, 'test/versioned_feature_list.yaml': '- name: Widgets\n' },
      ['lifecycle'],
    ],
    ['a file without objects', { 'values.yaml': 'replicas: 3\n' }, []],
  ])('%s', (_name, head, families) => {
    expect(needed(head)).toEqual(families);
  });

  it('a configured feature-gate list', () => {
    const config: Config = { ...DEFAULT_CONFIG, lifecycle: { featureFiles: ['gates/*.yaml'] } };
    expect(needed({ 'crd.yaml': CRD, 'gates/list.yaml': 'gates: []\n' }, config)).toEqual(['lifecycle']);
    expect(needed({ 'crd.yaml': CRD, 'other/list.yaml': 'gates: []\n' }, config)).toEqual([]);
  });

  it('a configured reference field in CRDs', () => {
    const field = (kind: string) => ({
      group: 'apiextensions.k8s.io',
      kind,
      path: 'spec.conversion.webhook.clientConfig.service',
      steps: parseReferencePath('spec.conversion.webhook.clientConfig.service'),
      defaultGroup: '',
      defaultKind: 'Service',
    });
    const config = (kind: string): Config => ({
      ...DEFAULT_CONFIG,
      refgrant: { meshRouteExemption: true, resources: [], referenceFields: [field(kind)] },
    });
    expect(needed({ 'crd.yaml': CRD }, config('CustomResourceDefinition'))).toEqual(['refgrant']);
    expect(needed({ 'crd.yaml': CRD }, config('Widget'))).toEqual([]);
  });

  it('every family, for a review with a base or of objects not known', () => {
    expect(needed({ 'crd.yaml': CRD }, DEFAULT_CONFIG, { 'crd.yaml': CRD })).toEqual([...LAZY_FAMILIES].sort());
    expect([...familiesNeeded(changeSetOf({ 'crd.yaml': CRD }), DEFAULT_CONFIG, undefined)].sort()).toEqual(
      [...LAZY_FAMILIES].sort(),
    );
  });
});
