import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { placeFindings } from '../../../src/engine/filter.js';
import { review } from '../../../src/engine/run.js';
import { RULES } from '../../../src/rules/index.js';
import type { ChangeSet } from '../../../src/sources/change-set.js';
import { changedFile, unchangedFile } from '../../support/changed-file.js';
import { dedent, V1BETA1_WIDGET_CRD, widget, widgetCrd } from './cr-fixtures.js';

// The review of a change shows a custom resource's error only where the change brought it: an
// error the base CRD gave the same resource is the same finding (its fingerprint), whatever bound
// or list of values the change moved in the schema (cilium/tetragon widened an operator enum, and
// 91 old errors in its docs, whose "supported values" changed, were said to be new).

const crdWith = (mode: string) =>
  widgetCrd(`
    type: object
    properties:
      spec:
        type: object
        properties:
          mode: {type: string, ${mode}}
  `);

/** The cr/ findings the `new` filter shows, for an untouched resource, when the CRD changes from `base` to `head`. */
function shownNew(base: string, head: string, resource: string): string[] {
  const changeSet: ChangeSet = {
    root: '/',
    hasBase: true,
    files: [changedFile('crds/widgets.yaml', 'modified', head, base), unchangedFile('docs/widget.yaml', resource)],
  };
  const r = review(changeSet, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: true });
  return placeFindings(r.findings, changeSet, 'new', r.baseFingerprints)
    .filter((p) => p.shown && p.finding.ruleId.startsWith('cr/'))
    .map((p) => `${p.finding.ruleId} ${p.finding.message}`);
}

describe('cr/ findings in the review of a change', () => {
  const invalid = widget('spec: {mode: Instring}');

  it('an error the base CRD gave too is not new when the change widens the enum it quotes', () => {
    expect(shownNew(crdWith('enum: [Equal, NotEqual]'), crdWith('enum: [Equal, NotEqual, FileType]'), invalid)).toEqual(
      [],
    );
  });

  it('nor when the change relaxes a bound the value still breaks', () => {
    expect(shownNew(crdWith('maxLength: 3'), crdWith('maxLength: 4'), invalid)).toEqual([]);
  });

  it('an error the change brings is new: a bound the value broke before and a pattern it breaks now', () => {
    // The value is too long for both; where the head lets its length through, the pattern it fails is new.
    expect(shownNew(crdWith('maxLength: 3'), crdWith('maxLength: 4, pattern: "^[a-z]+$"'), invalid)).toEqual([]);
    expect(shownNew(crdWith('maxLength: 3'), crdWith('maxLength: 10, pattern: "^[a-z]+$"'), invalid)).toEqual([
      `cr/schema spec.mode: Invalid value: "Instring": spec.mode in body should match '^[a-z]+$'`,
    ]);
  });

  it('an unserved version the v1beta1 base CRD did not serve either is not new when the change converts the CRD to v1', () => {
    // kubeflow/mpi-operator 7b6c1bf: examples of kubeflow.org/v1alpha1, served: false before and after.
    const v1 = widgetCrd('type: object').replace(
      '    - name: v1\n',
      '    - name: v1alpha1\n      served: false\n      storage: false\n      schema: {openAPIV3Schema: {type: object}}\n    - name: v1\n',
    );
    const v1beta1 = V1BETA1_WIDGET_CRD;
    const old = widget('spec: {}').replace('example.com/v1', 'example.com/v1alpha1');
    expect(shownNew(v1beta1, v1, old)).toEqual([]);
    // Served before, the version's refusal is the change's.
    expect(shownNew(v1beta1.replace('served: false', 'served: true'), v1, old)).toEqual([
      'cr/unserved-version no matches for kind "Widget" in version "example.com/v1alpha1": widgets.example.com (crds/widgets.yaml) serves example.com/v1',
    ]);
  });
});

// tektoncd/results' PipelineRuns: objects named by generateName alone, each another object to the
// apiserver, shared one identity, so a new one's error was taken for the base's about another.
describe('cr/ findings of objects named by generateName alone', () => {
  const crd = crdWith('enum: [Fast, Slow]');
  const generated = (prefix: string, mode: string) =>
    widget(`spec: {mode: ${mode}}`).replace('  name: w', `  generateName: ${prefix}`);
  const shown = (second: string) => {
    const changeSet: ChangeSet = {
      root: '/',
      hasBase: true,
      files: [
        unchangedFile('crds/widgets.yaml', crd),
        changedFile('samples/first.yaml', 'modified', generated('first-', 'Fast'), generated('first-', 'Fastest')),
        changedFile('samples/second.yaml', 'added', second),
      ],
    };
    const r = review(changeSet, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: true });
    return placeFindings(r.findings, changeSet, 'new', r.baseFingerprints)
      .filter((p) => p.shown && p.finding.ruleId.startsWith('cr/'))
      .map((p) => `${p.finding.ruleId} ${p.finding.file}`);
  };

  it("shows a new object's error though the base had one of the same kind about another", () => {
    expect(shown(generated('second-', 'Fastest'))).toEqual(['cr/schema samples/second.yaml']);
  });
});

