import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { crdNotFound } from '../../../src/rules/cr/crd-not-found.js';
import { located, reviewFiles } from '../../support/review-files.js';
import { widget, widgetCrd } from './cr-fixtures.js';

// cr/crd-not-found (CR-MATCH-003): an opt-in notice for documents of a group Kubernetes does not
// serve itself, whose group and kind no CRD of the repository defines.

const on = { config: { ...DEFAULT_CONFIG, rules: new Map([['cr/crd-not-found', 'notice' as const]]) } };
const crd = widgetCrd('type: object');
const gadget = widget('spec: {}').replace('kind: Widget', 'kind: Gadget');

describe('cr/crd-not-found', () => {
  it('is off by default', () => {
    expect(reviewFiles([crdNotFound], { 'cr.yaml': gadget })).toEqual([]);
  });

  it('names a resource no CRD defines, at its kind', () => {
    const found = reviewFiles([crdNotFound], { 'crd.yaml': crd, 'cr.yaml': gadget }, on);
    expect(found.map((f) => `${located(f)} ${f.severity} ${f.message}`)).toEqual([
      'cr/crd-not-found cr.yaml:2:7 kind notice no CRD in the repository defines kind Gadget in group example.com: this resource was not validated against a schema',
    ]);
  });

  it("names the CRD of the tests that defines the kind of a manifest outside them (it judges the tests' resources only)", () => {
    const files = {
      'test/crds/crd.yaml': crd,
      'config/samples/w.yaml': widget('spec: {}'),
      'test/e2e/w.yaml': widget('spec: {}'),
    };
    expect(reviewFiles([crdNotFound], files, on).map((f) => `${located(f)} ${f.message}`)).toEqual([
      "cr/crd-not-found config/samples/w.yaml:2:7 kind only a CRD of the repository's tests (test/crds/crd.yaml) defines kind Widget in group example.com, and it judges the tests' resources only: this resource was not validated against a schema",
    ]);
    // With a CRD outside the tests too, every resource is served.
    expect(reviewFiles([crdNotFound], { ...files, 'config/crd/crd.yaml': crd }, on)).toEqual([]);
  });

  it('is silent for a resource a CRD defines, for built-in groups and for tool configuration', () => {
    const files = {
      'crd.yaml': crd,
      'cr.yaml': widget('spec: {}'),
      'deploy.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\n',
      'kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [cr.yaml]\n',
    };
    expect(reviewFiles([crdNotFound], files, on)).toEqual([]);
  });
});
