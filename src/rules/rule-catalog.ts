import type { RuleCatalogEntry } from './rule-catalog-entry.js';

// Generated from src/rules/index.ts by scripts/write-rule-catalog.ts (npm run docs): do not edit.
// Every rule's id and metadata, in the registry's order, without its check: what configuration,
// reports and the choice of the families a review loads need, without loading the families
// (review-rules.ts; issue 17 item 4).
export const RULE_CATALOG: readonly RuleCatalogEntry[] = [
  {
    id: 'approval/missing',
    severity: 'error',
    description:
      'a CRD in a protected group (*.k8s.io, *.kubernetes.io) has no api-approved.kubernetes.io annotation, so kube-apiserver rejects it',
    scope: 'object',
  },
  {
    id: 'approval/invalid',
    severity: 'error',
    description:
      'api-approved.kubernetes.io on a CRD in a protected group is neither a URL nor a reason starting with "unapproved", so kube-apiserver rejects it',
    scope: 'object',
  },
  {
    id: 'approval/unapproved',
    severity: 'warning',
    description: 'a CRD in a protected group is marked "unapproved": it installs, but its API has not been approved',
    scope: 'object',
  },
  {
    id: 'approval/outside-protected-group',
    severity: 'notice',
    description: 'api-approved.kubernetes.io on a CRD outside the protected groups, where it has no effect',
    scope: 'object',
  },
  {
    id: 'approval/placeholder-url',
    severity: 'error',
    description: 'api-approved.kubernetes.io links an example URL, not the approval of this API',
    scope: 'object',
  },
  {
    id: 'approval/not-a-pull-request',
    severity: 'warning',
    description: 'api-approved.kubernetes.io is a URL the apiserver accepts, but not a pull request URL',
    scope: 'object',
  },
  {
    id: 'approval/pr-not-found',
    severity: 'error',
    description: 'the pull request that api-approved.kubernetes.io links does not exist (or is not visible)',
    scope: 'object',
  },
  {
    id: 'approval/pr-not-merged',
    severity: 'error',
    description: 'the pull request that api-approved.kubernetes.io links is open, or was closed without merging',
    scope: 'object',
  },
  {
    id: 'approval/pr-not-approved',
    severity: 'error',
    description: 'the pull request that api-approved.kubernetes.io links merged without any approval on record',
    scope: 'object',
  },
  {
    id: 'approval/untrusted-repo',
    severity: 'error',
    description:
      'the pull request that api-approved.kubernetes.io links is outside the repositories trusted to approve APIs',
    scope: 'object',
  },
  {
    id: 'approval/unverified',
    severity: 'warning',
    description: 'the approval pull request could not be verified through the GitHub API',
    scope: 'object',
  },
  {
    id: 'crd/api-version',
    severity: 'error',
    description:
      'a CustomResourceDefinition is not apiextensions.k8s.io/v1, the only version served since Kubernetes 1.22',
  },
  {
    id: 'crd/defaults',
    severity: 'error',
    description:
      'a schema default that kube-apiserver rejects: inside metadata, with unknown fields, or not valid against its own schema',
    scope: 'object',
  },
  {
    id: 'crd/cel',
    severity: 'error',
    description:
      'an x-kubernetes-validations rule that kube-apiserver rejects: missing or multi-line message, bad reason or fieldPath, a rule that does not compile (also on the oldest configured cluster) or is over its cost budget, oldSelf where it cannot be correlated',
    scope: 'object',
  },
  {
    id: 'crd/schema',
    severity: 'error',
    description: 'an openAPIV3Schema uses a keyword or value kube-apiserver rejects in CRD schemas',
    scope: 'object',
  },
  {
    id: 'crd/structural',
    severity: 'error',
    description: 'an openAPIV3Schema is not structural, so kube-apiserver rejects the CRD',
    scope: 'object',
  },
  {
    id: 'crd/list-type',
    severity: 'error',
    description: 'x-kubernetes-list-type or x-kubernetes-list-map-keys is used in a way kube-apiserver rejects',
    scope: 'object',
  },
  {
    id: 'crd/unknown-format',
    severity: 'warning',
    description:
      'a string schema names a format kube-apiserver does not recognise, so values are not checked against it',
    scope: 'object',
  },
  {
    id: 'crd/non-scalar-set',
    severity: 'warning',
    description:
      'a list with x-kubernetes-list-type: set holds objects or arrays, which server-side apply and CEL cannot treat as a set',
    scope: 'object',
  },
  {
    id: 'crd/required-undeclared',
    severity: 'warning',
    description:
      "an object's required field is not among its properties, so pruning drops it before validation and no custom resource can satisfy it",
    scope: 'object',
  },
  {
    id: 'crd/bound-outside-format',
    severity: 'warning',
    description:
      "a numeric bound does not fit the field's format, so kube-apiserver 1.36 and later refuse every custom resource that sets the field",
    scope: 'object',
  },
  {
    id: 'crd/keyword-type-mismatch',
    severity: 'warning',
    description:
      "a validation keyword applies to another type than the field's (minLength on a list), so kube-apiserver checks nothing with it",
    scope: 'object',
  },
  {
    id: 'crd/unknown-field',
    severity: 'error',
    description:
      'a CRD has a field outside openAPIV3Schema that apiextensions.k8s.io/v1 does not know, or a value of the wrong type, so decoding fails',
    scope: 'object',
  },
  {
    id: 'crd/metadata',
    severity: 'error',
    description:
      "a CRD's metadata is rejected by kube-apiserver: its name is not <plural>.<group>, or a label, annotation, owner reference or finalizer is invalid",
    scope: 'object',
  },
  {
    id: 'crd/names',
    severity: 'error',
    description:
      'spec.group, spec.scope or spec.names of a CRD is rejected by kube-apiserver, or changes where it is immutable',
    scope: 'object',
  },
  {
    id: 'crd/versions',
    severity: 'error',
    description:
      'spec.versions of a CRD is rejected by kube-apiserver: names, storage version, stored versions, deprecation warnings, schemas, preserveUnknownFields',
    scope: 'object',
  },
  {
    id: 'crd/conversion',
    severity: 'error',
    description:
      'spec.conversion of a CRD is rejected by kube-apiserver: strategy, webhook URL or service, caBundle, conversionReviewVersions',
    scope: 'object',
  },
  {
    id: 'crd/subresources',
    severity: 'error',
    description:
      'the scale subresource of a CRD is rejected by kube-apiserver: specReplicasPath, statusReplicasPath or labelSelectorPath',
    scope: 'object',
  },
  {
    id: 'crd/printer-columns',
    severity: 'error',
    description:
      'an additionalPrinterColumns entry of a CRD is rejected by kube-apiserver: name, type, format or jsonPath',
    scope: 'object',
  },
  {
    id: 'crd/selectable-fields',
    severity: 'error',
    description:
      'selectableFields of a CRD are rejected by kube-apiserver: path, type, duplicates, more than 8, or per-version selectableFields that the apiserver wrongly rejects (kubernetes/kubernetes#140689)',
    scope: 'object',
  },
  {
    id: 'cr/schema',
    severity: 'error',
    description:
      "a custom resource that the apiserver's OpenAPI validation of its CRD's schema rejects (types, formats, enums, required fields, bounds, patterns, scale replicas)",
  },
  {
    id: 'cr/metadata',
    severity: 'error',
    description:
      "a custom resource whose metadata, or an embedded resource's apiVersion, kind or metadata, the apiserver rejects",
  },
  {
    id: 'cr/list-type',
    severity: 'error',
    description: 'a custom resource with duplicate items in an x-kubernetes-list-type set or map list',
  },
  {
    id: 'cr/cel',
    severity: 'error',
    description:
      'a custom resource that fails an x-kubernetes-validations rule of its CRD, or whose rules the apiserver would not check because of other errors',
  },
  {
    id: 'cr/unknown-field',
    severity: 'warning',
    description:
      'a custom resource sets a field its CRD schema does not declare, which the apiserver prunes (or, under strict field validation, refuses)',
  },
  {
    id: 'cr/unserved-version',
    severity: 'error',
    description: 'a custom resource whose apiVersion names a version its CRD does not serve',
  },
  {
    id: 'cr/crd-not-found',
    severity: 'notice',
    offByDefault: true,
    description:
      'a custom resource whose group and kind no CRD of the repository defines, so it could not be validated',
  },
  {
    id: 'refgrant/not-permitted',
    severity: 'error',
    description: 'a cross-namespace reference that no ReferenceGrant in the target namespace permits (RefNotPermitted)',
  },
  {
    id: 'refgrant/invalid-grant',
    severity: 'error',
    description: 'a ReferenceGrant that the CRD schema rejects, or in a version that is not served: it grants nothing',
  },
  {
    id: 'refgrant/lint',
    severity: 'warning',
    description:
      'a valid ReferenceGrant written in a way that is probably not what was meant (core alias, pointless or overlapping entries)',
  },
  {
    id: 'refgrant/revoked',
    severity: 'error',
    description: 'a change removes or narrows a ReferenceGrant that a reference in the repository still relies on',
  },
  {
    id: 'refgrant/unmapped-resource',
    severity: 'warning',
    description:
      'a ReferenceGrant entry that names a resource (the KEP-3766 form) which cannot be mapped to a kind, so it matches nothing',
  },
  {
    id: 'lifecycle/parse-error',
    severity: 'notice',
    description: 'part of a Go file could not be read by the Go grammar, so that part was not checked',
  },
  {
    id: 'lifecycle/tag-syntax',
    severity: 'error',
    description: 'a +lifecycle:, +featureGate= or ifEnabled/ifDisabled tag on a Go declaration is malformed',
  },
  {
    id: 'lifecycle/unknown-gate',
    severity: 'error',
    description:
      'a lifecycle, featureGate or ifEnabled/ifDisabled tag names a feature gate the repository does not define',
  },
  {
    id: 'lifecycle/gates-not-found',
    severity: 'notice',
    description:
      'Go tags name feature gates, but the review found no feature gate definition, so gate names were not checked',
  },
  {
    id: 'lifecycle/gate-mismatch',
    severity: 'error',
    description: "a field's +lifecycle:kubernetes: gate is not among the gates of its +featureGate= tag",
  },
  {
    id: 'lifecycle/prerelease-tag',
    severity: 'error',
    description: 'a +k8s:prerelease-lifecycle-gen: tag is malformed, out of order, or missing on an alpha or beta kind',
  },
  {
    id: 'lifecycle/status-mismatch',
    severity: 'error',
    description: "a +lifecycle:kubernetes: tag's status is not its feature gate's stage at the current version",
  },
  {
    id: 'lifecycle/tag-after-ga',
    severity: 'error',
    description: 'a +lifecycle:kubernetes: tag remains after its feature gate went GA or was locked to its default',
  },
  {
    id: 'lifecycle/version-mismatch',
    severity: 'error',
    description: "a +lifecycle:kubernetes: tag's minVersion is not the version its feature gate reached that status",
  },
  {
    id: 'lifecycle/comment-divergence',
    severity: 'warning',
    description: "a feature gate's stage comment disagrees with the +lifecycle: tags of its fields",
  },
  {
    id: 'lifecycle/inconsistent-tags',
    severity: 'error',
    description: 'two fields tagged with the same feature gate disagree on status or minVersion',
  },
  {
    id: 'lifecycle/ungated-field',
    severity: 'warning',
    description: 'a field the change adds to a stable API version has no +featureGate= or +lifecycle: tag',
  },
  {
    id: 'compat/crd-removed',
    severity: 'error',
    description: 'a CustomResourceDefinition was removed',
    scope: 'object',
  },
  {
    id: 'compat/scope-changed',
    severity: 'error',
    description: "a CRD's spec.scope changed between Namespaced and Cluster",
    scope: 'object',
  },
  {
    id: 'compat/field-removed',
    severity: 'error',
    description: 'a field of a served CRD version was removed from its schema',
    scope: 'object',
  },
  {
    id: 'compat/type-changed',
    severity: 'error',
    description: 'the type of a field of a served CRD version changed',
    scope: 'object',
  },
  {
    id: 'compat/type-widened',
    severity: 'warning',
    description: 'a field of a served CRD version accepts more types than before',
    scope: 'object',
  },
  {
    id: 'compat/version-removed',
    severity: 'error',
    description: 'a served version of a CRD was removed from spec.versions',
    scope: 'object',
  },
  {
    id: 'compat/version-unserved',
    severity: 'error',
    description: 'a served version of a CRD is no longer served',
    scope: 'object',
  },
  {
    id: 'compat/storage-version-changed',
    severity: 'warning',
    description: 'the storage version of a CRD changed',
    scope: 'object',
  },
  {
    id: 'compat/subresource-removed',
    severity: 'error',
    description: 'the status or scale subresource of a served CRD version was removed',
    scope: 'object',
  },
  {
    id: 'compat/status-subresource-added',
    severity: 'warning',
    description: 'the status subresource was added to a served CRD version whose schema kept a status',
    scope: 'object',
  },
  {
    id: 'compat/kubectl-name-removed',
    severity: 'warning',
    description: 'a short name, category or singular name kubectl finds a CRD by was removed',
    scope: 'object',
  },
  {
    id: 'compat/client-side-apply-limit',
    severity: 'warning',
    description:
      'a change makes a CRD too large for a client-side kubectl apply: its last-applied-configuration annotation would pass 256 KiB',
    scope: 'object',
  },
  {
    id: 'compat/enum-narrowed',
    severity: 'error',
    description: 'a field of a served CRD version accepts fewer enum values than before',
    scope: 'object',
  },
  {
    id: 'compat/enum-widened',
    severity: 'warning',
    description: 'a field of a served CRD version accepts more enum values than before',
    scope: 'object',
  },
  {
    id: 'compat/required-added',
    severity: 'error',
    description: 'a field of a served CRD version became required',
    scope: 'object',
  },
  {
    id: 'compat/nullable-changed',
    severity: 'error',
    description: 'a field of a served CRD version stopped (or started) accepting null',
    scope: 'object',
  },
  {
    id: 'compat/validation-tightened',
    severity: 'error',
    description:
      'a field of a served CRD version accepts fewer values than before (bounds, pattern, format, multipleOf, allOf/anyOf/oneOf/not)',
    scope: 'object',
  },
  {
    id: 'compat/cel-rule-added-or-changed',
    severity: 'error',
    description:
      'a CEL validation rule (x-kubernetes-validations) was added to or changed on a field of a served CRD version',
    scope: 'object',
  },
  {
    id: 'compat/default-changed',
    severity: 'warning',
    description: 'the default of a field of a served CRD version was added, changed or removed',
    scope: 'object',
  },
  {
    id: 'compat/list-type-changed',
    severity: 'error',
    description:
      'the list or map type (x-kubernetes-list-type, -list-map-keys, -map-type) of a field of a served CRD version changed',
    scope: 'object',
  },
  {
    id: 'compat/preserve-unknown-fields-changed',
    severity: 'error',
    description: 'x-kubernetes-preserve-unknown-fields was turned off on a field of a served CRD version',
    scope: 'object',
  },
  {
    id: 'compat/description-changed',
    severity: 'notice',
    offByDefault: true,
    description: 'the description of a field of a served CRD version changed (off by default)',
    scope: 'object',
  },
  {
    id: 'compat/served-version-divergence',
    severity: 'error',
    description:
      'two served versions of a CRD without a conversion webhook no longer accept the same objects (a field missing, a value rejected)',
    scope: 'object',
  },
  {
    id: 'parse/yaml-syntax',
    severity: 'error',
    description: 'a document is not valid YAML or JSON, so nothing in it is reviewed',
    scope: 'object',
  },
  {
    id: 'parse/duplicate-key',
    severity: 'error',
    description:
      'a mapping repeats a key: kubectl keeps the last value without a word, kustomize and strict field validation refuse it',
    scope: 'object',
  },
  {
    id: 'parse/alias-limit',
    severity: 'error',
    description: 'YAML aliases expand a document beyond a safe size (an alias bomb)',
    scope: 'object',
  },
  {
    id: 'parse/too-deep',
    severity: 'error',
    description: 'a document nests deeper than the tool reads',
    scope: 'object',
  },
  {
    id: 'parse/too-large',
    severity: 'error',
    description: 'a file is larger than the tool reads',
    scope: 'object',
  },
  {
    id: 'parse/not-text',
    severity: 'error',
    description: 'a .yaml, .yml or .json file is binary or not UTF-8',
    scope: 'object',
  },
  {
    id: 'parse/template',
    severity: 'notice',
    description:
      'a file is a template (Helm, Go templates, Jinja, envsubst) rather than YAML, so its templated documents are not reviewed',
    scope: 'object',
  },
  {
    id: 'parse/missing-type-meta',
    severity: 'error',
    description: 'a document names an object with an apiVersion or a kind but not both, so kubectl refuses it',
    scope: 'object',
  },
  {
    id: 'suppression/unused',
    severity: 'warning',
    description: 'a kube-api-review:ignore comment suppresses nothing',
  },
  {
    id: 'suppression/invalid',
    severity: 'warning',
    description: 'a kube-api-review:ignore comment is malformed, so it suppresses nothing',
  },
];
