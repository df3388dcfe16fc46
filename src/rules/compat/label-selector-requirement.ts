import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { hasShape, schemaNodesAt } from './kubernetes-map-lists.js';
import { LABEL_SELECTOR_REQUIREMENT } from './kubernetes-types.js';
import { parsePropertyPath } from './property-path.js';

// A label selector's requirement (matchExpressions' items of key, operator and values) as a CRD
// holds metav1.LabelSelector: controllers convert it with LabelSelectorAsSelector, which refuses
// any operator but In, NotIn, Exists and DoesNotExist ("is not a valid label selector operator")
// and any value that is no label value (labels.NewRequirement's validateLabelValue). A pattern
// that refuses only those refuses no selector that ever selected anything (kubestellar 46170a3d5
// gave its BindingPolicy's selectors both patterns).

const OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'] as const;

/** A label value: empty, or alphanumeric at both ends with `-`, `_` and `.` between (apimachinery's qualifiedNameFmt). */
const LABEL_VALUE = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$';

/** The longest label value. */
const LABEL_VALUE_LENGTH = 63;

/** Which part of a label selector's requirement the difference is of; undefined for anything else. */
function partOf(head: KubeObject, d: CompatDifference): 'operator' | 'values' | undefined {
  const steps = parsePropertyPath(d.property) ?? [];
  const last = steps.at(-1);
  const part =
    typeof last === 'object' && last.property === 'operator'
      ? 'operator'
      : last === 'items' &&
          typeof steps.at(-2) === 'object' &&
          (steps.at(-2) as { property: string }).property === 'values'
        ? 'values'
        : undefined;
  if (part === undefined) return undefined;
  const nodes = schemaNodesAt(head, d);
  // The requirement, the list of them, and the selector that holds matchLabels beside it.
  const [selector, , requirement] = nodes.slice(part === 'operator' ? -4 : -5);
  const list = steps.at(part === 'operator' ? -3 : -4);
  if (typeof list !== 'object' || list.property !== 'matchExpressions') return undefined;
  const isRequirement = (n: JsonObject | undefined) =>
    n !== undefined && hasShape(n, LABEL_SELECTOR_REQUIREMENT.shape, LABEL_SELECTOR_REQUIREMENT.only);
  const isLabelSelector = (n: JsonObject | undefined) =>
    n !== undefined && isJsonObject(n.properties) && isJsonObject(n.properties.matchLabels);
  return isRequirement(requirement) && isLabelSelector(selector) ? part : undefined;
}

/**
 * What a tightening of a label selector's operator or values refuses, where that is only what
 * LabelSelectorAsSelector refuses: undefined for any other tightening.
 */
export function refusedBySelectors(
  head: KubeObject,
  d: CompatDifference,
  options: {
    readonly patternMatches?: (pattern: string, value: string) => boolean | undefined;
    readonly patternAdmitsAllOf?: (base: string, head: string) => boolean | undefined;
  },
): string | undefined {
  const part = partOf(head, d);
  if (part === 'operator' && d.check === 'pattern' && typeof d.head === 'string') {
    const pattern = d.head;
    return OPERATORS.every((o) => options.patternMatches?.(pattern, o) === true)
      ? 'operators other than In, NotIn, Exists and DoesNotExist'
      : undefined;
  }
  if (part !== 'values') return undefined;
  if (d.check === 'pattern' && typeof d.head === 'string')
    return options.patternAdmitsAllOf?.(LABEL_VALUE, d.head) === true ? 'values that are no label value' : undefined;
  if (d.check === 'maxLength' && typeof d.head === 'number' && d.head >= LABEL_VALUE_LENGTH)
    return `values longer than a label value's ${LABEL_VALUE_LENGTH} characters`;
  return undefined;
}

/**
 * Whether an enum added to a label selector's operator lists exactly In, NotIn, Exists and
 * DoesNotExist, the values of metav1.LabelSelectorOperator: what LabelSelectorAsSelector always
 * refused, it refuses (neonKUBE 1a95e2ad6f took postgres-operator's chart 1.10.1, whose
 * `matchExpressions[*].operator` gained the enum).
 */
export function isLabelSelectorOperatorEnum(head: KubeObject, d: CompatDifference): boolean {
  if (d.check !== 'enum' || Array.isArray(d.base) || !Array.isArray(d.head)) return false;
  const values = new Set(d.head);
  return values.size === OPERATORS.length && OPERATORS.every((o) => values.has(o)) && partOf(head, d) === 'operator';
}
