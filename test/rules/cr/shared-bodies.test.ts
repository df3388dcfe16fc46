import { describe, expect, it } from 'vitest';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { pinned, widgetCrd } from './cr-fixtures.js';

// cr/outcome-memo.ts: resources whose bodies (all but the root metadata) are the same are judged
// once per served version, and each one's root metadata on its own. What each resource gets must
// be what it gets alone: these cases put twins side by side, in both orders.

const twins = (...docs: string[]): string => docs.join('---\n');
const doc = (metadata: string, spec: string): string =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata: ${metadata}\nspec: ${spec}\n`;
const run = (crd: string, cr: string): string[] => reviewFiles(crRules, { 'crd.yaml': crd, 'cr.yaml': cr }).map(pinned);
const response = (crd: string, cr: string): string[] =>
  reviewFiles(crRules, { 'crd.yaml': crd, 'cr.yaml': cr }).map((f) =>
    String((f.data as { response?: string }).response),
  );

const sized = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        size: {type: integer, maximum: 3}
`);

describe('twins that differ in their root metadata', () => {
  it('each name is judged on its own, the body once', () => {
    const cr = twins(
      doc('{name: ok}', '{size: 5}'),
      doc('{name: Not_A_Name}', '{size: 5}'),
      doc('{name: ok2}', '{size: 5}'),
    );
    expect(run(sized, cr)).toEqual([
      'cr/schema 4:14 spec.size | spec.size | Invalid value | 5: spec.size in body should be less than or equal to 3',
      "cr/metadata 8:18 metadata.name | metadata.name | Invalid value | \"Not_A_Name\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
      'cr/schema 9:14 spec.size | spec.size | Invalid value | 5: spec.size in body should be less than or equal to 3',
      'cr/schema 14:14 spec.size | spec.size | Invalid value | 5: spec.size in body should be less than or equal to 3',
    ]);
  });

  it('the 422 of each twin lists its own metadata errors first, then the body errors', () => {
    const cr = twins(doc('{name: ok}', '{size: 5}'), doc('{name: ok, labels: {a: -x-}}', '{size: 5}'));
    expect(response(sized, cr)).toEqual([
      'Widget.example.com "ok" is invalid: spec.size: Invalid value: 5: spec.size in body should be less than or equal to 3',
      "Widget.example.com \"ok\" is invalid: [metadata.labels: Invalid value: \"-x-\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?'), spec.size: Invalid value: 5: spec.size in body should be less than or equal to 3]",
      "Widget.example.com \"ok\" is invalid: [metadata.labels: Invalid value: \"-x-\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?'), spec.size: Invalid value: 5: spec.size in body should be less than or equal to 3]",
    ]);
  });

  it('a blocking error of the root metadata stops the rules its twin ran (CR-CEL-011), in either order', () => {
    const ruled = widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          x-kubernetes-validations: [{rule: 'self.size < 3', message: too big}]
          properties:
            size: {type: integer}
    `);
    const plain = doc('{name: a}', '{size: 5}');
    const owned = doc('{name: b, ownerReferences: [{apiVersion: v1, kind: ConfigMap, name: c}]}', '{size: 5}');
    const tooBig = (line: number) => `cr/cel ${line}:1 spec | spec | Invalid value | too big`;
    // The uid is missing: a Required value, which blocks the rules; the finding stands at the reference.
    const ownerErrors = (line: number) => [
      `cr/cel ${line - 1}:7 kind | <nil> | Invalid value | null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation`,
      `cr/metadata ${line}:39 metadata.ownerReferences[0] | metadata.ownerReferences[0].uid | Required value | must not be empty`,
    ];
    expect(run(ruled, twins(plain, owned))).toEqual([tooBig(4), ...ownerErrors(8)]);
    expect(run(ruled, twins(owned, plain))).toEqual([...ownerErrors(3), tooBig(9)]);
  });

  it('a rule on the root sees self.metadata.name: each twin is judged whole', () => {
    const named = widgetCrd(`
      type: object
      x-kubernetes-validations: [{rule: "self.metadata.name.startsWith('w')", message: not a w}]
      properties:
        spec: {type: object, properties: {size: {type: integer}}}
    `);
    expect(
      run(named, twins(doc('{name: w1}', '{size: 1}'), doc('{name: x1}', '{size: 1}'), doc('{name: w2}', '{size: 1}'))),
    ).toEqual(['cr/cel 7:7 kind | <nil> | Invalid value | not a w']);
  });

  it('a metadata node that restricts the name: each twin is judged whole', () => {
    const short = widgetCrd(`
      type: object
      properties:
        metadata: {type: object, properties: {name: {type: string, maxLength: 3}}}
        spec: {type: object, properties: {size: {type: integer}}}
    `);
    expect(run(short, twins(doc('{name: abc}', '{size: 1}'), doc('{name: abcd}', '{size: 1}')))).toEqual([
      'cr/schema 8:18 metadata.name | metadata.name | Too long | may not be more than 3 bytes',
    ]);
  });

  it('in a templated manifest a name holding a placeholder is not judged, a plain one is', () => {
    const cr = twins(
      doc('{name: "{{ .Release.Name }}-w"}', '{size: "{{ .Values.size }}"}'),
      doc('{name: Not_A_Name}', '{size: "{{ .Values.size }}"}'),
    );
    expect(run(sized, cr).map((f) => f.slice(0, f.indexOf(' | ')))).toEqual(['cr/metadata 8:18 metadata.name']);
  });

  it('a YAML .inf is not the null JSON would write for it: twins that differ only there are judged apart', () => {
    const ratio = widgetCrd(`
      type: object
      properties:
        spec: {type: object, properties: {ratio: {type: number, maximum: 10}}}
    `);
    const infinite = doc('{name: a}', '{ratio: .inf}');
    const none = doc('{name: b}', '{ratio: null}');
    const error = (line: number) =>
      `cr/schema ${line}:15 spec.ratio | spec.ratio | Invalid value | Infinity: spec.ratio in body should be less than or equal to 10`;
    expect(run(ratio, twins(none, infinite))).toEqual([error(9)]);
    expect(run(ratio, twins(infinite, none))).toEqual([error(4)]);
  });

  it('an ObjectMeta key one twin sets is dropped from that twin only (cr/unknown-field)', () => {
    const cr = twins(
      doc('{name: a}', '{size: 1}'),
      doc('{name: b, nmespace: x}', '{size: 1}'),
      doc('{name: c}', '{size: 1}'),
    );
    expect(
      reviewFiles(crRules, { 'crd.yaml': sized, 'cr.yaml': cr }).map(
        (f) => `${f.ruleId} ${f.line}:${f.column} ${f.fieldPath ?? ''}`,
      ),
    ).toEqual(['cr/unknown-field 8:21 metadata.nmespace']);
  });
});

describe('CR-MATCH-004: an error stands only where every serving CRD returns it', () => {
  const files = (crds: readonly string[], cr: string) =>
    Object.fromEntries([...crds.map((c, i) => [`channel-${i}/crd.yaml`, c] as const), ['cr.yaml', cr] as const]);
  const loose = widgetCrd(`
    type: object
    properties:
      spec: {type: object, properties: {size: {type: integer}}}
  `);
  const enumerated = widgetCrd(`
    type: object
    properties:
      spec: {type: object, properties: {size: {type: integer, enum: [1, 2]}}}
  `);
  const located = (crds: readonly string[], cr: string) =>
    reviewFiles(crRules, files(crds, cr)).map((f) => `${f.ruleId} ${f.line}:${f.column} ${f.fieldPath ?? ''}`);

  it('one CRD accepts: nothing is reported, whichever comes first', () => {
    const cr = doc('{name: a}', '{size: 5}');
    expect(located([loose, sized], cr)).toEqual([]);
    expect(located([sized, loose], cr)).toEqual([]);
    expect(located([sized, enumerated, loose], cr)).toEqual([]);
  });

  it('both reject, differently: only what both return (the root metadata error), not either body error', () => {
    const cr = doc('{name: a, labels: {k: -v-}}', '{size: 5}');
    expect(located([sized, enumerated], cr)).toEqual(['cr/metadata 3:33 metadata.labels[k]']);
    expect(located([enumerated, sized, loose], cr)).toEqual(['cr/metadata 3:33 metadata.labels[k]']);
  });

  it('the same error from each: reported once', () => {
    const cr = doc('{name: a}', '{size: 5}');
    const findings = reviewFiles(crRules, files([sized, sized.replace('maximum: 3', 'maximum: 3, minimum: 0')], cr));
    expect(
      findings.map(
        (f) => `${f.ruleId} ${f.line}:${f.column} ${f.fieldPath ?? ''} ${String((f.data as { crd?: string }).crd)}`,
      ),
    ).toEqual(['cr/schema 4:14 spec.size widgets.example.com']);
  });
});
