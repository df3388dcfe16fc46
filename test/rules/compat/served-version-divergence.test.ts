import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../../src/engine/config.js';
import { placeFindings } from '../../../src/engine/filter.js';
import type { Rule } from '../../../src/engine/rule.js';
import { review } from '../../../src/engine/run.js';
import { DEFAULT_COMPAT_CONFIG } from '../../../src/rules/compat/compat-config.js';
import { servedVersionDivergence } from '../../../src/rules/compat/served-version-divergence.js';
import { fieldRemoved } from '../../../src/rules/compat/field-removed.js';
import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { ruleTester } from '../../support/rule-tester.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd, yaml } from './widget-crd.js';
import { widgetCrd as crdOfVersions } from '../crd/schema/widget-crd.js';

/**
 * v1alpha1 listing `size` in its spec, v1beta1 keeping unknown fields there, and v1 keeping them
 * too, unless it is the one `stored`, which lists `size`.
 */
const storedPruning = (stored: 'v1alpha1' | 'v1') => {
  const listed = '{type: object, properties: {size: {type: integer}}}';
  const kept = '{type: object, x-kubernetes-preserve-unknown-fields: true}';
  const v = (name: string, spec: string) =>
    `    - {name: ${name}, served: true, storage: ${name === stored}, schema: {openAPIV3Schema: {type: object, properties: {spec: ${spec}}}}}`;
  return crdOfVersions({
    versions: [v('v1alpha1', listed), v('v1beta1', kept), v('v1', stored === 'v1' ? listed : kept)].join('\n'),
  });
};

// compat/served-version-divergence (spec/crd-compatibility.md §5.8): between the served versions
// of the head CRD, ordered by Kubernetes version priority, the checks of §4.1 from the lower to
// the higher version, less what the base CRD already had; at the higher version's line.

const V1 = yaml`
  type: object
  properties:
    spec:
      type: object
      properties:
        size: {type: integer, maximum: 10}
        mode: {type: string, enum: [Fast, Slow]}
`;

/** A version after v1: line 22 is `- name: <name>`, 29 `spec:`, 30 its type, and its body starts on line 31. */
const version = (name: string, spec: string, { served = true } = {}) =>
  [
    `  - name: ${name}`,
    `    served: ${served}`,
    '    storage: false',
    '    schema:',
    '      openAPIV3Schema:',
    '        type: object',
    '        properties:',
    '          spec:',
    '            type: object',
    ...spec
      .replace(/\n$/, '')
      .split('\n')
      .map((l) => `            ${l}`),
  ].join('\n');

const conversion = (strategy: string) =>
  `  conversion:\n    strategy: ${strategy}${strategy === 'Webhook' ? '\n    webhook: {conversionReviewVersions: [v1], clientConfig: {url: "https://convert.example.com"}}' : ''}`;

// The spec's example: v2 renames spec.size to spec.replicas and requires it.
const RENAMED = yaml`
  required: [replicas]
  properties:
    replicas: {type: integer}
    mode: {type: string, enum: [Fast, Slow]}
`;
const SAME = yaml`
  properties:
    size: {type: integer, maximum: 10}
    mode: {type: string, enum: [Fast, Slow]}
`;
/** v1's spec without its size. */
const WITHOUT_SIZE = yaml`
  properties:
    mode: {type: string, enum: [Fast, Slow]}
`;
const v1Only = widgetCrd(V1);
/** spec.size immutable: V1IMMUTABLE as v1's schema, IMMUTABLE as a version's spec body. */
const IMMUTABLE = yaml`
  properties:
    size:
      type: integer
      x-kubernetes-validations:
      - rule: self == oldSelf
`;
const V1IMMUTABLE = yaml`
  type: object
  properties:
    spec:
      type: object
      properties:
        size:
          type: integer
          x-kubernetes-validations:
          - rule: self == oldSelf
`;
/** v1 with two rules on spec.size, on one line. */
const V1_RULES = V1IMMUTABLE.replace(
  /x-kubernetes-validations:\n\s*- rule: self == oldSelf/,
  'x-kubernetes-validations: [{rule: self <= 10}, {rule: self >= 0}]',
);
/** SAME with spec.size given a rule list, its rule to follow. */
const SAME_IMMUTABLE = yaml`
  properties:
    mode: {type: string, enum: [Fast, Slow]}
    size:
      type: integer
      maximum: 10
      x-kubernetes-validations:
`;
const withV2 = (spec: string, more = '') =>
  widgetCrd(V1, [version('v2', spec), ...(more === '' ? [] : [more])].join('\n'));
/**
 * The base of a v2 served from now on: its divergences are the change's, while a change to a
 * served v2 is compat/'s same-version rules' to report (reportedInItsVersion).
 */
const unservedV2 = (spec: string) => widgetCrd(V1, version('v2', spec, { served: false }));
/** SAME with a rule on spec.size. */
const EVEN_SIZE = yaml`
  properties:
    size:
      type: integer
      maximum: 10
      x-kubernetes-validations:
      - rule: self % 2 == 0
    mode: {type: string, enum: [Fast, Slow]}
`;

const V2_SPEC = 'spec.versions[1].schema.openAPIV3Schema.properties[spec]';

/** The findings of a review of crd.yaml changed from `base` to `head`, every line of it changed. */
const reviewedChange = (base: string, head: string, rules: Rule[], config: Config = DEFAULT_CONFIG) =>
  review(
    {
      root: '/',
      hasBase: true,
      files: [
        {
          path: 'crd.yaml',
          status: 'modified' as const,
          base,
          head,
          addedLines: [{ start: 1, end: 99 }],
          hunkLines: [{ start: 1, end: 99 }],
        },
      ],
    },
    { rules, config, withBaseFindings: true },
  ).findings;
const check = (servedVersionConversion: 'Ignore' | 'Check'): Config => ({
  ...DEFAULT_CONFIG,
  compat: { ...DEFAULT_COMPAT_CONFIG, servedVersionConversion },
});

/** A CRD annotated as of Gateway API's experimental channel; one line more above its versions. */
const experimental = (crd: string) =>
  crd.replace('metadata:\n', 'metadata:\n  annotations: {gateway.networking.k8s.io/channel: experimental}\n');

