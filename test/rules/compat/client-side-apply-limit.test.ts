import { describe, expect, it } from 'vitest';
import { clientSideApplyLimit } from '../../../src/rules/compat/client-side-apply-limit.js';
import {
  ANNOTATIONS_LIMIT_BYTES,
  annotationBytesAfterApply,
  goJsonBytes,
} from '../../../src/rules/compat/client-side-apply-size.js';
import { reviewFiles } from '../../support/review-files.js';
import { ruleTester } from '../../support/rule-tester.js';
import { parseManifestFile } from '../../../src/parse/manifest-file.js';
import { widgetCrd } from './widget-crd.js';

// compat/client-side-apply-limit: widgetCrd's `metadata:` is line 3. The schema's description sets
// the size; `annotations` adds annotations under metadata (lines 4 and on).
const crdOf = (descriptionLength: number, annotations: readonly string[] = []) =>
  widgetCrd(`type: object\ndescription: ${'d'.repeat(descriptionLength)}`).replace(
    'metadata:\n',
    annotations.length === 0
      ? 'metadata:\n'
      : `metadata:\n  annotations:\n${annotations.map((a) => `    ${a}\n`).join('')}`,
  );

const sizeOf = (text: string): number => {
  const [object] = parseManifestFile('crd.yaml', text).objects;
  if (!object) throw new Error('no object');
  return annotationBytesAfterApply(object);
};

// The description length at which the annotations come to exactly the limit: each character of it is a byte.
const EXACT = ANNOTATIONS_LIMIT_BYTES - sizeOf(crdOf(1)) + 1;

describe('annotationBytesAfterApply', () => {
  it('counts the key, the Go JSON of the object with `annotations: {}`, and the line break', () => {
    const text = crdOf(0);
    const expected =
      'kubectl.kubernetes.io/last-applied-configuration'.length +
      JSON.stringify({
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'widgets.example.com', annotations: {} },
        spec: {
          group: 'example.com',
          names: { kind: 'Widget', plural: 'widgets' },
          scope: 'Namespaced',
          versions: [
            {
              name: 'v1',
              served: true,
              storage: true,
              schema: { openAPIV3Schema: { type: 'object', description: '' } },
            },
          ],
        },
      }).length +
      1;
    expect(sizeOf(text.replace(`description: \n`, "description: ''\n"))).toBe(expected);
  });

  it('counts the other annotations twice (as annotations and in the JSON) and an old last-applied one not at all', () => {
    const plain = sizeOf(crdOf(10));
    // `a: bc` adds 3 bytes as an annotation and `"a":"bc"` (8 bytes) to the JSON.
    expect(sizeOf(crdOf(10, ['a: bc']))).toBe(plain + 3 + 8);
    expect(sizeOf(crdOf(10, ['kubectl.kubernetes.io/last-applied-configuration: "{}"']))).toBe(plain);
  });
});

describe('goJsonBytes', () => {
  it("counts Go's escapes of <, >, & and U+2028, and UTF-8 bytes", () => {
    expect(goJsonBytes('a<b')).toBe('"a\\u003cb"'.length);
    expect(goJsonBytes('&>')).toBe('"\\u0026\\u003e"'.length);
    expect(goJsonBytes('\u2028')).toBe('"\\u2028"'.length);
    expect(goJsonBytes('é')).toBe(4);
    expect(goJsonBytes({ a: [1, null, true] })).toBe('{"a":[1,null,true]}'.length);
  });
});

ruleTester(clientSideApplyLimit, {
  valid: [
    { name: 'under the limit before and after', base: crdOf(1000), head: crdOf(2000) },
    { name: 'exactly at the limit after', base: crdOf(1000), head: crdOf(EXACT) },
    { name: 'over the limit before already', base: crdOf(EXACT + 1), head: crdOf(EXACT + 5000) },
    { name: 'back under the limit', base: crdOf(EXACT + 1), head: crdOf(1000) },
    { name: 'an added CRD', head: crdOf(EXACT + 1) },
  ],
  invalid: [
    {
      name: 'one byte over the limit after the change',
      base: crdOf(EXACT),
      head: crdOf(EXACT + 1),
      findings: [
        {
          line: 3,
          column: 1,
          severity: 'warning',
          message:
            'this change makes the CRD too large for a client-side `kubectl apply`: the last-applied-configuration annotation it writes would bring the annotations to 262,145 bytes, over the 262,144 the apiserver allows (they came to 262,144 before), so such an apply is refused with `metadata.annotations: Too long`; whoever installs or upgrades the CRD with `kubectl apply`, or with Argo CD without ServerSideApply=true, must switch to `kubectl apply --server-side` (or create / replace), or shrink the CRD (descriptions are most of a generated one)',
          data: {
            compat: { version: '', property: '', check: 'last-applied-configuration', base: 262_144, head: 262_145 },
          },
        },
      ],
    },
    {
      name: 'an annotation added pushes it over: counted as an annotation and in the JSON',
      base: crdOf(EXACT - 10),
      head: crdOf(EXACT - 10, ['note: abcdef']),
      findings: [
        { line: 3, column: 1, severity: 'warning', data: { compat: { base: 262_134, head: 262_134 + 10 + 15 } } },
      ],
    },
  ],
});

// OLM creates and updates a bundle's CRDs (catalog/step.go): no last-applied annotation is written
// (opensearch-k8s-operator a34ac0ce76 crossed the limit in bundle/manifests/).
describe('compat/client-side-apply-limit on a CRD of an OLM bundle', () => {
  const csv =
    'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata: {name: demo.v1.0.0}\nspec:\n  customresourcedefinitions:\n    owned: [{name: widgets.example.com, kind: Widget, version: v1}]\n';
  const crossing = (dir: string) =>
    reviewFiles(
      [clientSideApplyLimit],
      {
        [`${dir}/example.com_widgets.yaml`]: crdOf(EXACT + 1),
        'bundle/manifests/demo.clusterserviceversion.yaml': csv,
      },
      {
        base: {
          [`${dir}/example.com_widgets.yaml`]: crdOf(EXACT),
          'bundle/manifests/demo.clusterserviceversion.yaml': csv,
        },
      },
    ).map((f) => `${f.file}:${f.line}`);

  it('is not reported beside a ClusterServiceVersion that owns it, and is elsewhere', () => {
    expect(crossing('bundle/manifests')).toEqual([]);
    expect(crossing('config/crd/bases')).toEqual(['config/crd/bases/example.com_widgets.yaml:3']);
  });
});
