// Patterns that say "a Kubernetes quantity". controller-gen writes the quantity grammar of
// apimachinery's resource/quantity.go for every resource.Quantity field; the older, looser
// pattern is that file's own splitREString, the first pass ParseQuantity made before checking
// the parts (and the text of its "quantities must match the regular expression" error), which
// hand-written CRDs and `+kubebuilder:validation:Pattern` tags copied for quantity fields.
// A field whose pattern goes from either to the grammar refuses only strings that
// resource.ParseQuantity refuses too: no controller ever decoded an object holding one, so
// nothing that worked is refused (knative/operator d61290ed3, CRDs moved to controller-gen: 32
// pattern errors on cpu and memory limits).

const QUANTITY_GRAMMAR = String.raw`^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$`;
const QUANTITY_SPLIT = String.raw`^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$`;

/** The pattern without one pair of parentheses around it all (`(^…$)`, as a kubebuilder tag may write it). */
function unwrapped(pattern: string): string {
  return pattern.startsWith('(^') && pattern.endsWith('$)') ? pattern.slice(1, -1) : pattern;
}

/** Whether a pattern changed from `base` to `head` refuses only strings that are not quantities. */
export function refusesOnlyNonQuantities(base: string, head: string): boolean {
  const from = unwrapped(base);
  return unwrapped(head) === QUANTITY_GRAMMAR && (from === QUANTITY_SPLIT || from === QUANTITY_GRAMMAR);
}

/** Whether a pattern is the quantity grammar controller-gen writes for a resource.Quantity field. */
export const isQuantityGrammar = (pattern: string): boolean => unwrapped(pattern) === QUANTITY_GRAMMAR;
