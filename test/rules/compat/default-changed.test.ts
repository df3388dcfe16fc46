import { describe, expect, it } from 'vitest';
import { defaultChanged } from '../../../src/rules/compat/default-changed.js';
import { reviewFiles } from '../../support/review-files.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, underVersions, widgetCrd } from './widget-crd.js';

// compat/default-changed (spec/crd-compatibility.md §5.7), after crdify's default validation.
const mode = (more: string) => widgetCrd(specSchema(`mode:\n  type: string\n  ${more}`));
// An object whose default literal repeats its fields' defaults, as controller-gen writes
// `+default={...}` beside each field's `+default` (hyperconverged-cluster-operator's featureGates).
const gates = (literal: string, fields: string) =>
  widgetCrd(specSchema(`gates:\n  type: object\n  default: ${literal}\n  properties:\n${fields}`));

/**
 * `spec.rbd` as controller-gen writes Kubernetes' RBDVolumeSource (in part), with `pool` and `user`
 * (on lines 25 and 26) given `more`, `user` also `root`; and `spec.disk`, with a `pool`
 * given `more` (line 31), but no `monitors`: not the Kubernetes type.
 */
const rbd = (more: string) =>
  widgetCrd(
    specSchema(
      `rbd:\n  type: object\n  required: [image, monitors]\n  properties:\n    image: {type: string}\n    pool: {type: string${more}}\n    user: {type: string${more ? ', default: root' : ''}}\n    monitors: {type: array, items: {type: string}}\ndisk:\n  type: object\n  properties:\n    pool: {type: string${more}}`,
    ),
  );

/** A status with `retries` (line 20) given `more`, under the status subresource when `subresource`. */
const statusRetries = (more: string, subresource = true) =>
  widgetCrd(
    `type: object\nproperties:\n  status:\n    type: object\n    properties:\n      retries: {type: integer${more}}`,
    subresource ? '    subresources: {status: {}}' : '',
  );

