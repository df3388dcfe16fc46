// A default the field's description already stated before the schema gave it: controller code
// filled it in (an empty string read as "ca.crt"), and a later change wrote it into the schema
// as `default:` (metacontroller d76f280: `Defaults to "ca.crt" if not specified.` on a CA bundle's
// key, then `+kubebuilder:default=ca.crt`). What readers are told the field means is unchanged.

/** The phrases that state a default, each followed by the value: quoted, or one word. */
const STATED_DEFAULT =
  /\bdefault(?:s|ed)?(?:\s+value)?(?:\s+(?:is|to|will\s+be)|\s*[:=])\s*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`\n]*)`|([^\s,;()"'`]+))/gi;

/** Whether `description` states `value` (a string, number or boolean) as the field's default. */
export function describesDefault(description: string | undefined, value: unknown): boolean {
  if (description === undefined || !/default/i.test(description)) return false;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  for (const m of description.matchAll(STATED_DEFAULT)) {
    if (statesDefaultConditionally(description, m.index)) continue;
    const quoted = m[1] ?? m[2] ?? m[3];
    // A bare word ends a sentence with its period: `Defaults to 8080.`
    const said = quoted ?? (m[4] ?? '').replace(/\.$/, '');
    if (typeof value === 'string' ? said === value : said.toLowerCase() === String(value).toLowerCase()) return true;
  }
  // "Default true (enabled).", "(default 5)", "True by default.", "Enabled by default." (open-feature-operator
  // db0919e): a literal right after "default", or before "by default", and for a boolean the words for it.
  if (typeof value === 'string') return false;
  for (const m of description.matchAll(LITERAL_DEFAULT)) {
    if (statesDefaultConditionally(description, m.index)) continue;
    const said = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
    const meant = said === 'enabled' ? 'true' : said === 'disabled' ? 'false' : said;
    if (meant === String(value).toLowerCase()) return true;
  }
  return false;
}

/** A boolean or number stated as the default without a verb: after "default", or before "by default". */
const LITERAL_DEFAULT =
  /\bdefaults?(?:\s+value)?\s+(true|false|-?\d+(?:\.\d+)?)(?=[\s.,;)]|$)|\b(true|false|-?\d+(?:\.\d+)?)\s+by\s+default\b|\b(enabled|disabled)\s+by\s+default\b/gi;

/**
 * The sentences of `text`: split after a `.` and at blank lines; a single line break is the wrapping
 * of a paragraph (controller-gen wraps descriptions at 80 columns), not a sentence's end.
 */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/\n\s*\n|(?<=\.)\s+/)
    .map((s) => s.replace(/\s*\n\s*/g, ' '))
    .filter((s) => s.trim() !== '');

/**
 * Whether the sentence around the default stated at `at` states it only in some
 * case: isConditional, where "for" counts only after the statement ("defaults to 5 for Fast
 * mode"); before it, it says what the field is for ("The UDP port for VXLAN (default: 4789)", k0s),
 * as any case before a default stated in parentheses says what the field does.
 */
function statesDefaultConditionally(text: string, at: number): boolean {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('\n', at)) + 1;
  const ends = [text.indexOf('. ', at), text.indexOf('\n', at)].filter((i) => i !== -1);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  // A default in parentheses qualifies the whole field: what comes before it says what the field
  // does ("Skip TLS verification when talking to the registry (default: false)", forklift f89b75ab04).
  const lead = text.slice(start, at);
  const before = /\(\s*$/.test(lead) ? '' : lead.replace(/\bfor\b/gi, '');
  return isConditional(`${before}${text.slice(at, end)}`);
}

/** The sentence states a default only in some case ("When mode is Fast, defaults to 5"); "if not specified" is every case. */
export const isConditional = (sentence: string): boolean =>
  /\b(?:when|if|unless|otherwise|except|for)\b/i.test(sentence.replace(UNSET_CASE, ''));

/** The case of the field left out, which a stated default is the value of. */
const UNSET_CASE =
  /\b(?:if|when)\s+(?:it\s+is\s+|this\s+(?:field\s+)?is\s+|the\s+field\s+is\s+|the\s+value\s+is\s+)?(?:not\s+(?:specified|set|provided|given|present|defined|configured)|unset|unspecified|omitted|empty|absent|nil|null)\b/gi;
