import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { fieldRemoved } from '../../../src/rules/compat/field-removed.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { reviewFiles } from '../../support/review-files.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { at, specSchema, underVersions, v1beta1WidgetCrd, widgetCrd } from './widget-crd.js';
import { widgetCrd as crdOfVersions } from '../crd/schema/widget-crd.js';

// A CRD whose spec holds `claims`, described so, a list of objects of these properties (at line 20).
const ALPHA_CLAIMS =
  'Claims lists the names of resources.\n\nThis is an alpha field and requires enabling the\nDynamicResourceAllocation feature gate.';
const claimsCrd = (description: string, properties: string) =>
  widgetCrd(
    specSchema(
      `size: {type: integer}\nclaims:\n  description: ${JSON.stringify(description)}\n  type: array\n  items: {type: object, properties: {${properties}}}`,
    ),
  );

// compat/field-removed (spec/crd-compatibility.md §5.2), cases after crdify's "existingfieldremoval"
// and crd-schema-checker's NoFieldRemoval testdata, written for this project.
const sizeAndMode = yaml`
  size:
    type: integer
  mode:
    type: object
    properties:
      fast:
        type: boolean
`;
const sizeOnly = yaml`
  size:
    type: integer
`;
const base = widgetCrd(specSchema(sizeAndMode));

/** The CRD annotated as OpenShift's variant for these feature sets (one line more above the schema). */
const featureSet = (crd: string, sets: string, annotation = 'release.openshift.io/feature-set'): string =>
  crd.replace('metadata:\n', `metadata:\n  annotations: {${annotation}: "${sets}"}\n`);
const legacyFeatureGate = 'release.openshift.io/feature-gate';

/** The CRD annotated as of Gateway API's experimental channel (one line more above the schema). */
const experimental = (crd: string): string =>
  crd.replace('metadata:\n', 'metadata:\n  annotations: {gateway.networking.k8s.io/channel: experimental}\n');

/** ObjectMeta's fields as Fabric8 writes them without descriptions, flow style. */
const META =
  'annotations: {type: object, additionalProperties: {type: string}}, labels: {type: object, additionalProperties: {type: string}}, name: {type: string}, namespace: {type: string}';

/** A v1beta1 Widget CRD whose top-level validation lists spec's `size` and `mode`, pruning or not. */
const v1beta1Widgets = (preserveUnknownFields: boolean) =>
  v1beta1WidgetCrd('size: {type: integer}, mode: {type: string}', preserveUnknownFields);
/** The same Widget CRD as v1, spec listing `size` alone: the `properties:` of spec is line 19. */
const v1WidgetsWithoutMode = widgetCrd(specSchema('size: {type: integer}'));

/** compat/field-removed of spec.pitr.paused, named as moved to spec.replication.paused. */
const MOVED_TO_REPLICATION = [
  {
    line: 23,
    column: 36,
    data: {
      renamed:
        ' (the change adds spec.replication.paused, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
    },
  },
];