ruleTester(defaultChanged, {
  valid: [
    { name: 'the same default', base: mode('default: Fast'), head: mode('default: "Fast"') },
    {
      // numaproj/numaflow 4fad59c06 (k8s.io/api 1.31): LocalObjectReference.Name and GRPCAction.Service
      // gained `default: ""`, the zero value of a plain Go string, in every embedded copy.
      name: "k8s.io/api's own default of \"\" on a reference's name and a gRPC probe's service",
      base: widgetCrd(
        specSchema(
          'passwordRef: {type: object, properties: {name: {type: string}, key: {type: string}, optional: {type: boolean}}}\npullSecrets: {type: array, items: {type: object, properties: {name: {type: string}}}}\ngrpc: {type: object, properties: {port: {type: integer}, service: {type: string}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'passwordRef: {type: object, properties: {name: {type: string, default: ""}, key: {type: string}, optional: {type: boolean}}}\npullSecrets: {type: array, items: {type: object, properties: {name: {type: string, default: ""}}}}\ngrpc: {type: object, properties: {port: {type: integer}, service: {type: string, default: ""}}}',
        ),
      ),
    },
    {
      // bank-vaults' vault-operator df86c2e3: the same inline in a ConfigMap volume source and a projection.
      name: 'LocalObjectReference\'s default of "" inline in a ConfigMap volume source and a projection',
      base: widgetCrd(
        specSchema(
          'configMap: {type: object, properties: {name: {type: string}, items: {type: array, items: {type: object}}, defaultMode: {type: integer}, optional: {type: boolean}}}\nsecret: {type: object, properties: {name: {type: string}, items: {type: array, items: {type: object}}, optional: {type: boolean}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'configMap: {type: object, properties: {name: {type: string, default: ""}, items: {type: array, items: {type: object}}, defaultMode: {type: integer}, optional: {type: boolean}}}\nsecret: {type: object, properties: {name: {type: string, default: ""}, items: {type: array, items: {type: object}}, optional: {type: boolean}}}',
        ),
      ),
    },
    {
      name: 'an object default in another key order',
      base: mode('default: {a: 1, b: 2}'),
      head: mode('default: {b: 2, a: 1.0}'),
    },
    { name: 'default: null is no default', base: mode('maxLength: 3'), head: mode('default: null') },
    {
      // package-operator af4bdc2c removed status.phase, and `default: {phase: Pending}` with it (field-removed reports it).
      name: 'an object default of only fields the change removes, removed with them',
      base: widgetCrd(
        specSchema(
          'gate:\n  type: object\n  default: {phase: Pending}\n  properties: {phase: {type: string}, ready: {type: boolean}}',
        ),
      ),
      head: widgetCrd(specSchema('gate:\n  type: object\n  properties: {ready: {type: boolean}}')),
    },
    {
      // Every stored object has the field, and the apiserver defaults only absent fields: the new
      // default only lets creates leave it out.
      name: 'a default added on a field the base required instead',
      base: widgetCrd(specSchema('mode: {type: string}\nsize: {type: integer}', 'required: [mode, size]')),
      head: widgetCrd(specSchema('mode: {type: string, default: Fast}\nsize: {type: integer, default: 2}')),
    },
    {
      // What an absent gates object reads is the same: its literal with its fields' defaults in.
      name: "an object's default literal that drops what its fields' defaults supply",
      base: gates(
        '{a: false, b: true}',
        '    a: {type: boolean, default: false}\n    b: {type: boolean, default: true}',
      ),
      head: gates('{}', '    a: {type: boolean, default: false}\n    b: {type: boolean, default: true}'),
    },
    {
      // operator-controller 130c9878: no object is created without it now; compat/required-added
      // reports the creates it refuses, naming the default.
      name: 'a default removed from a field the change makes required',
      base: widgetCrd(specSchema('mode: {type: string, default: Fast}')),
      head: widgetCrd(specSchema('mode: {type: string}', 'required: [mode]')),
    },
    {
      // A new field's default is no change to report; its value in the literal is that default.
      name: "an object's default literal gaining a new field's default",
      base: gates('{a: false}', '    a: {type: boolean, default: false}'),
      head: gates('{a: false, c: 3}', '    a: {type: boolean, default: false}\n    c: {type: integer, default: 3}'),
    },
  ],
  invalid: [
    {
      // scylla-operator 98d22ffa5: status.backups[*].numRetries lost its default; no manifest sets status.
      name: 'a default removed from status under the status subresource speaks of status writes',
      base: statusRetries(', default: 3'),
      head: statusRetries(''),
      findings: [
        {
          line: 20,
          column: 15,
          messageId: 'removedStatus',
          message:
            'the default of status.retries in v1 (3) was removed; status the controller writes through /status without it no longer gets 3, so readers of status that assumed it meet no value (manifests are not concerned: status is dropped on create and kept from the stored object on updates of the resource); keep the default, or make sure the controller writes the field',
        },
      ],
    },
    {
      name: 'a default of status changed under the status subresource speaks of status writes',
      base: statusRetries(', default: 3'),
      head: statusRetries(', default: 5'),
      findings: [{ line: 20, column: 49, messageId: 'changedStatus' }],
    },
    {
      name: 'a default of status changed without the status subresource speaks of manifests',
      base: statusRetries(', default: 3', false),
      head: statusRetries(', default: 5', false),
      findings: [{ line: 20, column: 49, messageId: 'changed' }],
    },
    {
      // A kwok probe: spec made opaque, its schema's defaults gone with it.
      name: 'a default removed with its field, as its parent keeps unknown fields: new objects are not defaulted',
      base: widgetCrd(
        specSchema(
          'mode: {type: string, default: fast}\nsize: {type: integer}\nref: {type: object, properties: {name: {type: string, default: ""}}}',
        ),
      ),
      head: widgetCrd(specSchema('', 'x-kubernetes-preserve-unknown-fields: true').replace(/\n\s*properties:\s*$/, '')),
      findings: [
        {
          line: 17,
          column: 11,
          severity: 'warning',
          data: { compat: { property: '^.spec.mode', check: 'default', base: 'fast', head: null } },
        },
      ],
    },
    {
      // k8ssandra-operator f3a5845a: a reaper template of 14 defaults left a parent that keeps unknown fields.
      name: "an object field with several defaults below it left for its parent's unknown fields: one finding at the field",
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nreaper: {type: object, properties: {image: {type: string, default: r:1}, schedule: {type: object, properties: {period: {type: string, default: 7d}}}}}',
          'x-kubernetes-preserve-unknown-fields: true',
        ),
      ),
      head: widgetCrd(specSchema('size: {type: integer}', 'x-kubernetes-preserve-unknown-fields: true')),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          messageId: 'removedWithField',
          message:
            'spec.reaper in v1 left the schema for the unknown fields its parent keeps: stored and applied values stay as written, no longer validated, and the 2 defaults below it (spec.reaper.image, spec.reaper.schedule.period) are set no more on objects that leave them out; declare it again, or make sure no controller relies on those defaults',
        },
      ],
    },
    {
      // velero e8da5df5: one default below a list of containers made opaque, its description gone with its schema.
      name: "one default below a field left for its parent's unknown fields: the field's finding, not the default's description",
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nport: {type: object, properties: {protocol: {type: string, default: TCP, description: "Defaults to TCP."}}}',
          'x-kubernetes-preserve-unknown-fields: true',
        ),
      ),
      head: widgetCrd(specSchema('size: {type: integer}', 'x-kubernetes-preserve-unknown-fields: true')),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          messageId: 'removedWithField',
          message:
            'spec.port in v1 left the schema for the unknown fields its parent keeps: stored and applied values stay as written, no longer validated, and the default below it (spec.port.protocol) is set no more on objects that leave it out; declare it again, or make sure no controller relies on that default',
        },
      ],
    },
    {
      // oadp-operator 74ee9116e8: velero's init containers made opaque, with their ContainerPort protocol.
      name: "Kubernetes' own defaults below a field left for its parent's unknown fields: a notice that says so",
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\ninit: {type: array, items: {type: object, properties: {ports: {type: array, items: {type: object, properties: {containerPort: {type: integer}, hostPort: {type: integer}, protocol: {type: string, default: TCP}}}}}}}',
          'x-kubernetes-preserve-unknown-fields: true',
        ),
      ),
      head: widgetCrd(specSchema('size: {type: integer}', 'x-kubernetes-preserve-unknown-fields: true')),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'notice',
          messageId: 'removedWithFieldKubernetes',
          message:
            "spec.init in v1 left the schema for the unknown fields its parent keeps: stored and applied values stay as written, no longer validated, and the default below it (spec.init[*].ports[*].protocol) is set no more on objects that leave it out; it is Kubernetes' own default (ContainerPort.protocol), which the apiserver sets on every Pod made from them, so only a client that reads the field itself finds no value",
        },
      ],
    },
    {
      name: "a field's own documented default that left with its schema: no description says it any more",
      base: widgetCrd(
        specSchema('size: {type: integer}\nmode: {type: string, default: fast, description: "Defaults to fast."}'),
      ),
      head: widgetCrd(specSchema('size: {type: integer}', 'x-kubernetes-preserve-unknown-fields: true')),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          messageId: 'removed',
        },
      ],
    },
    {
      // kyma-project/eventing-manager 89d18986: logLevel's default changed under parents that default it.
      name: 'a default changed under a parent whose own default still gives the old value: the message says where',
      base: widgetCrd(
        specSchema(
          'logging:\n  type: object\n  default: {level: Info}\n  properties:\n    level: {type: string, default: Info}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'logging:\n  type: object\n  default: {level: Info}\n  properties:\n    level: {type: string, default: Debug}',
        ),
      ),
      findings: [
        {
          line: 24,
          column: 50,
          messageId: 'changed',
          message:
            'the default of spec.logging.level in v1 changed from "Info" to "Debug"; objects created from now on without it get "Debug" (where spec.logging is left out too, its own default still gives "Info"), so a manifest that leaves it out means something else than before (a re-apply to a new cluster, a restore), while stored objects keep "Info", which the apiserver wrote into them (those stored before it had any default, never written since, read "Debug"); keep the old default, or make sure every such manifest means "Debug"',
        },
      ],
    },
    {
      name: 'a parent default that gives the new value, or does not set the field, adds nothing',
      base: widgetCrd(
        specSchema(
          'a:\n  type: object\n  default: {level: Debug}\n  properties:\n    level: {type: string, default: Info}\nb:\n  type: object\n  default: {other: 1}\n  properties:\n    level: {type: string, default: Info}\n    other: {type: integer}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'a:\n  type: object\n  default: {level: Debug}\n  properties:\n    level: {type: string, default: Debug}\nb:\n  type: object\n  default: {other: 1}\n  properties:\n    level: {type: string, default: Debug}\n    other: {type: integer}',
        ),
      ),
      findings: [
        { line: 24, column: 50, messageId: 'changed', data: { shadowed: '' } },
        { line: 29, column: 50, messageId: 'changed', data: { shadowed: '' } },
      ],
    },
    {
      // fluxcd/notification-controller 4aad301: an interval's default written in seconds.
      name: 'a default duration written otherwise (a notice), or changed (a warning)',
      base: mode('default: 10m'),
      head: mode('default: 600s'),
      findings: [
        {
          line: 22,
          column: 26,
          messageId: 'changedSameDuration',
          severity: 'notice',
          message:
            'the default of spec.mode in v1 changed from "10m" to "600s", the same duration written otherwise: objects created from now on without it get "600s" (stored ones keep the "10m" the apiserver wrote into them), which a controller that parses durations takes for the same value (one that compares the text does not)',
        },
      ],
    },
    {
      name: 'a default duration changed',
      base: mode('default: 10m'),
      head: mode('default: 601s'),
      findings: [{ line: 22, column: 26, messageId: 'changed', severity: 'warning' }],
    },
    {
      name: 'a default changed',
      base: mode('default: Fast'),
      head: mode('default: Slow'),
      findings: [
        {
          line: 22,
          column: 26,
          fieldPath: `${at('mode')}.default`,
          messageId: 'changed',
          severity: 'warning',
          message:
            'the default of spec.mode in v1 changed from "Fast" to "Slow"; objects created from now on without it get "Slow", so a manifest that leaves it out means something else than before (a re-apply to a new cluster, a restore), while stored objects keep "Fast", which the apiserver wrote into them (those stored before it had any default, never written since, read "Slow"); keep the old default, or make sure every such manifest means "Slow"',
          data: { compat: { version: 'v1', property: '^.spec.mode', check: 'default', base: 'Fast', head: 'Slow' } },
        },
      ],
    },
    {
      // Kubernetes' LocalObjectReference.name gained `default: ""` in 1.30: every CRD embedding it
      // gains one on a dependency bump. Typed clients read it as the field unset.
      name: "a default added that is its type's zero value: a notice",
      base: mode('maxLength: 3'),
      head: mode('default: ""'),
      findings: [
        {
          line: 22,
          column: 26,
          messageId: 'addedZeroValue',
          severity: 'notice',
          data: { compat: { base: null, head: '' } },
          message:
            'spec.mode in v1 now defaults to "", the zero value of its type: stored objects that never set it read "" from now on, which a client decodes as unset anyway; only one that tells an absent field from "" sees a change',
        },
      ],
    },
    {
      name: "a default removed that was its type's zero value: a notice",
      base: mode('default: ""'),
      head: mode('maxLength: 3'),
      findings: [
        {
          line: 20,
          column: 15,
          messageId: 'removedZeroValue',
          severity: 'notice',
          message:
            'the default of spec.mode in v1 ("") was removed, the zero value of its type: new objects are created without it, which a client decodes as "" anyway; only one that tells an absent field from "" sees a change',
        },
      ],
    },
    {
      // metacontroller d76f280: the controller read "" as "ca.crt", and the description said so.
      name: 'a default added that the base description stated: a notice that says so',
      base: mode('description: The key of the CA bundle. Defaults to "ca.crt" if not specified.'),
      head: mode('default: ca.crt\n  description: The key of the CA bundle.'),
      findings: [
        {
          line: 22,
          column: 26,
          severity: 'notice',
          messageId: 'addedDocumented',
          message:
            'spec.mode in v1 now defaults to "ca.crt", the default its description stated before: stored objects that never set it read "ca.crt" from now on where they held nothing, which is what they were documented to mean; only a client that tells an unset field from "ca.crt" sees a change',
        },
      ],
    },
    {
      name: 'a number or a word stated as the default, with its period',
      base: widgetCrd(
        specSchema(
          'port: {type: integer, description: Port to listen on. Defaults to 8080.}\nmode: {type: string, description: "The default is `Always`."}',
        ),
      ),
      head: widgetCrd(specSchema('port: {type: integer, default: 8080}\nmode: {type: string, default: Always}')),
      findings: [
        { line: 20, column: 46, severity: 'notice', messageId: 'addedDocumented' },
        { line: 21, column: 45, severity: 'notice', messageId: 'addedDocumented' },
      ],
    },
    {
      // open-feature-operator db0919e: "Default true (enabled).", and the other ways to say it.
      name: 'a boolean or number stated as the default without a verb: a notice',
      base: widgetCrd(
        specSchema(
          [
            'a: {type: boolean, description: Probes. Default true (enabled).}',
            'b: {type: boolean, description: Debug logging (default false).}',
            'c: {type: boolean, description: Probes are enabled by default.}',
            'd: {type: integer, description: 3 by default.}',
            'e: {type: boolean, description: Disabled by default.}',
          ].join('\n'),
        ),
      ),
      head: widgetCrd(
        specSchema(
          [
            'a: {type: boolean, default: true}',
            'b: {type: boolean, default: false}',
            'c: {type: boolean, default: true}',
            'd: {type: integer, default: 3}',
            'e: {type: boolean, default: true}',
          ].join('\n'),
        ),
      ),
      findings: [
        { line: 20, column: 43, severity: 'notice', messageId: 'addedDocumented' },
        { line: 21, column: 43, severity: 'notice', messageId: 'addedDocumented' },
        { line: 22, column: 43, severity: 'notice', messageId: 'addedDocumented' },
        { line: 23, column: 43, severity: 'notice', messageId: 'addedDocumented' },
        // "Disabled by default" is no default of true.
        { line: 24, column: 43, severity: 'warning', messageId: 'added' },
      ],
    },
    {
      // OT-CONTAINER-KIT/redis-operator 4e481080 dropped `default: 3` from a Sentinel's required clusterSize.
      name: 'a default removed from a field that stays required: an error, as creates that left it out are refused',
      base: widgetCrd(specSchema('size: {type: integer, default: 3}', 'required: [size]')),
      head: widgetCrd(specSchema('size: {type: integer}', 'required: [size]')),
      findings: [
        {
          severity: 'error',
          messageId: 'removedRequired',
          line: 21,
          column: 15,
          message:
            'the default of spec.size in v1 (3) was removed, and the field is required: the apiserver defaults before it validates, so a create that leaves it out, which got 3 before, is now refused (Required value), a re-applied manifest or a restore among them; keep the default',
        },
      ],
    },
    {
      name: 'a default the description stated only in some case: a warning',
      base: mode('description: When tier is Fast, defaults to 5; otherwise unlimited.'),
      head: mode('default: "5"\n  description: The limit.'),
      findings: [{ line: 22, column: 26, severity: 'warning', messageId: 'added' }],
    },
    {
      // argocd-image-updater f3381bfa: `default: argocd` removed, the description unchanged.
      name: 'a default removed whose description still states it: a notice',
      base: widgetCrd(
        specSchema(
          'method: {type: string, default: argocd, description: "If not specified, defaults to \\"argocd\\"."}',
        ),
      ),
      head: widgetCrd(specSchema('method: {type: string, description: "If not specified, defaults to \\"argocd\\"."}')),
      findings: [
        {
          line: 20,
          column: 15,
          severity: 'notice',
          messageId: 'removedDocumented',
          message:
            'the default of spec.method in v1 ("argocd") was removed, and its description still says that unset means "argocd": a controller that reads an unset field so, as users are told, acts as before; only a client that reads the field itself finds no value',
        },
      ],
    },
    {
      // k0s 62908f4227: "for" before the statement says what the field is for, after it a case.
      name: 'a default stated after what the field is for: a notice; one stated for a case: a warning',
      base: widgetCrd(
        specSchema(
          'port: {type: integer, description: "The UDP port for VXLAN (default: 4789)"}\nmode: {type: string, description: "Defaults to 5 for Fast tiers."}',
        ),
      ),
      head: widgetCrd(specSchema('port: {type: integer, default: 4789}\nmode: {type: string, default: "5"}')),
      findings: [
        { line: 20, column: 46, severity: 'notice', messageId: 'addedDocumented' },
        { line: 21, column: 45, severity: 'warning', messageId: 'added' },
      ],
    },
    {
      // kubev2v/forklift f89b75ab04: "when" before a default in parentheses says what the field does.
      name: 'a default stated in parentheses after what the field does when: a notice; one in parentheses for a case: a warning',
      base: widgetCrd(
        specSchema(
          'skip: {type: boolean, description: "Skip TLS verification when talking to the registry (default: false)"}\nmode: {type: string, description: "The mode (default: 5 when tiers are Fast)"}',
        ),
      ),
      head: widgetCrd(specSchema('skip: {type: boolean, default: false}\nmode: {type: string, default: "5"}')),
      findings: [
        { line: 20, column: 46, severity: 'notice', messageId: 'addedDocumented' },
        { line: 21, column: 45, severity: 'warning', messageId: 'added' },
      ],
    },
    {
      name: 'a default added other than the one the description stated, or stated only by the head: a warning',
      base: widgetCrd(specSchema('port: {type: integer, description: Defaults to 8080.}\nmode: {type: string}')),
      head: widgetCrd(
        specSchema(
          'port: {type: integer, default: 80}\nmode: {type: string, default: Always, description: Defaults to Always.}',
        ),
      ),
      findings: [
        { line: 20, column: 46, severity: 'warning', messageId: 'added' },
        { line: 21, column: 45, severity: 'warning', messageId: 'added' },
      ],
    },
    {
      // stackset-controller 87f4bc7: a Service template's ports gained ServicePort's `protocol: TCP`.
      name: "a ServicePort's own default: the Services made from it hold it",
      base: widgetCrd(
        specSchema(
          'port: {type: object, properties: {port: {type: integer}, targetPort: {type: integer}, nodePort: {type: integer}, protocol: {type: string}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'port: {type: object, properties: {port: {type: integer}, targetPort: {type: integer}, nodePort: {type: integer}, protocol: {type: string, default: TCP}}}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 162,
          severity: 'notice',
          messageId: 'addedKubernetesDefault',
          message:
            'spec.port.protocol in v1 now defaults to "TCP", Kubernetes\' own default of ServicePort.protocol: stored objects that never set it read "TCP" from now on, and the apiserver sets the same value on every Service made from them',
        },
      ],
    },
    {
      // nifikop 0e7e90fd85: a controller-gen bump dropped ContainerPort's `protocol: TCP` default.
      name: "a ContainerPort's own default removed: the Pods made from it get it from the apiserver",
      base: widgetCrd(
        specSchema(
          'port: {type: object, properties: {containerPort: {type: integer}, hostPort: {type: integer}, protocol: {type: string, default: TCP}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'port: {type: object, properties: {containerPort: {type: integer}, hostPort: {type: integer}, protocol: {type: string}}}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 108,
          severity: 'notice',
          messageId: 'removedKubernetesDefault',
          message:
            'the default of spec.port.protocol in v1 ("TCP"), Kubernetes\' own default of ContainerPort.protocol, was removed: new objects are created without it, but the apiserver sets the same value on every Pod made from them; only a client that reads the field itself finds no value',
        },
      ],
    },
    {
      // k8s.io/api 1.32's `+default=` markers, copied by controller-gen into every embedded Volume
      // (kubeflow/spark-operator 25ca90cb): the apiserver's Pod defaulting sets the same values.
      name: "a default added that is a Kubernetes type's own: a notice, only where the type and the value are Kubernetes'",
      base: rbd(''),
      head: rbd(', default: rbd'),
      findings: [
        {
          line: 25,
          column: 49,
          severity: 'notice',
          messageId: 'addedKubernetesDefault',
          message:
            'spec.rbd.pool in v1 now defaults to "rbd", Kubernetes\' own default of RBDVolumeSource.pool: stored objects that never set it read "rbd" from now on, and the apiserver sets the same value on every Pod made from them',
          data: { kubernetesDefault: 'RBDVolumeSource.pool', compat: { property: '^.spec.rbd.pool' } },
        },
        {
          line: 26,
          column: 49,
          severity: 'warning',
          messageId: 'added',
          data: { compat: { property: '^.spec.rbd.user' } },
        },
        {
          line: 31,
          column: 49,
          severity: 'warning',
          messageId: 'added',
          data: { compat: { property: '^.spec.disk.pool' } },
        },
      ],
    },
    {
      // kiali-operator 0a397fa9: `DEPRECATED: This setting is deprecated and will be ignored.`
      name: 'a default removed from a field the change deprecates: a notice; from one deprecated before, or not deprecated, a warning',
      base: widgetCrd(
        specSchema(
          'label: {type: string, default: a}\nold: {type: string, default: b, description: "Deprecated: use label."}\nmode: {type: string, default: c}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'label: {type: string, description: "DEPRECATED. Ignored."}\nold: {type: string, description: "Deprecated: use label."}\nmode: {type: string, description: "Not deprecated yet."}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 15,
          severity: 'notice',
          messageId: 'removedDeprecated',
          message:
            'the default of spec.label in v1 ("a") was removed as the field was deprecated; new objects are created without it, which matters only to controllers and clients that still read the field',
        },
        {
          line: 21,
          column: 15,
          severity: 'warning',
          messageId: 'removed',
          data: { compat: { property: '^.spec.old' } },
        },
        {
          line: 22,
          column: 15,
          severity: 'warning',
          messageId: 'removed',
          data: { compat: { property: '^.spec.mode' } },
        },
      ],
    },
    {
      // gpu-operator 5831d10a4: "Deprecated: DefaultRuntime is no longer used by the gpu-operator".
      name: 'a default removed from a field deprecated before that nothing reads: a notice',
      base: widgetCrd(
        specSchema('runtime: {type: string, default: docker, description: "Deprecated: Runtime is no longer used."}'),
      ),
      head: widgetCrd(specSchema('runtime: {type: string, description: "Deprecated: Runtime is no longer used."}')),
      findings: [{ line: 20, column: 15, severity: 'notice', messageId: 'removedDeprecated' }],
    },
    {
      name: 'not 0 or false (a pointer field reads them as set), nor a changed default, nor another string',
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nfast: {type: boolean}\nslow: {type: boolean, default: true}\nmode: {type: string}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'size: {type: integer, default: 0}\nfast: {type: boolean, default: false}\nslow: {type: boolean, default: false}\nmode: {type: string, default: "0"}',
        ),
      ),
      findings: [
        { line: 20, column: 46, severity: 'warning', data: { compat: { property: '^.spec.size' } } },
        { line: 21, column: 46, severity: 'warning', data: { compat: { property: '^.spec.fast' } } },
        { line: 22, column: 46, severity: 'warning', data: { compat: { property: '^.spec.slow' } } },
        { line: 23, column: 45, severity: 'warning', data: { compat: { property: '^.spec.mode' } } },
      ],
    },
    {
      name: 'a field the base required but let be null, and a default removed from a required field',
      base: widgetCrd(
        specSchema('mode: {type: string, nullable: true}\nsize: {type: integer, default: 1}', 'required: [mode, size]'),
      ),
      head: widgetCrd(specSchema('mode: {type: string, nullable: true, default: Fast}\nsize: {type: integer}')),
      findings: [
        { line: 20, column: 61, messageId: 'added', data: { compat: { property: '^.spec.mode', head: 'Fast' } } },
        { line: 21, column: 15, messageId: 'removed', data: { compat: { property: '^.spec.size', base: 1 } } },
      ],
    },
    {
      name: 'a default added',
      base: mode('maxLength: 3'),
      head: mode('default: Fast'),
      findings: [{ line: 22, column: 26, messageId: 'added', data: { compat: { base: null, head: 'Fast' } } }],
    },
    {
      name: 'a default removed, at the node',
      base: mode('default: Fast'),
      head: mode('maxLength: 3'),
      findings: [{ line: 20, column: 15, fieldPath: at('mode'), messageId: 'removed' }],
    },
    {
      name: 'a list default reordered',
      base: widgetCrd(specSchema('mode:\n  type: array\n  items: {type: string}\n  default: [a, b]')),
      head: widgetCrd(specSchema('mode:\n  type: array\n  items: {type: string}\n  default: [b, a]')),
      findings: [{ line: 23, column: 17, messageId: 'changed' }],
    },
    {
      // Reported once, at the field: the literals of gates differ only where b's default does.
      name: "a field's default changed, and its object's default literal with it",
      base: gates(
        '{a: false, b: true}',
        '    a: {type: boolean, default: false}\n    b: {type: boolean, default: true}',
      ),
      head: gates(
        '{a: false, b: false}',
        '    a: {type: boolean, default: false}\n    b: {type: boolean, default: false}',
      ),
      findings: [{ line: 25, column: 47, fieldPath: `${at('gates', 'b')}.default`, messageId: 'changed' }],
    },
    {
      name: "an object's default literal that sets a field to other than the field's default",
      base: gates('{a: false}', '    a: {type: boolean, default: false}'),
      head: gates('{a: true}', '    a: {type: boolean, default: false}'),
      findings: [{ line: 22, column: 17, fieldPath: `${at('gates')}.default`, messageId: 'changed' }],
    },
    {
      // security-profiles-operator's selinux options: `default: {}` so that its fields' defaults apply.
      name: "an object's default added whose fields have defaults: the message says what an object without it reads",
      base: widgetCrd(
        specSchema(
          'gates:\n  type: object\n  properties:\n    allowed: {type: array, items: {type: string}, default: [container]}',
        ),
      ),
      head: gates('{}', '    allowed: {type: array, items: {type: string}, default: [container]}'),
      findings: [
        {
          line: 22,
          column: 17,
          messageId: 'added',
          message:
            'spec.gates in v1 now defaults to {} (which the defaults of its fields make {"allowed":["container"]}); stored objects that never set it read {"allowed":["container"]} from now on without anyone writing them, and controllers act on it; make sure that is what those objects mean',
          data: { compat: { base: null, head: {} } },
        },
      ],
    },
    {
      // emqx-operator 2d14a904: a template's default of kilobytes, said five times for one changed replicas.
      name: 'a long default is written out where the message names it, and called the old or new default after',
      base: gates(
        '{replicas: 2}',
        '    replicas: {type: integer}\n    image: {type: string, default: registry.example/app:1.0}',
      ),
      head: gates(
        '{replicas: 1}',
        '    replicas: {type: integer}\n    image: {type: string, default: registry.example/app:1.0}',
      ),
      findings: [
        {
          line: 22,
          column: 17,
          messageId: 'changed',
          message:
            'the default of spec.gates in v1 changed from {"replicas":2} (which the defaults of its fields make {"replicas":2,"image":"registry.example/app:1.0"}) to {"replicas":1} (which the defaults of its fields make {"replicas":1,"image":"registry.example/app:1.0"}); objects created from now on without it get the new default, so a manifest that leaves it out means something else than before (a re-apply to a new cluster, a restore), while stored objects keep the old default, which the apiserver wrote into them (those stored before it had any default, never written since, read the new default); keep the old default, or make sure every such manifest means the new default',
        },
      ],
    },
    {
      name: "an object's default removed whose fields have defaults: the message says what objects read",
      base: gates('{}', '    a: {type: boolean, default: false}'),
      head: widgetCrd(specSchema('gates:\n  type: object\n  properties:\n    a: {type: boolean, default: false}')),
      findings: [
        {
          line: 20,
          column: 15,
          messageId: 'removed',
          message:
            'the default of spec.gates in v1 ({"a":false}) was removed; new objects are created without a value that controllers and clients may assume; keep the default',
        },
      ],
    },
    {
      name: "an object's default changed where a field's default completes both: each side as an object without it reads",
      base: gates('{}', '    a: {type: boolean, default: false}\n    b: {type: string, default: x}'),
      head: gates('{a: true}', '    a: {type: boolean, default: false}\n    b: {type: string, default: x}'),
      findings: [
        {
          line: 22,
          column: 17,
          messageId: 'changed',
          message:
            'the default of spec.gates in v1 changed from {} (which the defaults of its fields make {"a":false,"b":"x"}) to {"a":true} (which the defaults of its fields make {"a":true,"b":"x"}); objects created from now on without it get {"a":true,"b":"x"}, so a manifest that leaves it out means something else than before (a re-apply to a new cluster, a restore), while stored objects keep {"a":false,"b":"x"}, which the apiserver wrote into them (those stored before it had any default, never written since, read {"a":true,"b":"x"}); keep the old default, or make sure every such manifest means {"a":true,"b":"x"}',
        },
      ],
    },
    {
      // The field's own default was new: its finding is not reported (every object set it), so the literal's is.
      name: "an object's default literal following the default a field the base required gains",
      base: gates('{a: 1}', '    a: {type: integer}\n  required: [a]'),
      head: gates('{a: 2}', '    a: {type: integer, default: 2}\n  required: [a]'),
      findings: [{ line: 22, column: 17, fieldPath: `${at('gates')}.default`, messageId: 'changed' }],
    },
    {
      // k8sgpt-operator 2abd0e7: required backOff.enabled had `default: true`, made false. The
      // default filled it in before validation, so manifests could leave it out, and now mean false.
      name: 'a default changed on a field the base required and defaulted: the field, not the literal',
      base: gates('{a: 1}', '    a: {type: integer, default: 1}\n  required: [a]'),
      head: gates('{a: 2}', '    a: {type: integer, default: 2}\n  required: [a]'),
      findings: [{ line: 24, column: 47, fieldPath: `${at('gates')}.properties[a].default`, messageId: 'changed' }],
    },
  ],
});

