import { describe, expect, it } from 'vitest';
import { enumNarrowed } from '../../../src/rules/compat/enum-narrowed.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { reviewFiles } from '../../support/review-files.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/enum-narrowed (spec/crd-compatibility.md §5.4), after crdify's enum validation and
// crd-schema-checker's NoEnumRemoval. `mode` is line 20; its `enum:` key line 22, column 17 (a list is placed at its key).

/** Fields of a Pod spec, flow style, with Kubernetes' enums (`enum`) or without (''). */
const POD = (withEnums: string) =>
  withEnums === ''
    ? 'accessModes: {type: array, items: {type: string}}, mountPropagation: {type: string}, protocol: {type: string}'
    : 'accessModes: {type: array, items: {type: string, enum: [ReadOnlyMany, ReadWriteMany, ReadWriteOnce, ReadWriteOncePod]}}, mountPropagation: {type: string, enum: [Bidirectional, HostToContainer, None]}, protocol: {type: string, enum: [TCP, UDP]}';
/** A label selector (matchLabels beside matchExpressions of key, operator and values), its operator's schema continued by `operator`. */
const SELECTOR = (operator: string) =>
  `selector: {type: object, properties: {matchLabels: {type: object, additionalProperties: {type: string}}, matchExpressions: {type: array, items: {type: object, required: [key, operator], properties: {key: {type: string}, operator: {type: string${operator}}, values: {type: array, items: {type: string}}}}}}}`;
const mode = (more: string) => widgetCrd(specSchema(`mode:\n  type: string\n${more.replace(/^/gm, '  ')}`));

/** An operator's own `service` field holding a Service spec (line 20), and its own `mode` (line 27), with `enum` or without. */
const SERVICE = (enumLine: string) =>
  [
    'service:',
    '  type: object',
    '  properties:',
    '    type:',
    '      type: string',
    '      description: type determines how the Service is exposed. Defaults to ClusterIP.',
    ...(enumLine === '' ? [] : [`      ${enumLine}`]),
    '    mode:',
    '      type: string',
    '      description: How the widget is exposed.',
    ...(enumLine === '' ? [] : [`      ${enumLine}`]),
  ].join('\n');

/** Holders of Kubernetes' types and look-alikes without descriptions, one a line from line 20; `enum: ` adds the enums. */
const UNDESCRIBED = (withEnum: string) => {
  const e = (values: string) => (withEnum === '' ? '' : `, enum: [${values}]`);
  return [
    `strategy: {type: object, properties: {rollingUpdate: {type: object}, type: {type: string${e('Recreate, RollingUpdate')}}}}`,
    `updateStrategy: {type: object, properties: {type: {type: string${e('OnDelete, RollingUpdate')}}, rollingUpdate: {type: object}}}`,
    `upgrade: {type: object, properties: {maxSurge: {type: integer}, type: {type: string${e('OnDelete, RollingUpdate')}}, rollingUpdate: {type: object}}}`,
    `svc: {type: object, properties: {ports: {type: array, items: {type: object}}, clusterIP: {type: string}, selector: {type: object}, sessionAffinity: {type: string${e('ClientIP, None')}}}}`,
    `proxy: {type: object, properties: {ports: {type: array, items: {type: object}}, clusterIP: {type: string}, sessionAffinity: {type: string${e('ClientIP, None')}}}}`,
    `sandbox: {type: object, properties: {localhostProfile: {type: string}, type: {type: string${e('Localhost, RuntimeDefault, Unconfined')}}}}`,
    // A described CRD whose own field is left undescribed: the CRD's own, whatever its shape.
    `rollout: {type: object, properties: {rollingUpdate: {type: object, description: How to roll.}, type: {type: string${e('Recreate, RollingUpdate')}}}}`,
  ].join('\n');
};

/**
 * `mode` (line 22, its enum line 24) on a `spec` whose rule reads `extra`, declared (line 25) or not:
 * undeclared, the rule does not compile and every apiserver refuses the CRD.
 */
const ruledMode = (more: string, declared: boolean) =>
  widgetCrd(
    specSchema(
      `mode:\n  type: string\n${more.replace(/^/gm, '  ')}${declared ? '\nextra: {type: string}' : ''}`,
      'x-kubernetes-validations:\n- rule: "!has(self.extra) || self.extra != \'Enabled\'"',
    ),
  );

