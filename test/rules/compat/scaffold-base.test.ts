import { describe, expect, it } from 'vitest';
import { crdRemoved } from '../../../src/rules/compat/crd-removed.js';
import { fieldRemoved } from '../../../src/rules/compat/field-removed.js';
import { requiredAdded } from '../../../src/rules/compat/required-added.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from './widget-crd.js';

// A version that was kubebuilder's untouched scaffold before the change (scaffold-base.ts): the
// first real API breaks no object of one.
const FOO =
  'foo: {type: string, description: Foo is an example field of Widget. Edit widget_types.go to remove/update}';
const scaffold = (
  spec = FOO,
  status = 'status: {type: object, description: WidgetStatus defines the observed state of Widget}',
) =>
  widgetCrd(
    `type: object\nproperties:\n  apiVersion: {type: string}\n  kind: {type: string}\n  metadata: {type: object}\n  spec:\n    type: object\n    properties:\n      ${spec}\n  ${status}`,
  );
const firstApi = widgetCrd(
  'type: object\nproperties:\n  spec:\n    type: object\n    required: [size]\n    properties:\n      size: {type: integer}',
);
const NOTE =
  "(before the change the version was kubebuilder's scaffold, its spec only the example field foo that no controller reads, so no object of a real API is there to break)";
const severities = (found: readonly { severity: string; message: string }[]) =>
  found.map((f) => `${f.severity}${f.message.endsWith(NOTE) ? ' (scaffold)' : ''}`);

describe("compat/ where the version was kubebuilder's scaffold", () => {
  // vllm-project/aibrix c5d20f03ce: the PodAutoscaler's first real API, five fields required.
  it('makes a field required in it a warning that says so', () => {
    const found = reviewFiles([requiredAdded], { 'crd.yaml': firstApi }, { base: { 'crd.yaml': scaffold() } });
    expect(severities(found)).toEqual(['warning (scaffold)']);
    expect(found[0]?.fieldPath).toBe('spec.versions[0].schema.openAPIV3Schema.properties[spec].required[0]');
  });

  // Azure/kaito ed0eb96dab put its Workspace's fields at the top level and dropped the scaffold's spec.
  it('makes its spec removed a warning, and the CRD removed whole', () => {
    const topLevel = widgetCrd('type: object\nproperties:\n  resource: {type: object}');
    expect(
      severities(reviewFiles([fieldRemoved], { 'crd.yaml': topLevel }, { base: { 'crd.yaml': scaffold() } })),
    ).toEqual([
      'warning (scaffold)',
      'notice (scaffold)', // its status, which held nothing
    ]);
    // aibrix 2ea9c709a9 renamed its scaffolded LoraAdapter a day after creating it.
    expect(severities(reviewFiles([crdRemoved], {}, { base: { 'crd.yaml': scaffold() } }))).toEqual([
      'warning (scaffold)',
    ]);
  });

  // konsole-is/camunda-operator: kubebuilder v4.7's scaffold, `foo is an example field of …` and
  // a status of conditions, then its first real API.
  it("takes kubebuilder v4.7's scaffold for one: foo in lower case, and a status of conditions alone", () => {
    const conditions =
      'status:\n    type: object\n    properties:\n      conditions:\n        type: array\n        x-kubernetes-list-type: map\n        x-kubernetes-list-map-keys: [type]\n        items: {type: object, properties: {type: {type: string}}}';
    const v47 = scaffold(FOO.replace('Foo is', 'foo is'), conditions);
    expect(v47).toContain('foo is an example field');
    expect(severities(reviewFiles([requiredAdded], { 'crd.yaml': firstApi }, { base: { 'crd.yaml': v47 } }))).toEqual([
      'warning (scaffold)',
    ]);
  });

  // openshift/ocm-agent-operator 0119a69e5d: operator-sdk's `add api` scaffold, spec and status of
  // no fields, then the first real spec with six fields required.
  it("takes operator-sdk's scaffold of an empty spec and status for one", () => {
    const empty = (
      spec: string,
      status = 'status: {type: object, description: WidgetStatus defines the observed state of Widget}',
    ) =>
      widgetCrd(
        `type: object\nproperties:\n  apiVersion: {type: string}\n  kind: {type: string}\n  metadata: {type: object}\n  ${spec}\n  ${status}`,
      );
    const operatorSdk = empty('spec: {type: object, description: WidgetSpec defines the desired state of Widget}');
    const found = reviewFiles([requiredAdded], { 'crd.yaml': firstApi }, { base: { 'crd.yaml': operatorSdk } });
    expect(found.map((f) => f.severity)).toEqual(['warning']);
    expect(found[0]?.message).toMatch(
      /\(before the change the version was the scaffold `operator-sdk add api` writes, its spec and status declaring no field, so no object of a real API is there to break\)$/,
    );
    // Nor where another copy of the CRD in the base held a real API (ocm-agent-operator deleted one
    // beside the scaffold it filled in).
    const beside = reviewFiles(
      [requiredAdded],
      { 'crd.yaml': firstApi },
      {
        base: {
          'crd.yaml': operatorSdk,
          'deploy/widgets_crd.yaml': firstApi.replace('required: [size]', 'required: []'),
        },
      },
    );
    expect(beside.map((f) => f.message.includes('operator-sdk add api'))).toEqual([false]);
    // Not a spec described otherwise, one that keeps what it is given, or a status with fields.
    for (const base of [
      empty('spec: {type: object, description: WidgetSpec turns the widget on}'),
      empty(
        'spec: {type: object, description: WidgetSpec defines the desired state of Widget, x-kubernetes-preserve-unknown-fields: true}',
      ),
      empty(
        'spec: {type: object, description: WidgetSpec defines the desired state of Widget}',
        'status: {type: object, properties: {ready: {type: boolean}}}',
      ),
    ])
      expect(
        reviewFiles([requiredAdded], { 'crd.yaml': firstApi }, { base: { 'crd.yaml': base } }).map((f) => f.severity),
      ).toEqual(['error']);
  });

  it('keeps the errors where the version held more than the scaffold', () => {
    for (const base of [
      scaffold(`${FOO}\n      color: {type: string}`),
      scaffold(FOO, 'status:\n    type: object\n    properties:\n      ready: {type: boolean}'),
      scaffold(
        FOO,
        'status:\n    type: object\n    properties:\n      conditions: {type: array}\n      ready: {type: boolean}',
      ),
      scaffold(FOO.replace('Foo is an example field of Widget.', 'Foo sets the foo.')),
      scaffold().replace('  kind: {type: string}\n', '  kind: {type: string}\n          resource: {type: object}\n'),
    ])
      expect(
        severities(reviewFiles([requiredAdded], { 'crd.yaml': firstApi }, { base: { 'crd.yaml': base } })),
      ).toEqual(['error']);
  });
});
