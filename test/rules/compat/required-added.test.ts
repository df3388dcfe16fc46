import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { review } from '../../../src/engine/run.js';
import { requiredAdded } from '../../../src/rules/compat/required-added.js';
import type { ChangeSet } from '../../../src/sources/change-set.js';
import { changedFile, unchangedFile } from '../../support/changed-file.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd, CONTAINER_FIELDS } from './widget-crd.js';

// compat/required-added (spec/crd-compatibility.md §5.4), after crdify's required validation
// and crd-schema-checker's NoNewRequiredFields with its "new optional parent" exception.
// With `required:` on line 19 (before spec's properties), the first property is line 21.
const props = yaml`
  size:
    type: integer
  mode:
    type: string
`;
const plain = widgetCrd(specSchema(props));
/** props, with `size` described so. */
const DESCRIBED = (description: string) =>
  props.replace(/^( *)size:\n/m, (line, indent: string) => `${line}${indent}  description: ${description}\n`);
const requiring = (list: string, properties = props) => widgetCrd(specSchema(properties, `required: ${list}`));
/** spec with a CEL rule, and `required: list` first (line 19) when given. */
const ruled = (rule: string, list?: string) =>
  widgetCrd(
    specSchema(props, `${list === undefined ? '' : `required: ${list}\n`}x-kubernetes-validations:\n- rule: '${rule}'`),
  );

/** spec with two CEL rules, and `required: list` first (line 19) when given. */
const twoRules = (first: string, second: string, list?: string) =>
  widgetCrd(
    specSchema(
      props,
      `${list === undefined ? '' : `required: ${list}\n`}x-kubernetes-validations:\n- rule: '${first}'\n- rule: '${second}'`,
    ),
  );
/** A CEL rule of the root, and spec's `required: list` first (line 19) when given. */
const rootRuled = (rule: string, list?: string) =>
  widgetCrd(
    `${specSchema(props, list === undefined ? '' : `required: ${list}`)}\nx-kubernetes-validations:\n- rule: '${rule}'`,
  );
const RULE_ON_MODE = `x-kubernetes-validations:\n- rule: 'self.mode == "Fast" || self.mode == "Slow"'`;

// A Pod spec's hostAliases: their item type's description (or none), and `required` under it.
const HOST_ALIAS =
  "description: HostAlias holds the mapping between IP and hostnames that will be injected as an entry in the pod's hosts file.";
const INGRESS_PATHS = [
  'paths:',
  '  type: array',
  '  items:',
  '    description: HTTPIngressPath associates a path with a backend. Incoming urls matching the path are forwarded to the backend.',
  '    type: object',
  '    properties:',
  '      path: {type: string}',
  '      pathType: {type: string}',
  '      backend: {type: object}',
].join('\n');
/** A security context's seccompProfile, its description (or none), and `required` under it. */
const seccompProfile = (description: string, required = '') =>
  widgetCrd(
    specSchema(
      [
        'securityContext:',
        '  type: object',
        '  properties:',
        '    seccompProfile:',
        ...(description === '' ? [] : [`      ${description}`]),
        '      type: object',
        ...(required === '' ? [] : [`      ${required}`]),
        '      properties: {localhostProfile: {type: string}, type: {type: string}}',
      ].join('\n'),
    ),
  );
/** A generic ephemeral volume's claim template, and `required` under it. */
const claimTemplate = (required: string) =>
  widgetCrd(
    specSchema(
      [
        'ephemeral:',
        '  type: object',
        '  properties:',
        '    volumeClaimTemplate:',
        '      description: Will be used to create a stand-alone PVC to provision the volume.',
        '      type: object',
        ...(required === '' ? [] : [`      ${required}`]),
        '      properties: {metadata: {type: object}, spec: {type: object, properties: {storageClassName: {type: string}}}}',
      ].join('\n'),
    ),
  );
/** A list of objects with `ips`, and `more` (a keyword) on the list itself. */
const LIST_OF_IPS = (more: string) =>
  [
    'interfaces:',
    '  type: array',
    ...(more === '' ? [] : [`  ${more}`]),
    '  items: {type: object, properties: {ips: {type: array, items: {type: string}}}}',
  ].join('\n');
/** A label selector's matchExpressions, their item type described so (or not), and `required` under it. */
const matchExpressions = (description: string, required = '') =>
  widgetCrd(
    specSchema(
      [
        'matchExpressions:',
        '  type: array',
        '  items:',
        ...(description === '' ? [] : [`    description: ${description}`]),
        '    type: object',
        ...(required === '' ? [] : [`    ${required}`]),
        '    properties: {key: {type: string}, operator: {type: string}, values: {type: array, items: {type: string}}}',
      ].join('\n'),
    ),
  );
const LABEL_REQUIREMENT =
  'A label selector requirement is a selector that contains values, a key, and an operator that relates the key and values.';
const hostAliases = (description: string, required = '', extra = '') =>
  widgetCrd(
    specSchema(
      [
        'hostAliases:',
        '  type: array',
        '  items:',
        '    type: object',
        ...(description === '' ? [] : [`    ${description}`]),
        ...(required === '' ? [] : [`    ${required}`]),
        '    properties:',
        '      hostnames: {type: array, items: {type: string}}',
        '      ip: {type: string}',
        ...(extra === '' ? [] : [`      ${extra}`]),
      ].join('\n'),
    ),
  );