// openshift/aws-load-balancer-operator b15d57d8 gave v1alpha1, no longer the storage version, a default.
describe('compat/default-changed of a version objects are not stored in', () => {
  const twoVersions = (more: string, stored = 'v2') =>
    widgetCrd(
      specSchema(`mode:\n  type: string\n  ${more}`),
      underVersions(
        `- name: v2\n  served: true\n  storage: ${stored === 'v2'}\n  schema:\n    openAPIV3Schema: {type: object}`,
      ),
    ).replace('    storage: true\n', `    storage: ${stored === 'v1'}\n`);
  const added = (stored: string) =>
    reviewFiles(
      [defaultChanged],
      { 'crd.yaml': twoVersions('default: Fast', stored) },
      {
        base: { 'crd.yaml': twoVersions('', stored) },
      },
    ).map((f) => `${f.severity} ${f.message.slice(f.message.indexOf(';') + 2, f.message.indexOf(';') + 61)}`);

  it('says only requests in that version get it: reads take the storage version’s defaults', () => {
    expect(added('v2')).toEqual(['warning creates and updates sent in v1 that leave it out get "Fast"']);
  });

  it('says stored objects read it where the version is stored', () => {
    expect(added('v1')).toEqual(['warning stored objects that never set it read "Fast" from now on wi']);
  });
});

