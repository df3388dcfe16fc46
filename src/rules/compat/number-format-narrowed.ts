import { fitsNumberFormat, numberFormatOf } from '../crd/schema/number-formats.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';

// kube-apiserver checks a number against its node's format since 1.36 (number-formats.ts): an
// integer of `format: int32` refuses what an int32 cannot hold, a number of `format: float` what
// a float32 cannot. Such a format given to a node of the same type that lacked it (a Go `int`
// field made `int32`, which controller-gen writes as `format: int32`: ytsaurus-k8s-operator
// a45fbbb1ec) refuses the values beyond it that the base took, on a side of the range that no
// bound of the base or the head holds within it already (a bound added is reported itself).

/** The format the head gives a number that refuses values the base accepted, or undefined. */
export function numberFormatNarrowed(base: SchemaNode, head: SchemaNode): 'int32' | 'float' | undefined {
  if (base.type !== head.type || base.intOrString || head.intOrString) return undefined;
  const format = numberFormatOf(head);
  if (format === numberFormatOf(base) || (format !== 'int32' && format !== 'float')) return undefined;
  const within = (bound: number | undefined) => bound !== undefined && fitsNumberFormat(head, bound, true);
  const above = within(base.maximum) || within(head.maximum);
  const below = within(base.minimum) || within(head.minimum);
  return above && below ? undefined : format;
}
