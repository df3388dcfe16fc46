import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import type { KubeObject } from '../../../src/parse/kube-object.js';
import { parseManifestFile } from '../../../src/parse/manifest-file.js';
import { celRuleAddedOrChanged } from '../../../src/rules/compat/cel-rule-added-or-changed.js';
import { crdRemoved } from '../../../src/rules/compat/crd-removed.js';
import { fieldRemoved } from '../../../src/rules/compat/field-removed.js';
import { servedVersionDivergence } from '../../../src/rules/compat/served-version-divergence.js';
import { scopeChanged } from '../../../src/rules/compat/scope-changed.js';
import { storageVersionChanged } from '../../../src/rules/compat/storage-version-changed.js';
import type { ReleasedCrds, ReleaseHolding } from '../../../src/rules/released-crds.js';
import { LazyMap } from '../../../src/lazy-map.js';
import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { versionRemoved } from '../../../src/rules/compat/version-removed.js';
import { ruleTester } from '../../support/rule-tester.js';
import { ONE_VERSION, widgetCrd as crdWithVersions } from '../crd/schema/widget-crd.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// A break of what no release had (rules/compat/unreleased.ts): the releases' CRDs come as a rule
// service (released-crds.ts), as the CLI and the action read them from git tags.

const crdObject = (text: string, file = 'release/widgets.yaml'): KubeObject => {
  const object = parseManifestFile(file, text).objects[0];
  if (!object) throw new Error('no object in the release text');
  return object;
};
/**
 * Releases in the order messages name them, each with its widgets CRD (text), null where it had
 * none, or 'unknown' where that cannot be told; `ofBase` names the base's own release.
 */
const releases = (...entries: [string, string | null | 'unknown'][]): { releases: ReleasedCrds } =>
  releasesOfBase(undefined, ...entries);
const releasesOfBase = (
  ofBase: string | undefined,
  ...entries: [string, string | null | 'unknown'][]
): { releases: ReleasedCrds } => {
  const byRelease = new Map<string, ReleaseHolding>(
    entries.map(([name, text]) => [name, text === null || text === 'unknown' ? text : crdObject(text)]),
  );
  const widgets = { byRelease, ...(ofBase === undefined ? {} : { ofBase }) };
  return { releases: { at: (name) => (name === 'widgets.example.com' ? widgets : undefined) } };
};

/** A CRD serving v1 and another version, each with a spec of these properties (flow style). */
const servingTwo = (v1: string, other: string, otherName: string) =>
  crdWithVersions({
    versions: [
      `  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {${v1}}}}}}}`,
      `  - {name: ${otherName}, served: true, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {${other}}}}}}}`,
    ].join('\n'),
  });
const v1AndV2beta1 = (v1: string, v2beta1: string) => servingTwo(v1, v2beta1, 'v2beta1');
/** A CRD as releases before Kubernetes 1.16 committed it: v1beta1, one `version`, a top-level schema. */
const V1BETA1_RELEASE = `apiVersion: apiextensions.k8s.io/v1beta1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  version: v1
  scope: Namespaced
  names: {kind: Widget, plural: widgets}
  validation:
    openAPIV3Schema:
      properties:
        spec:
          properties:
            size: {type: integer}
            color: {type: string}
`;

const sizeOnly = widgetCrd(specSchema('size: {type: integer}'));
const sizeAndColor = widgetCrd(specSchema('size: {type: integer}\ncolor: {type: string}'));
const colorOnly = widgetCrd(specSchema('color: {type: string}'));
const FIELD_MESSAGE =
  'spec.{{field}} was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version';
const removed = (field: string) => FIELD_MESSAGE.replace('{{field}}', field);
const unreleasedNote = (release: string) =>
  ` (${release} has nothing this breaks, so it breaks only builds made since)`;