const renamedFindings = [
  {
    line: 31,
    column: 24,
    fieldPath: `${V2_SPEC}.required[0]`,
    messageId: 'required',
    severity: 'error',
    message:
      'spec.replicas is required in served version v2 but not in v1, and conversion strategy None only rewrites apiVersion: an object created through v1 without it is rejected when updated through v2 unless the update sets it; give it a default in v2 or keep it optional',
    data: {
      compat: {
        version: 'v1 -> v2',
        property: '^.spec.replicas',
        check: 'required-added',
        base: null,
        head: ['replicas'],
      },
    },
  },
  {
    line: 32,
    column: 13,
    fieldPath: `${V2_SPEC}.properties`,
    messageId: 'removed',
    message:
      'spec.size is in served version v1 but not in v2, and conversion strategy None only rewrites apiVersion: a value set through v1 is pruned when the object is written through v2; add the field to v2, or convert with a webhook that carries it',
    data: { compat: { version: 'v1 -> v2', property: '^.spec.size', check: 'field-removed', head: null } },
  },
] as const;

/** v1alpha1 with spec.size, not served (pravega-operator's before 6a41b11ae5); v1 without it, stored. */
const UNSERVED_V1ALPHA1 =
  '    - {name: v1alpha1, served: false, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}}';
const STORED_V1 =
  '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object}}}}}';
const SERVED_AGAIN = crdOfVersions({
  versions: [UNSERVED_V1ALPHA1.replace('served: false', 'served: true'), STORED_V1].join('\n'),
});
const SIZE_PRUNED_BY_V1 = {
  line: 11,
  column: 101,
  messageId: 'removedFromStorage',
  fieldPath: 'spec.versions[1].schema.openAPIV3Schema.properties[spec]',
} as const;

