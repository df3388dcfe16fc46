import { patternWitness } from './pattern-inclusion.js';
import { defineRule } from '../../engine/rule.js';
import type { CompatDifference } from './compare-crds.js';
import { isStatusOnly, OLDER_CONTROLLER, STATUS_WRITES } from './status-writes.js';
import { compatReports, fieldName, shown, unchangedName } from './compat-report.js';
import { compareOptions } from './compat-options.js';
import { refusedBySelectors } from './label-selector-requirement.js';

// compat/validation-tightened (spec/crd-compatibility.md §5.4, keyword table): a bound, pattern,
// checked format, multipleOf or allOf/anyOf/oneOf/not that rejects values base accepted. Told
// apart by data.compat.check. The wording follows ratcheting (§5.6): value keywords are ratcheted
// per field, count keywords (min/maxItems, min/maxProperties) are raised by the list or map as a
// whole, and allOf/anyOf/oneOf/not are not ratcheted at all.
export const validationTightened = defineRule({
  id: 'compat/validation-tightened',
  scope: 'object',
  // A bound at the limit of the field's Go type is not a tightening (integer-type-limit.ts).
  consultsGoTypes: true,
  meta: {
    severity: 'error',
    description:
      'a field of a served CRD version accepts fewer values than before (bounds, pattern, format, multipleOf, allOf/anyOf/oneOf/not)',
    messages: {
      value:
        '{{change}} in {{version}}; stored objects with values it rejects stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to such values is rejected; keep the old validation, or serve the tighter one in a new version',
      whole:
        '{{change}} in {{version}}; stored objects that violate it stay readable, but creating such objects (a GitOps re-apply, a restore) and any update that changes {{unchanged}} (any item or key of it) is rejected; keep the old bound, or serve the tighter one in a new version',
      status: `{{change}} in {{version}}; ${STATUS_WRITES}, and a status write that fails it is rejected ${OLDER_CONTROLLER}; make sure every running controller writes values it accepts, or serve the change in a new version`,
      quantity:
        '{{change}} in {{version}}, with the type made int-or-string: the form controller-gen writes for resource.Quantity, which controller-gen before v0.2 wrote as a plain string; if the field was a Quantity, it refuses only strings resource.ParseQuantity never decoded, but if it held other strings, creating such objects (a GitOps re-apply, a restore) and changing {{field}} to one is rejected: a warning',
      namesUpTo: '{{change}} in {{version}}; {{field}} {{names}}, if the field is what it reads as: a warning',
      documentedBound:
        '{{change}} in {{version}}, as its description said before ("{{sentence}}"): creates and changes to such values are rejected, but the API never documented them as valid: a warning',
      goDuration:
        '{{change}} in {{version}}; {{field}} is a metav1.Duration in the Go API types, whose text Go never writes longer than 25 characters, so it refuses only durations spelled out longer than that: a warning',
      bareDots:
        "{{change}} in {{version}}; the old pattern's lone `.` matched any character, and the new one refuses only values with another character where that `.` stood, which the old pattern was not written for if the `.` meant a dot: a warning",
      punctuationRange:
        "{{change}} in {{version}}; the old pattern's character class made a range of a `-` between two punctuation characters, and the new one refuses only values with a character of that range other than its ends, which the old pattern was not written for if the `-` meant a dash: a warning",
      boundsRestated:
        '{{change}} in {{version}}, stating only bounds {{field}} had already: it accepts the same values, but {{check}} is not ratcheted as they were, so an object stored before they existed that breaks them is refused on its next update: a notice',
      numberFormat:
        '{{change}} in {{version}}; kube-apiserver 1.36 and later check numbers against it and refuse {{refused}}, which the old schema accepted, on create and where an update changes {{field}}: a warning, as it matters only for values that large; if {{field}} may hold them, keep the old format, or serve the new one in a new version',
      conditionTimestamp:
        "{{change}} in {{version}}; {{field}} is a condition's timestamp, a metav1.Time, which Go's encoding always writes in RFC 3339, the form date-time checks, so it refuses only values no Kubernetes client wrote: a warning",
      labelSelector:
        "{{change}} in {{version}}; {{field}} is of a label selector's requirement, and it refuses only {{refused}}, which LabelSelectorAsSelector refuses too, so no such selector ever selected anything: a warning",
      patternUndecided:
        '{{change}} in {{version}}; whether the new pattern refuses a value the old one accepted could not be decided here (comparing the two patterns ran past the bound this review gives it), and no such value was found: a warning; make sure every value stored objects hold matches the new one, as creating such objects (a GitOps re-apply, a restore) is rejected otherwise',
      notRatcheted:
        '{{change}} in {{version}}; {{check}} is not ratcheted, so every create (a GitOps re-apply, a restore) and every update of a stored object that fails it is rejected; keep the old schema, or serve the change in a new version',
    },
  },
  check: (ctx) => {
    const options = compareOptions(ctx);
    return compatReports(ctx, 'compat/validation-tightened', (d, crd) => {
      const field = fieldName(d.property);
      const data = {
        change: changeText(d, field),
        version: d.version,
        field,
        unchanged: unchangedName(d),
        check: d.check,
      };
      if (isStatusOnly(crd, d)) return { messageId: 'status', data };
      if ('quantityForm' in d && d.quantityForm === true) return { messageId: 'quantity', data };
      if ('bareDots' in d && d.bareDots === true) return { messageId: 'bareDots', data };
      if ('punctuationRange' in d && d.punctuationRange === true) return { messageId: 'punctuationRange', data };
      const refused = refusedBySelectors(crd, d, options);
      if (refused !== undefined)
        return { messageId: 'labelSelector', data: { ...data, refused }, severity: 'warning' as const };
      if ('goDuration' in d && d.goDuration === true) return { messageId: 'goDuration', data };
      if ('boundsRestated' in d && d.boundsRestated === true) return { messageId: 'boundsRestated', data };
      if ('numberFormat' in d && d.numberFormat !== undefined)
        return { messageId: 'numberFormat', data: { ...data, refused: NUMBER_FORMAT_REFUSES[d.numberFormat] } };
      // kube-ovn d336c9801 gave its conditions' lastTransitionTime and lastUpdateTime `format: date-time`.
      if (isConditionTimestampFormat(d)) return { messageId: 'conditionTimestamp', data, severity: 'warning' as const };
      if ('documentedBound' in d && d.documentedBound !== undefined)
        return { messageId: 'documentedBound', data: { ...data, sentence: d.documentedBound.trim() } };
      if ('namesUpTo' in d && d.namesUpTo !== undefined)
        return { messageId: 'namesUpTo', data: { ...data, names: d.namesUpTo.names } };
      if (COMBINATORS.has(d.check)) return { messageId: 'notRatcheted', data };
      // snapscheduler f1bbfb1c widened its cron pattern (`{5,7}` tokens to `{5}` of wider ones): the
      // comparison, a subset automaton, ran past its bound, and an error said it refused values.
      if (
        'patternUndecided' in d &&
        d.patternUndecided === true &&
        typeof d.base === 'string' &&
        typeof d.head === 'string' &&
        patternWitness(d.base, d.head) === undefined
      )
        return { messageId: 'patternUndecided', data, severity: 'warning' as const };
      return { messageId: COUNTS.has(d.check) ? 'whole' : 'value', data };
    });
  },
});