ruleTester(fieldRemoved, {
  valid: [
    {
      name: 'nothing removed, releases or not',
      base: sizeOnly,
      head: sizeAndColor,
      services: releases(['v1.0.0', sizeOnly]),
    },
  ],
  invalid: [
    {
      // tinkerbell/tink 236d4e4: oneTimeNetboot, added after v0.10.1 and renamed before the next release.
      name: 'a field added after the release and removed: a warning that names the release',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.0.0', sizeOnly]),
      findings: [
        { line: 19, column: 13, severity: 'warning', message: `${removed('color')}${unreleasedNote('v1.0.0')}` },
      ],
    },
    {
      // kubeflow/mpi-operator b4b62cc: v0.2.3 committed a v1beta1 CRD of v1 alone; v2beta1 came after.
      name: 'a field removed from a version the release’s v1beta1 CRD did not have: a warning that names the release',
      base: v1AndV2beta1('size: {type: integer}', 'size: {type: integer}, color: {type: string}'),
      head: v1AndV2beta1('size: {type: integer}', 'size: {type: integer}'),
      services: releases(['v0.2.3', V1BETA1_RELEASE]),
      findings: [
        {
          line: 11,
          column: 126,
          severity: 'warning',
          // v1, which stores its objects, has no `color`: never stored (never-stored.ts), and not released either.
          message: `spec.color was removed from v2beta1, which is not the storage version: v1 stores its objects, with no conversion webhook, and its schema has no place for spec.color, so every write through v2beta1 lost the value when it was stored and no read ever showed one; a client that still sets it now meets an unknown field where its value was dropped in silence: a warning (if an earlier release stored objects as v2beta1, those may hold it)${unreleasedNote('v0.2.3')}`,
        },
      ],
    },
    {
      // never-stored.ts: a release whose storage version, v2beta1 then, held the field stored it.
      name: 'a field of a served version the storage version has no place for, where a release stored it: an error',
      base: v1AndV2beta1('size: {type: integer}', 'size: {type: integer}, color: {type: string}'),
      head: v1AndV2beta1('size: {type: integer}', 'size: {type: integer}'),
      services: releases([
        'v0.3.0',
        crdWithVersions({
          versions: [
            '  - {name: v1, served: true, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}}',
            '  - {name: v2beta1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}, color: {type: string}}}}}}}',
          ].join('\n'),
        }),
      ]),
      findings: [
        { line: 11, column: 126, severity: 'error', message: removed('color').replace('from v1;', 'from v2beta1;') },
      ],
    },
    {
      name: 'a field removed from a version the release’s v1beta1 CRD had: an error (a v1beta1 CRD is not compared)',
      base: v1AndV2beta1('size: {type: integer}, color: {type: string}', 'size: {type: integer}'),
      head: v1AndV2beta1('size: {type: integer}', 'size: {type: integer}'),
      services: releases(['v0.2.3', V1BETA1_RELEASE]),
      findings: [{ line: 10, column: 120, severity: 'error', message: removed('color') }],
    },
    {
      // minio/operator 7e532e62: v3.0.29's v1beta1 CRD (pruning) required spec.zones and had no spec.pools.
      name: 'a field removed that a pruning v1beta1 release did not have: compared as clusters served it, a warning',
      base: v1AndV2beta1('size: {type: integer}, color: {type: string}', 'size: {type: integer}'),
      head: v1AndV2beta1('size: {type: integer}', 'size: {type: integer}'),
      services: releases([
        'v0.2.3',
        // Pruning, so structural (as the apiserver requires of one that prunes).
        V1BETA1_RELEASE.replace('  version: v1\n', '  version: v1\n  preserveUnknownFields: false\n')
          .replace('    openAPIV3Schema:\n', '    openAPIV3Schema:\n      type: object\n')
          .replace('        spec:\n', '        spec:\n          type: object\n')
          .replace('            color: {type: string}\n', ''),
      ]),
      findings: [
        { line: 10, column: 120, severity: 'warning', message: `${removed('color')}${unreleasedNote('v0.2.3')}` },
      ],
    },
    {
      name: 'a field the release had: an error, as without releases',
      base: sizeAndColor,
      head: colorOnly,
      services: releases(['v1.0.0', sizeOnly]),
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('size') }],
    },
    {
      name: 'each removed field judged on its own',
      base: sizeAndColor,
      head: widgetCrd(specSchema('shade: {type: string}')),
      services: releases(['v1.0.0', sizeOnly]),
      findings: [
        { line: 19, column: 13, severity: 'error', message: removed('size') },
        { line: 19, column: 13, severity: 'warning', message: `${removed('color')}${unreleasedNote('v1.0.0')}` },
      ],
    },
    {
      // A fix released from a release branch is not in the base's history.
      name: 'a field a newer release of a release branch had: an error',
      base: sizeAndColor,
      head: sizeOnly,
      services: releasesOfBase('v1.0.0', ['v1.0.0', sizeOnly], ['v1.0.1', sizeAndColor]),
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      // A change on a release branch ships to that line's users, whatever newer lines did.
      name: "a field the base's own release had, older than the newest: an error",
      base: sizeAndColor,
      head: sizeOnly,
      services: releasesOfBase('v0.9.3', ['v0.9.3', sizeAndColor], ['v1.0.0', sizeOnly]),
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      // external-snapshotter 895a10c03: v6.3.4's fields were renamed in v7.0.2; users of v6.3.4
      // lost them upgrading to v7.0.2, not with this change.
      name: 'a field only an older line had, which the newest release dropped: a warning',
      base: sizeAndColor,
      head: sizeOnly,
      services: releasesOfBase('v7.0.2', ['v7.0.2', sizeOnly], ['v6.3.4', sizeAndColor]),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message: `${removed('color')} (v7.0.2, the newest release, has nothing this breaks, and users of the older release v6.3.4 upgrade through it, so this breaks only builds made since)`,
        },
      ],
    },
    {
      // kubeflow/trainer's v1.9.4 (the training-operator line) and calico's v3.31.7, patches
      // tagged after the newest release, committed no CRD of the group.
      name: 'an older line that cannot be told, beside a newest release without the field: a warning',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.9.4', 'unknown'], ['v2.3.0', sizeOnly], ['v2.2.1', sizeOnly]),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message: `${removed('color')} (v2.3.0, the newest release, has nothing this breaks, nor has v2.2.1, and users of the older release v1.9.4 upgrade through it, so this breaks only builds made since)`,
        },
      ],
    },
    {
      name: 'the newest release that cannot be told: an error',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v2.3.0', 'unknown'], ['v1.9.4', sizeOnly]),
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      // calico cf36c83a: v3.33.0-0.dev, the tag that opens a release's development on main.
      name: "a prerelease, the base's own, has the field the newest final release lacks: a warning",
      base: sizeAndColor,
      head: sizeOnly,
      services: releasesOfBase(
        'v3.33.0-0.dev',
        ['v3.33.0-0.dev', sizeAndColor],
        ['v3.31.7', 'unknown'],
        ['v3.32.1', sizeOnly],
      ),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message: `${removed('color')} (v3.32.1, the newest release, has nothing this breaks, users of the older release v3.31.7 upgrade through it, and v3.33.0-0.dev is a prerelease, which promises no compatibility, so this breaks only builds made since)`,
        },
      ],
    },
    {
      name: 'prereleases of another module: an error',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['api/v0.4.0-rc.0', sizeAndColor], ['v2.3.0', sizeOnly]),
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      name: 'releases of other modules are not compared: an error',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['api/v0.3.0', sizeAndColor], ['v2.3.0', sizeOnly]),
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      // cluster-api 7fa6feedac: v1beta2 fields renamed before v1.11.0, beside the v1.10 releases.
      name: 'a field none of three releases had: the message names them all',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.1.0-beta.0', sizeOnly], ['v1.0.2', sizeOnly], ['v0.9.8', null]),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'warning',
          message: `${removed('color')} (v1.1.0-beta.0, v1.0.2 and v0.9.8 have nothing this breaks, so it breaks only builds made since)`,
        },
      ],
    },
    {
      name: 'a CRD no release had: every break is unreleased',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.0.0', null]),
      findings: [
        { line: 19, column: 13, severity: 'warning', message: `${removed('color')}${unreleasedNote('v1.0.0')}` },
      ],
    },
    {
      name: 'a release that cannot be told for this CRD (no entry): an error',
      base: sizeAndColor,
      head: sizeOnly,
      services: { releases: { at: () => undefined } },
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      // argocd-operator's 2 MB ArgoCD CRD over dozens of releases: the newest release that has what
      // the change breaks decides, and no other release is read (reading one here would throw).
      name: 'the newest release has it: an error, read from that release alone',
      base: sizeAndColor,
      head: sizeOnly,
      services: {
        releases: {
          at: (name) =>
            name === 'widgets.example.com'
              ? {
                  byRelease: new LazyMap<string, ReleaseHolding>(
                    new Map<string, () => ReleaseHolding>([
                      ['v1.1.0', () => crdObject(sizeAndColor)],
                      [
                        'v1.0.0',
                        () => {
                          throw new Error('an older release was read');
                        },
                      ],
                    ]),
                    'unknown',
                    (error) => {
                      throw error;
                    },
                  ),
                }
              : undefined,
        },
      },
      findings: [{ line: 19, column: 13, severity: 'error', message: removed('color') }],
    },
    {
      name: 'a configured severity stands',
      base: sizeAndColor,
      head: sizeOnly,
      services: releases(['v1.0.0', sizeOnly]),
      config: { ...DEFAULT_CONFIG, rules: new Map([['compat/field-removed', 'error']]) },
      findings: [{ line: 19, column: 13, severity: 'error' }],
    },
    {
      name: "the experimental channel's own reason comes first",
      base: sizeAndColor.replace(
        'metadata:\n',
        'metadata:\n  annotations: {gateway.networking.k8s.io/channel: experimental}\n',
      ),
      head: sizeOnly.replace(
        'metadata:\n',
        'metadata:\n  annotations: {gateway.networking.k8s.io/channel: experimental}\n',
      ),
      services: releases(['v1.0.0', sizeOnly]),
      findings: [
        {
          line: 20,
          column: 13,
          severity: 'warning',
          message: `${removed('color')} (a CRD of Gateway API's experimental channel, which promises no compatibility)`,
        },
      ],
    },
  ],
});

