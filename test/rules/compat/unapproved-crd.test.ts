import { describe, expect, it } from 'vitest';
import { fieldRemoved } from '../../../src/rules/compat/field-removed.js';
import { reviewFiles } from '../../support/review-files.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// external-snapshot-metadata 704f365: a field of a CRD in cbt.storage.k8s.io renamed while the CRD
// had no api-approved.kubernetes.io, which every create since Kubernetes 1.16 refuses: no cluster
// held it (unapproved-crd.ts).
const NAME = 'widgets.example.k8s.io';
const crd = (properties: string, annotation?: string) => {
  const text = widgetCrd(specSchema(properties), '', { name: NAME });
  return annotation === undefined
    ? text
    : text.replace(
        `  name: ${NAME}\n`,
        `  name: ${NAME}\n  annotations: {api-approved.kubernetes.io: "${annotation}"}\n`,
      );
};
const BEFORE = 'size: {type: integer}\nmode: {type: string}';
const AFTER = 'size: {type: integer}';

const removed = (base: Record<string, string>, head: Record<string, string>) =>
  reviewFiles([fieldRemoved], head, { base }).map((f) => `${f.severity} ${f.file}:${f.line}`);

describe('compat/ against a base CRD its protected group refuses for its approval', () => {
  it('compares nothing where the base had no approval, or one the apiserver refuses', () => {
    expect(
      removed(
        { 'crd.yaml': crd(BEFORE) },
        { 'crd.yaml': crd(AFTER, 'https://github.com/kubernetes/enhancements/pull/1') },
      ),
    ).toEqual([]);
    expect(removed({ 'crd.yaml': crd(BEFORE, 'not a url') }, { 'crd.yaml': crd(AFTER, 'not a url') })).toEqual([]);
  });

  it('compares as ever where the base had one, an unapproved reason, or a kustomization gave it one', () => {
    const url = 'https://github.com/kubernetes/enhancements/pull/1';
    expect(removed({ 'crd.yaml': crd(BEFORE, url) }, { 'crd.yaml': crd(AFTER, url) })).toEqual(['error crd.yaml:20']);
    expect(
      removed({ 'crd.yaml': crd(BEFORE, 'unapproved, testing') }, { 'crd.yaml': crd(AFTER, 'unapproved, testing') }),
    ).toEqual(['error crd.yaml:20']);
    const kustomization = `resources: [crd.yaml]\ncommonAnnotations:\n  api-approved.kubernetes.io: "${url}"\n`;
    expect(
      removed(
        { 'crd.yaml': crd(BEFORE), 'kustomization.yaml': kustomization },
        { 'crd.yaml': crd(AFTER), 'kustomization.yaml': kustomization },
      ),
    ).toEqual(['error crd.yaml:19']);
  });
});
