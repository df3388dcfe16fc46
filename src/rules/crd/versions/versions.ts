import type { FieldError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import { defineRule, type RuleContext, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdOptions, type CrdOptions } from '../schema/crd-options.js';
import { rejectionReport } from '../schema/crd-report.js';
import { goBool, goObject, goString } from '../schema/go-decoded.js';
import { crdVersions, hoisting } from '../schema/hoisting.js';
import { schemaHasDefault } from './schema-has-default.js';
import { copyWithSchemas } from './schema-patch-input.js';
import { unreleasedStorageNote } from './unreleased-stored-version.js';
import { otherCopyStorageNote } from './other-copy-stored-version.js';
import { delistedFiles } from '../../compat/unlisted-crd.js';
import { unreleasedRejection } from '../../released-crds.js';
import { isTestTreeCrd, testTreeRejection } from '../../test-tree-rejection.js';
import { isPatchFragment, servedCrds } from '../schema/served-crds.js';
import {
  storedVersionsAfterStrategy,
  validatePreserveUnknownFields,
  validateConversionWithPreserve,
  validateSchemaPresence,
  validateStoredVersions,
  validateVersions,
} from './validate-versions.js';

// spec/crd-validation.md §6: version names, exactly one storage version, storedVersions that
// must survive an update (the classic mistake: deleting an old version), deprecation warnings,
// preserveUnknownFields, and a schema for every version. Serving no version at all is allowed
// (CRD-VERS-004), and so is a storage version that is not the newest.

const messages = {
  rejected: 'the apiserver rejects {{name}}: {{error}}; {{fix}}',
  schemaPatchInput:
    '{{name}} has no schema for {{versions}}, which kube-apiserver requires of a CRD it creates, but {{copy}} holds a copy of it with schemas: this file reads as the input of a generator that writes that copy (controller-gen schemapatch), not a CRD applied as it is; if it is applied, the apiserver rejects it ({{error}})',
  removedStoredVersion:
    'the apiserver rejects this update of {{name}}: {{version}} is in status.storedVersions, so objects may still be stored as {{version}}; keep {{version}} in spec.versions (served: false is enough) until a storage migration has rewritten them and removed it from status.storedVersions',
  storedVersionInSingular:
    'the apiserver rejects this update of {{name}}: {{version}} is in status.storedVersions, and spec.versions is empty; spec.version names {{version}}, but that is the apiextensions.k8s.io/v1beta1 spelling, which v1 does not read: list the version in spec.versions ({name: {{version}}, served: true, storage: true} with its schema)',
} as const;

const SPEC = FieldPath.of('spec');

export const versions = defineRule({
  id: 'crd/versions',
  scope: 'object',
  consultsOtherFiles: true,
  meta: {
    severity: 'error',
    description:
      'spec.versions of a CRD is rejected by kube-apiserver: names, storage version, stored versions, deprecation warnings, schemas, preserveUnknownFields',
    messages,
  },
  check: (ctx) =>
    servedCrds(ctx.head)
      .filter((crd) => !isPatchFragment(crd))
      .flatMap((crd) => check(ctx, crd, crdOptions(ctx.baseOf(crd)))),
});

function check(ctx: RuleContext, crd: KubeObject, opts: CrdOptions): RuleReport<keyof typeof messages>[] {
  const spec = goObject(crd.value.spec) ?? {};
  const list = crdVersions(crd);
  const h = hoisting(crd);
  // v1's preserveUnknownFields is a plain bool: absent is false (CRD-PIPE-001).
  const preserve = goBool(spec.preserveUnknownFields);
  // Read only with preserveUnknownFields (CRD-PUF-002), and the walk covers every schema whole.
  const hasDefaults = preserve && list.some((v) => schemaHasDefault(goObject(v.schema)?.openAPIV3Schema));
  const versionsPath = SPEC.child('versions');
  // An apply over a CRD stored with preserveUnknownFields true by v1beta1's default leaves it true
  // where the manifest does not say (service-binding-operator 3017eb44 made its v1beta1 CRD v1
  // without schemas): the update passes, and what refuses the manifest is every new install, whose
  // words are the create's.
  const keptOnApply = spec.preserveUnknownFields === undefined && opts.storedPreservesByDefault === true;
  const errors: FieldError[] = [
    ...validateSchemaPresence(
      list,
      h.schema,
      { requireOpenAPISchema: opts.requireOpenAPISchema || keptOnApply, preserveUnknownFields: preserve },
      versionsPath,
    ),
    ...validateVersions({ versions: list, hoisting: h }, versionsPath),
    ...validateStoredVersions(
      storedVersionsAfterStrategy(list, opts.stored?.storedVersions),
      list,
      FieldPath.of('status', 'storedVersions'),
    ),
    ...validateConversionWithPreserve(goObject(spec.conversion), preserve, SPEC.child('conversion', 'strategy')),
    ...validatePreserveUnknownFields(
      preserve,
      hasDefaults,
      opts.storedPreservesUnknownFields,
      SPEC.child('preserveUnknownFields'),
    ),
  ];
  const schemaless = errors.filter(isSchemaRequired).map((e) => goString(list[versionIndex(e)]?.name));
  const copy = schemaless.length > 0 ? copyWithSchemas(ctx.whole?.head ?? ctx.head, crd, schemaless) : undefined;
  return errors.map((error) => {
    if (copy !== undefined && isSchemaRequired(error)) {
      // Never applied as it is (schema-patch-input.ts): a notice, without data.apiserver (DESIGN §5).
      // What it says is what applying the file alone meets, a create, also where the change is
      // judged as an update (mcs-api 8dbb3930b2 bumped a label of its config/crd-base/).
      const created = { ...error, detail: CREATE_DETAIL };
      const { apiserver: _neverApplied, ...report } = rejectionReport(
        crd,
        'schemaPatchInput',
        { error: created, fix: fixFor(created) },
        { copy, versions: schemaless.join(', ') },
      );
      return { ...report, atMost: 'notice' as const, discriminator: schemaMissing(error) };
    }
    if (error.detail.startsWith('missing from spec.versions')) {
      const version = goString(error.value);
      // A v1 CRD that kept v1beta1's singular spec.version (multus 731eeb3a7): the version is not
      // removed, only spelled where v1 does not read it.
      const singular = list.length === 0 && goString(spec.version) === version;
      const report = rejectionReport(
        crd,
        singular ? 'storedVersionInSingular' : 'removedStoredVersion',
        { error, fix: '' },
        { version },
      );
      if (isTestTreeCrd(crd)) return testTreeRejection(report);
      const note =
        delistedNote(ctx, crd) ?? otherCopyStorageNote(ctx, crd, version) ?? unreleasedStorageNote(ctx, crd, version);
      return note === undefined ? report : unreleasedRejection(report, note);
    }
    const report = rejectionReport(crd, 'rejected', { error, fix: fixFor(error, list.length === 0) });
    // One finding whether the apiserver says it for a create ("schemas are required") or an update
    // ("because otherwise all fields are pruned"): the base alone is reviewed as a create, and a
    // change that left the CRD as it was showed its missing schema as new (service-binding-operator
    // ea3da1e7 only added a ClusterRole to the file).
    return isSchemaRequired(error) ? { ...report, discriminator: schemaMissing(error) } : report;
  });
}

/** What the apiserver says of a version without a schema when the CRD is created. */
const CREATE_DETAIL = 'schemas are required';

/** The discriminator of a missing schema, the same for a create and an update. */
const schemaMissing = (error: FieldError): string => `${error.path.toString()}: schema missing`;

/**
 * Why an update of the CRD reaches no cluster through the repository: the change stops installing
 * its file (OpenFunction 545c52c2 dropped its Domain CRD from config/crd/kustomization.yaml, and
 * controller-gen rewrote the file without the storage version), which compat/crd-removed reports
 * on the kustomization; undefined otherwise.
 */
function delistedNote(ctx: RuleContext, crd: KubeObject): string | undefined {
  const delisting = delistedFiles(ctx).find((d) => d.file === crd.source.file);
  return delisting === undefined
    ? undefined
    : `the change also stops installing this file: ${delisting.kustomization} no longer takes it in, and no kustomization does, so no build of the repository applies this update; compat/crd-removed reports the removal there`;
}

/** CRD-SCHEMA-001/002: a version without `schema.openAPIV3Schema` (not the hoisted spec.validation). */
const isSchemaRequired = (e: FieldError): boolean =>
  e.type === 'Required value' && e.path.toString().endsWith('.schema.openAPIV3Schema');

/** The index of `spec.versions[i]` in such an error's path. */
const versionIndex = (e: FieldError): number => Number(/^spec\.versions\[(\d+)\]/.exec(e.path.toString())?.[1] ?? -1);

/** What to do about `e`; `noVersions`: spec.versions lists none, so there is no version to mark. */
function fixFor(e: FieldError, noVersions = false): string {
  const path = e.path.toString();
  const d = e.detail;
  if (path.endsWith('.name') || path === 'spec.version')
    return 'name versions as lowercase DNS-1035 labels, such as v1, v1beta1 or v2alpha1';
  if (path.endsWith('deprecationWarning')) {
    return d === 'can only be set for deprecated versions'
      ? 'set deprecated: true on this version, or remove deprecationWarning'
      : 'write a short, printable, non-empty warning of at most 256 bytes';
  }
  if (d === 'must contain unique version names') return 'give each entry of spec.versions its own name';
  const storage =
    d === 'must have exactly one version marked as storage version' || d === 'must have at least one stored version';
  if (storage && noVersions) return 'add a version to spec.versions (name, served: true, storage: true and its schema)';
  if (storage || d.startsWith('must have the storage version')) return 'mark exactly one version storage: true';
  if (path.endsWith('openAPIV3Schema'))
    return 'give this version a schema.openAPIV3Schema (x-kubernetes-preserve-unknown-fields: true keeps a subtree open)';
  if (d.startsWith('must be false in order to use defaults'))
    return 'set spec.preserveUnknownFields to false (or remove it) to use defaults';
  if (d.startsWith('must be None if'))
    return 'set spec.preserveUnknownFields to false (or remove it) to use conversion';
  return 'remove spec.preserveUnknownFields and set x-kubernetes-preserve-unknown-fields: true where fields must be kept';
}
