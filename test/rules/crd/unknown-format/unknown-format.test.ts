import { unknownFormat } from '../../../../src/rules/crd/unknown-format/unknown-format.js';
import { ruleTester, type RuleTests } from '../../../support/rule-tester.js';
import { M, widget } from '../schema/widget-crd.js';

// spec §13 WARN-001: `unrecognized format "<fmt>"`, a warning only, for string schemas; on
// update only for formats the stored object does not already use.

export const tests: RuleTests = {
  valid: [
    {
      name: 'WARN-001 passing: the formats the corpus uses',
      head: widget(
        `type: object\nproperties:\n  a: {type: integer, format: int32}\n  b: {type: integer, format: int64}\n  c: {type: number, format: double}\n  d: {type: string, format: date-time}\n  e: {type: string, format: byte}\n  f: {type: string, format: uri}\n  g: {type: string, format: hostname}\n  h: {type: string, format: ipv4}\n  i: {type: string, format: cidr}\n  j: {type: string, format: uuid}\n  k: {type: string, format: duration}\n  l: {type: string, format: k8s-short-name}`,
      ),
    },
    {
      name: 'WARN-001 passing: format ip on an array is not judged (openshift infrastructures)',
      head: widget(`type: object\nproperties:\n  a: {type: array, format: ip, items: {type: string}}`),
    },
    {
      name: 'WARN-001 passing: an empty format is ignored',
      head: widget(`type: object\nproperties:\n  a: {type: string, format: ""}`),
    },
    {
      name: 'WARN-001 ratchet: a format the stored object already used',
      head: widget(`type: object\nproperties:\n  a: {type: string, format: ip}\n  b: {type: string, format: ip}`),
      base: widget(`type: object\nproperties:\n  a: {type: string, format: ip}`),
    },
  ],
  invalid: [
    {
      name: 'WARN-001 format ip on a string',
      head: widget(`type: object\nproperties:\n  a: {type: string, format: ip}`),
      findings: [
        {
          line: 16,
          column: 39,
          severity: 'warning',
          fieldPath: `${M}.properties[a].format`,
          message:
            'format ip is not one kube-apiserver knows, so values are not validated against it (it warns: unrecognized format "ip"): use a known format such as date-time, uri, hostname, ipv4, cidr or uuid, or a `pattern`',
          apiserver: null,
          data: { warning: 'unrecognized format "ip"' },
        },
      ],
    },
    {
      // consul-k8s: protobuf enums written as strings keep the generator's `format: int32`.
      name: 'WARN-001 on a string with an enum: the enum checks the values, the format only draws the warning',
      head: widget(`type: object\nproperties:\n  a: {type: string, enum: [ALLOW, DENY], format: int32}`),
      findings: [
        {
          line: 16,
          column: 60,
          severity: 'warning',
          message:
            'format int32 is not one kube-apiserver knows (it warns: unrecognized format "int32"), and the enum already limits the values: remove the format',
          data: { warning: 'unrecognized format "int32"' },
        },
      ],
    },
    {
      // longhorn's sizes: controller-gen writes `format: int64` for a Go int64 carried as a string.
      name: 'WARN-001 on a string with a number format: make it a number, or check the digits',
      head: widget(`type: object\nproperties:\n  size: {type: string, format: int64}`),
      findings: [
        {
          line: 16,
          column: 42,
          severity: 'warning',
          message:
            'format int64 is one kube-apiserver knows for integers and numbers, not for a string, so values are not validated against it (it warns: unrecognized format "int64"): make the field an integer or a number, or check the digits with a `pattern` such as `^-?[0-9]+$` and remove the format',
        },
      ],
    },
    {
      name: 'WARN-001 below patternProperties too, as the apiserver scans every keyword',
      head: widget(`type: object\npatternProperties:\n  "^x": {type: string, format: color}`),
      findings: [{ line: 16, column: 42, severity: 'warning', fieldPath: `${M}.patternProperties[^x].format` }],
    },
    {
      name: 'WARN-001 on update, a format new to the CRD',
      head: widget(`type: object\nproperties:\n  a: {type: string, format: ip}\n  b: {type: string, format: mail}`),
      base: widget(`type: object\nproperties:\n  a: {type: string, format: ip}`),
      findings: [{ line: 17, column: 39, data: { format: 'mail' } }],
    },
  ],
};

ruleTester(unknownFormat, tests);
