import { isMap, isScalar, isSeq, parseDocument } from 'yaml';

// Prow's OWNERS_ALIASES (spec/github.md §1.9): `aliases:` maps a name such as `api-approvers` to
// GitHub logins. Read to resolve the alias names of `approval-approvers`; a file that is not that
// shape is a problem value, so the caller reports the approval as unverified instead of guessing.

/** Alias name (lower case) → member logins (lower case: Prow and GitHub compare logins so). */
export type OwnersAliases = ReadonlyMap<string, readonly string[]>;

export function parseOwnersAliases(text: string): { readonly aliases: OwnersAliases } | { readonly problem: string } {
  const doc = parseDocument(text);
  const first = doc.errors[0];
  if (first) return { problem: `not YAML: ${first.message.split('\n')[0] ?? ''}` };
  const root = doc.contents;
  // An empty file, or one without the key, defines no alias.
  if (root === null || (isScalar(root) && root.value === null)) return { aliases: new Map() };
  if (!isMap(root)) return { problem: 'not a mapping with an aliases: key' };
  const section = root.get('aliases', true);
  if (section === undefined || (isScalar(section) && section.value === null)) return { aliases: new Map() };
  if (!isMap(section)) return { problem: 'aliases: is not a mapping of names to lists of logins' };
  const aliases = new Map<string, string[]>();
  for (const pair of section.items) {
    const key = isScalar(pair.key) ? pair.key.value : undefined;
    if (typeof key !== 'string') return { problem: 'an alias name under aliases: is not a string' };
    const members = pair.value;
    // `name:` with nothing under it is an empty alias, as Prow reads it.
    if (members === null || (isScalar(members) && members.value === null)) {
      aliases.set(key.toLowerCase(), []);
      continue;
    }
    if (!isSeq(members)) return { problem: `alias ${key} is not a list of logins` };
    const logins: string[] = [];
    for (const m of members.items) {
      const login = isScalar(m) ? m.value : undefined;
      if (typeof login !== 'string') return { problem: `alias ${key} lists something that is not a login` };
      logins.push(login.toLowerCase());
    }
    aliases.set(key.toLowerCase(), logins);
  }
  return { aliases };
}
