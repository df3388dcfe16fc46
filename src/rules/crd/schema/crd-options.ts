import type { KubeObject } from '../../../parse/kube-object.js';
import { goBool, goList, goObject, goString, goStrings, isSet } from './go-decoded.js';
import { crdVersions, hoisting } from './hoisting.js';

// Update leniency (spec/crd-validation.md §12, ValidateCustomResourceDefinitionUpdate) for the
// rules outside openAPIV3Schema, decided once per CRD from the stored object, which is the base
// version of the same CRD (DESIGN §6). Validators read these flags and never the stored object.

export interface CrdOptions {
  /** There is a stored object: the change is an update. */
  readonly isUpdate: boolean;
  /** CRD-SCHEMA-001: relaxed (to SCHEMA-002) when the stored object lacks a schema somewhere. */
  readonly requireOpenAPISchema: boolean;
  /**
   * CRD-SCOPE-002, CRD-NAMES-008: scope and kind are immutable once the stored object is
   * Established. A stored CRD becomes Established as soon as its names are accepted, so a CRD
   * in the base is taken as Established unless its manifest says the condition is not True.
   */
  readonly requireImmutableNames: boolean;
  /** CRD-CONV-007: skipped when the stored conversion had no recognised review version. */
  readonly requireRecognizedConversionReviewVersion: boolean;
  /** CRD-PUF-001: keeping preserveUnknownFields true on a legacy object is fine. */
  readonly storedPreservesUnknownFields: boolean;
  /**
   * The stored preserveUnknownFields is true by v1beta1's defaulting, not as its manifest wrote it:
   * an apply of a manifest that does not write it leaves it true (nothing the applier wrote is
   * taken away), where one the base manifest wrote is removed with it.
   */
  readonly storedPreservesByDefault?: boolean;
  /** The stored object's values that must not change (CRD-GROUP-004, NAMES-007/008, SCOPE-002). */
  readonly stored?: StoredCrd;
}

export interface StoredCrd {
  readonly group: string;
  readonly scope: string;
  readonly plural: string;
  readonly kind: string;
  /**
   * status.storedVersions as the server holds it: the manifest's own list when it has one,
   * else what the create recorded (its first storage version) (CRD-PIPE-001, CRD-STORED-003).
   */
  readonly storedVersions: readonly string[];
  /** selectableFields per version name, as written (CRD-SELF-006's ratchet compares them). */
  readonly selectableFields: ReadonlyMap<string, unknown>;
  /** Whether the stored object's selectableFields were hoisted to the top level (CRD-HOIST-001). */
  readonly selectableFieldsHoisted: boolean;
  /** The stored webhook caBundle, for CRD-CONV-006's ratchet. */
  readonly caBundle: string;
}

const ACCEPTED_REVIEW_VERSIONS = new Set(['v1', 'v1beta1']);

export function crdOptions(stored: KubeObject | undefined): CrdOptions {
  if (!stored) {
    return {
      isUpdate: false,
      requireOpenAPISchema: true,
      requireImmutableNames: false,
      requireRecognizedConversionReviewVersion: true,
      storedPreservesUnknownFields: false,
    };
  }
  const spec = goObject(stored.value.spec) ?? {};
  const names = goObject(spec.names) ?? {};
  const versions = crdVersions(stored);
  const conversion = goObject(spec.conversion);
  const webhook = goObject(conversion?.webhook);
  const reviewVersions = goStrings(webhook?.conversionReviewVersions);
  const status = goObject(stored.value.status) ?? {};
  const listed = goStrings(status.storedVersions).filter((v) => v !== '');
  const firstStorage = versions.find((v) => goBool(v.storage));
  // A CRD stored through v1beta1 before 1.22 (§15) may have only spec.version, a top-level
  // schema, and preserveUnknownFields defaulted to true.
  const isLegacy = stored.version === 'v1beta1';
  // Only through v1beta1: a v1 manifest without spec.versions was never stored (the apiserver
  // refuses it on create), whatever spec.version it carries (metal3's examples/addons.yaml: 14
  // Calico CRDs written as v1 with v1beta1's spec.version, each a false "v1 is in storedVersions").
  const legacyVersion = versions.length === 0 && isLegacy ? goString(spec.version) : '';
  const established = goList(status.conditions)
    .map(goObject)
    .find((c) => goString(c?.type) === 'Established');
  return {
    isUpdate: true,
    // v1beta1 defaulting built versions from spec.version: one version, without a schema of its own.
    requireOpenAPISchema:
      isSet(goObject(spec.validation)?.openAPIV3Schema) ||
      (legacyVersion === '' && versions.every((v) => isSet(goObject(v.schema)?.openAPIV3Schema))),
    requireImmutableNames: established === undefined || goString(established.status) === 'True',
    // An empty list counts as recognised; so does no conversion block at all (§12).
    requireRecognizedConversionReviewVersion:
      !conversion || reviewVersions.length === 0 || reviewVersions.some((v) => ACCEPTED_REVIEW_VERSIONS.has(v)),
    storedPreservesUnknownFields:
      spec.preserveUnknownFields === true || (isLegacy && spec.preserveUnknownFields === undefined),
    storedPreservesByDefault: isLegacy && spec.preserveUnknownFields === undefined,
    stored: {
      group: goString(spec.group),
      // v1beta1 defaulting filled an empty scope with Namespaced (SetDefaults_CustomResourceDefinitionSpec):
      // kops' CRDs said no scope until they were generated as v1 with `scope: Namespaced`.
      scope: goString(spec.scope) || (isLegacy ? 'Namespaced' : ''),
      plural: goString(names.plural),
      kind: goString(names.kind),
      storedVersions:
        listed.length > 0
          ? listed
          : firstStorage
            ? [goString(firstStorage.name)]
            : legacyVersion
              ? [legacyVersion]
              : [],
      selectableFields: new Map(versions.map((v) => [goString(v.name), v.selectableFields])),
      selectableFieldsHoisted: hoisting(stored).selectableFields,
      caBundle: goString(goObject(webhook?.clientConfig)?.caBundle),
    },
  };
}