const maxLength = (n: number) => widgetCrd(specSchema(`name: {type: string, maxLength: ${n}}`));

ruleTester(validationTightened, {
  valid: [
    {
      name: 'a bound loosened: nothing to say, releases or not',
      base: maxLength(3),
      head: maxLength(10),
      services: releases(['v2.1.0', maxLength(3)]),
    },
  ],
  invalid: [
    {
      name: 'a bound loosened after the release and tightened back: a warning',
      base: maxLength(10),
      head: maxLength(3),
      services: releases(['v2.1.0', maxLength(3)]),
      findings: [{ line: 20, column: 47, severity: 'warning', data: { compat: { check: 'maxLength' } } }],
    },
    {
      name: 'a bound tighter than the release had: an error',
      base: maxLength(10),
      head: maxLength(3),
      services: releases(['v2.1.0', maxLength(5)]),
      findings: [{ line: 20, column: 47, severity: 'error', data: { compat: { check: 'maxLength' } } }],
    },
  ],
});

// Kong/kong-operator f2ac0c8ab6 renamed a kind in a root rule an unreleased change had added: the
// release's objects without spec failed the base's rule (no such key) as they fail the head's.
const SIZE_ONLY_ROOT = widgetCrd(
  'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      size: {type: integer}',
);
const rootRuled = (rule: string) =>
  widgetCrd(
    `type: object\nx-kubernetes-validations:\n- rule: '${rule}'\nproperties:\n  spec:\n    type: object\n    properties:\n      size: {type: integer}\n      extensions:\n        type: array\n        items: {type: object, properties: {kind: {type: string}}}`,
  );
