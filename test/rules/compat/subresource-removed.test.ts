import { subresourceRemoved } from '../../../src/rules/compat/subresource-removed.js';
import { ruleTester } from '../../support/rule-tester.js';
import { underVersions, widgetCrd } from './widget-crd.js';

// compat/subresource-removed (spec/crd-compatibility.md §5.3). The subresources follow v1's
// two-line schema: `subresources:` is line 17.
const STATUS = '    status: {}';
const SCALE = '    scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas}';
// A version entry is placed at its first key. The schema declares a status.
const SCHEMA =
  'type: object\nproperties: {spec: {type: object, properties: {replicas: {type: integer}}}, status: {type: object, properties: {replicas: {type: integer}}}}';
const crdOf = (schema: string, ...lines: string[]) =>
  widgetCrd(schema, lines.length === 0 ? '' : underVersions(['  subresources:', ...lines].join('\n')));
const crd = (...lines: string[]) => crdOf(SCHEMA, ...lines);

ruleTester(subresourceRemoved, {
  valid: [
    { name: 'both kept', base: crd(STATUS, SCALE), head: crd(SCALE, STATUS) },
    { name: 'a subresource added', base: crd(STATUS), head: crd(STATUS, SCALE) },
    {
      // resource-locker-operator baad855: a v1 apiVersion over a v1beta1 layout, no version schema:
      // the apiserver refuses the CRD (`schemas are required`), and nothing of it is compared.
      name: 'removed in a head the apiserver refuses for a version without a schema',
      base: crd(STATUS),
      head: crd().replace(/ {4}schema:\n(?: {6}.*\n)+/, ''),
    },
    {
      name: 'a version neither served nor stored is not compared',
      base:
        crd(STATUS).replace('served: true', 'served: false').replace('storage: true', 'storage: false') +
        '  - {name: v2, served: true, storage: true}\n',
      head:
        crd().replace('served: true', 'served: false').replace('storage: true', 'storage: false') +
        '  - {name: v2, served: true, storage: true}\n',
    },
    {
      // percona-xtradb-cluster-operator 0a563c734: versions no longer served, their scale with them.
      name: 'the subresources of a version the change stops serving (version-unserved says what breaks)',
      base:
        crd(STATUS, SCALE).replace('storage: true', 'storage: false') + '  - {name: v2, served: true, storage: true}\n',
      head:
        crd().replace('served: true', 'served: false').replace('storage: true', 'storage: false') +
        '  - {name: v2, served: true, storage: true}\n',
    },
    {
      // VictoriaMetrics operator e2936730: VLAgent's .spec.shardCount was in no schema, so GET /scale answered 500.
      name: 'a scale whose spec replicas path the schema prunes removed: it never answered',
      base: crdOf('type: object\nproperties: {spec: {type: object, properties: {shards: {type: integer}}}}', SCALE),
      head: crdOf('type: object\nproperties: {spec: {type: object, properties: {shards: {type: integer}}}}'),
    },
  ],
  invalid: [
    {
      name: 'a scale whose spec replicas path lies below fields the schema keeps removed',
      base: crdOf(
        'type: object\nproperties: {spec: {type: object, x-kubernetes-preserve-unknown-fields: true}}',
        SCALE,
      ),
      head: crdOf('type: object\nproperties: {spec: {type: object, x-kubernetes-preserve-unknown-fields: true}}'),
      findings: [{ line: 10, column: 5, messageId: 'scale', severity: 'error' }],
    },
    {
      // pixie 61e750043f moved a copy of cert-manager's CRDs to v1 and left `subresources` at spec.
      name: "status left at spec.subresources, v1beta1's place for it, which v1 does not read",
      base: crd(STATUS, SCALE),
      head: crd(SCALE).replace('  versions:\n', '  subresources: {status: {}}\n  versions:\n'),
      findings: [
        {
          line: 18,
          column: 5,
          messageId: 'leftAtSpec',
          severity: 'error',
          message:
            'the status subresource of v1 was removed: the change leaves it at spec.subresources, where apiextensions.k8s.io/v1beta1 kept it, but v1 has no such field (crd/unknown-field), so a client that does not refuse the CRD for it drops it, and clients of /status get 404 Not Found; move it into spec.versions[*].subresources',
        },
      ],
    },
    {
      name: 'status removed',
      base: crd(STATUS, SCALE),
      head: crd(SCALE),
      findings: [
        {
          line: 17,
          column: 5,
          fieldPath: 'spec.versions[0].subresources',
          messageId: 'status',
          severity: 'error',
          message:
            'the status subresource of v1 was removed; controllers that write /status now get 404 Not Found, and status becomes writable through the main resource, where spec writers overwrite it; keep subresources.status',
          data: { compat: { version: 'v1', property: '', check: 'status', base: {}, head: null } },
        },
      ],
    },
    {
      // container-object-storage-interface's BucketAccessClass: a schema of spec only.
      name: 'status removed where the schema declares none: nothing was stored through it, a warning',
      base: crdOf('type: object\nproperties: {spec: {type: object}}', STATUS),
      head: crdOf('type: object\nproperties: {spec: {type: object}}'),
      findings: [
        {
          line: 10,
          column: 5,
          fieldPath: 'spec.versions[0]',
          messageId: 'statusUndeclared',
          severity: 'warning',
          message:
            'the status subresource of v1 was removed; its schema declares no status, so nothing was ever stored through /status, but a controller that still calls it now gets 404 Not Found; keep subresources.status while such a controller may run',
        },
      ],
    },
    {
      // agent-sandbox e0ff2127: status gone from the schema with its subresource.
      name: 'status removed with the status the schema declared: pruned, not written through the main resource',
      base: crd(STATUS),
      head: crdOf('type: object\nproperties: {spec: {type: object, properties: {replicas: {type: integer}}}}'),
      findings: [
        {
          line: 10,
          column: 5,
          messageId: 'statusGone',
          severity: 'error',
          message:
            'the status subresource of v1 was removed, and status with it from the schema; controllers that write /status now get 404 Not Found, and the status stored objects hold is pruned from every read at once and from etcd on their next write; keep subresources.status',
        },
      ],
    },
    {
      // cartographer c415d885: a template CRD's `status: {type: object}` went with its subresource.
      name: 'status removed where the schema’s status declares no fields: /status stored `{}` at most, a warning',
      base: crdOf('type: object\nproperties: {spec: {type: object}, status: {type: object}}', STATUS),
      head: crdOf('type: object\nproperties: {spec: {type: object}}'),
      findings: [
        {
          line: 10,
          column: 5,
          fieldPath: 'spec.versions[0]',
          messageId: 'statusEmpty',
          severity: 'warning',
          message:
            "the status subresource of v1 was removed; its schema's status declares no fields, so /status stored nothing but `{}`, but a controller that still calls it now gets 404 Not Found; keep subresources.status while such a controller may run",
        },
      ],
    },
    {
      // A write through v1's main resource, once v1 has no status subresource, replaces the status
      // that objects stored through v2 hold with v1's, pruned to `{}`.
      name: 'status removed from a version whose status declares no fields, where another version keeps one: an error',
      base:
        crdOf('type: object\nproperties: {spec: {type: object}, status: {type: object}}', STATUS).replace(
          'storage: true',
          'storage: false',
        ) +
        '  - {name: v2, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {status: {type: object, properties: {phase: {type: string}}}}}}, subresources: {status: {}}}\n',
      head:
        crdOf('type: object\nproperties: {spec: {type: object}, status: {type: object}}').replace(
          'storage: true',
          'storage: false',
        ) +
        '  - {name: v2, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {status: {type: object, properties: {phase: {type: string}}}}}}, subresources: {status: {}}}\n',
      findings: [{ line: 10, column: 5, messageId: 'status', severity: 'error' }],
    },
    {
      name: 'status removed where another version keeps a status but is neither served nor stored: a warning',
      base:
        crdOf('type: object\nproperties: {spec: {type: object}, status: {type: object}}', STATUS) +
        '  - {name: v0, served: false, storage: false, schema: {openAPIV3Schema: {type: object, properties: {status: {type: object, properties: {phase: {type: string}}}}}}}\n',
      head:
        crdOf('type: object\nproperties: {spec: {type: object}, status: {type: object}}') +
        '  - {name: v0, served: false, storage: false, schema: {openAPIV3Schema: {type: object, properties: {status: {type: object, properties: {phase: {type: string}}}}}}}\n',
      findings: [{ line: 10, column: 5, messageId: 'statusEmpty', severity: 'warning' }],
    },
    {
      name: 'status removed where the schema’s status keeps unknown fields: an error',
      base: crdOf(
        'type: object\nproperties: {status: {type: object, x-kubernetes-preserve-unknown-fields: true}}',
        STATUS,
      ),
      head: crdOf('type: object\nproperties: {status: {type: object, x-kubernetes-preserve-unknown-fields: true}}'),
      findings: [{ line: 10, column: 5, messageId: 'status', severity: 'error' }],
    },
    {
      name: 'both removed with the subresources key, at the version entry',
      base: crd(STATUS, SCALE),
      head: crd(),
      findings: [
        { line: 10, column: 5, fieldPath: 'spec.versions[0]', messageId: 'status' },
        {
          line: 10,
          column: 5,
          fieldPath: 'spec.versions[0]',
          messageId: 'scale',
          data: {
            compat: {
              check: 'scale',
              base: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas' },
            },
          },
        },
      ],
    },
  ],
});