ruleTester(fieldRemoved, {
  valid: [
    {
      // v1beta1's default kept unknown fields: compat/preserve-unknown-fields-changed says pruning starts.
      name: 'a v1beta1 base that kept unknown fields, made v1 without a field: not compared here',
      base: v1beta1Widgets(true),
      head: v1WidgetsWithoutMode,
    },
    { name: 'the same CRD', base, head: base },
    {
      // koordinator bf308ed0: the base gave nodeUsage both properties and additionalProperties,
      // which kube-apiserver forbids on create and update alike (SCHEMA-AP-001); the commit that
      // keeps only the properties removes map values no cluster ever had.
      name: 'a base the apiserver forbids (properties beside additionalProperties) is not compared',
      base: widgetCrd(
        specSchema('usage: {type: object, properties: {cpu: {type: string}}, additionalProperties: {type: string}}'),
      ),
      head: widgetCrd(specSchema('usage: {type: object, properties: {cpu: {type: string}}}')),
    },
    { name: 'a field added', base: widgetCrd(specSchema(sizeOnly)), head: base },
    {
      name: 'a field reordered',
      base,
      head: widgetCrd(
        specSchema(yaml`
      mode:
        type: object
        properties:
          fast:
            type: boolean
      size:
        type: integer
    `),
      ),
    },
    { name: 'a created CRD has nothing to compare', head: base },
    {
      name: 'a version neither served nor stored is not compared (§4)',
      base: widgetCrd(
        specSchema(sizeOnly),
        underVersions(yaml`
        - name: v0
          served: false
          storage: false
          schema:
            openAPIV3Schema: {type: object, properties: {old: {type: string}}}
      `),
      ),
      head: widgetCrd(
        specSchema(sizeOnly),
        underVersions(yaml`
        - name: v0
          served: false
          storage: false
          schema:
            openAPIV3Schema: {type: object}
      `),
      ),
    },
    {
      name: 'a v1beta1 base is skipped (§1)',
      base: base.replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'),
      head: widgetCrd(specSchema(sizeOnly)),
    },
    {
      // zalando's postgres-operator a664816c: `persistent_volume_claim_retention_policy`.
      name: 'named fields that became a map of the same values are kept, as every key is',
      base: widgetCrd(specSchema('policy: {type: object, properties: {whenDeleted: {type: string, enum: [retain]}}}')),
      head: widgetCrd(specSchema('policy: {type: object, additionalProperties: {type: string}}')),
    },
    {
      // kube-ovn d336c9801: ObjectMeta is never pruned; only the restriction of the name is gone.
      name: "the schema of the root's metadata.name removed",
      base: widgetCrd(
        'type: object\nproperties:\n  metadata: {type: object, properties: {name: {type: string, maxLength: 12}}}',
      ),
      head: widgetCrd('type: object\nproperties:\n  metadata: {type: object}'),
    },
    {
      name: "the schema of the root's metadata removed",
      base: widgetCrd(
        'type: object\nproperties:\n  metadata: {type: object, properties: {name: {type: string, maxLength: 12}}}',
      ),
      head: widgetCrd('type: object\nproperties:\n  spec: {type: object}'),
    },
    {
      // percona-server-mongodb-operator f1998d900: declared in one served version, not the other.
      name: "the schemas of the root's apiVersion and kind removed: never pruned",
      base: widgetCrd(
        'type: object\nproperties:\n  apiVersion: {type: string}\n  kind: {type: string}\n  spec: {type: object}',
      ),
      head: widgetCrd('type: object\nproperties:\n  spec: {type: object}'),
    },
    {
      name: 'a field of a string, or of a list of strings, left to `additionalProperties: true` is kept',
      base: widgetCrd(
        specSchema('config: {type: object, properties: {a: {type: string}, b: {type: array, items: {type: string}}}}'),
      ),
      head: widgetCrd(specSchema('config: {type: object, additionalProperties: true}')),
    },
    {
      name: 'a field left to x-kubernetes-preserve-unknown-fields is kept and accepted as it was',
      base: widgetCrd(specSchema('config: {type: object, properties: {a: {type: string}, b: {type: integer}}}')),
      head: widgetCrd(specSchema('config: {type: object, x-kubernetes-preserve-unknown-fields: true}')),
    },
    {
      // velero e8da5df57: a list's item schema replaced by the extension on the list. Pruning passes
      // the items of a preserving list through skipPrune, which keeps every undeclared field.
      name: 'item fields left to x-kubernetes-preserve-unknown-fields on their list are kept',
      base: widgetCrd(
        specSchema(
          'containers: {type: array, items: {type: object, properties: {name: {type: string}, image: {type: string}}}}',
        ),
      ),
      head: widgetCrd(
        specSchema('containers: {type: array, x-kubernetes-preserve-unknown-fields: true, items: {type: object}}'),
      ),
    },
    {
      name: 'and so are the fields of the items of a list of lists under a preserving list',
      base: widgetCrd(
        specSchema(
          'groups: {type: array, items: {type: array, items: {type: object, properties: {name: {type: string}}}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'groups: {type: array, x-kubernetes-preserve-unknown-fields: true, items: {type: array, items: {type: object}}}',
        ),
      ),
    },
    {
      name: 'a map whose additionalProperties stays',
      base: widgetCrd(specSchema('labels: {type: object, additionalProperties: {type: string}}')),
      head: widgetCrd(specSchema('labels: {type: object, additionalProperties: {type: string, maxLength: 3}}')),
    },
  ],
  invalid: [
    {
      // onepassword-operator 6aea2ad: moved to v1 and renamed spec.item_path as it did.
      name: 'a v1beta1 base that pruned, read as the apiserver serves it, made v1 without a field',
      base: v1beta1Widgets(false),
      head: v1WidgetsWithoutMode,
      findings: [{ line: 19, column: 13, severity: 'error', data: { compat: { property: '^.spec.mode' } } }],
    },
    {
      // The control of the two cases above: an object's extension does not reach into a list it
      // declares, whose items are pruned (prune, not skipPrune, below a declared property).
      name: 'item fields removed from a list declared under a preserving object are pruned',
      base: widgetCrd(
        specSchema('containers: {type: array, items: {type: object, properties: {name: {type: string}}}}'),
      ),
      head: widgetCrd(
        specSchema('containers: {type: array, items: {type: object}}', 'x-kubernetes-preserve-unknown-fields: true'),
      ),
      findings: [
        {
          line: 21,
          column: 41,
          severity: 'error',
          message:
            'spec.containers[*].name was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // kubestellar b95921785: wantMultiReportedState renamed wantMultiWECReportedState.
      name: 'a field removed beside one added of its type that shares a word of its name: named as a likely rename',
      base: widgetCrd(specSchema(`${sizeOnly}\nwantMultiReportedState: {type: boolean}`)),
      head: widgetCrd(specSchema(`${sizeOnly}\nwantMultiWECReportedState: {type: boolean}`)),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'error',
          message:
            'spec.wantMultiReportedState was removed from v1 (the change adds spec.wantMultiWECReportedState, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // linkerd2 68c8969d29 fixed `apiVerson` at the root of two CRDs: a misspelling of the field
      // every object has, which pruning keeps at the root whatever the schema declares.
      name: 'a root property removed where the change declares apiVersion as its likely new name: a notice',
      base: widgetCrd(
        'type: object\nproperties:\n  apiVerson: {type: string}\n  kind: {type: string}\n  spec: {type: object}',
      ),
      head: widgetCrd(
        'type: object\nproperties:\n  apiVersion: {type: string}\n  kind: {type: string}\n  spec: {type: object}',
      ),
      findings: [
        {
          line: 16,
          column: 9,
          severity: 'notice',
          message:
            'apiVerson was removed from v1, and the change declares apiVersion in its place: the root field every object has, which the apiserver keeps whatever the schema says; apiVerson was its misspelling, which no client sets: a notice',
        },
      ],
    },
    {
      name: 'a root property removed beside an added one that is no field of every object: an error as any removal',
      base: widgetCrd('type: object\nproperties:\n  replica: {type: integer}\n  spec: {type: object}'),
      head: widgetCrd('type: object\nproperties:\n  replicas: {type: integer}\n  spec: {type: object}'),
      findings: [
        {
          line: 16,
          column: 9,
          severity: 'error',
          data: {
            field: 'replica',
            renamed:
              ' (the change adds replicas, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
          },
        },
      ],
    },
    {
      // kubedb/apimachinery 1476d57883 renamed its catalogs' `migrator` to `courier`, field for field.
      name: 'an object removed beside one added of its very fields, described otherwise: named as a likely rename',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\nmigrator: {type: object, description: Migrator image., properties: {image: {type: string}}}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\ncourier: {type: object, description: Courier image., properties: {image: {type: string}}}`,
        ),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          data: {
            field: 'spec.migrator',
            renamed:
              ' (the change adds spec.courier, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
          },
        },
      ],
    },
    {
      // ptp-operator c8fb0626af: `syncEOpts` and `syncEConf` renamed `syncE4lOpts` and `syncE4lConf`:
      // each shares `sync` with both, and its last word with one.
      name: 'fields removed beside several added that share a word: each named after the one that shares the most',
      base: widgetCrd(specSchema(`${sizeOnly}\nsyncEOpts: {type: string}\nsyncEConf: {type: string}`)),
      head: widgetCrd(specSchema(`${sizeOnly}\nsyncE4lOpts: {type: string}\nsyncE4lConf: {type: string}`)),
      findings: [
        {
          line: 19,
          column: 13,
          data: {
            field: 'spec.syncEOpts',
            renamed:
              ' (the change adds spec.syncE4lOpts, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
          },
        },
        {
          line: 19,
          column: 13,
          data: {
            field: 'spec.syncEConf',
            renamed:
              ' (the change adds spec.syncE4lConf, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
          },
        },
      ],
    },
    {
      // radix-operator fa9fa45f: `bindingMode` removed, `cacheMode` added, of enums with no value in common.
      name: 'a field removed beside one added that shares a word, whose enum shares no value with its own: no rename',
      base: widgetCrd(specSchema(`${sizeOnly}\nsyncMode: {type: string, enum: [Push, Pull]}`)),
      head: widgetCrd(specSchema(`${sizeOnly}\nlogMode: {type: string, enum: [Quiet, Verbose]}`)),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'error',
          message:
            'spec.syncMode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // piraeus-operator e6b6d3b: `lvm` became `lvmPool`; redpanda-operator d36f64f81: `noPortExposure`
      // became `excludeFromService`, described alike; `mode` and `modern` share nothing but letters.
      name: 'a short name the added one extends, or an added one described alike: named as likely renames',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\nlvm: {type: object, properties: {vg: {type: string}}}\nnoPortExposure: {type: boolean, description: Do not expose the port.}\nmode: {type: string}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\nlvmPool: {type: object, properties: {vg: {type: string}}}\nexcludeFromService: {type: boolean, description: Do not expose the port.}\nmodern: {type: string}`,
        ),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          message:
            'spec.lvm was removed from v1 (the change adds spec.lvmPool, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
        {
          line: 19,
          column: 13,
          message:
            'spec.noPortExposure was removed from v1 (the change adds spec.excludeFromService, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
        {
          line: 19,
          column: 13,
          message:
            'spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // clusterlink: `imageTag` became `tag`, its last word.
      name: 'a name whose last word the added one is: named as the likely rename',
      base: widgetCrd(specSchema(`${sizeOnly}\nimageTag: {type: string}`)),
      head: widgetCrd(specSchema(`${sizeOnly}\ntag: {type: string}`)),
      findings: [
        {
          line: 19,
          column: 13,
          message:
            'spec.imageTag was removed from v1 (the change adds spec.tag, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // zncdatadev/hdfs-operator f960f2d113: `repository` became `repo`.
      name: 'a name the added one shortens to its start: named as the likely rename',
      base: widgetCrd(specSchema(`${sizeOnly}\nrepository: {type: string}`)),
      head: widgetCrd(specSchema(`${sizeOnly}\nrepo: {type: string}\nrep: {type: string}`)),
      findings: [
        {
          line: 19,
          column: 13,
          data: {
            renamed:
              ' (the change adds spec.repo, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
          },
        },
      ],
    },
    {
      // OpenFunction 73eb142c85: `dap` became `dapr`; a letter dropped, changed or two swapped too.
      name: 'a name spelt with one letter more, less or other: named as the likely rename',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\ndap: {type: object, properties: {appId: {type: string}}}\ncolour: {type: string}\nrecieve: {type: boolean}\nzone: {type: string}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\ndapr: {type: object, properties: {appId: {type: string}}}\ncolor: {type: string}\nreceive: {type: boolean}\nzones: {type: integer}`,
        ),
      ),
      findings: ['dapr', 'color', 'receive']
        .map((to, i) => ({
          line: 19,
          column: 13,
          message: `spec.${['dap', 'colour', 'recieve'][i]} was removed from v1 (the change adds spec.${to}, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version`,
        }))
        .concat([
          {
            line: 19,
            column: 13,
            message:
              'spec.zone was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
          },
        ]),
    },
    {
      // oracle/coherence-operator 990296127e replaced `ipFamily` by `ipFamilies`, which took its values, and `ipFamilyPolicy`.
      name: 'its plural before a field of its type that shares a word of its name',
      base: widgetCrd(specSchema(`${sizeOnly}\nipFamily: {type: string}`)),
      head: widgetCrd(
        specSchema(`${sizeOnly}\nipFamilies: {type: array, items: {type: string}}\nipFamilyPolicy: {type: string}`),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          message:
            'spec.ipFamily was removed from v1 (the change adds spec.ipFamilies, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // Azure/kaito 94a7509911: `status.condition` became `status.conditions`, a list of what it held.
      name: 'its plural, a list of its type, or its singular: named as the likely rename',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\ncondition: {type: object, properties: {type: {type: string}}}\nports: {type: array, items: {type: integer}}\nzone: {type: string}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\nconditions: {type: array, items: {type: object, properties: {type: {type: string}}}}\nport: {type: integer}\nzones: {type: integer}`,
        ),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          message:
            'spec.condition was removed from v1 (the change adds spec.conditions, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
        {
          line: 19,
          column: 13,
          message:
            'spec.ports was removed from v1 (the change adds spec.port, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
        // A plural of another type is no list of it.
        {
          line: 19,
          column: 13,
          message:
            'spec.zone was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // kube-ovn 86c01e6ba: `v4ip` became `v4Ip`, beside an added `externalV4ip` that shares a word.
      name: 'a name in other letter case: named as the likely rename, before one sharing a word',
      base: widgetCrd(specSchema(`${sizeOnly}\nv4ip: {type: string}`)),
      head: widgetCrd(specSchema(`${sizeOnly}\nv4Ip: {type: string}\nexternalV4ip: {type: string}`)),
      findings: [
        {
          line: 19,
          column: 13,
          message:
            'spec.v4ip was removed from v1 (the change adds spec.v4Ip, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // kubestellar 6a588f4eb: statusCollectors moved into a new statusCollection.
      name: 'a field removed beside an object added that holds a field of its name: named as a likely move',
      base: widgetCrd(specSchema(`${sizeOnly}\nstatusCollectors: {type: array, items: {type: string}}`)),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\nstatusCollection: {type: object, properties: {statusCollectors: {type: array, items: {type: string}}}}`,
        ),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          message:
            'spec.statusCollectors was removed from v1 (the change adds spec.statusCollection.statusCollectors, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // thanos-operator 4edf46d1d1: spec.retention and its neighbours moved into spec.rulerMode.stateful.
      name: 'a field removed beside an object added whose own object holds a field of its name: a likely move',
      base: widgetCrd(specSchema(`${sizeOnly}\nretention: {type: string}`)),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\nmode: {type: object, properties: {stateful: {type: object, properties: {retention: {type: string}}}}}`,
        ),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          message:
            'spec.retention was removed from v1 (the change adds spec.mode.stateful.retention, which looks like its new name or place: a rename breaks clients and stored values as a removal does); clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // mariadb-operator d9efffd3: status.pointInTimeRecovery.gtidStrictModePaused moved to status.replication.
      name: 'a field removed where an object beside its parent, there before, gains a field of its name: a likely move',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\npitr: {type: object, properties: {paused: {type: boolean}, at: {type: string}}}\nreplication: {type: object, properties: {mode: {type: string}}}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\npitr: {type: object, properties: {at: {type: string}}}\nreplication: {type: object, properties: {mode: {type: string}, paused: {type: boolean}}}`,
        ),
      ),
      findings: MOVED_TO_REPLICATION,
    },
    {
      // openbao-operator 89a5ee9e: spec.backup.preUpgradeSnapshot moved to a new spec.upgrade.
      name: 'a field removed where an object the change adds beside its parent has a field of its name: a likely move',
      base: widgetCrd(
        specSchema(`${sizeOnly}\npitr: {type: object, properties: {paused: {type: boolean}, at: {type: string}}}`),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\npitr: {type: object, properties: {at: {type: string}}}\nreplication: {type: object, properties: {paused: {type: boolean}}}`,
        ),
      ),
      findings: MOVED_TO_REPLICATION,
    },
    {
      // kepler-operator b32d28c3: status.kepler.conditions moved up to status.conditions.
      name: 'a field removed where its grandparent gains a field of its name: a likely move up',
      base: widgetCrd(
        specSchema(`${sizeOnly}\nengine: {type: object, properties: {paused: {type: boolean}, at: {type: string}}}`),
      ),
      head: widgetCrd(
        specSchema(`${sizeOnly}\npaused: {type: boolean}\nengine: {type: object, properties: {at: {type: string}}}`),
      ),
      findings: [
        {
          line: 24,
          column: 38,
          data: {
            renamed:
              ' (the change adds spec.paused, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
          },
        },
      ],
    },
    {
      // cloudflare-operator 2ea2814ec7: spec.tunnelName moved to status.tunnelName as status.tunnelSecret went.
      name: 'a field added beside a removed one that shares a word with it, where a cousin lost a field of its name: that move, no rename',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\nwanted: {type: object, properties: {tunnelName: {type: string}}}\nseen: {type: object, properties: {tunnelSecret: {type: string}}}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\nwanted: {type: object, properties: {}}\nseen: {type: object, properties: {tunnelName: {type: string}}}`,
        ),
      ),
      findings: [
        {
          line: 23,
          column: 38,
          data: {
            field: 'spec.wanted.tunnelName',
            renamed:
              ' (the change adds spec.seen.tunnelName, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
          },
        },
        { line: 24, column: 36, data: { field: 'spec.seen.tunnelSecret', renamed: '' } },
      ],
    },
    {
      name: 'a field removed beside an object there before that gains a field of its name: a likely move',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\npaused: {type: boolean}\nreplication: {type: object, properties: {mode: {type: string}}}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\nreplication: {type: object, properties: {mode: {type: string}, paused: {type: boolean}}}`,
        ),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          data: {
            renamed:
              ' (the change adds spec.replication.paused, which looks like its new name or place: a rename breaks clients and stored values as a removal does)',
          },
        },
      ],
    },
    {
      name: 'no likely move where the object beside it gains a field of its name but of another type',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\npaused: {type: boolean}\nreplication: {type: object, properties: {mode: {type: string}}}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\nreplication: {type: object, properties: {mode: {type: string}, paused: {type: string}}}`,
        ),
      ),
      findings: [{ line: 19, column: 13, messageId: 'field' }],
    },
    {
      name: 'no likely rename: the field added is of another type, or two would match',
      base: widgetCrd(specSchema(`${sizeOnly}\nreportedState: {type: boolean}\nclusterName: {type: string}`)),
      head: widgetCrd(
        specSchema(
          `${sizeOnly}\nreportedStateMode: {type: string}\nclusterNameOne: {type: string}\nclusterNameTwo: {type: string}`,
        ),
      ),
      findings: [
        {
          line: 19,
          column: 13,
          message:
            'spec.reportedState was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
        {
          line: 19,
          column: 13,
          message:
            'spec.clusterName was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
        },
      ],
    },
    {
      // agent-sandbox e0ff2127 removed `status: {type: object}`, which could keep only `{}`.
      name: 'an object that declared no fields: a notice',
      base: widgetCrd(specSchema(`${sizeOnly}\nextra: {type: object}`)),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'notice', messageId: 'emptyObject' }],
    },
    {
      // agentgateway 53ab4005ee: `passthrough: {}` chose an auth mode a rule of its parent counted.
      name: 'an object of no fields whose presence a rule of its parent read: the choice it was, removed',
      base: widgetCrd(
        specSchema(
          `auth:\n  type: object\n  properties: {key: {type: string}, passthrough: {type: object}}\n  x-kubernetes-validations: [{rule: '[has(self.key),has(self.passthrough)].filter(x,x==true).size() == 1'}]`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `auth:\n  type: object\n  properties: {key: {type: string}}\n  x-kubernetes-validations: [{rule: '[has(self.key),has(self.passthrough)].filter(x,x==true).size() == 1'}]`,
        ),
      ),
      findings: [{ line: 22, column: 17, severity: 'error', messageId: 'field' }],
    },
    {
      // apache/solr-operator 8825379d removed fields its descriptions had called deprecated.
      name: 'a field its description called deprecated: the advice is a new version, not to deprecate it',
      base: widgetCrd(specSchema(`${sizeOnly}\nmode:\n  type: string\n  description: 'Deprecated: use size instead.'`)),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'error',
          message:
            'spec.mode was removed from v1, where its description said it was deprecated; clients that still set or read it break and stored values are pruned from every read at once and from etcd on the next write; a served version keeps its deprecated fields (Kubernetes drops a field with the version that has it), so serve the removal as a new version',
        },
      ],
    },
    {
      // kyverno: "This is DEPRECATED, use `Resources` instead."
      name: 'a field its description called deprecated within a sentence: the same advice',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\nmode:\n  type: string\n  description: 'Mode of the widget. This is DEPRECATED, use size instead.'`,
        ),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'deprecatedField' }],
    },
    {
      // spiderpool 938eeb7e1: controller-gen joined the Go doc comment's `Deprecated:` line to the
      // sentence above it, for want of a blank line between them.
      name: "a Go doc comment's Deprecated: joined to the sentence before it: the same advice",
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\nmode:\n  type: string\n  description: 'detect the gateway for the pod Deprecated: done by IPAM now.'`,
        ),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'deprecatedField' }],
    },
    {
      // kedacore/http-add-on: "(optional) (deprecated) The host to route."
      name: 'a field its description called deprecated in brackets: the same advice',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\nmode:\n  type: string\n  description: '(optional) (deprecated) The mode. Use size instead.'`,
        ),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'deprecatedField' }],
    },
    {
      // argo-workflows 801b82a8fe: "Mutex holds the Mutex lock details - deprecated, use mutexes instead".
      name: 'a field its description called deprecated after a dash: the same advice',
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\nmode:\n  type: string\n  description: 'The mode of the widget - deprecated, use size instead'`,
        ),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'deprecatedField' }],
    },
    {
      name: 'a dash before "deprecated" that goes on to speak of something else',
      base: widgetCrd(
        specSchema(`${sizeOnly}\nmode:\n  type: string\n  description: 'The mode - deprecated modes are refused.'`),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'field' }],
    },
    {
      name: 'a bracketed deprecation later in the description speaks of another field',
      base: widgetCrd(
        specSchema(`${sizeOnly}\nmode:\n  type: string\n  description: 'The mode. Replaces oldMode (deprecated).'`),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'field' }],
    },
    {
      // VictoriaMetrics operator 0343ba41: "use storage instead of persistentVolume".
      name: 'a description that sends readers to another field: the same advice',
      base: widgetCrd(
        specSchema(`${sizeOnly}\nmode:\n  type: string\n  description: 'The mode. Use size instead of mode.'`),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'deprecatedField' }],
    },
    {
      name: "Go's Deprecated: marker in brackets speaks of another field",
      base: widgetCrd(
        specSchema(
          `${sizeOnly}\nmode:\n  type: string\n  description: 'The mode. Replaces oldMode (oldMode Deprecated: since v2).'`,
        ),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'field' }],
    },
    {
      name: 'a description that only mentions deprecation is no deprecated field',
      base: widgetCrd(
        specSchema(`${sizeOnly}\nmode:\n  type: string\n  description: 'Mode; the deprecated modes are refused.'`),
      ),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error', messageId: 'field' }],
    },
    {
      // Gateway API 839fd4f2e renamed SessionPersistence's fields in its experimental CRDs.
      name: "a field removed from a CRD of Gateway API's experimental channel: at most a warning, that says why",
      base: experimental(base),
      head: experimental(widgetCrd(specSchema(sizeOnly))),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          message:
            "spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (a CRD of Gateway API's experimental channel, which promises no compatibility)",
        },
      ],
    },
    {
      // openshift/hypershift 3f60f671f6: vault fields only the CustomNoUpgrade variant had.
      name: "a field removed from OpenShift's no-upgrade feature-set variant: a warning that says why",
      base: featureSet(base, 'CustomNoUpgrade'),
      head: featureSet(widgetCrd(specSchema(sizeOnly)), 'CustomNoUpgrade'),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          message:
            "spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (a CRD of OpenShift's CustomNoUpgrade feature set, whose tech-preview fields promise no compatibility and whose clusters take no minor upgrade)",
        },
      ],
    },
    {
      name: 'a variant of several no-upgrade feature sets: a warning that names them',
      base: featureSet(base, 'DevPreviewNoUpgrade,TechPreviewNoUpgrade'),
      head: featureSet(widgetCrd(specSchema(sizeOnly)), 'DevPreviewNoUpgrade,TechPreviewNoUpgrade'),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          message:
            "spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (a CRD of OpenShift's DevPreviewNoUpgrade and TechPreviewNoUpgrade feature sets, whose tech-preview fields promise no compatibility and whose clusters take no minor upgrade)",
        },
      ],
    },
    {
      // openshift/cluster-capi-operator 1cea6f781: the CVO's name for the marker until 2022.
      name: 'the legacy `release.openshift.io/feature-gate: TechPreviewNoUpgrade`: the same warning',
      base: featureSet(base, 'TechPreviewNoUpgrade', legacyFeatureGate),
      head: featureSet(widgetCrd(specSchema(sizeOnly)), 'TechPreviewNoUpgrade', legacyFeatureGate),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          message:
            "spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (a CRD of OpenShift's TechPreviewNoUpgrade feature set, whose tech-preview fields promise no compatibility and whose clusters take no minor upgrade)",
        },
      ],
    },
    {
      // openshift/api's `ClusterAPI` CRD: included where that gate is on, which may be by default.
      name: '`release.openshift.io/feature-gate` naming a feature gate: an error, the gate may be on by default',
      base: featureSet(base, 'ClusterAPIMachineManagement', legacyFeatureGate),
      head: featureSet(widgetCrd(specSchema(sizeOnly)), 'ClusterAPIMachineManagement', legacyFeatureGate),
      findings: [{ line: 20, column: 13, severity: 'error' }],
    },
    {
      name: 'a CRD of the Default feature set made a no-upgrade variant: what Default clusters held, an error',
      base: featureSet(base, 'Default'),
      head: featureSet(widgetCrd(specSchema(sizeOnly)), 'TechPreviewNoUpgrade'),
      findings: [{ line: 20, column: 13, severity: 'error' }],
    },
    {
      // openshift/cluster-version-operator 852097993: tech-preview CRDs replaced by upstream's, annotations dropped.
      name: 'a no-upgrade variant whose annotation the change drops: what only those clusters held, a warning',
      base: featureSet(base, 'TechPreviewNoUpgrade'),
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message:
            "spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (a CRD of OpenShift's TechPreviewNoUpgrade feature set, whose tech-preview fields promise no compatibility and whose clusters take no minor upgrade)",
        },
      ],
    },
    {
      name: 'the Default feature set, and one that lists Default among others, keep the error',
      base: featureSet(base, 'Default,TechPreviewNoUpgrade'),
      head: featureSet(widgetCrd(specSchema(sizeOnly)), 'Default,TechPreviewNoUpgrade'),
      findings: [{ line: 20, column: 13, severity: 'error' }],
    },
    {
      name: 'a configured severity stands for the experimental channel too',
      base: experimental(base),
      head: experimental(widgetCrd(specSchema(sizeOnly))),
      config: { ...DEFAULT_CONFIG, rules: new Map([['compat/field-removed', 'error']]) },
      findings: [{ line: 20, column: 13, severity: 'error' }],
    },
    {
      // redhat-developer/gitops-operator 4f2d9d75: kubebuilder's scaffolded example field, removed.
      name: "kubebuilder's scaffolded `foo` removed: a warning that says so; another field of that description stays an error",
      base: widgetCrd(
        specSchema(
          'foo:\n  description: Foo is an example field of GitopsService. Edit gitopsservice_types.go to remove/update\n  type: string\nbar:\n  description: Foo is an example field of GitopsService. Edit gitopsservice_types.go to remove/update\n  type: string\nsize: {type: integer}',
        ),
      ),
      head: widgetCrd(specSchema('size: {type: integer}')),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          messageId: 'scaffoldField',
          message:
            'spec.foo was removed from v1: it was the example field kubebuilder scaffolds ("Foo is an example field of GitopsService. Edit gitopsservice_types.go to remove/update"), which asks to be removed and no controller reads: a warning; only a manifest that still sets it is concerned, which the apiserver answers with a warning of an unknown field, or refuses under strict field validation',
        },
        {
          line: 19,
          column: 13,
          severity: 'error',
          data: { compat: { property: '^.spec.bar' } },
        },
      ],
    },
    {
      // cluster-api-provider-vsphere's copies of vm-operator's CRDs for its integration tests (44fb70c72).
      name: 'a field removed from a CRD in a test tree: at most a notice, that says why',
      file: 'config/deployments/integration-tests/crds/widgets.yaml',
      base,
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'notice',
          message:
            'spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (a CRD in a test tree, which tests install, not users, so a notice)',
        },
      ],
    },
    {
      // A Flux-bootstrapped repository's "Update Flux" pull request (fluxcd/flux2-kustomize-helm-example's layout).
      name: "a field removed from Flux's own CRD in flux-system/gotk-components.yaml: at most a warning, that says why",
      file: 'clusters/production/flux-system/gotk-components.yaml',
      base: base.replaceAll('example.com', 'toolkit.fluxcd.io'),
      head: widgetCrd(specSchema(sizeOnly)).replaceAll('example.com', 'toolkit.fluxcd.io'),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message:
            "spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (Flux's own CRD, which Flux writes into gotk-components.yaml and replaces at each upgrade)",
        },
      ],
    },
    {
      name: "a field removed from a CRD of another group in a gotk-components.yaml: not Flux's, an error",
      file: 'clusters/production/flux-system/gotk-components.yaml',
      base,
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [{ line: 19, column: 13, severity: 'error' }],
    },
    {
      // knative's `resources.claims` and jobset's `resourceClaims[*].source`, dropped with a k8s.io/api bump.
      name: 'a field removed inside an alpha field of a Kubernetes API type: at most a warning, that names it',
      base: claimsCrd(ALPHA_CLAIMS, 'name: {type: string}, source: {type: string}'),
      head: claimsCrd(ALPHA_CLAIMS, 'name: {type: string}'),
      findings: [
        {
          line: 24,
          column: 39,
          severity: 'warning',
          data: { compat: { property: '^.spec.claims[*].source' } },
          message:
            'spec.claims[*].source was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (spec.claims is an alpha field of a Kubernetes API type (it needs the DynamicResourceAllocation feature gate), which Kubernetes changes without deprecation)',
        },
      ],
    },
    {
      // eraser 6ac5218fc5: a k8s.io/api bump took ephemeralContainers out of alpha, and its description said so no more.
      name: 'a field removed inside a field the change takes out of alpha: at most a warning, that says it was alpha',
      base: claimsCrd(ALPHA_CLAIMS, 'name: {type: string}, source: {type: string}'),
      head: claimsCrd('Claims lists the names of resources.', 'name: {type: string}'),
      findings: [
        {
          line: 24,
          column: 39,
          severity: 'warning',
          data: { compat: { property: '^.spec.claims[*].source' } },
          message:
            'spec.claims[*].source was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (spec.claims was an alpha field of a Kubernetes API type before the change (it needed the DynamicResourceAllocation feature gate), which Kubernetes changes without deprecation; its description after the change no longer says so)',
        },
      ],
    },
    {
      // grafana's charts (108e03ec7): a PVC status field of Kubernetes 1.23-1.27, written the older way.
      name: "the alpha field's description as k8s.io/api also wrote it: '… requires enabling <Gate> feature.'",
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nresizeStatus: {type: string, description: "resizeStatus stores status of resize operation. This is an alpha field and requires enabling RecoverVolumeExpansionFailure feature."}',
        ),
      ),
      head: widgetCrd(specSchema('size: {type: integer}')),
      findings: [{ line: 19, column: 13, severity: 'warning', data: { compat: { property: '^.spec.resizeStatus' } } }],
    },
    {
      // flink-kubernetes-operator 45a280aa: Fabric8's ObjectMeta without descriptions, in a Pod template.
      name: "ObjectMeta's clusterName, which the apiserver ignored and Kubernetes 1.25 removed: a warning that says so",
      base: widgetCrd(
        specSchema(
          `podTemplate: {type: object, properties: {metadata: {type: object, properties: {${META}, clusterName: {type: string}}}}}`,
        ),
      ),
      head: widgetCrd(
        specSchema(`podTemplate: {type: object, properties: {metadata: {type: object, properties: {${META}}}}}`),
      ),
      findings: [
        {
          line: 20,
          column: 81,
          severity: 'warning',
          message:
            "spec.podTemplate.metadata.clusterName was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (spec.podTemplate.metadata.clusterName is ObjectMeta's clusterName, which the apiserver ignored and Kubernetes 1.25 removed from k8s.io/api)",
        },
      ],
    },
    {
      // The same commit: a generic ephemeral volume's claim template, below `volumes[*]`.
      name: "ObjectMeta's clusterName below a list's items: a warning too",
      base: widgetCrd(
        specSchema(
          `volumes: {type: array, items: {type: object, properties: {ephemeral: {type: object, properties: {volumeClaimTemplate: {type: object, properties: {metadata: {type: object, properties: {${META}, clusterName: {type: string}}}}}}}}}}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `volumes: {type: array, items: {type: object, properties: {ephemeral: {type: object, properties: {volumeClaimTemplate: {type: object, properties: {metadata: {type: object, properties: {${META}}}}}}}}}}`,
        ),
      ),
      findings: [{ line: 20, column: 186, severity: 'warning' }],
    },
    {
      name: 'a clusterName beside the same fields outside a metadata key is the CRD’s own: an error',
      base: widgetCrd(specSchema(`target: {type: object, properties: {${META}, clusterName: {type: string}}}`)),
      head: widgetCrd(specSchema(`target: {type: object, properties: {${META}}}`)),
      findings: [{ line: 20, column: 38, severity: 'error' }],
    },
    {
      // Kubernetes 1.35's PodSpec.workloadRef, whose description does not say it is alpha (jobset bc3ce1fc).
      name: "PodSpec's workloadRef, an alpha field known by the type that holds it",
      base: widgetCrd(
        specSchema(
          'containers: {type: array, items: {type: object}}\nrestartPolicy: {type: string}\nworkloadRef: {type: object, properties: {name: {type: string}}}',
        ),
      ),
      head: widgetCrd(specSchema('containers: {type: array, items: {type: object}}\nrestartPolicy: {type: string}')),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          data: { compat: { property: '^.spec.workloadRef' } },
          message:
            'spec.workloadRef was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (spec.workloadRef is an alpha field of a Kubernetes API type (it needs the GenericWorkload feature gate), which Kubernetes changes without deprecation)',
        },
      ],
    },
    {
      // flink-kubernetes-operator a3f14ef0 (a CRD without descriptions): Kubernetes 1.31 replaced
      // a PodResourceClaim's alpha `source` by the two names it held.
      name: "a PodResourceClaim's source in a CRD without descriptions, known by its properties",
      base: widgetCrd(
        specSchema(
          'claims:\n  type: array\n  items:\n    type: object\n    properties:\n      name: {type: string}\n      source: {type: object, properties: {resourceClaimName: {type: string}, resourceClaimTemplateName: {type: string}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'claims:\n  type: array\n  items:\n    type: object\n    properties:\n      name: {type: string}\n      resourceClaimName: {type: string}\n      resourceClaimTemplateName: {type: string}',
        ),
      ),
      findings: [
        {
          line: 24,
          column: 19,
          severity: 'warning',
          data: { compat: { property: '^.spec.claims[*].source' } },
          message:
            'spec.claims[*].source was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (spec.claims[*].source is an alpha field of a Kubernetes API type (it needs the DynamicResourceAllocation feature gate), which Kubernetes changes without deprecation)',
        },
      ],
    },
    {
      // rabbitmq/cluster-operator d1ff9011 (no descriptions): a Service spec's alpha topologyKeys, gone in 1.22.
      name: "a Service spec's topologyKeys in a CRD without descriptions",
      base: widgetCrd(
        specSchema(
          'ports: {type: array, items: {type: object}}\nselector: {type: object}\nsessionAffinity: {type: string}\ntopologyKeys: {type: array, items: {type: string}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'ports: {type: array, items: {type: object}}\nselector: {type: object}\nsessionAffinity: {type: string}',
        ),
      ),
      findings: [{ line: 19, column: 13, severity: 'warning', data: { compat: { property: '^.spec.topologyKeys' } } }],
    },
    {
      // minio's operator d4c16411 (crd:maxDescLen=0): a PVC template's status lost resizeStatus in 1.28.
      name: "a PersistentVolumeClaim status's resizeStatus in a CRD without descriptions",
      base: widgetCrd(
        specSchema(
          'accessModes: {type: array, items: {type: string}}\ncapacity: {type: object}\nphase: {type: string}\nresizeStatus: {type: string}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'accessModes: {type: array, items: {type: string}}\ncapacity: {type: object}\nphase: {type: string}',
        ),
      ),
      findings: [{ line: 19, column: 13, severity: 'warning', data: { compat: { property: '^.spec.resizeStatus' } } }],
    },
    {
      // rabbitmq/cluster-operator 314ad225 (no descriptions): Kubernetes 1.28 gave a PVC spec
      // VolumeResourceRequirements, without the alpha `claims`.
      name: "a PersistentVolumeClaim spec's resources.claims in a CRD without descriptions",
      base: widgetCrd(
        specSchema(
          'accessModes: {type: array, items: {type: string}}\nstorageClassName: {type: string}\nresources: {type: object, properties: {limits: {type: object}, requests: {type: object}, claims: {type: array, items: {type: object}}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'accessModes: {type: array, items: {type: string}}\nstorageClassName: {type: string}\nresources: {type: object, properties: {limits: {type: object}, requests: {type: object}}}',
        ),
      ),
      findings: [
        { line: 22, column: 41, severity: 'warning', data: { compat: { property: '^.spec.resources.claims' } } },
      ],
    },
    {
      // jaeger-operator 91e3b69e (no descriptions): Kubernetes 1.21 dropped the alpha readOnly of
      // a generic ephemeral volume.
      name: "a generic ephemeral volume's readOnly in a CRD without descriptions",
      base: widgetCrd(
        specSchema(
          'ephemeral: {type: object, properties: {readOnly: {type: boolean}, volumeClaimTemplate: {type: object}}}',
        ),
      ),
      head: widgetCrd(specSchema('ephemeral: {type: object, properties: {volumeClaimTemplate: {type: object}}}')),
      findings: [
        { line: 20, column: 41, severity: 'warning', data: { compat: { property: '^.spec.ephemeral.readOnly' } } },
      ],
    },
    {
      name: "a container's resources.claims (no PVC spec around it): an error",
      base: widgetCrd(
        specSchema(
          'image: {type: string}\nresources: {type: object, properties: {limits: {type: object}, requests: {type: object}, claims: {type: array, items: {type: object}}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'image: {type: string}\nresources: {type: object, properties: {limits: {type: object}, requests: {type: object}}}',
        ),
      ),
      findings: [{ line: 21, column: 41, severity: 'error' }],
    },
    {
      name: 'a field named source beside a name, holding other properties: an error',
      base: widgetCrd(specSchema('name: {type: string}\nsource: {type: object, properties: {url: {type: string}}}')),
      head: widgetCrd(specSchema('name: {type: string}')),
      findings: [{ line: 19, column: 13, severity: 'error' }],
    },
    {
      name: 'a field named workloadRef in a type that is no PodSpec: an error',
      base: widgetCrd(
        specSchema('size: {type: integer}\nworkloadRef: {type: object, properties: {name: {type: string}}}'),
      ),
      head: widgetCrd(specSchema('size: {type: integer}')),
      findings: [{ line: 19, column: 13, severity: 'error' }],
    },
    {
      // Service's topologyKeys (ServiceTopology, removed in Kubernetes 1.22), worded the older way.
      name: "an alpha field described as 'alpha-level and only honored by servers that enable the X feature'",
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\ntopologyKeys: {type: array, items: {type: string}, description: "topologyKeys is a preference-order list. This field is alpha-level and is only honored by servers that enable the ServiceTopology feature. This field is deprecated."}',
        ),
      ),
      head: widgetCrd(specSchema('size: {type: integer}')),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message:
            'spec.topologyKeys was removed from v1, where its description said it was deprecated; clients that still set or read it break and stored values are pruned from every read at once and from etcd on the next write; a served version keeps its deprecated fields (Kubernetes drops a field with the version that has it), so serve the removal as a new version (spec.topologyKeys is an alpha field of a Kubernetes API type (it needs the ServiceTopology feature gate), which Kubernetes changes without deprecation)',
        },
      ],
    },
    {
      name: 'an alpha field whose description leaves its gate unnamed',
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nx: {type: string, description: "This is an alpha field and requires enabling the feature."}',
        ),
      ),
      head: widgetCrd(specSchema('size: {type: integer}')),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message:
            'spec.x was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (spec.x is an alpha field of a Kubernetes API type (it needs a feature gate), which Kubernetes changes without deprecation)',
        },
      ],
    },
    {
      // A description that only mentions alpha is no such field.
      name: 'a field removed under a description that mentions alpha otherwise: an error',
      base: widgetCrd(
        specSchema('mode: {type: object, description: "alpha mode", properties: {fast: {type: boolean}}}'),
      ),
      head: widgetCrd(specSchema('mode: {type: object, description: "alpha mode"}')),
      findings: [{ line: 20, column: 15, severity: 'error' }],
    },
    {
      // keptn's KeptnApp has a `spec.metadata` of its own: a field like any other.
      name: 'a field named metadata that is no resource metadata',
      base: widgetCrd(specSchema('metadata: {type: object, properties: {team: {type: string}}}')),
      head: widgetCrd(specSchema('metadata: {type: object}')),
      findings: [{ line: 20, column: 15, data: { compat: { property: '^.spec.metadata.team' } } }],
    },
    {
      name: 'a field removed lands on the parent properties key',
      base,
      head: widgetCrd(specSchema(sizeOnly)),
      findings: [
        {
          line: 19,
          column: 13,
          fieldPath: `${at()}.properties`,
          messageId: 'field',
          severity: 'error',
          message:
            'spec.mode was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
          data: {
            compat: {
              version: 'v1',
              property: '^.spec.mode',
              check: 'field',
              base: { type: 'object', properties: { fast: { type: 'boolean' } } },
              head: null,
            },
          },
        },
      ],
    },
    {
      name: 'only the topmost removed node, when its parent is removed with it',
      base: widgetCrd(specSchema(sizeAndMode)),
      head: widgetCrd(yaml`
        type: object
        properties:
          spec:
            type: object
      `),
      findings: [
        { line: 17, column: 11, fieldPath: at(), data: { compat: { property: '^.spec.size', check: 'field' } } },
        { line: 17, column: 11, fieldPath: at(), data: { compat: { property: '^.spec.mode', check: 'field' } } },
      ],
    },
    {
      name: 'a nested field, found by identity in a moved file',
      base,
      baseFile: 'config/crd/widgets.yaml',
      file: 'deploy/widgets.yaml',
      head: widgetCrd(
        specSchema(yaml`
        size:
          type: integer
        mode:
          type: object
      `),
      ),
      findings: [{ line: 22, column: 15, fieldPath: at('mode'), data: { compat: { property: '^.spec.mode.fast' } } }],
    },
    {
      name: 'map values removed: additionalProperties gone',
      base: widgetCrd(specSchema('labels: {type: object, additionalProperties: {type: string}}')),
      head: widgetCrd(specSchema('labels: {type: object}')),
      findings: [
        {
          line: 20,
          column: 15,
          fieldPath: at('labels'),
          messageId: 'mapValues',
          message:
            'the values of the map spec.labels were removed from v1 (additionalProperties is gone or false); clients that set its keys break and stored entries are pruned from every read at once and from etcd on the next write; keep additionalProperties or serve the change as a new version',
          data: { compat: { property: '^.spec.labels{*}', base: { type: 'string' }, head: null } },
        },
      ],
    },
    {
      // zalando/postgres-operator a585b177 made a map of strings a struct; cass-operator 02eeca96 a
      // CassandraTask job's args, whose keys the controller read stay: the message names them.
      name: 'map values removed for properties: the keys that stay are named, and no advice to keep additionalProperties',
      base: widgetCrd(specSchema('labels: {type: object, additionalProperties: {type: string}}')),
      head: widgetCrd(specSchema('labels: {type: object, properties: {team: {type: string}}}')),
      findings: [
        {
          line: 20,
          column: 15,
          messageId: 'mapMadeObject',
          message:
            'the values of the map spec.labels were removed from v1 (additionalProperties is gone or false), which declares properties (team): entries under those keys stay as they are where their values fit, while clients that set other keys break and stored entries under them are pruned from every read at once and from etcd on the next write; the apiserver refuses a schema of additionalProperties beside properties (it accepts only `true` there, which keeps no value of a mapping): serve the change as a new version, or declare every key clients use',
        },
      ],
    },
    {
      // The apiserver prunes the values of `additionalProperties: true` with no schema
      // (pruning/algorithm.go): a mapping, or a list of them, loses every field; a scalar stays.
      name: 'a field of a mapping, or of a list of mappings, left to `additionalProperties: true`: its fields are pruned',
      base: widgetCrd(
        specSchema(
          'config: {type: object, additionalProperties: true, properties: {tls: {type: object, properties: {cert: {type: string}}}, hosts: {type: array, items: {type: object}}, name: {type: string}}}',
        ),
      ),
      head: widgetCrd(specSchema('config: {type: object, additionalProperties: true}')),
      findings: [
        {
          line: 20,
          column: 15,
          messageId: 'mappingsEmptied',
          severity: 'error',
          data: { compat: { property: '^.spec.config.tls' } },
          message:
            'spec.config.tls was removed from v1, whose parent keeps undeclared keys by `additionalProperties: true`, and the apiserver prunes their values with no schema: the key stays, but every field of its mappings is pruned from every read at once and from etcd on the next write, and clients that set them see them dropped; keep it declared, or keep x-kubernetes-preserve-unknown-fields: true on it',
        },
        { line: 20, column: 15, messageId: 'mappingsEmptied', data: { compat: { property: '^.spec.config.hosts' } } },
      ],
    },
    {
      // kubev2v/forklift f89b75ab04 dropped the `additionalProperties: true` its released spec had beside its properties.
      name: 'additionalProperties: true removed beside properties: the advice is to keep it, which the apiserver accepts',
      base: widgetCrd(
        specSchema('labels: {type: object, properties: {team: {type: string}}, additionalProperties: true}'),
      ),
      head: widgetCrd(specSchema('labels: {type: object, properties: {team: {type: string}}}')),
      findings: [
        {
          line: 20,
          column: 15,
          messageId: 'mapMadeObject',
          message:
            'the values of the map spec.labels were removed from v1 (additionalProperties is gone or false), which declares properties (team): entries under those keys stay as they are where their values fit, while clients that set other keys break and stored entries under them are pruned from every read at once and from etcd on the next write; keep `additionalProperties: true`, which the apiserver accepts beside properties, or serve the change as a new version',
        },
      ],
    },
    {
      name: 'map values removed: additionalProperties false',
      base: widgetCrd(
        specSchema(yaml`
        labels:
          type: object
          additionalProperties: true
      `),
      ),
      head: widgetCrd(
        specSchema(yaml`
        labels:
          type: object
          additionalProperties: false
      `),
      ),
      findings: [
        {
          line: 22,
          column: 39,
          fieldPath: `${at('labels')}.additionalProperties`,
          data: { compat: { property: '^.spec.labels{*}', base: true, head: false } },
        },
      ],
    },
    {
      name: 'a field removed from items of a list',
      base: widgetCrd(
        specSchema(
          'ports: {type: array, items: {type: object, properties: {name: {type: string}, port: {type: integer}}}}',
        ),
      ),
      head: widgetCrd(specSchema('ports: {type: array, items: {type: object, properties: {port: {type: integer}}}}')),
      findings: [
        {
          line: 20,
          column: 58,
          fieldPath: `${at('ports')}.items.properties`,
          data: { compat: { property: '^.spec.ports[*].name' } },
        },
      ],
    },
  ],
});