const extensionsOf = (kind: string) =>
  `has(self.spec.extensions) ? self.spec.extensions.all(e, e.kind == "${kind}") : true`;

ruleTester(celRuleAddedOrChanged, {
  valid: [
    {
      name: 'a rule the change leaves as it was, which no release had',
      base: rootRuled(extensionsOf('OldExt')),
      head: rootRuled(extensionsOf('OldExt')),
      services: releases(['v1.3.0', SIZE_ONLY_ROOT]),
    },
  ],
  invalid: [
    {
      name: "a rule rewritten where the release's objects fail it as they failed the base's: a warning",
      base: rootRuled(extensionsOf('OldExt')),
      head: rootRuled(extensionsOf('NewExt')),
      services: releases(['v1.3.0', SIZE_ONLY_ROOT]),
      findings: [{ line: 17, column: 17, severity: 'warning' }],
    },
    {
      name: "a rule rewritten so that it fails the release's objects the base's spared: an error",
      base: rootRuled(`!has(self.spec) || (${extensionsOf('OldExt')})`),
      head: rootRuled(extensionsOf('NewExt')),
      services: releases(['v1.3.0', SIZE_ONLY_ROOT]),
      findings: [{ line: 17, column: 17, severity: 'error' }],
    },
  ],
});

const CRD_REMOVED =
  'CustomResourceDefinition widgets.example.com was removed from this file (it stood at line 4 before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired';