ruleTester(servedVersionDivergence, {
  valid: [
    {
      // percona-xtradb-cluster-operator 0a563c734: v1 made the storage version with the schema of
      // the one stored before, of a lower priority; what v1beta1 keeps unknown was pruned as objects
      // were stored then too.
      name: 'a version that keeps unknown fields beside a new storage version that prunes what the old one did',
      base: storedPruning('v1alpha1'),
      head: storedPruning('v1'),
    },
    {
      // percona 0a563c734 too: v1-11-0, which listed its fields, given a schema that keeps unknown ones.
      name: 'a lower version made to keep unknown fields that the storage version prunes: it pruned them itself before',
      base: crdOfVersions({
        versions: [
          '    - {name: v1alpha1, served: true, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}}',
          '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}}',
        ].join('\n'),
      }),
      head: crdOfVersions({
        versions: [
          '    - {name: v1alpha1, served: true, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, x-kubernetes-preserve-unknown-fields: true}}}}}',
          '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}}',
        ].join('\n'),
      }),
    },
    {
      // longhorn's Setting: an untyped root in v1beta1, `type: object` in v1beta2. A custom
      // resource is an object in every version.
      name: 'an untyped root in one version and an object root in another',
      base: widgetCrd('x-kubernetes-preserve-unknown-fields: true'),
      head: widgetCrd(
        'x-kubernetes-preserve-unknown-fields: true',
        '  - name: v2\n    served: true\n    storage: false\n    schema:\n      openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}',
      ),
    },
    {
      // cluster-api-provider-aws cdbaf654a: generated nodes without a type. The apiserver refuses
      // the head (crd/structural), clusters keep the base, and nothing is written through v2.
      name: 'a head CRD the apiserver refuses: never applied, so no version diverges',
      base: unservedV2(`${SAME}x-kubernetes-validations:\n- rule: self.size == oldSelf.size && self.mode == 'Fast'\n`),
      head: withV2(
        `${SAME}  tags: {description: no type}\nx-kubernetes-validations:\n- rule: self.size == oldSelf.size && self.mode == 'Fast'\n`,
      ),
    },
    {
      // kubefleet 9543d7ec2f gave v1 the `selectionScope` v1beta1 had, with a stricter enum.
      name: 'a divergence below a node the higher version lacked before the change: it narrowed, nothing that worked through it fails',
      base: withV2(WITHOUT_SIZE),
      head: withV2(yaml`
        properties:
          size: {type: integer, maximum: 5}
          mode: {type: string, enum: [Fast, Slow]}
      `),
    },
    { name: 'a new CRD: no base, nothing to compare', head: withV2(RENAMED) },
    {
      name: 'v2 added with conversion by webhook (servedVersionConversion Ignore)',
      base: v1Only,
      head: withV2(RENAMED, conversion('Webhook')),
    },
    { name: 'v2 added with the same schema as v1', base: v1Only, head: withV2(SAME) },
    { name: 'v2 added but not served', base: v1Only, head: widgetCrd(V1, version('v2', RENAMED, { served: false })) },
    { name: 'the divergence was already there at base', base: withV2(RENAMED), head: withV2(RENAMED) },
    {
      // rhobs/observability-operator d0bde277: a rule only v2 has, its field then escaped.
      name: 'a rule only the higher version has, respelled (an escaped property, spaces): the divergence the base had',
      base: withV2(`${SAME}x-kubernetes-validations:\n- rule: "self.mode != 'Fast' || has(self.namespace)"\n`),
      head: withV2(`${SAME}x-kubernetes-validations:\n- rule: "self.mode != 'Fast'  ||  has(self.__namespace__)"\n`),
    },
    {
      // prometheus-engine adeb41d19: the rule only v2 has, `!P` written `P == false`.
      name: 'a rule only the higher version has, rewritten into one no stricter: the divergence the base had',
      base: withV2(`${SAME}x-kubernetes-validations:\n- rule: "!self.mode.matches('^x')"\n`),
      head: withV2(`${SAME}x-kubernetes-validations:\n- rule: "self.mode.matches('^x') == false"\n`),
    },
    {
      // fluxcd/source-controller 5be0c537 ("Promote Bucket API to v1"): v1 is v1beta2 again, and
      // what v1beta1 → v1beta2 already diverged in, v1beta1 → v1 does too.
      name: 'a version added as a copy of the newest, which already diverged from an older one',
      base: withV2(RENAMED),
      head: widgetCrd(V1, `${version('v2', RENAMED)}\n${version('v3', RENAMED)}`),
    },
    {
      // kyma-project/lifecycle-manager c1e06b7b9: v1beta2, a copy of v1beta1, added below v1, which
      // lacked a field v1beta1 had: the divergence v1beta1 → v1 had, now from v1beta2 too.
      name: 'a version added below the newest as a copy of an older one, which already diverged from the newest',
      base: widgetCrd(V1, version('v3', WITHOUT_SIZE)),
      head: widgetCrd(V1, `${version('v2', SAME)}\n${version('v3', WITHOUT_SIZE)}`),
    },
    {
      // As for one version (pattern-inclusion.ts): prometheus-operator's rewrite, between served versions.
      name: "v2 added with v1's pattern rewritten into one that matches every value it did",
      base: widgetCrd(`${V1}      url: {type: string, pattern: '^http(s)?://.+$'}\n`),
      head: widgetCrd(
        `${V1}      url: {type: string, pattern: '^http(s)?://.+$'}\n`,
        version('v2', `${SAME}  url: {type: string, pattern: '^https?://.+$'}\n`),
      ),
    },
    {
      // kueue's Topology levels: both versions immutable, then the higher one relaxed (implied-by-rule.ts).
      name: 'the higher version widens an immutability rule the lower one keeps (self == oldSelf || X)',
      base: widgetCrd(V1IMMUTABLE, version('v2', IMMUTABLE)),
      head: widgetCrd(
        V1IMMUTABLE,
        version('v2', IMMUTABLE.replace('rule: self == oldSelf', "rule: 'self == oldSelf || oldSelf < 5'")),
      ),
    },
    {
      // An update through v2 that leaves size alone passes, whatever v1 wrote: only changing it
      // through v2 is refused, which is v2's own contract (external-snapshotter's v1 beside v1beta2).
      name: 'the higher version makes a field immutable (self == oldSelf), where the lower one has no rule or a wider one',
      base: withV2(SAME),
      head: widgetCrd(
        V1,
        [
          version('v2', `${SAME_IMMUTABLE}      - rule: self == oldSelf\n`),
          version('v3', `${SAME_IMMUTABLE}      - rule: ' oldSelf == self '\n`),
        ].join('\n'),
      ),
    },
    {
      // openshift/hypershift 159dfb2694: hostedclusters' spec.services immutable in v1beta1 beside
      // v1alpha1, but on IBM Cloud; written on the parent.
      name: 'the higher version makes a field immutable from its parent, in some case only',
      base: withV2(SAME),
      head: widgetCrd(
        V1,
        [
          version('v2', `${SAME}x-kubernetes-validations:\n- rule: self.size == oldSelf.size\n`),
          version(
            'v3',
            `${SAME}x-kubernetes-validations:\n- rule: "self.mode != 'Fast' ? self.size == oldSelf.size : true"\n`,
          ),
        ].join('\n'),
      ),
    },
    {
      // crossplane 31230578c: an XRD's spec.scope, LegacyCluster allowed in v1 and not in v2, immutable.
      name: 'an enum narrowed or a maximum lowered in the higher version, on a field it makes immutable (ratcheted)',
      base: v1Only,
      head: withV2(yaml`
        properties:
          size: {type: integer, maximum: 5, x-kubernetes-validations: [{rule: self == oldSelf}]}
          mode: {type: string, enum: [Fast], x-kubernetes-validations: [{rule: self == oldSelf}]}
      `),
    },
    {
      name: 'the higher version accepts more: a new optional field, a raised maximum, an enum value added, nullable added',
      base: v1Only,
      head: withV2(yaml`
        properties:
          size: {type: integer, maximum: 20, nullable: true}
          mode: {type: string, enum: [Fast, Slow, Medium]}
          color: {type: string, maxLength: 3}
      `),
    },
    {
      name: 'a newly required field with a default in the higher version',
      base: v1Only,
      head: withV2(yaml`
        required: [replicas]
        properties:
          size: {type: integer, maximum: 10}
          mode: {type: string, enum: [Fast, Slow]}
          replicas: {type: integer, default: 1}
      `),
    },
    {
      name: 'version priority, not list order: v1 listed after v1beta1 that lacks a field v1 has',
      base: widgetCrd(V1),
      head: widgetCrd(
        V1,
        version(
          'v1beta1',
          yaml`
        properties:
          mode: {type: string, enum: [Fast, Slow]}
      `,
        ),
      ),
    },
    {
      name: 'a manifest without conversion against a stored CRD converted by webhook (a cluster copy against its kustomize base)',
      base: withV2(SAME, conversion('Webhook')),
      head: withV2(RENAMED),
    },
    {
      name: 'a base and head without a second version',
      base: v1Only,
      head: widgetCrd(V1.replace('maximum: 10', 'maximum: 5')),
    },
  ],
  invalid: [
    {
      // An update through v2 that leaves size alone still meets the new size check.
      name: 'a rule of the parent that compares one field unchanged and bounds another: stricter',
      base: unservedV2(`${SAME}x-kubernetes-validations:\n- rule: self.size == oldSelf.size && self.mode == 'Fast'\n`),
      head: withV2(`${SAME}x-kubernetes-validations:\n- rule: self.size == oldSelf.size && self.mode == 'Fast'\n`),
      findings: [{ line: 35, column: 21, messageId: 'stricter' }],
    },
    {
      // pravega-operator 6a41b11ae5 served v1alpha1 again, whose fields its storage version lacks:
      // nothing was written through it while it was not served, so nothing was pruned before.
      name: 'a lower version served again whose field the storage version lacks: pruned from now on',
      base: crdOfVersions({ versions: [UNSERVED_V1ALPHA1, STORED_V1].join('\n') }),
      head: SERVED_AGAIN,
      findings: [SIZE_PRUNED_BY_V1],
    },
    {
      // pravega-operator 6a41b11ae5 also moved the CRD from apiextensions.k8s.io/v1beta1 to v1: its
      // pruning v1beta1 base is compared as the same-version checks compare it.
      name: 'a lower version served again as a pruning v1beta1 CRD moves to v1',
      base: [
        'apiVersion: apiextensions.k8s.io/v1beta1',
        'kind: CustomResourceDefinition',
        'metadata: {name: widgets.example.com}',
        'spec:',
        '  group: example.com',
        '  names: {kind: Widget, plural: widgets}',
        '  scope: Namespaced',
        '  preserveUnknownFields: false',
        '  versions:',
        UNSERVED_V1ALPHA1.slice(2),
        STORED_V1.slice(2),
        '',
      ].join('\n'),
      head: SERVED_AGAIN,
      findings: [SIZE_PRUNED_BY_V1],
    },
    {
      // kubeblocks b79f45e2a6: the storage codec converts to the storage version and prunes with
      // its schema, so a field only v1 declares is dropped as v2 stores the object.
      name: 'a field the storage version lacks: never kept, through whatever version it is set',
      base: v1Only,
      head: withV2(WITHOUT_SIZE)
        .replace('    storage: true', '    storage: false')
        .replace(/(- name: v2\n {4}served: true\n) {4}storage: false/, '$1    storage: true'),
      findings: [
        {
          line: 31,
          column: 13,
          messageId: 'removedFromStorage',
          message:
            'spec.size is in served version v1 but not in v2, the storage version, and conversion strategy None only rewrites apiVersion: a value set through v1 is pruned as the object is stored as v2, so it is never kept; add the field to v2, or convert with a webhook that carries it',
        },
      ],
    },
    {
      // kubevirt/ssp-operator 32a54f29 left fields "Deprecated: This field is ignored." out of v1beta3.
      name: 'a field the lower version says is ignored, missing from the storage version: a warning that says so',
      base: widgetCrd(
        V1.replace(
          'size: {type: integer, maximum: 10}',
          "size: {type: integer, maximum: 10, description: 'Deprecated: This field is ignored.'}",
        ),
      ),
      head: widgetCrd(
        V1.replace(
          'size: {type: integer, maximum: 10}',
          "size: {type: integer, maximum: 10, description: 'Deprecated: This field is ignored.'}",
        ),
        version('v2', WITHOUT_SIZE),
      )
        .replace('    storage: true', '    storage: false')
        .replace(/(- name: v2\n {4}served: true\n) {4}storage: false/, '$1    storage: true'),
      findings: [
        {
          line: 31,
          column: 13,
          severity: 'warning',
          messageId: 'removedFromStorage',
          message:
            "spec.size is in served version v1 but not in v2, the storage version, and conversion strategy None only rewrites apiVersion: a value set through v1 is pruned as the object is stored as v2, so it is never kept; add the field to v2, or convert with a webhook that carries it (the lower version's description says nothing uses the field, so what pruning drops is what no controller read)",
        },
      ],
    },
    {
      // With the same-version rule off: it would report the rewrite itself (reportedInItsVersion).
      name: 'a rule only the higher version has, rewritten into a stricter one: a divergence of the change',
      config: { ...DEFAULT_CONFIG, rules: new Map([['compat/cel-rule-added-or-changed', 'off']]) },
      base: withV2(`${SAME}x-kubernetes-validations:\n- rule: "!self.mode.matches('^x')"\n`),
      head: withV2(
        `${SAME}x-kubernetes-validations:\n- rule: "self.mode.matches('^y') == false && !self.mode.matches('^x')"\n`,
      ),
      // v2 was served before the change: an error.
      findings: [{ line: 35, column: 21, messageId: 'stricterRatcheted', severity: 'error' }],
    },
    {
      // open-cluster-management-io/ocm 0ce33d7493: v1beta1's LegacyClusterSetLabel, v1beta2's ExclusiveClusterSetLabel.
      name: 'enums that differ both ways: each version refuses a value the other accepts, and the message says both',
      base: v1Only,
      head: widgetCrd(V1, version('v2', SAME.replace('enum: [Fast, Slow]', 'enum: [Fast, Turbo]'))),
      findings: [
        {
          line: 33,
          column: 36,
          messageId: 'enumsCrossed',
          severity: 'warning',
          message: `the enums of spec.mode differ both ways between served versions v1 and v2 (["Fast","Slow"] → ["Fast","Turbo"]), and conversion strategy None only rewrites apiVersion: v2 refuses "Slow", which v1 accepts, in a create through v2 and in an update through it that sets it, while an update that leaves it unchanged passes (ratcheting); and v1 refuses "Turbo", which clients of v2 write and clients of v1 then read, though their enum does not list it; accept the same values in both versions, or convert with a webhook (v2 is new in this change, so no manifest or client writes through it yet: what v1 accepted meets v2's rule only in a create or a restore through it)`,
        },
      ],
    },
    {
      // The copy is stricter than the newest was: that is the change's own.
      name: 'a version added as a copy of the newest, stricter than it',
      base: withV2(SAME),
      head: widgetCrd(V1, `${version('v2', SAME)}\n${version('v3', SAME.replace('maximum: 10', 'maximum: 5'))}`),
      findings: [
        // v3 is new in the change.
        {
          line: 44,
          column: 46,
          messageId: 'stricterRatcheted',
          severity: 'warning',
          data: { lower: 'v1', higher: 'v3' },
        },
        {
          line: 44,
          column: 46,
          messageId: 'stricterRatcheted',
          severity: 'warning',
          data: { lower: 'v2', higher: 'v3' },
        },
      ],
    },
    {
      name: "a set in v1, an atomic list with a uniqueness rule in v2 (kueue's MultiKueue clusters): merged apart, no more rejected",
      base: widgetCrd(`${V1}      clusters: {type: array, items: {type: string}, x-kubernetes-list-type: set}\n`),
      head: widgetCrd(
        `${V1}      clusters: {type: array, items: {type: string}, x-kubernetes-list-type: set}\n`,
        version(
          'v2',
          `${SAME}  clusters:\n    type: array\n    items: {type: string}\n    x-kubernetes-validations:\n    - rule: 'size(self.filter(i, size(self.filter(j, j == i)) > 1)) == 0'\n`,
        ),
      ),
      findings: [
        {
          line: 35,
          column: 15,
          messageId: 'merged',
          message:
            'the list or map type of spec.clusters differs between served versions v1 and v2 ("set" → none), and conversion strategy None only rewrites apiVersion: server-side apply merges it one way through v1 and another through v2, so field managers that apply it through both conflict or overwrite each other; keep one type in both versions (a conversion webhook converts objects, not the way server-side apply merges them)',
          data: { compat: { version: 'v1 -> v2', property: '^.spec.clusters', check: 'list-type-changed' } },
        },
      ],
    },
    {
      // ocm-style probe: the apiserver checks a set's uniqueness on an update only where the stored
      // object met it, so duplicates written through v1 pass updates through v2.
      name: 'an atomic list in v1 made a set in v2: merged apart, duplicates written through v1 not rejected',
      base: widgetCrd(`${V1}      clusters: {type: array, items: {type: string}}\n`),
      head: widgetCrd(
        `${V1}      clusters: {type: array, items: {type: string}}\n`,
        version('v2', `${SAME}  clusters: {type: array, items: {type: string}, x-kubernetes-list-type: set}\n`),
      ),
      findings: [
        { line: 35, column: 86, messageId: 'merged', data: { compat: { check: 'list-type-changed', head: 'set' } } },
      ],
    },
    {
      name: "the spec's example: v2 renames spec.size, strategy absent",
      base: v1Only,
      head: withV2(RENAMED),
      findings: renamedFindings,
    },
    {
      // gloo 6d518dfbd1 ships Gateway API v1.4.0's experimental TLSRoute, whose v1alpha3 diverges from v1alpha2.
      name: "a CRD of Gateway API's experimental channel: at most a warning, that says why",
      base: experimental(v1Only),
      head: experimental(withV2(RENAMED)),
      findings: renamedFindings.map((f) => ({
        ...f,
        line: f.line + 1,
        severity: 'warning',
        message: `${f.message} (a CRD of Gateway API's experimental channel, which promises no compatibility)`,
      })),
    },
    {
      name: "the spec's example with strategy None",
      base: v1Only,
      head: withV2(RENAMED, conversion('None')),
      findings: renamedFindings,
    },
    {
      name: 'strategy Webhook with servedVersionConversion: Check',
      base: v1Only,
      head: withV2(RENAMED, conversion('Webhook')),
      config: check('Check'),
      findings: renamedFindings.map((f) => ({
        ...f,
        message: f.message.replace(
          'conversion strategy None only rewrites apiVersion',
          'the conversion webhook must translate it (servedVersionConversion: Check)',
        ),
      })),
    },
    {
      name: 'a base that converted by webhook switches to None: its divergences are now real',
      base: withV2(RENAMED, conversion('Webhook')),
      head: withV2(RENAMED, conversion('None')),
      findings: renamedFindings,
    },
    {
      // The lower version's rules are shown as rules, not as a JSON list.
      name: 'a value rule in the higher version where the lower one has others',
      base: widgetCrd(V1_RULES),
      head: widgetCrd(
        V1_RULES,
        version(
          'v2',
          yaml`
          properties:
            size:
              type: integer
              x-kubernetes-validations:
              - rule: self <= 5
        `,
        ),
      ),
      findings: [
        {
          line: 36,
          column: 25,
          // A rule that does not read oldSelf is ratcheted (nginx-gateway-fabric 2be5b0c7); v2 is new.
          messageId: 'stricterRatcheted',
          severity: 'warning',
          message:
            'an x-kubernetes-validations rule of spec.size is stricter in served version v2 than in v1 (rules in v1: "self <= 10", "self >= 0"; a rule only v2 has: "self <= 5"), and conversion strategy None only rewrites apiVersion: a value only v1 accepts is rejected in a create through v2 (a GitOps re-apply, a restore) and in an update through v2 that sets it, while an update that leaves it unchanged passes (ratcheting); accept the same values in both versions, or convert with a webhook (v2 is new in this change, so no manifest or client writes through it yet: what v1 accepted meets v2\'s rule only in a create or a restore through it)',
        },
      ],
    },
    {
      // A oneOf is not ratcheted: immutable or not, an update through v2 checks it.
      name: 'a oneOf added in the higher version on a field it makes immutable',
      base: v1Only,
      head: withV2(yaml`
        properties:
          size: {type: integer, maximum: 10}
          mode: {type: string, enum: [Fast, Slow], oneOf: [{enum: [Fast]}], x-kubernetes-validations: [{rule: self == oldSelf}]}
      `),
      findings: [
        { line: 33, column: 56, messageId: 'stricter', data: { compat: { check: 'validation-tightened:oneOf' } } },
      ],
    },
    {
      // v2 is new: what compat/validation-tightened advises, and nothing writes through it yet (antrea 4dcd03003).
      name: 'a maximum lowered and an enum value dropped in a higher version the change adds: warnings',
      base: v1Only,
      head: withV2(yaml`
        properties:
          size: {type: integer, maximum: 5}
          mode: {type: string, enum: [Fast]}
      `),
      findings: [
        {
          line: 32,
          column: 46,
          fieldPath: `${V2_SPEC}.properties[size].maximum`,
          messageId: 'stricterRatcheted',
          severity: 'warning',
          message:
            "maximum of spec.size is stricter in served version v2 than in v1 (10 → 5), and conversion strategy None only rewrites apiVersion: a value only v1 accepts is rejected in a create through v2 (a GitOps re-apply, a restore) and in an update through v2 that sets it, while an update that leaves it unchanged passes (ratcheting); accept the same values in both versions, or convert with a webhook (v2 is new in this change, so no manifest or client writes through it yet: what v1 accepted meets v2's rule only in a create or a restore through it)",
          data: {
            compat: {
              version: 'v1 -> v2',
              property: '^.spec.size',
              check: 'validation-tightened:maximum',
              base: 10,
              head: 5,
            },
          },
        },
        {
          line: 33,
          column: 36,
          fieldPath: `${V2_SPEC}.properties[mode].enum`,
          messageId: 'stricterRatcheted',
          severity: 'warning',
          data: {
            compat: {
              version: 'v1 -> v2',
              property: '^.spec.mode',
              check: 'enum-narrowed',
              base: ['Fast', 'Slow'],
              head: ['Fast'],
            },
          },
        },
      ],
    },
    {
      // v1 widens its enum to what v2 refuses.
      name: 'only what the change adds: the maximum diverged at base, the enum diverges now',
      base: widgetCrd(
        V1.replace('enum: [Fast, Slow]', 'enum: [Fast]'),
        version(
          'v2',
          yaml`
            properties:
              size: {type: integer, maximum: 5}
              mode: {type: string, enum: [Fast]}
          `,
        ),
      ),
      head: withV2(yaml`
        properties:
          size: {type: integer, maximum: 5}
          mode: {type: string, enum: [Fast]}
      `),
      findings: [{ line: 33, column: 36, data: { compat: { version: 'v1 -> v2', check: 'enum-narrowed' } } }],
    },
    {
      name: 'the lower version widens an immutability rule to a transition rule the higher one keeps: stricter',
      base: widgetCrd(
        V1IMMUTABLE.replace('rule: self == oldSelf', "rule: 'self == oldSelf && oldSelf < 5'"),
        version('v2', IMMUTABLE.replace('rule: self == oldSelf', "rule: 'self == oldSelf && oldSelf < 5'")),
      ),
      head: widgetCrd(
        V1IMMUTABLE,
        version('v2', IMMUTABLE.replace('rule: self == oldSelf', "rule: 'self == oldSelf && oldSelf < 5'")),
      ),
      findings: [
        {
          line: 37,
          column: 25,
          fieldPath: `${V2_SPEC}.properties[size].x-kubernetes-validations[0].rule`,
          data: {
            compat: {
              version: 'v1 -> v2',
              property: '^.spec.size',
              check: 'cel-rule-added-or-changed',
              base: ['self == oldSelf'],
              head: 'self == oldSelf && oldSelf < 5',
            },
          },
        },
      ],
    },
    {
      // v2, which had the rule unserved, served from now on.
      name: 'a CEL rule only the higher version has',
      base: unservedV2(EVEN_SIZE),
      head: withV2(EVEN_SIZE),
      findings: [
        {
          line: 36,
          column: 25,
          fieldPath: `${V2_SPEC}.properties[size].x-kubernetes-validations[0].rule`,
          data: {
            compat: {
              version: 'v1 -> v2',
              property: '^.spec.size',
              check: 'cel-rule-added-or-changed',
              base: [],
              head: 'self % 2 == 0',
            },
          },
          // No `[] → "self % 2 == 0"`: the empty list is no value the lower version held, nor a rule replaced.
          message:
            'an x-kubernetes-validations rule of spec.size is stricter in served version v2 than in v1 (no rule in v1; a rule only v2 has: "self % 2 == 0"), and conversion strategy None only rewrites apiVersion: a value only v1 accepts is rejected in a create through v2 (a GitOps re-apply, a restore) and in an update through v2 that sets it, while an update that leaves it unchanged passes (ratcheting); accept the same values in both versions, or convert with a webhook',
        },
      ],
    },
    {
      name: 'v1 listed after v1beta1 lacks a field v1beta1 has: the pair is v1beta1 -> v1, at v1',
      base: widgetCrd(V1.replace(/^ *mode:.*\n/m, '')),
      head: widgetCrd(V1.replace(/^ *mode:.*\n/m, ''), version('v1beta1', SAME)),
      findings: [
        {
          line: 19,
          column: 13,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties',
          data: { compat: { version: 'v1beta1 -> v1', property: '^.spec.mode', check: 'field-removed' } },
        },
      ],
    },
    {
      name: 'three served versions: two prereleases added with a field the GA version lacks',
      base: widgetCrd(V1.replace(/^ *mode:.*\n/m, '')),
      head: widgetCrd(
        V1.replace(/^ *mode:.*\n/m, ''),
        [version('v1alpha1', SAME), version('v1beta1', SAME)].join('\n'),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          data: { compat: { version: 'v1alpha1 -> v1', property: '^.spec.mode', check: 'field-removed' } },
        },
        {
          line: 19,
          column: 13,
          data: { compat: { version: 'v1beta1 -> v1', property: '^.spec.mode', check: 'field-removed' } },
        },
      ],
    },
  ],
});