describe('cr/ findings of a change that converts an apiextensions.k8s.io/v1beta1 CRD to v1', () => {
  // metering-operator ebc147db moved its CRDs to v1 with the same schemas, and the samples it did
  // not touch showed `Required value` errors that the v1beta1 CRD gave them as well.
  const v1beta1 = (schema: string, extra = '') => `apiVersion: apiextensions.k8s.io/v1beta1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  version: v1${extra}
  validation:
    openAPIV3Schema:
${dedent(schema)
  .split('\n')
  .map((l) => `      ${l}`)
  .join('\n')}
`;
  const sizeRequired = `
    type: object
    properties:
      spec:
        type: object
        required: [size]
        properties:
          size: {type: integer}
          color: {type: string}
          tags: {type: object}
  `;
  const noSize = widget('spec: {color: blue}');

  it('an error the v1beta1 CRD gave the resource is not new, whether it pruned or kept unknown fields', () => {
    expect(shownNew(v1beta1(sizeRequired), widgetCrd(sizeRequired), noSize)).toEqual([]);
    expect(
      shownNew(v1beta1(sizeRequired, '\n  preserveUnknownFields: false'), widgetCrd(sizeRequired), noSize),
    ).toEqual([]);
    // Not structural (a type under anyOf): v1beta1 served it, with the NonStructuralSchema condition, where it kept unknown fields.
    const nonStructural = sizeRequired.replace('color: {type: string}', 'color: {anyOf: [{type: string}]}');
    expect(nonStructural).not.toEqual(sizeRequired);
    expect(shownNew(v1beta1(nonStructural), widgetCrd(sizeRequired), noSize)).toEqual([]);
    // One that newer clusters refused (a list-map key neither required nor defaulted), where the
    // v1 copy defaults the key: the resource was refused there too, for want of its CRD.
    const ports = (key: string) => `
          ports:
            type: array
            x-kubernetes-list-type: map
            x-kubernetes-list-map-keys: [port, protocol]
            items:
              type: object
              required: [port]
              properties:
                port: {type: integer}
                protocol: {type: string${key}}`;
    const withPorts = (key: string) =>
      sizeRequired.replace('tags: {type: object}', `tags: {type: object}${ports(key)}`);
    expect(
      shownNew(
        v1beta1(withPorts(''), '\n  preserveUnknownFields: false'),
        widgetCrd(withPorts(', default: TCP')),
        noSize,
      ),
    ).toEqual([]);
  });

  // bitpoke/mysql-operator df74ab91 removed a v1beta1 copy kept beside config/crd's v1 CRD.
  it('a v1 copy at the base judges alone: the v1beta1 one, which kept unknown fields, takes none of its findings away', () => {
    const changeSet: ChangeSet = {
      root: '/',
      hasBase: true,
      files: [
        unchangedFile('config/crd/widgets.yaml', widgetCrd(sizeRequired)),
        changedFile('deploy/widgets.v1beta1.yaml', 'removed', undefined, v1beta1(sizeRequired)),
        unchangedFile('docs/widget.yaml', widget('spec: {size: 1, shape: round}')),
      ],
    };
    const r = review(changeSet, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: true });
    const shown = placeFindings(r.findings, changeSet, 'new', r.baseFingerprints).filter(
      (p) => p.shown && p.finding.ruleId.startsWith('cr/'),
    );
    expect(r.findings.filter((f) => f.ruleId === 'cr/unknown-field')).toHaveLength(1);
    expect(shown).toEqual([]);
  });

  it('an error the v1 schema brings is new', () => {
    const colorRequired = sizeRequired.replace('required: [size]', 'required: [size, shape]');
    expect(shownNew(v1beta1(sizeRequired), widgetCrd(colorRequired), noSize)).toEqual([
      'cr/schema spec.shape: Required value',
    ]);
  });

  it('a field the v1beta1 CRD kept and the v1 CRD prunes is new; one it pruned already is not', () => {
    // Below an object without properties as well: v1beta1 kept every field.
    const extra = widget('spec: {size: 1, shape: round, tags: {team: a}}');
    expect(shownNew(v1beta1(sizeRequired), widgetCrd(sizeRequired), extra)).toEqual([
      expect.stringMatching(/^cr\/unknown-field spec\.shape is not declared in the schema/),
      expect.stringMatching(
        /^cr\/unknown-field spec\.tags\.team is set under spec\.tags, an object with no properties/,
      ),
    ]);
    expect(shownNew(v1beta1(sizeRequired, '\n  preserveUnknownFields: false'), widgetCrd(sizeRequired), extra)).toEqual(
      [],
    );
  });
});