ruleTester(enumNarrowed, {
  valid: [
    {
      // metallb-operator c5ba0b0: its copy of OpenShift's network CRD read an undeclared field in a
      // rule from 8ca1db1a0e on, which no apiserver compiles; the fix declared it and changed more.
      name: 'a base whose rule does not compile was never stored: nothing compared with it',
      base: ruledMode('', false),
      head: ruledMode('enum: [Fast, Slow]', true),
    },
    {
      // kubebuilder's Pattern marker written as an Enum marker (operator-controller's collisionProtection values).
      name: 'an enum added in place of a pattern that matched only its values',
      base: mode("pattern: '^(Prevent|None)$'"),
      head: mode('enum: [Prevent, None]'),
    },
    { name: 'the same values reordered', base: mode('enum: [Fast, Slow]'), head: mode('enum: [Slow, Fast]') },
    { name: 'a value added (enum-widened)', base: mode('enum: [Fast]'), head: mode('enum: [Fast, Slow]') },
    { name: 'the enum removed (enum-widened)', base: mode('enum: [Fast]'), head: mode('maxLength: 10') },
    {
      name: 'the enum of a list moved onto its items (the list enum matched no list)',
      base: widgetCrd(specSchema('ops: {type: array, enum: [Get, Put], items: {type: string}}')),
      head: widgetCrd(specSchema('ops: {type: array, items: {type: string, enum: [Get, Put]}}')),
    },
    {
      name: 'numbers compare by value',
      base: widgetCrd(specSchema('n: {type: number, enum: [1, 2.5]}')),
      head: widgetCrd(specSchema('n: {type: number, enum: [1.0, 2.5]}')),
    },
    {
      // controller-gen: an enum marker on the type and another on the field become allOf branches.
      name: 'the enums of allOf branches folded into one enum of the values all of them list',
      base: mode('allOf:\n  - enum: ["", Key, ServiceAccount]\n  - enum: [Key, ServiceAccount]'),
      head: mode('enum: [Key, ServiceAccount]'),
    },
    {
      // kubeflow/trainer's managedBy style: a rule that lists the values, replaced by an enum of them.
      name: 'an enum added where a base rule of the field let only its values through',
      base: mode(`x-kubernetes-validations: [{rule: "self in ['Fast', 'Slow']"}]`),
      head: mode('enum: [Fast, Slow, Medium]'),
    },
    {
      // kargo: `self.onPromotion.all(p, p == 'Failed' || ...)` on the object became an enum on the items.
      name: "an enum added on a list's items where a base rule of the object holding the list let only its values through",
      base: widgetCrd(
        specSchema(
          'events: {type: array, items: {type: string}}',
          `x-kubernetes-validations: [{rule: "self.events.all(p, p == 'Failed' || p == 'Errored')"}]`,
        ),
      ),
      head: widgetCrd(specSchema('events: {type: array, items: {type: string, enum: [Errored, Failed]}}')),
    },
    {
      // kargo's own form: the list may be absent.
      name: "an enum added on a list's items where a base rule `!has(self.l) || self.l.all(...)` let only its values through",
      base: widgetCrd(
        specSchema(
          'events: {type: array, items: {type: string}}',
          `x-kubernetes-validations: [{rule: "!has(self.events) || self.events.all(p, p == 'Failed' || p == 'Errored')"}]`,
        ),
      ),
      head: widgetCrd(specSchema('events: {type: array, items: {type: string, enum: [Errored, Failed]}}')),
    },
    {
      name: "an enum added on a list's items where a base rule of the list let only its values through",
      base: widgetCrd(
        specSchema(
          `events: {type: array, items: {type: string}, x-kubernetes-validations: [{rule: "self.all(x, x in ['Failed', 'Errored'])"}]}`,
        ),
      ),
      head: widgetCrd(specSchema('events: {type: array, items: {type: string, enum: [Errored, Failed]}}')),
    },
  ],
  invalid: [
    {
      name: 'the same with the field declared at base: the base was stored, the enum narrows it',
      base: ruledMode('', true),
      head: ruledMode('enum: [Fast, Slow]', true),
      findings: [
        {
          line: 24,
          column: 17,
          message:
            'spec.mode in v1 now only accepts ["Fast","Slow"] where any value was valid; stored objects with other values stay readable and may be updated while spec.mode stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.mode to another value is rejected; add the enum in a new version, or make sure no client writes other values',
        },
      ],
    },
    {
      // kedacore/http-add-on's conditions listed 32 values twice in one sentence.
      name: 'long enums counted, not listed: the values removed are named',
      base: mode(`enum: [${Array.from({ length: 14 }, (_, i) => `v${i}`).join(', ')}]`),
      head: mode(`enum: [${Array.from({ length: 13 }, (_, i) => `v${i}`).join(', ')}]`),
      findings: [
        {
          line: 22,
          column: 17,
          message:
            'spec.mode in v1 no longer accepts "v13" (the enum of 14 values became one of 13); stored objects with those values stay readable and may be updated while spec.mode stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.mode to those values is rejected; keep the values in the enum',
        },
      ],
    },
    {
      // stackabletech/zookeeper-operator e3f51ea5: null left a nullable field's enum, NONE stayed.
      name: 'a null removed from an enum is named null, not none',
      base: mode('nullable: true\nenum: [NONE, INFO, null]'),
      head: mode('nullable: true\nenum: [NONE, INFO]'),
      findings: [
        {
          line: 23,
          column: 17,
          message:
            'spec.mode in v1 no longer accepts null (enum ["NONE","INFO",null] became ["NONE","INFO"]); stored objects with those values stay readable and may be updated while spec.mode stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.mode to those values is rejected; keep the values in the enum',
        },
      ],
    },
    {
      name: 'an enum added in place of a pattern that matched more',
      base: mode("pattern: '^(Prevent|None|Adopt)$'"),
      head: mode('enum: [Prevent, None]'),
      findings: [
        {
          line: 22,
          column: 17,
          message:
            'spec.mode in v1 now only accepts ["Prevent","None"] where any string matching "^(Prevent|None|Adopt)$" was valid; stored objects with other values stay readable and may be updated while spec.mode stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.mode to another value is rejected; add the enum in a new version, or make sure no client writes other values',
        },
      ],
    },
    {
      // oadp-operator b1d376d8: controller-gen put a map's key type's enum on the map itself.
      name: 'an enum of strings added to a map, which accepts no map at all',
      base: widgetCrd(specSchema('images:\n  type: object\n  additionalProperties: {type: string}')),
      head: widgetCrd(
        specSchema('images:\n  type: object\n  additionalProperties: {type: string}\n  enum: [core, sidecar]'),
      ),
      findings: [
        {
          line: 23,
          column: 17,
          message:
            'spec.images in v1 now accepts no value: its enum ["core","sidecar"] lists no object, and the apiserver compares the whole value with each entry, so every create and every change that sets the field is rejected; stored objects that set it stay readable and may be updated while spec.images stays unchanged (ratcheting); to limit the keys of a map, use a rule such as `self.all(k, k in [...])` instead',
        },
      ],
    },
    {
      // aws-load-balancer-operator b15d57d8: `^[a-z0-9-]+$` became an enum of capitalised names.
      name: 'an enum added in place of a pattern that matched none of its values',
      base: mode("pattern: '^[a-z0-9-]+$'"),
      head: mode('enum: [Storage, Compute]'),
      findings: [
        {
          line: 22,
          column: 17,
          message:
            'spec.mode in v1 now only accepts ["Storage","Compute"], none of which its pattern "^[a-z0-9-]+$" accepted before, so no value that was valid is valid now; stored objects that set it stay readable and may be updated while spec.mode stays unchanged (ratcheting), but creating them again (a GitOps re-apply, a restore) is rejected, and every client that sets the field must change; add the enum in a new version',
        },
      ],
    },
    {
      // cluster-api-provider-openstack c540391da: a lower-case marker fixed, the description unchanged.
      name: 'an enum added of the values the description named as the only ones: a warning',
      base: mode(`description: 'The only values allowed are "ingress" or "egress".'`),
      head: mode(`description: 'The only values allowed are "ingress" or "egress".'\nenum: [ingress, egress]`),
      findings: [
        {
          line: 23,
          column: 17,
          severity: 'warning',
          messageId: 'documented',
          message:
            'spec.mode in v1 now only accepts ["ingress","egress"] where any value was valid, the values its description named as the only ones before: creates and changes with other values are rejected, but those were never values the API documented: a warning',
        },
      ],
    },
    {
      name: 'an enum added that leaves out a value the description named: an error',
      base: mode(`description: 'Must be "A", "B" or "C".'`),
      head: mode(`description: 'Must be "A", "B" or "C".'\nenum: [A, B]`),
      findings: [{ line: 23, column: 17, severity: 'error', messageId: 'added' }],
    },
    {
      name: 'an enum added where only the head describes its values: an error',
      base: mode(''),
      head: mode(`description: 'Must be "A" or "B".'\nenum: [A, B]`),
      findings: [{ line: 23, column: 17, severity: 'error', messageId: 'added' }],
    },
    {
      // agones 848ede93f, a0d161422: k8s.io/api's enums in a regenerated Pod template.
      name: "Kubernetes' own enum added on a field of its types in a Pod template (a PVC's accessModes, a mount's propagation): a warning",
      base: widgetCrd(
        specSchema(`template: {type: object, properties: {spec: {type: object, properties: {${POD('')}}}}}`),
      ),
      head: widgetCrd(
        specSchema(`template: {type: object, properties: {spec: {type: object, properties: {${POD('enum')}}}}}`),
      ),
      findings: [
        {
          line: 20,
          column: 136,
          messageId: 'kubernetes',
          severity: 'warning',
          message:
            'spec.template.spec.accessModes[*] in v1 now only accepts ["ReadOnlyMany","ReadWriteMany","ReadWriteOnce","ReadWriteOncePod"] where any value was valid: it is Kubernetes\' own accessModes, whose enum a newer k8s.io/api writes out (or a marker in the repository: the values are all that Kubernetes accepts); creates and changes with other values are rejected, but Kubernetes always refused them in the object it makes, so no such resource ever worked: a warning',
        },
        { line: 20, column: 241, messageId: 'kubernetes', severity: 'warning' },
        // TCP and UDP without SCTP is not Kubernetes' set: the CRD's own choice.
        { line: 20, column: 313, messageId: 'added', severity: 'error' },
      ],
    },
    {
      name: "Kubernetes' own enum in a CRD's sidecar containers: a warning",
      base: widgetCrd(
        specSchema('sidecars: {type: array, items: {type: object, properties: {imagePullPolicy: {type: string}}}}'),
      ),
      head: widgetCrd(
        specSchema(
          'sidecars: {type: array, items: {type: object, properties: {imagePullPolicy: {type: string, enum: [Always, IfNotPresent, Never]}}}}',
        ),
      ),
      findings: [{ line: 20, column: 106, messageId: 'kubernetes', severity: 'warning' }],
    },
    {
      // neonKUBE 1a95e2ad6f: postgres-operator's chart gave a volume selector's operator the four
      // LabelSelectorOperator values, all that LabelSelectorAsSelector ever took.
      name: "a label selector's operator given In, NotIn, Exists and DoesNotExist: a warning that names the type",
      base: widgetCrd(specSchema(SELECTOR(''))),
      head: widgetCrd(specSchema(SELECTOR(', enum: [DoesNotExist, Exists, In, NotIn]'))),
      findings: [
        {
          line: 20,
          column: 260,
          messageId: 'kubernetes',
          severity: 'warning',
          data: { name: 'LabelSelectorOperator' },
        },
      ],
    },
    {
      name: 'the same without DoesNotExist, or of a field that is no label selector: an error',
      base: widgetCrd(specSchema(`${SELECTOR('')}\nop: {type: string}`)),
      head: widgetCrd(
        specSchema(
          `${SELECTOR(', enum: [Exists, In, NotIn]')}\nop: {type: string, enum: [DoesNotExist, Exists, In, NotIn]}`,
        ),
      ),
      findings: [
        { line: 20, column: 260, messageId: 'added', severity: 'error' },
        { line: 21, column: 34, messageId: 'added', severity: 'error' },
      ],
    },
    {
      // A regression probe: a CRD's own `template` object, which is no Pod template (that has a spec).
      name: "an enum of Kubernetes' values directly below a `template` that is no Pod template: an error",
      base: widgetCrd(specSchema('template: {type: object, properties: {protocol: {type: string}}}')),
      head: widgetCrd(
        specSchema('template: {type: object, properties: {protocol: {type: string, enum: [SCTP, TCP, UDP]}}}'),
      ),
      findings: [{ line: 20, column: 78, messageId: 'added', severity: 'error' }],
    },
    {
      // A regression probe: Kubeflow's replica specs take `restartPolicy: ExitCode` too; a listener's protocol.
      name: "an enum of Kubernetes' values on the CRD's own fields, outside its types: an error",
      base: widgetCrd(specSchema('restartPolicy: {type: string}\nscheme: {type: string}')),
      head: widgetCrd(
        specSchema(
          'restartPolicy: {type: string, enum: [Always, Never, OnFailure]}\nscheme: {type: string, enum: [HTTP, HTTPS]}',
        ),
      ),
      findings: [
        { line: 20, column: 45, messageId: 'added', severity: 'error' },
        { line: 21, column: 38, messageId: 'added', severity: 'error' },
      ],
    },
    {
      // Operators hold a ServiceSpec in their own `service` field: known by k8s.io/api's description.
      name: "Kubernetes' own enum of a Service spec held in the CRD's own field, known by its description: a warning; the CRD's own field with the same values: an error",
      base: widgetCrd(specSchema(SERVICE(''))),
      head: widgetCrd(specSchema(SERVICE('enum: [ClusterIP, ExternalName, LoadBalancer, NodePort]'))),
      findings: [
        {
          line: 26,
          column: 21,
          messageId: 'kubernetes',
          severity: 'warning',
          message:
            'spec.service.type in v1 now only accepts ["ClusterIP","ExternalName","LoadBalancer","NodePort"] where any value was valid: it is Kubernetes\' own ServiceSpec.type, whose enum a newer k8s.io/api writes out (or a marker in the repository: the values are all that Kubernetes accepts); creates and changes with other values are rejected, but Kubernetes always refused them in the object it makes, so no such resource ever worked: a warning',
        },
        { line: 30, column: 21, messageId: 'added', severity: 'error' },
      ],
    },
    {
      // stolostron/gatekeeper-operator 8effdaa265, 8468a894fb: the operator's own fields of
      // Kubernetes' PullPolicy and FailurePolicyType, described by the types' comments.
      name: "an operator's own field of Kubernetes' PullPolicy or FailurePolicyType, known by the type's description: warnings",
      base: widgetCrd(
        specSchema(
          'image: {type: object, properties: {imagePullPolicy: {type: string, description: "PullPolicy describes a policy for if/when to pull a container image"}}}\nwebhook: {type: object, properties: {failurePolicy: {type: string, description: "FailurePolicyType specifies a failure policy that defines how unrecognized errors from the admission endpoint are handled."}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'image: {type: object, properties: {imagePullPolicy: {type: string, description: "PullPolicy describes a policy for if/when to pull a container image", enum: [Always, IfNotPresent, Never]}}}\nwebhook: {type: object, properties: {failurePolicy: {type: string, description: "FailurePolicyType specifies a failure policy that defines how unrecognized errors from the admission endpoint are handled.", enum: [Ignore, Fail]}}}',
        ),
      ),
      findings: [
        { line: 20, column: 166, messageId: 'kubernetes', severity: 'warning', data: { name: 'PullPolicy' } },
        { line: 21, column: 221, messageId: 'kubernetes', severity: 'warning', data: { name: 'FailurePolicyType' } },
      ],
    },
    {
      name: "Kubernetes' own enums known by the descriptions of older k8s.io/api (capitalised, lines joined by breaks), on a list's items too: warnings",
      base: widgetCrd(
        specSchema(
          'job: {type: object, properties: {completionMode: {type: string, description: "CompletionMode specifies how Pod completions are tracked.\\nIt can be `NonIndexed` (default) or `Indexed`."}}}\nipFamilies: {type: array, description: "IPFamilies is a list of IP families (e.g. IPv4, IPv6) assigned to this\\nservice.", items: {type: string}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'job: {type: object, properties: {completionMode: {type: string, description: "CompletionMode specifies how Pod completions are tracked.\\nIt can be `NonIndexed` (default) or `Indexed`.", enum: [Indexed, NonIndexed]}}}\nipFamilies: {type: array, description: "IPFamilies is a list of IP families (e.g. IPv4, IPv6) assigned to this\\nservice.", items: {type: string, enum: [IPv4, IPv6]}}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 201,
          messageId: 'kubernetes',
          severity: 'warning',
          data: { name: 'JobSpec.completionMode' },
        },
        {
          line: 21,
          column: 160,
          messageId: 'kubernetes',
          severity: 'warning',
          data: { name: 'ServiceSpec.ipFamilies' },
        },
      ],
    },
    {
      // controller-gen's `crd:maxDescLen=0`: the type that holds the field is known by its properties.
      name: "Kubernetes' own enums without descriptions, known by the properties of the type that holds them: warnings; a holder with a property k8s.io/api's type lacks, without one it has, or with descriptions of its own: errors",
      base: widgetCrd(specSchema(UNDESCRIBED(''))),
      head: widgetCrd(specSchema(UNDESCRIBED('enum: '))),
      findings: [
        {
          line: 20,
          column: 105,
          messageId: 'kubernetes',
          severity: 'warning',
          data: { name: 'DeploymentStrategy.type' },
        },
        {
          line: 21,
          column: 80,
          messageId: 'kubernetes',
          severity: 'warning',
          data: { name: 'StatefulSetUpdateStrategy.type or DaemonSetUpdateStrategy.type' },
        },
        { line: 22, column: 100, messageId: 'added', severity: 'error' },
        {
          line: 23,
          column: 178,
          messageId: 'kubernetes',
          severity: 'warning',
          data: { name: 'ServiceSpec.sessionAffinity' },
        },
        { line: 24, column: 154, messageId: 'added', severity: 'error' },
        {
          line: 25,
          column: 107,
          messageId: 'kubernetes',
          severity: 'warning',
          data: { name: 'SeccompProfile.type or AppArmorProfile.type' },
        },
        { line: 26, column: 131, messageId: 'added', severity: 'error' },
      ],
    },
    {
      name: 'a value that every enum of the base listed, removed from an allOf branch of the head',
      base: mode('allOf:\n  - enum: [Key, ServiceAccount, Token]\n  - enum: [Key, ServiceAccount, Token, Other]'),
      head: mode('allOf:\n  - enum: [Key, ServiceAccount]\n  - enum: [Key, ServiceAccount, Token, Other]'),
      findings: [
        {
          line: 20,
          column: 15,
          messageId: 'removed',
          data: {
            compat: {
              version: 'v1',
              property: '^.spec.mode',
              check: 'enum',
              base: ['Key', 'ServiceAccount', 'Token'],
              head: ['Key', 'ServiceAccount'],
            },
          },
        },
      ],
    },
    {
      name: 'a value removed',
      base: mode('enum: [Fast, Slow]'),
      head: mode('enum: [Fast]'),
      findings: [
        {
          line: 22,
          column: 17,
          fieldPath: `${at('mode')}.enum`,
          messageId: 'removed',
          severity: 'error',
          message:
            'spec.mode in v1 no longer accepts "Slow" (enum ["Fast","Slow"] became ["Fast"]); stored objects with those values stay readable and may be updated while spec.mode stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.mode to those values is rejected; keep the values in the enum',
          data: {
            compat: { version: 'v1', property: '^.spec.mode', check: 'enum', base: ['Fast', 'Slow'], head: ['Fast'] },
          },
        },
      ],
    },
    {
      name: 'in the items of an atomic list, the whole list must stay unchanged',
      base: widgetCrd(specSchema('modes: {type: array, items: {type: string, enum: [Fast, Slow]}}')),
      head: widgetCrd(specSchema('modes: {type: array, items: {type: string, enum: [Fast]}}')),
      findings: [
        {
          line: 20,
          column: 58,
          fieldPath: `${at('modes')}.items.enum`,
          message:
            'spec.modes[*] in v1 no longer accepts "Slow" (enum ["Fast","Slow"] became ["Fast"]); stored objects with those values stay readable and may be updated while spec.modes stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.modes[*] to those values is rejected; keep the values in the enum',
        },
      ],
    },
    {
      name: 'in the items of a map list, items are matched by key: the item field counts',
      base: widgetCrd(
        specSchema(
          'ports: {type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [name], items: {type: object, required: [name], properties: {name: {type: string}, proto: {type: string, enum: [TCP, UDP]}}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'ports: {type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [name], items: {type: object, required: [name], properties: {name: {type: string}, proto: {type: string, enum: [TCP]}}}}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 198,
          message:
            'spec.ports[*].proto in v1 no longer accepts "UDP" (enum ["TCP","UDP"] became ["TCP"]); stored objects with those values stay readable and may be updated while spec.ports[*].proto stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.ports[*].proto to those values is rejected; keep the values in the enum',
        },
      ],
    },
    {
      name: 'values removed and added: narrowed only',
      base: mode('enum: [Fast, Slow]'),
      head: mode('enum: [Fast, Medium]'),
      findings: [{ line: 22, column: 17, messageId: 'removed' }],
    },
    {
      name: "an enum added on a list's items that leaves out a value a base rule of the list let through",
      base: widgetCrd(
        specSchema(
          `events: {type: array, items: {type: string}, x-kubernetes-validations: [{rule: "self.all(x, x in ['Failed', 'Errored'])"}]}`,
        ),
      ),
      head: widgetCrd(specSchema('events: {type: array, items: {type: string, enum: [Failed]}}')),
      findings: [{ line: 20, column: 59, messageId: 'added' }],
    },
    {
      name: "an enum added under a rule of the object about another list's items",
      base: widgetCrd(
        specSchema(
          'events: {type: array, items: {type: string}}\nother: {type: array, items: {type: string}}',
          `x-kubernetes-validations: [{rule: "self.other.all(p, p == 'Failed')"}]`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          'events: {type: array, items: {type: string, enum: [Failed]}}\nother: {type: array, items: {type: string}}',
        ),
      ),
      findings: [{ line: 20, column: 59, messageId: 'added' }],
    },
    {
      name: 'an enum added where any value was valid',
      base: mode('maxLength: 10'),
      head: mode('maxLength: 10\nenum: [Fast]'),
      findings: [{ line: 23, column: 17, messageId: 'added', data: { compat: { base: null, head: ['Fast'] } } }],
    },
  ],
});

