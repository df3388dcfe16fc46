import { defaults } from '../../../../src/rules/crd/defaults/defaults.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { M, R, widget } from '../schema/widget-crd.js';

// SCHEMA-DEF-006, the metadata part (spec/crd-validation.md §10; defaulting/validation.go's
// insideMeta branch): a default at or below the metadata, apiVersion or kind of an embedded
// resource, or of the root, is put where it stands in an otherwise empty resource (apiVersion
// validation/v1, kind Validation), which must coerce and validate as ObjectMeta/TypeMeta:
// `<s>.default: Invalid value: <default>: must result in valid metadata: <err>`. Such defaults
// are not pruned (no SCHEMA-DEF-004), and then go on to SCHEMA-DEF-005 and 007 as any other.
// Also Coerce before Validate on an embedded resource's own default (one error, then stop).

const LABEL_KEY =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const NAMESPACE =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";

/**
 * An embedded resource `template` (line 16) whose properties (line 20 on) are `lines`, each
 * indented 6 (column 17 for their keys): `metadata: {…}` stands on line 20.
 */
const embedded = (...lines: string[]) =>
  widget(
    [
      'type: object',
      'properties:',
      '  template:',
      '    type: object',
      '    x-kubernetes-embedded-resource: true',
      '    properties:',
      ...lines.map((l) => `      ${l}`),
    ].join('\n'),
  );

/** The root's properties (line 16 on, keys at column 13). */
const root = (...lines: string[]) => widget(['type: object', 'properties:', ...lines.map((l) => `  ${l}`)].join('\n'));

const T = 'properties[template]';
const META = `${T}.properties[metadata]`;

