import { isConditional, sentencesOf } from './documented-default.js';
import { escapeRegExp } from '../../engine/escape-regexp.js';

// An enum added where the field's description already said which values it takes: a Go marker
// written wrong (`+kubebuilder:validation:enum=ingress;egress`, lower case, which controller-gen
// ignores) and fixed later leaves a description that stated the values all along
// (cluster-api-provider-openstack c540391da: 'The only values allowed are "ingress" or "egress"';
// 41c933d77: 'This can be either "Volume" or "Local".'). The enum refuses only values the API never
// documented, which its controller or the cloud behind it refused: a warning, not an error.

/**
 * A sentence that states the only values a field takes. "Can be" counts where a quoted value
 * follows at once ("Can be 'jaeger' or 'grafana'.", kiali-operator 887229dfbf): a closed list, not
 * "can be set to" or "can be, for example".
 */
const STATES_VALUES =
  /\b(?:only|allowed|valid|supported|possible|accepted|permitted)\b[^.]*\bvalues?\b|\bvalues?\b[^.]*\b(?:allowed|valid|supported|accepted|permitted)\b|\bmust\s+be\b|\bcan\s+be\s+(?:either|one\s+of)\b|\bcan\s+be\s+(?=["'`])|\bone\s+of\b|\beither\b/i;

/** A value as a sentence may quote it. */
const QUOTED = /"([^"\n]*)"|'([^'\n]*)'|`([^`\n]*)`/g;

/**
 * Whether `description` has a sentence, in every case (not "when …"), that states the only values
 * of the field and names each of `values` (strings), quoted or as a word, quoting no other.
 */
export function describesOnlyValues(description: string | undefined, values: readonly unknown[]): boolean {
  if (description === undefined || values.length === 0) return false;
  if (!values.every((v): v is string => typeof v === 'string' && v !== '')) return false;
  return sentencesOf(description).some((sentence) => {
    if (!STATES_VALUES.test(sentence) || isConditional(sentence)) return false;
    const quoted = [...sentence.matchAll(QUOTED)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
    if (quoted.some((q) => !values.includes(q))) return false;
    return values.every(
      (v) => quoted.includes(v) || new RegExp(`(?<![\\w-])${escapeRegExp(v)}(?![\\w-])`).test(sentence),
    );
  });
}