const gadgets = widgetCrd('type: object', '', { name: 'gadgets.example.com', kind: 'Gadget' });

ruleTester(crdRemoved, {
  valid: [{ name: 'a CRD kept', base: sizeOnly, head: sizeAndColor, services: releases(['v1.0.0', null]) }],
  invalid: [
    {
      name: 'a CRD no release had, removed: a warning',
      base: sizeOnly,
      head: gadgets,
      services: releases(['v1.0.0', null]),
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'warning',
          message: `${CRD_REMOVED} (v1.0.0 has nothing this breaks, so it breaks only builds made since)`,
        },
      ],
    },
    {
      // gateway-api-inference-extension 88fd479: v1.6.0, from a release branch, had already
      // dropped the CRDs v1.5.0 had.
      name: 'a CRD the newest release had already dropped: a warning',
      base: sizeOnly,
      head: gadgets,
      services: releases(['v1.6.0', null], ['v1.5.0', sizeOnly]),
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'warning',
          message: `${CRD_REMOVED} (v1.6.0, the newest release, has nothing this breaks, and users of the older release v1.5.0 upgrade through it, so this breaks only builds made since)`,
        },
      ],
    },
    {
      name: 'a released CRD removed: an error',
      base: sizeOnly,
      head: gadgets,
      services: releases(['v1.0.0', sizeOnly]),
      findings: [{ line: 1, column: 1, severity: 'error' }],
    },
  ],
});

/** Widgets serving `versions` (name and whether it is the storage version), each with an empty object schema. */
const serving = (...versions: [string, boolean][]) =>
  crdWithVersions({
    versions: versions
      .map(
        ([name, storage]) =>
          `  - {name: ${name}, served: true, storage: ${storage}, schema: {openAPIV3Schema: {type: object}}}`,
      )
      .join('\n'),
  });

/** widgets.example.com with v1alpha1 not served (stored or not) beside v1beta1 stored. */
const unservedV1alpha1 = (stored = false) =>
  crdWithVersions({
    versions: [
      `  - {name: v1alpha1, served: false, storage: ${stored}, schema: {openAPIV3Schema: {type: object}}}`,
      `  - {name: v1beta1, served: true, storage: ${!stored}, schema: {openAPIV3Schema: {type: object}}}`,
    ].join('\n'),
  });
const STORED_BY_RELEASE = (releases: string) =>
  `version v1alpha1, no longer served, was removed from spec.versions; ${releases} stored objects as v1alpha1, so a cluster that ran it lists v1alpha1 in status.storedVersions and refuses the updated CRD until a storage migration rewrites those objects and drops v1alpha1 from status.storedVersions; make sure upgrades from ${releases} do both first (kube-storage-version-migrator, or the operator itself), or keep v1alpha1 in spec.versions with served: false`;