/** What a number format kube-apiserver checks refuses (number-formats.ts). */
const NUMBER_FORMAT_REFUSES = {
  int32: 'integers below -2147483648 or above 2147483647',
  float: 'numbers beyond ±3.4028235e38 (float32)',
} as const;

const COMBINATORS = new Set(['allOf', 'anyOf', 'oneOf', 'not']);

/** `format: date-time` given a condition's `last…Time` (`status.conditions[*].lastTransitionTime`). */
const isConditionTimestampFormat = (d: CompatDifference): boolean =>
  d.check === 'format' &&
  typeof d.head === 'string' &&
  d.head.replaceAll('-', '') === 'datetime' &&
  /\.conditions\[\*\]\.last[A-Z]\w*Time$/.test(d.property);
const COUNTS = new Set(['minItems', 'maxItems', 'minProperties', 'maxProperties']);

/** What changed, as the start of the message: "maximum of spec.size lowered from 10 to 5". */
function changeText(d: CompatDifference, field: string): string {
  const k = d.check;
  if (k === 'exclusiveMaximum' || k === 'exclusiveMinimum')
    return `${k} was set on ${field}, so its ${k === 'exclusiveMaximum' ? 'maximum' : 'minimum'} itself is no longer valid`;
  if (COMBINATORS.has(k)) return d.base === null ? `${k} was added to ${field}` : `${k} of ${field} changed`;
  if (d.head === null) return `${k} ${shown(d.base)} was removed from ${field}, and compat.patternRemoval is Disallow`;
  // A pattern added: the shortest value it refuses, which says how much it does (k0s 62908f4227's
  // unanchored `[\w][\w.-]{0,127}` refuses only values without a letter, digit or `_`).
  if (d.base === null) {
    if ('refusedValue' in d && d.refusedValue !== undefined)
      return `${k} ${shown(d.head)} was added to ${field} (it refuses ${shown(d.refusedValue)}, which the old schema allowed)`;
    // The shortest values it refuses that the base accepted (compare-schemas.ts).
    const [one, two] = 'refusedExamples' in d && d.refusedExamples !== undefined ? d.refusedExamples : [];
    const example =
      one === undefined
        ? ''
        : two === undefined
          ? ` (it refuses ${shown(one)}, for one)`
          : ` (it refuses ${shown(one)} and ${shown(two)}, for two)`;
    return `${k} ${shown(d.head)} was added to ${field}${example}`;
  }
  if (typeof d.base === 'number' && typeof d.head === 'number' && k !== 'multipleOf')
    return `${k} of ${field} ${d.head < d.base ? 'lowered' : 'raised'} from ${d.base} to ${d.head}`;
  // A value the new pattern refuses and the old one took: a change that reads as a widening
  // (volsync b922dd5c's cron pattern) shows what it refuses.
  const refused =
    k === 'pattern' && typeof d.base === 'string' && typeof d.head === 'string'
      ? patternWitness(d.base, d.head)
      : undefined;
  return `${k} of ${field} changed from ${shown(d.base)} to ${shown(d.head)}${refused === undefined ? '' : ` (it refuses ${shown(refused)}, which the old one accepted)`}`;
}