// Kubebuilder layouts (Cluster API): the CRD bases write no conversion, and a kustomize patch
// listed in config/crd/kustomization.yaml gives each its webhook. The review of a change that
// touches only the CRD still finds the unchanged patch, and compares nothing.
/** A change of the CRD at `path` from v1 alone to v2 renaming spec.size, beside `unchanged` files (path → text). */
function renamingChange(path: string, unchanged: Record<string, string>) {
  return {
    root: '/',
    hasBase: true,
    files: [
      {
        path,
        status: 'modified' as const,
        base: v1Only,
        head: withV2(RENAMED),
        addedLines: [{ start: 1, end: 99 }],
        hunkLines: [{ start: 1, end: 99 }],
      },
      ...Object.entries(unchanged).map(([p, text]) => ({
        path: p,
        status: 'unchanged' as const,
        base: text,
        head: text,
        addedLines: [],
        hunkLines: [],
      })),
    ],
  };
}

describe('compat/served-version-divergence with a kustomize conversion patch', () => {
  const patch = (strategy: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  conversion:
    strategy: ${strategy}
    webhook:
      conversionReviewVersions: ["v1"]
      clientConfig:
        service: {namespace: system, name: webhook-service, path: /convert}
`;
  const kustomization = 'resources:\n- bases/widgets.yaml\npatches:\n- path: patches/webhook_in_widgets.yaml\n';
  const findings = (strategy: string, patched = 'widgets.example.com', listing = kustomization, more = {}) => {
    const changeSet = renamingChange('config/crd/bases/widgets.yaml', {
      'config/crd/kustomization.yaml': listing,
      'config/crd/patches/webhook_in_widgets.yaml': patch(strategy).replace('widgets.example.com', patched),
      ...more,
    });
    const result = review(changeSet, {
      rules: [servedVersionDivergence],
      config: DEFAULT_CONFIG,
      withBaseFindings: true,
    });
    return placeFindings(result.findings, changeSet, 'new', result.baseFingerprints)
      .filter((p) => p.shown)
      .map((p) => `${p.finding.file}:${p.finding.line}`);
  };

  it('a patch that sets strategy Webhook: nothing', () => {
    expect(findings('Webhook')).toEqual([]);
  });

  it('a patch that sets strategy None: the divergences', () => {
    expect(findings('None')).toEqual(['config/crd/bases/widgets.yaml:31', 'config/crd/bases/widgets.yaml:32']);
  });

  // cloudflare-operator 5b3e80a: only clustertunnels.networking.cfargotunnel.com had its webhook patch.
  it("a patch of another CRD whose name ends in this one's: the divergences", () => {
    expect(findings('Webhook', 'bigwidgets.example.com')).toEqual([
      'config/crd/bases/widgets.yaml:31',
      'config/crd/bases/widgets.yaml:32',
    ]);
    expect(findings('Webhook', '"widgets.example.com"')).toEqual([]);
  });

  // cloudflare-operator: `#- patches/webhook_in_tunnels.yaml`, as kubebuilder scaffolds it.
  it('a patch its kustomization names only in a comment: the divergences, unless another kustomization lists it', () => {
    const commented = kustomization.replace(
      '- path: patches/webhook_in_widgets.yaml',
      '#- path: patches/webhook_in_widgets.yaml',
    );
    expect(findings('Webhook', undefined, commented)).toEqual([
      'config/crd/bases/widgets.yaml:31',
      'config/crd/bases/widgets.yaml:32',
    ]);
    const overlay = {
      'config/webhook-on/kustomization.yaml':
        'resources:\n- ../crd\npatches:\n- path: ../crd/patches/webhook_in_widgets.yaml\n',
    };
    expect(findings('Webhook', undefined, commented, overlay)).toEqual([]);
  });
});

// locust-k8s-operator 69717e3e05: the chart's CRD converts by webhook only under
// `{{- if .Values.webhook.enabled }}`, which its values.yaml leaves off.
describe('compat/served-version-divergence with a conversion webhook under a chart value', () => {
  const crd = (conversion: string, versions: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: gizmos.example.com
spec:
  group: example.com
  names: {kind: Gizmo, plural: gizmos}
  scope: Namespaced
${conversion}  versions:
${versions}`;
  const v1 = (storage: boolean) =>
    `  - {name: v1, served: true, storage: ${storage}, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {oldField: {type: string}}}}}}}\n`;
  const v2 =
    '  - {name: v2, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {newField: {type: string}}}}}}}\n';
  const webhook =
    '{{- if .Values.webhook.enabled }}\n  conversion:\n    strategy: Webhook\n    webhook:\n      conversionReviewVersions: [v1]\n      clientConfig:\n        service: {name: "{{ .Release.Name }}-webhook", namespace: "{{ .Release.Namespace }}", path: /convert}\n{{- end }}\n';
  const chart = 'apiVersion: v2\nname: gizmo\nversion: 1.0.0\n';
  const found = (values: string, conversion = webhook) =>
    review(
      {
        root: '/',
        hasBase: true,
        files: [
          { path: 'chart/Chart.yaml', status: 'unchanged', base: chart, head: chart, addedLines: [], hunkLines: [] },
          { path: 'chart/values.yaml', status: 'unchanged', base: values, head: values, addedLines: [], hunkLines: [] },
          {
            path: 'chart/templates/crd.yaml',
            status: 'modified',
            base: crd('', v1(true)),
            head: crd(conversion, v1(false) + v2),
            addedLines: [{ start: 1, end: 40 }],
            hunkLines: [{ start: 1, end: 40 }],
          },
        ],
      },
      { rules: [servedVersionDivergence], config: DEFAULT_CONFIG, withBaseFindings: false },
    ).findings.map(
      (f) =>
        `${f.severity} ${f.message.slice(0, f.message.indexOf(' is in served'))}${f.message.includes("the chart's values leave webhook.enabled off") ? ' (off by default)' : ''}`,
    );

  it("judges the CRD without the webhook where the chart's values leave it off: a warning that says so", () => {
    expect(found('webhook:\n  enabled: false\n')).toEqual(['warning spec.oldField (off by default)']);
    expect(found('replicas: 1\n')).toEqual(['warning spec.oldField (off by default)']);
  });

  it('judges it with the webhook where the values turn it on, or the conversion stands under no value', () => {
    expect(found('webhook:\n  enabled: true\n')).toEqual([]);
    expect(
      found(
        'webhook:\n  enabled: false\n',
        webhook.replace('{{- if .Values.webhook.enabled }}\n', '').replace('{{- end }}\n', ''),
      ),
    ).toEqual([]);
  });
});

// A CRD without spec.conversion whose Go API types hold conversion code (go-conversion.ts): another
// repository may install it with a webhook (open-cluster-management-io/api 83078458), or none may
// (logging-operator a137766d): at most a warning that says so.
describe('compat/served-version-divergence with conversion code in the Go API types', () => {
  const findings = (goFiles: Record<string, string>) => {
    const changeSet = renamingChange('config/crd/widgets.yaml', goFiles);
    const result = review(changeSet, {
      rules: [servedVersionDivergence],
      config: DEFAULT_CONFIG,
      goParser,
      withBaseFindings: false,
    });
    return result.findings.map((f) => `${f.severity} ${f.file}:${f.line}`);
  };
  const messages = (goFiles: Record<string, string>) =>
    review(renamingChange('config/crd/widgets.yaml', goFiles), {
      rules: [servedVersionDivergence],
      config: DEFAULT_CONFIG,
      goParser,
      withBaseFindings: false,
    }).findings.map((f) => f.message);
  const DIVERGED = ['error config/crd/widgets.yaml:31', 'error config/crd/widgets.yaml:32'];
  const MAY_BE_CONVERTED = ['warning config/crd/widgets.yaml:31', 'warning config/crd/widgets.yaml:32'];
  const doc = (tags: string) => `${tags}\n// +groupName=example.com\npackage v2\n`;
  const HUB = 'package v2\n\nfunc (*Widget) Hub() {}\n';
  const SPOKE =
    'package v1\n\nimport "sigs.k8s.io/controller-runtime/pkg/conversion"\n\nfunc (src *Widget) ConvertTo(dstRaw conversion.Hub) error { return nil }\n';

  it('conversion-gen for the package of the group, with its conversion functions: warnings', () => {
    expect(
      findings({
        'api/v2/doc.go': doc('// +k8s:conversion-gen=example.com/api/v1'),
        'api/v2/zz_generated.conversion.go':
          'package v2\n\nfunc Convert_v1_Widget_To_v2_Widget(in *v1.Widget, out *Widget, s conversion.Scope) error {\n\treturn nil\n}\n',
      }),
    ).toEqual(MAY_BE_CONVERTED);
  });

  it('a conversion-gen tag with no conversion function, copied as boilerplate: the divergences', () => {
    expect(findings({ 'api/v2/doc.go': doc('// +k8s:conversion-gen=example.com/api/v1') })).toEqual(DIVERGED);
  });

  it('says why the divergence is only a warning', () => {
    const said = messages({ 'api/v2/doc.go': doc(''), 'api/v2/widget_conversion.go': HUB });
    expect(said).toHaveLength(2);
    for (const message of said)
      expect(message).toMatch(
        / \(the repository's Go API types convert Widget between versions, so a conversion webhook may translate it where the CRD is installed: make sure one does\)$/,
      );
  });

  it("a kubebuilder hub of the CRD's kind, or a spoke: warnings", () => {
    expect(findings({ 'api/v2/doc.go': doc(''), 'api/v2/widget_conversion.go': HUB })).toEqual(MAY_BE_CONVERTED);
    expect(
      findings({ 'api/v1/doc.go': doc('').replace('package v2', 'package v1'), 'api/v1/widget_conversion.go': SPOKE }),
    ).toEqual(MAY_BE_CONVERTED);
  });

  // kyverno/chainsaw's pkg/apis/conversion: functions of its own, in a package without +groupName.
  it('a conversion function of the kind or its spec between two versions, in any package: warnings', () => {
    const convert = (type: string) =>
      `package conversion\n\nfunc Convert_v1_${type}_To_v2_${type}(in *v1.${type}, out *v2.${type}, _ conversion.Scope) error {\n\treturn nil\n}\n`;
    expect(findings({ 'pkg/apis/conversion/widget.go': convert('WidgetSpec') })).toEqual(MAY_BE_CONVERTED);
    expect(findings({ 'pkg/apis/conversion/widget.go': convert('Widget') })).toEqual(MAY_BE_CONVERTED);
    // Of another kind, from one type to another, or vendored: no sign.
    expect(findings({ 'pkg/apis/conversion/gadget.go': convert('GadgetSpec') })).toEqual(DIVERGED);
    expect(
      findings({
        'pkg/apis/conversion/widget.go': convert('WidgetSpec').replace('To_v2_WidgetSpec', 'To_v2_OtherSpec'),
      }),
    ).toEqual(DIVERGED);
    expect(findings({ 'vendor/x/conversion/widget.go': convert('WidgetSpec') })).toEqual(DIVERGED);
  });

  it('a hub of another kind, conversion-gen=false, another group, vendored or test code: the divergences', () => {
    expect(findings({ 'api/v2/doc.go': doc(''), 'api/v2/c.go': HUB.replace('Widget', 'Gadget') })).toEqual(DIVERGED);
    expect(findings({ 'api/v2/doc.go': doc('// +k8s:conversion-gen=false') })).toEqual(DIVERGED);
    expect(
      findings({ 'api/v2/doc.go': doc('// +k8s:conversion-gen=x/v1').replace('example.com', 'other.example.com') }),
    ).toEqual(DIVERGED);
    expect(findings({ 'vendor/x/v2/doc.go': doc('// +k8s:conversion-gen=x/v1') })).toEqual(DIVERGED);
    expect(findings({ 'api/v2/doc.go': doc(''), 'api/v2/hub_test.go': HUB })).toEqual(DIVERGED);
  });
});