ruleTester(versionRemoved, {
  valid: [
    {
      name: 'the versions kept, whatever a release stored',
      base: serving(['v1alpha1', false], ['v1beta1', true]),
      head: serving(['v1alpha1', false], ['v1beta1', true]),
      services: releases(['v8.1.1', serving(['v1alpha1', true])]),
    },
    {
      name: 'a version no longer served removed, without releases',
      base: unservedV1alpha1(),
      head: serving(['v1beta1', true]),
    },
  ],
  invalid: [
    {
      // external-snapshotter 58bae804: v8.1.1 stored v1alpha1; the base had moved storage to v1beta1.
      name: "a version a release stored, no longer the base's storage version, removed: an error",
      base: serving(['v1alpha1', false], ['v1beta1', true]),
      head: serving(['v1beta1', true]),
      services: releases(['v8.1.1', serving(['v1alpha1', true])]),
      findings: [{ line: 9, column: 3, severity: 'error' }],
    },
    {
      // longhorn 175b1677: v1beta1, stored by v1.2.6, unserved since, removed from all its CRDs.
      name: 'a version no longer served removed, that a release stored objects as: a warning naming it',
      base: unservedV1alpha1(),
      head: serving(['v1beta1', true]),
      services: releases(['v1.2.0', unservedV1alpha1()], ['v1.0.0', serving(['v1alpha1', true])]),
      findings: [{ line: 9, column: 3, severity: 'warning', message: STORED_BY_RELEASE('v1.0.0') }],
    },
    {
      name: 'a version a release’s v1beta1 CRD stored as its one version, no longer served, removed',
      base: crdWithVersions({
        versions: [
          '  - {name: v1, served: false, storage: false, schema: {openAPIV3Schema: {type: object}}}',
          '  - {name: v1beta1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}',
        ].join('\n'),
      }),
      head: serving(['v1beta1', true]),
      services: releases(['v0.2.3', V1BETA1_RELEASE]),
      findings: [
        { line: 9, column: 3, severity: 'warning', message: STORED_BY_RELEASE('v0.2.3').replaceAll('v1alpha1', 'v1') },
      ],
    },
    {
      // Dynatrace's dynatrace-operator 8484b756 removed v1beta3, which v1.4.x stored, three releases back.
      name: 'a version no longer served removed, that none of the releases compared stored objects as: a notice',
      base: unservedV1alpha1(),
      head: serving(['v1beta1', true]),
      services: releases(['v1.2.0', unservedV1alpha1()], ['v1.1.0', serving(['v1alpha1', false], ['v1beta1', true])]),
      findings: [
        {
          line: 9,
          column: 3,
          severity: 'notice',
          message:
            'version v1alpha1, no longer served, was removed from spec.versions; v1.2.0 and v1.1.0 did not store objects as v1alpha1, but an older release may have: a cluster that ever did lists v1alpha1 in status.storedVersions and refuses the updated CRD until a storage migration rewrites those objects and drops v1alpha1 from status.storedVersions; make sure every cluster that may have stored objects as v1alpha1 migrated them and dropped it from storedVersions, or keep it in spec.versions with served: false',
        },
      ],
    },
    {
      name: 'a version no release had, removed: a warning',
      base: serving(['v1alpha1', false], ['v1beta1', true]),
      head: serving(['v1beta1', true]),
      services: releases(['v8.1.1', serving(['v1beta1', true])]),
      findings: [{ line: 9, column: 3, severity: 'warning' }],
    },
  ],
});

/** Widgets served as v1 (stored) and v1alpha1, each with the spec properties given (flow style). */
const twoVersions = (v1: string, v1alpha1: string) => servingTwo(v1, v1alpha1, 'v1alpha1');
const DIVERGED_MESSAGE =
  'maximum of spec.size is stricter in served version v1 than in v1alpha1 (10 → 5), and conversion strategy None only rewrites apiVersion: a value only v1alpha1 accepts is rejected in a create through v1 (a GitOps re-apply, a restore) and in an update through v1 that sets it, while an update that leaves it unchanged passes (ratcheting); accept the same values in both versions, or convert with a webhook';