// metering-operator 5080c9ff dropped `spec.schedule.hourly.hour`, which its Go type
// `ReportScheduleHourly{Minute, Second}` never held: no controller or Go client read it.

describe("compat/field-removed of a field the repository's Go type lacked before the change", () => {
  const types = (extra: string) => ({
    'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n',
    'api/v1/widget_types.go': `package v1\n\ntype WidgetSpec struct {\n\tSize int32 \`json:"size,omitempty"\`${extra}\n}\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec,omitempty"\`\n}\n`,
  });
  const removed = (go: Record<string, string>) =>
    reviewFiles(
      [fieldRemoved],
      { ...go, 'crd.yaml': widgetCrd(specSchema('size: {type: integer}')) },
      {
        base: { ...go, 'crd.yaml': widgetCrd(specSchema('size: {type: integer}\nhour: {type: integer}')) },
        goParser,
      },
    ).map((f) => `${f.severity} ${f.message.slice(0, f.message.indexOf(':'))}`);

  it('is a warning that says so, and an error where the Go type has it or is not at hand', () => {
    expect(removed(types(''))).toEqual([
      "warning spec.hour was removed from v1, where the repository's Go type lacked it before the change",
    ]);
    expect(removed(types('\n\tHour int32 `json:"hour,omitempty"`')).map((f) => f.slice(0, f.indexOf(' ')))).toEqual([
      'error',
    ]);
    // A struct that decodes itself may take any field; no Go at all tells nothing.
    expect(
      removed({
        ...types(''),
        'api/v1/decode.go': 'package v1\n\nfunc (s *WidgetSpec) UnmarshalJSON(b []byte) error { return nil }\n',
      }).map((f) => f.slice(0, f.indexOf(' '))),
    ).toEqual(['error']);
    expect(removed({}).map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error']);
  });

  // kosmos-io/kosmos de8d704d: `useTenantDns` renamed `useTenantDNS` a commit after the Go json tag was.
  it('names the field the change adds that looks like its new name', () => {
    const renamedTo = reviewFiles(
      [fieldRemoved],
      {
        ...types('\n\tHours int32 `json:"hours,omitempty"`'),
        'crd.yaml': widgetCrd(specSchema('size: {type: integer}\nhours: {type: integer}')),
      },
      {
        base: {
          ...types('\n\tHours int32 `json:"hours,omitempty"`'),
          'crd.yaml': widgetCrd(specSchema('size: {type: integer}\nhour: {type: integer}')),
        },
        goParser,
      },
    ).map((f) => `${f.severity} ${f.message.slice(0, f.message.indexOf(' before the change'))}`);
    expect(renamedTo).toHaveLength(1);
    expect(renamedTo[0]).toMatch(
      /^warning spec\.hour was removed from v1 \(the change adds spec\.hours, which looks like its new name or place.*\), where the repository's Go type lacked it$/,
    );
  });

  // zalando/postgres-operator a585b17796: status, a map of strings, declared as the one key its Go
  // type `PostgresStatus` ever wrote.
  it('is a warning where a map becomes an object that declares every field of its Go struct', () => {
    const go = (fields: string, methods: string) => ({
      'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n',
      'api/v1/methods.go': `package v1\n\n${methods}`,
      'api/v1/widget_types.go': `package v1\n\ntype Inner struct {\n\tReason string \`json:"reason,omitempty"\`\n}\n\ntype WidgetStatus struct {\n\tInner \`json:",inline"\`\n${fields}}\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tStatus WidgetStatus \`json:"status,omitempty"\`\n}\n`,
    });
    const crd = (status: string) =>
      widgetCrd(`type: object\nproperties:\n  status:\n${status}`, '    subresources: {status: {}}');
    const asMap = crd('    type: object\n    additionalProperties: {type: string}');
    const declared = crd(
      '    type: object\n    properties:\n      phase: {type: string}\n      reason: {type: string}',
    );
    const found = (fields: string, methods = '') =>
      reviewFiles(
        [fieldRemoved],
        { ...go(fields, methods), 'crd.yaml': declared },
        { base: { ...go(fields, methods), 'crd.yaml': asMap }, goParser },
      ).map((f) => `${f.line} ${f.severity} ${f.message}`);
    expect(found('\tPhase string `json:"phase"`\n')).toEqual([
      "17 warning the values of the map status were removed from v1 (additionalProperties is gone or false), which now declares phase, reason: every field of the repository's Go type WidgetStatus there before the change, so its controller and Go clients never wrote another key; only a manifest or another client that set other keys loses them, pruned from every read at once and from etcd on the next write: a warning",
    ]);
    // Status is written by its controller: a struct that decodes itself (an older release's form
    // too) but encodes its fields counts; one that encodes itself may write any key.
    const phase = '\tPhase string `json:"phase"`\n';
    const decodes = 'func (s *WidgetStatus) UnmarshalJSON(b []byte) error { return nil }\n';
    expect(found(phase, decodes).map((f) => f.split(' ')[1])).toEqual(['warning']);
    const encodes = 'func (s WidgetStatus) MarshalJSON() ([]byte, error) { return nil, nil }\n';
    expect(found(phase, encodes).map((f) => f.split(' ')[1])).toEqual(['error']);
    // A field of the struct left undeclared is a key its controller wrote, pruned now: the error it was.
    expect(
      found('\tPhase string `json:"phase"`\n\tHosts []string `json:"hosts"`\n').map((f) => f.split(' ')[1]),
    ).toEqual(['error']);
  });

  // kubewharf/godel-scheduler 2309f09a9f: a stale CRD's status field its Go type never had, regenerated.
  it('is a warning for status under the status subresource too, which only the controller writes from the Go type', () => {
    const go = {
      'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n',
      'api/v1/widget_types.go':
        'package v1\n\ntype WidgetStatus struct {\n\tOwners []string `json:"owners,omitempty"`\n}\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tStatus WidgetStatus `json:"status,omitempty"`\n}\n',
    };
    const crd = (fields: string) =>
      widgetCrd(
        `type: object\nproperties:\n  status:\n    type: object\n    properties:\n${fields}`,
        '    subresources: {status: {}}',
      );
    const found = reviewFiles(
      [fieldRemoved],
      { ...go, 'crd.yaml': crd('      owners: {type: array, items: {type: string}}') },
      { base: { ...go, 'crd.yaml': crd('      ownerEntries: {type: array, items: {type: string}}') }, goParser },
    ).map(
      (f) =>
        `${f.severity} ${f.message.slice(0, f.message.indexOf(':'))}: ${f.message.includes('it is status, which the controller writes through the status subresource from that type') ? 'status' : 'other'}`,
    );
    expect(found).toEqual([
      "warning status.ownerEntries was removed from v1, where the repository's Go type lacked it before the change: status",
    ]);
  });
});

// kubefleet 9543d7ec2f dropped from v1 (served) fields that v1beta1 (storage, conversion None) never had.
describe('compat/field-removed of a field of a served version the storage version has no place for', () => {
  /** v1beta1 stores, with spec {size}; v1 is served beside it, with spec {size} and `extra` where given. */
  const crd = (extra: boolean, { specLine, after }: { specLine?: string; after?: string } = {}) =>
    crdOfVersions({
      versions: [
        '    - {name: v1beta1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}}',
        `    - {name: v1, served: true, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}${extra ? ', extra: {type: string}' : ''}}}}}}}`,
      ].join('\n'),
      ...(specLine === undefined ? {} : { specLine }),
      ...(after === undefined ? {} : { after }),
    });
  const removed = (parts: { specLine?: string; after?: string } = {}) =>
    reviewFiles([fieldRemoved], { 'crd.yaml': crd(false, parts) }, { base: { 'crd.yaml': crd(true, parts) } }).map(
      (f) => `${f.severity} ${f.message.split(';')[0]}`,
    );

  it('is a warning that says no stored object held it', () => {
    expect(removed()).toEqual([
      'warning spec.extra was removed from v1, which is not the storage version: v1beta1 stores its objects, with no conversion webhook, and its schema has no place for spec.extra, so every write through v1 lost the value when it was stored and no read ever showed one',
    ]);
    expect(removed({ specLine: '  conversion: {strategy: None}' })[0]).toMatch(/^warning /);
  });

  it('is an error where a conversion webhook may have kept it, or where v1 stored objects before', () => {
    const webhook =
      '  conversion: {strategy: Webhook, webhook: {conversionReviewVersions: [v1], clientConfig: {url: "https://c.example.com"}}}';
    expect(removed({ specLine: webhook })[0]).toMatch(/^error spec.extra was removed from v1$/);
    expect(removed({ after: 'status: {storedVersions: [v1, v1beta1]}' })[0]).toMatch(
      /^error spec.extra was removed from v1$/,
    );
  });
});