ruleTester(defaults, {
  valid: [
    {
      name: "SCHEMA-DEF-006: a valid name default in an embedded resource's metadata",
      head: embedded('metadata: {type: object, properties: {name: {type: string, default: web}}}'),
    },
    {
      name: 'SCHEMA-DEF-001 and SCHEMA-DEF-006: a valid apiVersion and kind default in an embedded resource, which is not top-level',
      head: embedded('apiVersion: {type: string, default: apps/v1}', 'kind: {type: string, default: Deployment}'),
    },
    {
      // DEF-004 is not checked inside meta: `labels` declares no keys, its default keeps them.
      name: 'SCHEMA-DEF-006: a labels default inside metadata is not pruned, only validated',
      head: embedded('metadata: {type: object, properties: {labels: {type: object, default: {app: web}}}}'),
    },
    {
      name: 'SCHEMA-DEF-006: a valid finalizer default on the items of metadata.finalizers',
      head: embedded(
        'metadata: {type: object, properties: {finalizers: {type: array, items: {type: string, default: example.com/cleanup}}}}',
      ),
    },
    {
      name: 'SCHEMA-DEF-006: an embedded resource default whose apiVersion and kind are strings',
      head: embedded(
        'spec: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, default: {apiVersion: v1, kind: Pod}}',
      ),
    },
  ],
  invalid: [
    {
      name: "SCHEMA-DEF-006: a name default in an embedded resource's metadata that is no path segment",
      head: embedded('metadata: {type: object, properties: {name: {type: string, default: a/b}}}'),
      findings: [
        {
          line: 20,
          column: 85,
          fieldPath: `${M}.${META}.properties[name].default`,
          message: `kube-apiserver rejects this CRD: ${R}.${META}.properties[name].default: Invalid value: "a/b": must result in valid metadata: metadata.name: Invalid value: "a/b": may not contain '/'`,
          apiserver: {
            path: `${R}.${META}.properties[name].default`,
            type: 'Invalid value',
            detail: `"a/b": must result in valid metadata: metadata.name: Invalid value: "a/b": may not contain '/'`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-006: a metadata default with two errors gives them as one aggregate',
      head: embedded('metadata: {type: object, default: {name: a/b, namespace: Apps}}'),
      findings: [
        {
          line: 20,
          column: 42,
          fieldPath: `${M}.${META}.default`,
          apiserver: {
            path: `${R}.${META}.default`,
            type: 'Invalid value',
            detail: `{"name":"a/b","namespace":"Apps"}: must result in valid metadata: [metadata.name: Invalid value: "a/b": may not contain '/', metadata.namespace: Invalid value: "Apps": ${NAMESPACE}]`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-006: a labels default with a key that is no qualified name',
      head: embedded(
        'metadata: {type: object, properties: {labels: {type: object, additionalProperties: {type: string}, default: {a b: x}}}}',
      ),
      findings: [
        {
          line: 20,
          column: 116,
          fieldPath: `${M}.${META}.properties[labels].default`,
          apiserver: {
            path: `${R}.${META}.properties[labels].default`,
            type: 'Invalid value',
            detail: `{"a b":"x"}: must result in valid metadata: metadata.labels: Invalid value: "a b": ${LABEL_KEY}`,
          },
        },
      ],
    },
    {
      // The item stands in a list of one: metadata.finalizers, without an index, as ValidateFinalizers reports.
      name: 'SCHEMA-DEF-006: a default on the items of metadata.finalizers',
      head: embedded(
        'metadata: {type: object, properties: {finalizers: {type: array, items: {type: string, default: "a b"}}}}',
      ),
      findings: [
        {
          line: 20,
          column: 112,
          fieldPath: `${M}.${META}.properties[finalizers].items.default`,
          apiserver: {
            path: `${R}.${META}.properties[finalizers].items.default`,
            type: 'Invalid value',
            detail: `"a b": must result in valid metadata: metadata.finalizers: Invalid value: "a b": ${LABEL_KEY}`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-006: a kind default that is no DNS-1035 label once lowercased',
      head: embedded('kind: {type: string, default: 1Widget}'),
      findings: [
        {
          line: 20,
          column: 47,
          fieldPath: `${M}.${T}.properties[kind].default`,
          apiserver: {
            path: `${R}.${T}.properties[kind].default`,
            type: 'Invalid value',
            detail: `"1Widget": must result in valid metadata: kind: Invalid value: "1Widget": may have mixed case, but should otherwise match: ${DNS1035}`,
          },
        },
      ],
    },
    {
      // objectmeta.Coerce fails first, before the default's own type (SCHEMA-DEF-005) is looked at.
      name: 'SCHEMA-DEF-006: an apiVersion default that is not a string',
      head: embedded('apiVersion: {type: string, default: 5}'),
      findings: [
        {
          line: 20,
          column: 53,
          fieldPath: `${M}.${T}.properties[apiVersion].default`,
          apiserver: {
            path: `${R}.${T}.properties[apiVersion].default`,
            type: 'Invalid value',
            detail: '5: must result in valid metadata: apiVersion: Invalid value: 5: must be a string',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-006: an apiVersion default with two slashes',
      head: embedded('apiVersion: {type: string, default: a/b/c}'),
      findings: [
        {
          line: 20,
          column: 53,
          fieldPath: `${M}.${T}.properties[apiVersion].default`,
          apiserver: {
            path: `${R}.${T}.properties[apiVersion].default`,
            type: 'Invalid value',
            detail:
              '"a/b/c": must result in valid metadata: apiVersion: Invalid value: "a/b/c": unexpected GroupVersion string: a/b/c',
          },
        },
      ],
    },
    {
      // ValidateDefaults runs beside the keyword validator's SCHEMA-DEF-001: both are returned.
      name: 'SCHEMA-DEF-006: a default in top-level metadata is forbidden, and its metadata is judged too',
      head: root('metadata: {type: object, properties: {name: {type: string, default: a%b}}}'),
      findings: [
        {
          line: 16,
          column: 81,
          fieldPath: `${M}.properties[metadata].properties[name].default`,
          apiserver: {
            path: `${R}.properties[metadata].properties[name].default`,
            type: 'Forbidden',
            detail: 'must not be set in top-level metadata',
          },
        },
        {
          line: 16,
          column: 81,
          fieldPath: `${M}.properties[metadata].properties[name].default`,
          apiserver: {
            path: `${R}.properties[metadata].properties[name].default`,
            type: 'Invalid value',
            detail: `"a%b": must result in valid metadata: metadata.name: Invalid value: "a%b": may not contain '%'`,
          },
        },
      ],
    },
    {
      // Valid metadata, so the else-if chain goes on to the node's own schema.
      name: 'SCHEMA-DEF-005: a default inside metadata is validated against its schema once the metadata is valid',
      head: embedded('metadata: {type: object, properties: {name: {type: string, maxLength: 2, default: web}}}'),
      findings: [
        {
          line: 20,
          column: 99,
          fieldPath: `${M}.${META}.properties[name].default`,
          apiserver: {
            path: `${R}.${META}.properties[name].default`,
            type: 'Too long',
            detail: 'may not be more than 2 bytes',
          },
        },
      ],
    },
    {
      // Coerce stops at the non-string kind: no Required for the missing apiVersion.
      name: 'SCHEMA-DEF-006: an embedded resource default whose kind is not a string gets that one error',
      head: embedded(
        'spec: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, default: {kind: 5}}',
      ),
      findings: [
        {
          line: 20,
          column: 136,
          fieldPath: `${M}.${T}.properties[spec].default.kind`,
          apiserver: {
            path: `${R}.${T}.properties[spec].default.kind`,
            type: 'Invalid value',
            detail: '5: must be a string',
          },
        },
      ],
    },
  ],
});
