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
    const quoted = m[1] ?? m[2] ?? m[3];
    // A bare word ends a sentence with its period: `Defaults to 8080.`
    const said = quoted ?? (m[4] ?? '').replace(/\.$/, '');
    if (typeof value === 'string' ? said === value : said.toLowerCase() === String(value).toLowerCase()) return true;
  }
  return false;
}