describe('compat/served-version-divergence on status under the status subresource', () => {
  const LIST = '{type: array, items: {type: string}}';
  /** v1 and v2 with status.conditions, under the status subresource, of the schema each names. */
  const crd = (v2Conditions: string, v1Conditions = LIST) =>
    crdOfVersions({
      versions: ['v1', 'v2']
        .flatMap((name) => [
          `  - name: ${name}`,
          '    served: true',
          `    storage: ${name === 'v1'}`,
          '    subresources: {status: {}}',
          '    schema:',
          '      openAPIV3Schema:',
          '        type: object',
          '        properties:',
          '          status:',
          '            type: object',
          `            properties: {conditions: ${name === 'v1' ? v1Conditions : v2Conditions}}`,
        ])
        .join('\n'),
    });
  // The divergences v1 makes: a change of v2 itself is the same-version rules' to report.
  const findings = (head: string, base = crd(LIST)) => reviewedChange(base, head, [servedVersionDivergence]);

  it('a value only the lower version accepts, refused in the higher: a warning that only status writes fail', () => {
    const bounded = '{type: array, maxItems: 16, items: {type: string}}';
    const [f, ...rest] = findings(crd(bounded), crd(bounded, bounded));
    expect(rest).toEqual([]);
    expect([f?.line, f?.severity, f?.fieldPath]).toEqual([
      31,
      'warning',
      'spec.versions[1].schema.openAPIV3Schema.properties[status].properties[conditions].maxItems',
    ]);
    expect(f?.message).toBe(
      'maxItems of status.conditions is stricter in served version v2 than in v1 (none → 16), and conversion strategy None only rewrites apiVersion; status is dropped on create and kept from the stored object on updates of the resource, so creates and re-applies are not affected: only writes to the /status subresource are checked (and, on clusters before Kubernetes 1.30, which do not ratchet validation, every update of the resource, until its stored status meets the change), and a status write through v2 of a value only v1 accepts is rejected (a controller that writes status through v2 while another writes it through v1); accept the same values in both versions, or convert with a webhook',
    );
  });

  it('what readers of status see (a type v2 reads otherwise) stays an error', () => {
    const text = '{type: string}';
    expect(findings(crd(text), crd(text, text)).map((f) => [f.severity, f.ruleId])).toEqual([
      ['error', 'compat/served-version-divergence'],
    ]);
  });
});