// secure-sign-operator f562c8af moved every default of its CRDs into webhooks that see every write.
describe('compat/default-changed: a default removed under a mutating webhook of every write', () => {
  const webhook = (operations: string) =>
    `apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: widget-defaulter\nwebhooks:\n- name: mwidget.example.com\n  admissionReviewVersions: [v1]\n  clientConfig: {service: {name: w, namespace: system, path: /mutate}}\n  sideEffects: None\n  rules:\n  - {apiGroups: [example.com], apiVersions: [v1], resources: [widgets], operations: ${operations}}\n`;
  const found = (operations: string) =>
    reviewFiles(
      [defaultChanged],
      { 'crd.yaml': mode('maxLength: 9'), 'webhook.yaml': webhook(operations) },
      { base: { 'crd.yaml': mode('default: Fast'), 'webhook.yaml': webhook(operations) } },
    ).map((f) => `${f.severity} ${f.message}`);

  it('is a notice that names the webhook where it sees every create and update', () => {
    expect(found('[CREATE, UPDATE]')).toEqual([
      'notice the default of spec.mode in v1 ("Fast") was removed, but the repository\'s mutating webhook mwidget.example.com sees every create and update of the resource, before the apiserver validates and stores it: where it sets the field (a defaulting webhook), new objects still get a value; only stored objects written before the default came, which the apiserver filled in on reads, lose it',
    ]);
    expect(found('[CREATE]').map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['warning']);
  });

  // fence-agents-remediation 9cbdfb4509: the template's webhook set an annotation alone.
  it("stays a warning where the repository's Go type is known and no Go code sets the field", () => {
    const types = {
      'api/v1/doc.go': '// +groupName=example.com\npackage v1\n',
      'api/v1/types.go':
        'package v1\n\ntype Widget struct {\n\tSpec WidgetSpec `json:"spec"`\n}\n\ntype WidgetSpec struct {\n\tMode string `json:"mode,omitempty"`\n}\n',
    };
    const severity = (defaulter: Record<string, string>) =>
      reviewFiles(
        [defaultChanged],
        { 'crd.yaml': mode('maxLength: 9'), 'webhook.yaml': webhook('[CREATE, UPDATE]'), ...types, ...defaulter },
        {
          base: {
            'crd.yaml': mode('default: Fast'),
            'webhook.yaml': webhook('[CREATE, UPDATE]'),
            ...types,
            ...defaulter,
          },
          goParser,
        },
      ).map((f) => f.severity);
    expect(severity({})).toEqual(['warning']);
    expect(
      severity({ 'api/v1/webhook.go': 'package v1\n\nfunc (w *Widget) Default() { w.Spec.Mode = "Fast" }\n' }),
    ).toEqual(['notice']);
  });
});