ruleTester(servedVersionDivergence, {
  valid: [
    {
      name: 'a field removed from both versions: no divergence, releases or not',
      base: twoVersions('size: {type: integer}, color: {type: string}', 'size: {type: integer}, color: {type: string}'),
      head: twoVersions('size: {type: integer}', 'size: {type: integer}'),
      services: releases([
        'v1.1.0',
        twoVersions('size: {type: integer}', 'size: {type: integer}, color: {type: string}'),
      ]),
    },
  ],
  invalid: [
    {
      // secrets-store-csi-driver d0faaff7 forward-ported to main the removal v1.1.0 shipped from its
      // release branch; here v1alpha1 widens what v1 bounds, as v1.1.0's already did.
      name: 'a divergence the newest release already had: a warning that names the release',
      base: twoVersions('size: {type: integer, maximum: 5}', 'size: {type: integer, maximum: 5}'),
      head: twoVersions('size: {type: integer, maximum: 5}', 'size: {type: integer, maximum: 10}'),
      services: releases([
        'v1.1.0',
        twoVersions('size: {type: integer, maximum: 5}', 'size: {type: integer, maximum: 10}'),
      ]),
      findings: [
        { line: 10, column: 164, severity: 'warning', message: `${DIVERGED_MESSAGE}${unreleasedNote('v1.1.0')}` },
      ],
    },
    {
      name: 'a divergence the release did not have: an error, as without releases',
      base: twoVersions('size: {type: integer, maximum: 5}', 'size: {type: integer, maximum: 5}'),
      head: twoVersions('size: {type: integer, maximum: 5}', 'size: {type: integer, maximum: 10}'),
      services: releases([
        'v1.1.0',
        twoVersions('size: {type: integer, maximum: 5}', 'size: {type: integer, maximum: 5}'),
      ]),
      findings: [{ line: 10, column: 164, severity: 'error', message: DIVERGED_MESSAGE }],
    },
  ],
});

// nginx's kubernetes-ingress 29fcfb2ea: v1.9.x shipped Policy as a v1beta1 CRD storing v1alpha1; the
// change makes v1 the storage version. That difference names v1, which the release did not have.
const storedAs = (storage: 'v1' | 'v2') =>
  crdWithVersions({
    versions: [
      `  - {name: v1, served: true, storage: ${storage === 'v1'}, schema: {openAPIV3Schema: {type: object}}}`,
      `  - {name: v2, served: true, storage: ${storage === 'v2'}, schema: {openAPIV3Schema: {type: object}}}`,
    ].join('\n'),
  });
const STORAGE_MESSAGE =
  'the storage version changed from "v1" to "v2"; objects stay stored as "v1" until a storage migration rewrites them, so keep "v1" in spec.versions until then and make sure "v1" and "v2" convert into each other without loss';

ruleTester(storageVersionChanged, {
  valid: [
    {
      name: 'the storage version kept',
      base: storedAs('v1'),
      head: storedAs('v1'),
      services: releases(['v1.9.1', V1BETA1_RELEASE]),
    },
  ],
  invalid: [
    {
      name: 'a storage version changed from one a release’s v1beta1 CRD stored: no note that the release has nothing',
      base: storedAs('v1'),
      head: storedAs('v2'),
      services: releases(['v1.9.1', V1BETA1_RELEASE]),
      findings: [{ line: 11, column: 39, severity: 'warning', message: STORAGE_MESSAGE }],
    },
    {
      name: 'a storage version changed where the release had the CRD as now: the note',
      base: storedAs('v1'),
      head: storedAs('v2'),
      services: releases(['v1.9.1', storedAs('v2')]),
      findings: [
        { line: 11, column: 39, severity: 'warning', message: `${STORAGE_MESSAGE}${unreleasedNote('v1.9.1')}` },
      ],
    },
  ],
});

// A difference of the CRD as a whole names no version: a release's v1beta1 CRD had what it breaks.
ruleTester(scopeChanged, {
  valid: [
    {
      name: 'the scope kept',
      base: crdWithVersions({ versions: ONE_VERSION }),
      head: crdWithVersions({ versions: ONE_VERSION }),
      services: releases(['v1.0.0', V1BETA1_RELEASE]),
    },
  ],
  invalid: [
    {
      name: 'a scope changed from the one a release’s v1beta1 CRD had: an error',
      base: crdWithVersions({ versions: ONE_VERSION }),
      head: crdWithVersions({ versions: ONE_VERSION, scope: 'Cluster' }),
      services: releases(['v1.0.0', V1BETA1_RELEASE]),
      // crd/names reports the change as the apiserver's rejection where it is on.
      config: { ...DEFAULT_CONFIG, rules: new Map([['crd/names', 'off']]) },
      findings: [{ line: 8, column: 10, severity: 'error' }],
    },
  ],
});