// fluxcd/kustomize-controller 21d0228 added a pattern to the storage version beside an unchanged
// lower one: compat/validation-tightened reports the edit, and a divergence at the same place
// would say it twice.
describe('compat/served-version-divergence beside the same-version rules', () => {
  const base = withV2(SAME);
  const head = withV2(SAME.replace('maximum: 10', 'maximum: 5'));
  const run = (config: Config) =>
    reviewedChange(base, head, [servedVersionDivergence, validationTightened, fieldRemoved], config).map((f) => [
      f.ruleId,
      f.line,
      f.fieldPath,
    ]);

  it("a change of the higher version's own: one finding, the same-version rule's", () => {
    expect(run(DEFAULT_CONFIG)).toEqual([['compat/validation-tightened', 32, `${V2_SPEC}.properties[size].maximum`]]);
  });

  it('the same-version rule turned off: the divergence', () => {
    expect(run({ ...DEFAULT_CONFIG, rules: new Map([['compat/validation-tightened', 'off']]) })).toEqual([
      ['compat/served-version-divergence', 32, `${V2_SPEC}.properties[size].maximum`],
    ]);
  });
});

// pravega-operator ed18236c2b deleted deploy/crds/, which served v1alpha1 beside v1beta1, and made
// config/crd/bases (v1beta1 alone) the same CRD: clusters installed from deploy/ had the divergence.
describe('compat/served-version-divergence of a copy that takes over a removed copy', () => {
  const version = (name: string, storage: boolean, fields: string) =>
    `    - {name: ${name}, served: true, storage: ${storage}, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {${fields}}}}}}}`;
  const two = crdOfVersions({
    versions: [
      version('v1alpha1', false, 'legacy: {type: string}'),
      version('v1', true, 'count: {type: integer}'),
    ].join('\n'),
  });
  const one = crdOfVersions({ versions: version('v1', true, 'count: {type: integer}') });
  const found = (head: Record<string, string>) =>
    reviewFiles([servedVersionDivergence], head, {
      base: { 'deploy/crds/widgets.yaml': two, 'config/crd/bases/widgets.yaml': one },
    }).map((f) => `${f.severity} ${f.file} ${f.message.slice(0, f.message.indexOf(','))}`);

  it('reports nothing the removed copy had, and what the copy that stays had not where that one stays too', () => {
    expect(found({ 'config/crd/bases/widgets.yaml': two })).toEqual([]);
    expect(found({ 'config/crd/bases/widgets.yaml': two, 'deploy/crds/widgets.yaml': two })).toEqual([
      'error config/crd/bases/widgets.yaml spec.legacy is in served version v1alpha1 but not in v1',
    ]);
  });
});
