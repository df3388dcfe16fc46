import { boundOutsideFormat } from '../../../../src/rules/crd/bound-outside-format/bound-outside-format.js';
import { configOf } from '../../../support/config-of.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { M, widget } from '../schema/widget-crd.js';

// crd/bound-outside-format: a bound the node's own type and format cannot hold, which kube-apiserver
// 1.36 checks whenever it validates a value there.

const spec = (properties: string) =>
  `type: object\nproperties:\n  spec:\n    type: object\n    properties: {${properties}}`;

ruleTester(boundOutsideFormat, {
  valid: [
    {
      name: 'bounds within int32, int64, float; a number of no format or double; uint32 and float32 are stripped',
      head: widget(
        spec(
          'a: {type: integer, format: int32, minimum: -2147483648, maximum: 2147483647}, b: {type: integer, maximum: 9007199254740991, multipleOf: 2}, c: {type: number, format: float, maximum: 3.4028235e38, minimum: -3.4028235e38}, d: {type: number, maximum: 1e300, multipleOf: 0.5}, e: {type: number, format: double, maximum: 1e300}, f: {type: integer, format: uint32, minimum: -1, maximum: 4294967295}, g: {type: number, format: float32, maximum: 1e39}',
        ),
      ),
    },
    {
      name: 'an int-or-string node, and a bound inside a junctor branch',
      head: widget(
        spec(
          'a: {x-kubernetes-int-or-string: true, maximum: 1.5}, b: {type: integer, format: int32, anyOf: [{maximum: 4294967295}, {minimum: 0}]}',
        ),
      ),
    },
    {
      name: 'not where crd.minKubernetesVersion is older than 1.36',
      head: widget(spec('asn: {type: integer, format: int32, maximum: 4294967295}')),
      config: configOf('crd:\n  minKubernetesVersion: "1.35"\n'),
    },
  ],
  invalid: [
    {
      // metallb 2dc2b1da3^: a BGPPeer's ASN, refused by Kubernetes 1.36 whatever its value.
      name: "an int32 field's maximum beyond int32",
      head: widget(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      peers:\n        type: array\n        items:\n          type: object\n          properties:\n            asn: {type: integer, format: int32, minimum: 0, maximum: 4294967295}`,
      ),
      findings: [
        {
          line: 24,
          column: 80,
          severity: 'warning',
          fieldPath: `${M}.properties[spec].properties[peers].items.properties[asn].maximum`,
          message:
            'maximum 4294967295 is not an int32, as format int32 requires: kube-apiserver 1.36 and later refuse every Widget that sets spec.peers[*].asn, whatever its value ("Maximum boundary value must be of type integer with format int32 in spec.peers[*].asn"); declare format int64 (from Go, `+kubebuilder:validation:Format=int64` on the field, which keeps its Go type), or a bound an int32 holds',
        },
      ],
    },
    {
      name: "an integer's fractional multipleOf and bound beyond int64, a float's bound beyond float32",
      head: widget(
        spec(
          'a: {type: integer, multipleOf: 0.5}, b: {type: integer, minimum: -1e19}, c: {type: number, format: float, maximum: 1e39}, d: {type: integer, format: int64, maximum: 9223372036854775807}',
        ),
      ),
      findings: [
        {
          line: 18,
          column: 59,
          fieldPath: `${M}.properties[spec].properties[a].multipleOf`,
          message:
            'multipleOf 0.5 is not a whole number within int64, as type integer requires: kube-apiserver 1.36 and later refuse every Widget that sets spec.a, whatever its value ("MultipleOf value must be of type integer (default format) in spec.a"); use a whole-number bound within int64',
        },
        {
          line: 18,
          column: 93,
          fieldPath: `${M}.properties[spec].properties[b].minimum`,
          message:
            'minimum -10000000000000000000 is not a whole number within int64, as type integer requires: kube-apiserver 1.36 and later refuse every Widget that sets spec.b, whatever its value ("Minimum boundary value must be of type integer (default format) in spec.b"); use a whole-number bound within int64',
        },
        {
          line: 18,
          column: 143,
          fieldPath: `${M}.properties[spec].properties[c].maximum`,
          message:
            'maximum 1e+39 is not within float32, as format float requires: kube-apiserver 1.36 and later refuse every Widget that sets spec.c, whatever its value ("Maximum boundary value must be of type number with format float in spec.c"); declare format double, or a bound within float32',
        },
        {
          line: 18,
          column: 193,
          fieldPath: `${M}.properties[spec].properties[d].maximum`,
          message:
            'maximum 9223372036854775808 is not a whole number within int64, as type integer requires: kube-apiserver 1.36 and later refuse every Widget that sets spec.d, whatever its value ("Maximum boundary value must be of type integer with format int64 in spec.d"); use a whole-number bound within int64',
        },
      ],
    },
  ],
});