/** An item schema of k8s.io/api's EnvVar, under `items:` of a property of spec (its lines at 4 spaces). */
const ENV_VAR = [
  '    type: object',
  '    description: EnvVar represents an environment variable present in a Container.',
  '    required: [name]',
  '    properties:',
  '      name: {type: string}',
  '      value: {type: string}',
  '      valueFrom: {type: object}',
  '',
].join('\n');

ruleTester(requiredAdded, {
  valid: [
    { name: 'already required, reordered', base: requiring('[size, mode]'), head: requiring('[mode, size]') },
    {
      // antrea 8f3b3fb68: meant for the items, written on the list; kube-openapi's object validator
      // reads `required` only on a map value, so it refuses nothing here.
      name: 'written on a list, which it does not apply to',
      base: widgetCrd(specSchema(LIST_OF_IPS(''))),
      head: widgetCrd(specSchema(LIST_OF_IPS('required: [ips]'))),
    },
    {
      name: 'written on a string',
      base: widgetCrd(specSchema('mode: {type: string}')),
      head: widgetCrd(specSchema('mode: {type: string, required: [x]}')),
    },
    {
      // ovn-kubernetes 1cb09d40c: a layer3 network's subnets, required by a rule, then by `required`.
      name: 'required by a base rule that holds only where it is set (has(self.f) && ...)',
      base: ruled('has(self.size) && self.size > 0'),
      head: ruled('has(self.size) && self.size > 0', '[size]'),
    },
    { name: 'required by a base rule has(self.f)', base: ruled('has(self.size)'), head: requiring('[size]') },
    {
      // kube-bind f5157cc2: reading an absent field is CEL's "no such key" error, an invalid value.
      name: 'read outside has() by a base rule of the node, on both sides of ||',
      base: ruled('self.mode == "Fast" || self.mode == "Slow"'),
      head: ruled('self.mode == "Fast" || self.mode == "Slow"', '[mode]'),
    },
    {
      name: 'read outside has() by a base rule of the root',
      base: rootRuled('self.metadata.name == self.spec.mode + "-" + string(self.spec.size)'),
      head: rootRuled('self.metadata.name == self.spec.mode + "-" + string(self.spec.size)', '[size, mode]'),
    },
    {
      // kube-bind's scope: whichever way has(self.size) goes, one of the two rules reads mode.
      name: 'read by one of two rules, whichever way the has() they share goes',
      base: twoRules('self.mode == "Fast" || has(self.size)', 'self.mode == "Slow" || !has(self.size)'),
      head: twoRules('self.mode == "Fast" || has(self.size)', 'self.mode == "Slow" || !has(self.size)', '[mode]'),
    },
    { name: 'no longer required', base: requiring('[size]'), head: plain },
    {
      name: 'required with a default in head',
      base: plain,
      head: requiring('[mode]', props.replace('type: string', 'type: string\n  default: Fast')),
    },
    {
      name: 'required inside a new optional parent',
      base: plain,
      head: widgetCrd(
        specSchema(`${props}limits:\n  type: object\n  required: [cpu]\n  properties:\n    cpu: {type: string}\n`),
      ),
    },
    {
      // A parent whose base kept unknown fields is no new parent: objects may hold it (below).
      name: 'required inside a new optional parent of a base that pruned unknown fields',
      base: widgetCrd(specSchema(props)),
      head: widgetCrd(
        specSchema(`${props}tuning:\n  type: object\n  required: [level]\n  properties:\n    level: {type: string}\n`),
      ),
    },
    { name: 'a created CRD', head: requiring('[size]') },
    {
      // controller-gen writes it for an ObjectMeta without omitempty; every stored object has metadata.
      name: 'apiVersion, kind and metadata made required at the root',
      base: widgetCrd('type: object\nproperties:\n  metadata: {type: object}\n  spec: {type: object}'),
      head: widgetCrd(
        'type: object\nrequired: [apiVersion, kind, metadata]\nproperties:\n  metadata: {type: object}\n  spec: {type: object}',
      ),
    },
    {
      name: 'apiVersion and kind made required in an embedded resource (the apiserver requires them there)',
      base: widgetCrd(
        specSchema(
          'template: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'template: {type: object, required: [apiVersion, kind], x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
    },
    {
      // apisix-ingress-controller 756ed51d: each route expression's subject and op.
      name: 'required in every branch of a oneOf before, required of the node now',
      base: widgetCrd(specSchema(props, 'oneOf:\n- required: [size, mode]\n- {required: [size]}')),
      head: requiring('[size]'),
    },
    {
      name: 'required in every branch of an anyOf, or in one branch of an allOf, before',
      base: widgetCrd(
        specSchema(props, 'anyOf:\n- required: [size]\n- required: [size, mode]\nallOf:\n- required: [mode]'),
      ),
      head: requiring('[size, mode]'),
    },
  ],
  invalid: [
    {
      // operator-controller 130c9878: lifecycleState lost its default as it became required.
      name: 'required as its default is removed: keep the default',
      base: widgetCrd(specSchema('mode: {type: string, default: Fast}')),
      head: requiring('[mode]', 'mode: {type: string}'),
      findings: [
        {
          line: 19,
          column: 24,
          messageId: 'requiredDefaultRemoved',
          message:
            'spec.mode is now required in v1, and its default ("Fast") was removed; every create whose spec lacks it (a GitOps re-apply, a restore), which the apiserver gave "Fast" before, and every update of spec that leaves it out is rejected; keep the default',
        },
      ],
    },
    {
      // cluster-api-provider-linode e1d10a29: `vlan_label` renamed `vlanLabel`, required under both names.
      name: 'a required field renamed and still required: a notice, the removal of the old name is the break',
      base: requiring('[vlan_label]', 'vlan_label: {type: string}\nsize: {type: integer}'),
      head: requiring('[vlanLabel]', 'vlanLabel: {type: string}\nsize: {type: integer}'),
      findings: [
        {
          line: 19,
          column: 24,
          severity: 'notice',
          messageId: 'renamed',
          message:
            'spec.vlanLabel is now required in v1, in place of spec.vlan_label, which the base required and the change removed: every object the base accepted set spec.vlan_label, so the break is the rename, which compat/field-removed reports there; keep spec.vlan_label readable (or serve the rename as a new version)',
        },
      ],
    },
    {
      // cnoe-io/idpbuilder c96f4ef236 moved the required `gitURL` into a new required `spec.provider`.
      name: 'a new required object a required field moved into: a notice, the move is the break',
      base: requiring('[serverURL]', 'serverURL: {type: string}\nsize: {type: integer}'),
      head: requiring(
        '[backend]',
        'backend: {type: object, required: [serverURL], properties: {serverURL: {type: string}}}\nsize: {type: integer}',
      ),
      findings: [{ line: 19, column: 24, severity: 'notice', messageId: 'renamed' }],
    },
    {
      // An object without vlan_label was accepted, and now must set vlanLabel: a break of its own.
      name: 'an optional field renamed and made required: still an error',
      base: requiring('[size]', 'vlan_label: {type: string}\nsize: {type: integer}'),
      head: requiring('[size, vlanLabel]', 'vlanLabel: {type: string}\nsize: {type: integer}'),
      findings: [{ line: 19, column: 30, severity: 'error', messageId: 'required' }],
    },
    {
      // katalyst-api 0958576: the taints' key and effect, described "Required. …" as k8s.io/api writes.
      name: 'a field its description said was required, made required: a warning that quotes the sentence',
      base: widgetCrd(specSchema(DESCRIBED('Required. The taint key to be applied to a node.'))),
      head: requiring('[size]', DESCRIBED('Required. The taint key to be applied to a node.')),
      findings: [
        {
          line: 19,
          column: 24,
          severity: 'warning',
          messageId: 'documented',
          message:
            'spec.size is now required in v1, as its description said before ("Required."): creates and updates of spec without it are rejected, but the API never documented such objects as valid: a warning',
        },
      ],
    },
    {
      name: 'a field its description said was required only in some case: still an error',
      base: widgetCrd(specSchema(DESCRIBED('Required when mode is Fast.'))),
      head: requiring('[size]', DESCRIBED('Required when mode is Fast.')),
      findings: [{ line: 19, column: 24, severity: 'error', messageId: 'required' }],
    },
    {
      name: 'a base rule that does not hold only where it is set, or holds on updates only: still reported',
      base: ruled('!has(self.mode) || has(self.size)'),
      head: ruled('has(oldSelf.size) && has(self.size)', '[size]'),
      findings: [
        { line: 19, column: 24, fieldPath: `${at()}.required[0]`, data: { compat: { property: '^.spec.size' } } },
      ],
    },
    {
      name: 'a base rule that reads the field only where has() says it is set, or optionally: still reported',
      base: twoRules('!has(self.mode) || self.mode == "Fast"', 'self.?mode.orValue("Fast") == "Fast"'),
      head: twoRules('!has(self.mode) || self.mode == "Fast"', 'self.?mode.orValue("Fast") == "Fast"', '[mode]'),
      findings: [{ line: 19, column: 24, messageId: 'required', data: { compat: { property: '^.spec.mode' } } }],
    },
    {
      name: 'a base rule whose read of the field || absorbs where has() of another holds: still reported',
      base: ruled('self.mode == "Fast" || has(self.size)'),
      head: ruled('self.mode == "Fast" || has(self.size)', '[mode]'),
      findings: [{ line: 19, column: 24, messageId: 'required', data: { compat: { property: '^.spec.mode' } } }],
    },
    {
      name: 'a base rule read inside a macro, whose errors all() may absorb: still reported',
      base: rootRuled('[1].all(i, self.spec.mode == "Fast")'),
      head: rootRuled('[1].all(i, self.spec.mode == "Fast")', '[mode]'),
      findings: [{ line: 19, column: 24, messageId: 'required', data: { compat: { property: '^.spec.mode' } } }],
    },
    {
      // A defaulted field was never absent when the rule read it; without the default it is.
      name: 'read by a base rule where the base defaulted it, default removed: still reported',
      base: widgetCrd(specSchema(props.replace('type: string', 'type: string\n  default: Fast'), RULE_ON_MODE)),
      head: widgetCrd(specSchema(props, `required: [mode]\n${RULE_ON_MODE}`)),
      findings: [{ line: 19, column: 24, messageId: 'requiredDefaultRemoved' }],
    },
    {
      name: 'a base rule about another field: still reported',
      base: ruled('has(self.mode)'),
      head: requiring('[size]'),
      findings: [{ line: 19, column: 24, data: { compat: { property: '^.spec.size' } } }],
    },
    {
      // jenkinsci/kubernetes-operator 9c09db80: a Pod spec's hostAliases regenerated with k8s.io/api 0.30.
      name: "Kubernetes' HostAlias.ip, which Kubernetes always required in a Pod, made required: a warning",
      base: hostAliases(HOST_ALIAS),
      head: hostAliases(HOST_ALIAS, 'required: [ip]'),
      findings: [
        {
          line: 25,
          column: 30,
          severity: 'warning',
          message:
            "spec.hostAliases[*].ip is now required in v1: it is Kubernetes' HostAlias.ip, which k8s.io/api marks required, and a CRD generated with it takes the mark; creates and updates of spec.hostAliases without it are rejected, but Kubernetes always refused a Pod without it, so no such object ever worked: a warning",
        },
      ],
    },
    {
      // tektoncd/operator 7c96af4c53 typed its controllerEnvs as k8s.io/api's EnvVar.
      name: "Kubernetes' env var sources' keys, which a Pod always needed, made required: warnings",
      base: widgetCrd(
        specSchema(
          "env:\n  type: array\n  items:\n    type: object\n    x-kubernetes-preserve-unknown-fields: true\n    properties:\n      valueFrom:\n        type: object\n        properties:\n          configMapKeyRef:\n            description: Selects a key of a ConfigMap.\n            type: object\n            properties: {key: {type: string}, name: {type: string}}\n          fieldRef:\n            description: 'Selects a field of the pod: supports metadata.name.'\n            type: object\n            properties: {apiVersion: {type: string}, fieldPath: {type: string}}\n          own:\n            description: Selects a key of a ConfigMap.\n            type: object\n            properties: {key: {type: string}, name: {type: string}}",
        ),
      ),
      head: widgetCrd(
        specSchema(
          "env:\n  type: array\n  items:\n    type: object\n    x-kubernetes-preserve-unknown-fields: true\n    properties:\n      valueFrom:\n        type: object\n        properties:\n          configMapKeyRef:\n            description: Selects a key of a ConfigMap.\n            type: object\n            required: [key]\n            properties: {key: {type: string}, name: {type: string}}\n          fieldRef:\n            description: 'Selects a field of the pod: supports metadata.name.'\n            type: object\n            required: [fieldPath]\n            properties: {apiVersion: {type: string}, fieldPath: {type: string}}\n          own:\n            description: Selects a key of a ConfigMap.\n            type: object\n            required: [key]\n            properties: {key: {type: string}, name: {type: string}}",
        ),
      ),
      findings: [
        {
          line: 32,
          column: 38,
          severity: 'warning',
          data: { compat: { property: '^.spec.env[*].valueFrom.configMapKeyRef.key' } },
        },
        {
          line: 37,
          column: 38,
          severity: 'warning',
          data: { compat: { property: '^.spec.env[*].valueFrom.fieldRef.fieldPath' } },
        },
        { line: 42, column: 38, severity: 'error', data: { compat: { property: '^.spec.env[*].valueFrom.own.key' } } },
      ],
    },
    {
      // dragonfly-operator 7a563e6c: its own constraint item replaced by k8s.io/api's.
      name: "Kubernetes' TopologySpreadConstraint fields, which a Pod always needed, made required: warnings",
      base: widgetCrd(
        specSchema(
          'topologySpreadConstraints:\n  type: array\n  items:\n    description: TopologySpreadConstraint specifies how to spread matching pods among the given topology.\n    type: object\n    properties: {maxSkew: {type: integer}, topologyKey: {type: string}, whenUnsatisfiable: {type: string}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'topologySpreadConstraints:\n  type: array\n  items:\n    description: TopologySpreadConstraint specifies how to spread matching pods among the given topology.\n    type: object\n    required: [maxSkew, topologyKey, whenUnsatisfiable]\n    properties: {maxSkew: {type: integer}, topologyKey: {type: string}, whenUnsatisfiable: {type: string}}',
        ),
      ),
      findings: [
        {
          line: 25,
          column: 30,
          severity: 'warning',
          data: { compat: { property: '^.spec.topologySpreadConstraints[*].maxSkew' } },
        },
        {
          line: 25,
          column: 39,
          severity: 'warning',
          data: { compat: { property: '^.spec.topologySpreadConstraints[*].topologyKey' } },
        },
        {
          line: 25,
          column: 52,
          severity: 'warning',
          data: { compat: { property: '^.spec.topologySpreadConstraints[*].whenUnsatisfiable' } },
        },
      ],
    },
    {
      // bank-vaults' vault-operator generates its CRD without descriptions (crd:maxDescLen=0).
      name: 'the same without descriptions, known by the fields of HostAlias: a warning',
      base: hostAliases(''),
      head: hostAliases('', 'required: [ip]'),
      findings: [{ line: 24, column: 30, severity: 'warning' }],
    },
    {
      // zalando/postgres-operator a585b177: env held free-form, then as k8s.io/api's EnvVar.
      name: "Kubernetes' EnvVar.name made required where env was free-form: a warning",
      base: widgetCrd(
        specSchema('env:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}'),
      ),
      head: widgetCrd(specSchema(`env:\n  type: array\n  items:\n${ENV_VAR}`)),
      findings: [
        {
          line: 25,
          column: 30,
          severity: 'warning',
          message:
            "spec.env[*].name is now required in v1: it is Kubernetes' EnvVar.name, which k8s.io/api marks required, and a CRD generated with it takes the mark; creates and updates of spec.env without it are rejected, but Kubernetes always refused a Pod without it, so no such object ever worked: a warning",
        },
      ],
    },
    {
      name: 'the same without descriptions, known by the fields of EnvVar: a warning; with a field EnvVar lacks: an error',
      base: widgetCrd(
        specSchema(
          'env:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}\nsidecars:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          `env:\n  type: array\n  items:\n${ENV_VAR.replace(/ +description: .*\n/, '')}sidecars:\n  type: array\n  items:\n${ENV_VAR.replace(/ +description: .*\n/, '').replace('valueFrom: {type: object}', 'valueFrom: {type: object}\n      secret: {type: string}')}`,
        ),
      ),
      findings: [
        { line: 24, column: 30, severity: 'warning', data: { type: 'EnvVar.name', refuses: 'a Pod' } },
        { line: 33, column: 30, severity: 'error' },
      ],
    },
    {
      // kubeedge/sedna 8ef8c4d2: controller-gen required status (no omitempty) under the status subresource.
      name: 'status itself made required, with the status subresource: no object can be created',
      base: widgetCrd('type: object\nproperties:\n  status: {type: object}', '    subresources: {status: {}}'),
      head: widgetCrd(
        'type: object\nrequired: [status]\nproperties:\n  status: {type: object}',
        '    subresources: {status: {}}',
      ),
      findings: [
        {
          line: 16,
          column: 20,
          severity: 'error',
          message:
            'status is now required in v1, which has the status subresource: the apiserver drops status from every create before it validates, so no object of v1 can be created at all, and a default does not help (it is dropped with it); controller-gen requires status where the Status field lacks omitempty: give it omitempty or +optional',
        },
      ],
    },
    {
      // kubeflow 8ed362ca5: PodDefault's volumes and volumeMounts held free-form, then as k8s.io/api's.
      name: "Kubernetes' VolumeMount.name and mountPath and Volume.name made required: warnings",
      base: widgetCrd(
        specSchema(
          'mounts:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}\nvolumes:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          [
            'mounts:',
            '  type: array',
            '  items:',
            '    type: object',
            '    description: VolumeMount describes a mounting of a Volume within a container.',
            '    required: [mountPath, name]',
            '    properties: {name: {type: string}, mountPath: {type: string}, readOnly: {type: boolean}}',
            'volumes:',
            '  type: array',
            '  items:',
            '    type: object',
            '    description: Volume represents a named volume in a pod that may be accessed by any container in the pod.',
            '    required: [name]',
            '    properties: {name: {type: string}, emptyDir: {type: object}}',
          ].join('\n'),
        ),
      ),
      findings: [
        { line: 25, column: 30, severity: 'warning', data: { type: 'VolumeMount.mountPath', refuses: 'a Pod' } },
        { line: 25, column: 41, severity: 'warning', data: { type: 'VolumeMount.name', refuses: 'a Pod' } },
        { line: 32, column: 30, severity: 'warning', data: { type: 'Volume.name', refuses: 'a Pod' } },
      ],
    },
    {
      name: "Kubernetes' Container.name made required: a warning",
      base: widgetCrd(
        specSchema(
          'initContainers:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'initContainers:\n  type: array\n  items:\n    type: object\n    description: A single application container that you want to run within a pod.\n    required: [name]\n    properties:\n      name: {type: string}\n      image: {type: string}\n      command: {type: array, items: {type: string}}\n      args: {type: array, items: {type: string}}',
        ),
      ),
      findings: [{ line: 25, column: 30, severity: 'warning', data: { type: 'Container.name', refuses: 'a Pod' } }],
    },
    {
      name: "without descriptions, a Container is known by the fields every generated one has; a type of the CRD's own with four of their names: an error",
      base: widgetCrd(
        specSchema(
          'initContainers:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}\nsteps:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          `initContainers:\n  type: array\n  items:\n    type: object\n    required: [name]\n    properties: {${CONTAINER_FIELDS}}\nsteps:\n  type: array\n  items:\n    type: object\n    required: [name]\n    properties: {name: {type: string}, image: {type: string}, command: {type: array, items: {type: string}}, args: {type: array, items: {type: string}}}`,
        ),
      ),
      findings: [
        { line: 24, column: 30, severity: 'warning', data: { type: 'Container.name' } },
        { line: 30, column: 30, severity: 'error' },
      ],
    },
    {
      // vault-operator 8ef1ea5e: an embedded Ingress spec; networking/v1 refuses a path without pathType.
      name: "Kubernetes' HTTPIngressPath.pathType made required: a warning",
      base: widgetCrd(specSchema(INGRESS_PATHS)),
      head: widgetCrd(
        specSchema(INGRESS_PATHS.replace('    type: object\n', '    type: object\n    required: [pathType]\n')),
      ),
      findings: [
        {
          line: 25,
          column: 30,
          severity: 'warning',
          data: { type: 'HTTPIngressPath.pathType', refuses: 'an Ingress' },
        },
      ],
    },
    {
      // k8gb 0d0cb594: the base embedded networking/v1beta1's HTTPIngressPath, which defaulted pathType.
      name: "HTTPIngressPath.pathType made required where the base's said it defaulted: an error",
      base: widgetCrd(
        specSchema(
          INGRESS_PATHS.replace(
            'pathType: {type: string}',
            'pathType: {type: string, description: "PathType determines the interpretation of the Path matching. Defaults to ImplementationSpecific."}',
          ),
        ),
      ),
      head: widgetCrd(
        specSchema(INGRESS_PATHS.replace('    type: object\n', '    type: object\n    required: [pathType]\n')),
      ),
      findings: [{ line: 25, column: 30, severity: 'error', messageId: 'required' }],
    },
    {
      // kube-ovn d336c9801 regenerated its []metav1.LabelSelector fields; LabelSelectorAsSelector
      // refuses a requirement without key or operator.
      name: "Kubernetes' LabelSelectorRequirement key and operator made required: warnings, described or not",
      base: matchExpressions(LABEL_REQUIREMENT),
      head: matchExpressions(LABEL_REQUIREMENT, 'required: [key, operator]'),
      findings: [
        {
          line: 25,
          column: 30,
          severity: 'warning',
          data: { type: 'LabelSelectorRequirement.key', refuses: 'a label selector' },
        },
        { line: 25, column: 35, severity: 'warning', data: { type: 'LabelSelectorRequirement.operator' } },
      ],
    },
    {
      name: 'key and operator made required in an undescribed item of key, operator and values: warnings',
      base: matchExpressions(''),
      head: matchExpressions('', 'required: [key, operator]'),
      findings: [
        { line: 24, column: 30, severity: 'warning' },
        { line: 24, column: 35, severity: 'warning' },
      ],
    },
    {
      name: "key made required in a described item of the CRD's own: an error",
      base: matchExpressions('A rule of the widget.'),
      head: matchExpressions('A rule of the widget.', 'required: [key]'),
      findings: [{ line: 25, column: 30, severity: 'error' }],
    },
    {
      name: 'an ip of an object of ip and hostnames that is not an item of hostAliases, made required: an error',
      base: widgetCrd(
        specSchema(
          'dns:\n  type: object\n  properties:\n    hostnames: {type: array, items: {type: string}}\n    ip: {type: string}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'dns:\n  type: object\n  required: [ip]\n  properties:\n    hostnames: {type: array, items: {type: string}}\n    ip: {type: string}',
        ),
      ),
      findings: [{ line: 22, column: 28, severity: 'error' }],
    },
    {
      name: 'an ip of hostAliases without descriptions whose items have a field HostAlias lacks, made required: an error',
      base: hostAliases('', '', 'port: {type: integer}'),
      head: hostAliases('', 'required: [ip]', 'port: {type: integer}'),
      findings: [{ line: 24, column: 30, severity: 'error' }],
    },
    {
      // VictoriaMetrics' operator names its list of HostAlias `host_aliases`.
      name: 'HostAlias.ip in a list of another name, without descriptions: a warning',
      base: hostAliases('').replace('hostAliases:', 'host_aliases:'),
      head: hostAliases('', 'required: [ip]').replace('hostAliases:', 'host_aliases:'),
      findings: [{ line: 24, column: 30, severity: 'warning' }],
    },
    {
      // kubeflow/spark-operator 779ea3de: pod templates' security contexts regenerated with a
      // k8s.io/api that marks SeccompProfile.type required.
      name: "Kubernetes' SeccompProfile.type, a lone object's field Kubernetes always required, made required: a warning",
      base: seccompProfile('description: The seccomp options to use by the containers in this pod.'),
      head: seccompProfile(
        'description: The seccomp options to use by the containers in this pod.',
        'required: [type]',
      ),
      findings: [
        {
          line: 26,
          column: 32,
          severity: 'warning',
          data: { compat: { property: '^.spec.securityContext.seccompProfile.type' } },
          message:
            "spec.securityContext.seccompProfile.type is now required in v1: it is Kubernetes' SeccompProfile.type, which k8s.io/api marks required, and a CRD generated with it takes the mark; creates and updates of spec.securityContext.seccompProfile without it are rejected, but Kubernetes always refused a Pod without it, so no such object ever worked: a warning",
        },
      ],
    },
    {
      name: 'SeccompProfile.type without descriptions, known by the fields and the property: a warning',
      base: seccompProfile(''),
      head: seccompProfile('', 'required: [type]'),
      findings: [{ line: 25, column: 32, severity: 'warning' }],
    },
    {
      name: 'the same fields held by a property of another name: an error',
      base: seccompProfile('').replace('seccompProfile:', 'profile:'),
      head: seccompProfile('', 'required: [type]').replace('seccompProfile:', 'profile:'),
      findings: [{ line: 25, column: 32, severity: 'error' }],
    },
    {
      name: 'SeccompProfile.type described otherwise: an error',
      base: seccompProfile('description: The profile of the sandbox.'),
      head: seccompProfile('description: The profile of the sandbox.', 'required: [type]'),
      findings: [{ line: 26, column: 32, severity: 'error' }],
    },
    {
      name: "an ephemeral volume's claim template's spec, which Kubernetes always required, made required: a warning",
      base: claimTemplate(''),
      head: claimTemplate('required: [spec]'),
      findings: [
        {
          line: 26,
          column: 32,
          severity: 'warning',
          data: { compat: { property: '^.spec.ephemeral.volumeClaimTemplate.spec' } },
        },
      ],
    },
    {
      name: "an ip of the CRD's own aliases, described otherwise, made required: an error",
      base: hostAliases('description: An alias.'),
      head: hostAliases('description: An alias.', 'required: [ip]'),
      findings: [{ line: 25, column: 30, severity: 'error' }],
    },
    {
      // A field one branch of a oneOf or anyOf left out was optional.
      name: 'required in some branches of a oneOf before, required of the node now',
      base: widgetCrd(specSchema(props, 'oneOf:\n- required: [size]\n- required: [mode]')),
      head: widgetCrd(specSchema(props, 'oneOf:\n- required: [size]\n- required: [mode]\nrequired: [size]')),
      findings: [{ line: 22, column: 24, fieldPath: `${at()}.required[0]`, severity: 'error' }],
    },
    {
      name: 'a field made required',
      base: plain,
      head: requiring('[size]'),
      findings: [
        {
          line: 19,
          column: 24,
          fieldPath: `${at()}.required[0]`,
          severity: 'error',
          message:
            'spec.size is now required in v1; every create whose spec lacks it (a GitOps re-apply, a restore) and every update of spec that leaves it out is rejected; give it a default or keep it optional',
          data: { compat: { version: 'v1', property: '^.spec.size', check: 'required', base: null, head: ['size'] } },
        },
      ],
    },
    {
      name: 'a name with dots under a parent: the parent is the parent, whatever the name holds',
      base: widgetCrd(specSchema(`${props}'a.b':\n  type: string\n`)),
      head: widgetCrd(specSchema(`${props}'a.b':\n  type: string\n`, "required: ['a.b']")),
      findings: [
        {
          line: 19,
          column: 24,
          data: { compat: { property: '^.spec["a.b"]' } },
          message:
            'spec["a.b"] is now required in v1; every create whose spec lacks it (a GitOps re-apply, a restore) and every update of spec that leaves it out is rejected; give it a default or keep it optional',
        },
      ],
    },
    {
      name: 'one finding per new name, at its own item',
      base: requiring('[size]'),
      head: requiring('[size, mode]'),
      findings: [
        {
          line: 19,
          column: 30,
          fieldPath: `${at()}.required[1]`,
          data: { compat: { property: '^.spec.mode', base: ['size'], head: ['size', 'mode'] } },
        },
      ],
    },
    {
      name: 'a top-level field made required: any update of the object without it',
      base: widgetCrd('type: object\nproperties:\n  spec: {type: object}'),
      head: widgetCrd('type: object\nrequired: [spec]\nproperties:\n  spec: {type: object}'),
      findings: [
        {
          line: 16,
          column: 20,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema.required[0]',
          message:
            'spec is now required in v1; every create without it (a GitOps re-apply, a restore) and every update of the object that leaves it out is rejected; give it a default or keep it optional',
          data: { compat: { property: '^.spec', base: null, head: ['spec'] } },
        },
      ],
    },
    {
      name: 'metadata of an embedded resource made required: the apiserver does not require it there',
      base: widgetCrd(
        specSchema(
          'template: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'template: {type: object, required: [metadata], x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 51,
          fieldPath: `${at('template')}.required[0]`,
          data: { compat: { property: '^.spec.template.metadata' } },
        },
      ],
    },
    {
      name: 'a name required in the items of an existing list',
      base: widgetCrd(specSchema('ports: {type: array, items: {type: object, properties: {name: {type: string}}}}')),
      head: widgetCrd(
        specSchema('ports: {type: array, items: {type: object, required: [name], properties: {name: {type: string}}}}'),
      ),
      findings: [
        {
          line: 20,
          column: 69,
          fieldPath: `${at('ports')}.items.required[0]`,
          // Only creates that hold an item without it are refused.
          message:
            'spec.ports[*].name is now required in v1; every create whose spec.ports[*] lacks it (a GitOps re-apply, a restore) and every update of spec.ports that leaves it out is rejected; give it a default or keep it optional',
          data: { compat: { property: '^.spec.ports[*].name' } },
        },
      ],
    },
  ],
});

// kubemod d3bb27cc: its controller-runtime defaulter, registered for every create and update of
// ModRules, re-encodes them from a Go type whose new required field has no omitempty.
describe('compat/required-added where a mutating webhook of the repository sees every write', () => {
  const webhook = (rule: string, selector = '') => yaml`
    apiVersion: admissionregistration.k8s.io/v1
    kind: MutatingWebhookConfiguration
    metadata:
      name: widget-mutator
    webhooks:
    - name: mwidget.example.com
      admissionReviewVersions: [v1]
      clientConfig: {service: {name: widget-webhook, namespace: system, path: /mutate-example-com-v1-widget}}
      sideEffects: None${selector}
      rules:
      - {apiGroups: [example.com], apiVersions: [v1], resources: [widgets], operations: ${rule}}
  `;
  // The Go type the CRD was generated from: `size` a value field, which the webhook's re-encoding writes.
  const types = (size: string, tag: string) =>
    `// +groupName=example.com\npackage v1\n\nimport "k8s.io/apimachinery/pkg/api/resource"\n\ntype WidgetSpec struct {\n\tSize ${size} \`json:"${tag}"\`\n\tMode string \`json:"mode,omitempty"\`\n}\n\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec,omitempty"\`\n}\n`;
  const found = (configuration: string, size = 'int32', tag = 'size', go: Record<string, string> = {}) => {
    const changeSet: ChangeSet = {
      root: '/',
      hasBase: true,
      files: [
        changedFile('config/crd/widgets.yaml', 'modified', requiring('[size]'), plain),
        unchangedFile('config/webhook/manifests.yaml', configuration),
        unchangedFile('api/v1/widget_types.go', types(size, tag)),
        ...Object.entries(go).map(([path, text]) => unchangedFile(path, text)),
      ],
    };
    return review(changeSet, {
      rules: [requiredAdded],
      config: DEFAULT_CONFIG,
      withBaseFindings: true,
      goParser,
    }).findings.map(
      (f) =>
        `${f.severity} ${f.message.slice(0, f.message.indexOf(';'))}${f.message.includes('unless the mutating webhook mwidget.example.com sets it') ? ' (webhook)' : ''}`,
    );
  };

  it('is a warning that names the webhook', () => {
    expect(found(webhook('[CREATE, UPDATE]'))).toEqual(['warning spec.size is now required in v1 (webhook)']);
    expect(found(webhook('["*"]'))).toEqual(['warning spec.size is now required in v1 (webhook)']);
  });

  // sap-btp-service-operator 13017ef5: `SecretKeyRef *SecretKeyReference \`json:"secretKeyRef,required"\``.
  it('stays an error where the Go field is a pointer (nil encodes as null, which the apiserver drops) that no Go code sets, or not known', () => {
    expect(found(webhook('[CREATE, UPDATE]'), '*int32')).toEqual(['error spec.size is now required in v1']);
    expect(found(webhook('[CREATE, UPDATE]'), '[]int32')).toEqual(['error spec.size is now required in v1']);
    // tektoncd/operator's TektonPruner: a defaulter that sets the pointer.
    const defaulter = {
      'api/v1/widget_webhook.go':
        'package v1\n\nvar three = int32(3)\n\nfunc (w *Widget) Default() { if w.Spec.Size == nil { w.Spec.Size = &three } }\n',
    };
    expect(found(webhook('[CREATE, UPDATE]'), '*int32', 'size', defaulter)).toEqual([
      'warning spec.size is now required in v1 (webhook)',
    ]);
  });

  // vault-config-operator 3107f993ec: `Role string \`json:"role,omitempty"\``, a Default() that does nothing.
  it('stays an error where the field is a scalar with omitempty, which the re-encoding leaves out, and no Go code sets it', () => {
    expect(found(webhook('[CREATE, UPDATE]'), 'int32', 'size,omitempty')).toEqual([
      'error spec.size is now required in v1',
    ]);
    // A Default() that sets it.
    const defaulter = { 'api/v1/widget_webhook.go': 'package v1\n\nfunc (w *Widget) Default() { w.Spec.Size = 3 }\n' };
    expect(found(webhook('[CREATE, UPDATE]'), 'int32', 'size,omitempty', defaulter)).toEqual([
      'warning spec.size is now required in v1 (webhook)',
    ]);
    // A test's assignment sets nothing in the webhook.
    const test = { 'api/v1/widget_webhook_test.go': 'package v1\n\nvar w = WidgetSpec{Size: 3}\n' };
    expect(found(webhook('[CREATE, UPDATE]'), 'int32', 'size,omitempty', test)).toEqual([
      'error spec.size is now required in v1',
    ]);
  });

  // matrixone-operator b8b1684031: `Size resource.Quantity \`json:"size,omitempty"\``: a struct is
  // never empty to encoding/json, and a Quantity writes "0".
  it('is a warning where the field is a resource.Quantity or a struct, whatever its omitempty', () => {
    expect(found(webhook('[CREATE, UPDATE]'), 'resource.Quantity', 'size,omitempty')).toEqual([
      'warning spec.size is now required in v1 (webhook)',
    ]);
  });

  it('stays an error where the webhook does not see every create and update', () => {
    expect(found(webhook('[CREATE]'))).toEqual(['error spec.size is now required in v1']);
    // Only the objects of a label: the others are refused.
    expect(found(webhook('[CREATE, UPDATE]', '\n  objectSelector: {matchLabels: {mutate: "yes"}}'))).toEqual([
      'error spec.size is now required in v1',
    ]);
  });
});

// tektoncd/operator 7c96af4c53 typed its free-form CRDs: spec.options became required of objects
// stored with any spec (87ddece28 undid it). IBM/ibm-common-service-operator 9cf6ad3953 added
// csPostgreSQLReplica under a spec that kept unknown fields: new to its Go types, so to every object.
describe('compat/required-added of what the base held free-form', () => {
  const freeForm = widgetCrd('type: object\nx-kubernetes-preserve-unknown-fields: true');
  const typed = widgetCrd(
    [
      'type: object',
      'x-kubernetes-preserve-unknown-fields: true',
      'properties:',
      '  spec:',
      '    type: object',
      '    required: [options, replica]',
      '    properties:',
      '      options:',
      '        type: object',
      '        required: [level]',
      '        properties:',
      '          level: {type: string}',
      '      replica:',
      '        type: object',
      '        required: [source]',
      '        properties:',
      '          source: {type: string}',
      '  status:',
      '    type: object',
      '    required: [phase]',
      '    properties:',
      '      phase: {type: string}',
      '',
    ].join('\n'),
  );
  const goTypes = [
    '// +groupName=example.com',
    'package v1',
    '',
    'type Widget struct {',
    '\tSpec WidgetSpec `json:"spec,omitempty"`',
    '\tStatus WidgetStatus `json:"status,omitempty"`',
    '}',
    '',
    'type WidgetSpec struct {\n\tOptions *Options `json:"options,omitempty"`\n}',
    '',
    'type Options struct {\n\tLevel string `json:"level,omitempty"`\n}',
    '',
    'type WidgetStatus struct {\n\tPhase string `json:"phase"`\n}',
    '',
  ].join('\n');
  const found = (go: Record<string, string>) =>
    review(
      {
        root: '/',
        hasBase: true,
        files: [
          changedFile('config/crd/widgets.yaml', 'modified', typed, freeForm),
          ...Object.entries(go).map(([path, text]) => unchangedFile(path, text)),
        ],
      },
      { rules: [requiredAdded], config: DEFAULT_CONFIG, withBaseFindings: true, goParser },
    ).findings.map((f) => `${f.severity} ${f.line} ${f.message.slice(0, f.message.indexOf(';'))}`);

  it('reports what the new schema requires of the fields the base Go types declared; not status, nor what is new to them', () => {
    expect(found({ 'api/v1/widget_types.go': goTypes })).toEqual([
      'error 20 spec.options is now required in v1',
      'error 24 spec.options.level is now required in v1',
    ]);
  });

  it('reports nothing where the Go types are not there', () => {
    expect(found({})).toEqual([]);
  });
});