// fybrik 6b7f89398e: the enum of `flowType` wrote out the constants of its Go type `DataFlow`.
describe('compat/enum-narrowed of an enum added over the constants of the field Go type', () => {
  /** The repository's Go API types: WidgetSpec's `mode` of type Mode, with these constants. */
  const types = (constants: string, modeType = 'Mode') => ({
    'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n',
    'api/v1/widget_types.go': `package v1\n\ntype Mode string\n\nconst (\n${constants}\n)\n\ntype WidgetSpec struct {\n\tMode ${modeType} \`json:"mode,omitempty"\`\n}\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec,omitempty"\`\n}\n`,
  });
  const FAST_AND_SLOW = '\tFastMode Mode = "Fast"\n\tSlowMode Mode = "Slow"';
  const narrowed = (go: Record<string, string>, to = '[Fast, Slow]') =>
    reviewFiles(
      [enumNarrowed],
      { ...go, 'crd.yaml': mode(`enum: ${to}`) },
      { base: { ...go, 'crd.yaml': mode('maxLength: 10') }, goParser },
    ).map((f) => `${f.line} ${f.severity} ${f.message.split(':')[0]}`);

  it('is a warning where the enum lists every constant of the type', () => {
    expect(narrowed(types(FAST_AND_SLOW))).toEqual([
      '22 warning spec.mode in v1 now only accepts ["Fast","Slow"] where any value was valid, every value its Go type Mode declared as a constant before',
    ]);
    expect(narrowed(types(FAST_AND_SLOW), '[Fast, Slow, Medium]')[0]).toMatch(/^22 warning /);
    expect(narrowed(types(FAST_AND_SLOW, '*Mode'))[0]).toMatch(/^22 warning /);
  });

  it('is an error where a constant is left out, the type has one constant or none, or is a plain string', () => {
    const error =
      '22 error spec.mode in v1 now only accepts ["Fast"] where any value was valid; stored objects with other values stay readable and may be updated while spec.mode stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.mode to another value is rejected; add the enum in a new version, or make sure no client writes other values';
    expect(narrowed(types(FAST_AND_SLOW), '[Fast]')).toEqual([error]);
    expect(narrowed(types('\tFastMode Mode = "Fast"'), '[Fast]')).toEqual([error]);
    expect(narrowed(types('\tFastMode = "Fast"\n\tSlowMode = "Slow"'), '[Fast]')).toEqual([error]);
    expect(narrowed(types(FAST_AND_SLOW, 'string'))[0]).toMatch(/^22 error /);
    expect(narrowed({})[0]).toMatch(/^22 error /);
  });
});
