// The modules a go.mod requires, after its replace directives (https://go.dev/ref/mod#go-mod-file):
// enough of the file's grammar to find where each required module's source lies. Comments are
// `//` to the end of the line; `require` and `replace` take one line or a parenthesised block.

export interface ModuleRequirement {
  /** The module path the code imports, which is also its directory under vendor/. */
  readonly path: string;
  /** Where its source comes from: a module and version, or a directory relative to the go.mod. */
  readonly source: { readonly module: string; readonly version: string } | { readonly directory: string };
}

export function moduleRequirements(goMod: string): ModuleRequirement[] {
  const required = new Map<string, string>();
  const replaced = new Map<string, ModuleRequirement['source']>();
  let block: string | undefined;
  for (const raw of goMod.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    if (line === '') continue;
    if (block !== undefined && line === ')') {
      block = undefined;
      continue;
    }
    const opening = /^(require|replace|exclude|retract|tool|godebug|ignore)\s*\($/.exec(line);
    if (opening) {
      block = opening[1];
      continue;
    }
    const directive = /^(require|replace)\s+(.*)$/.exec(line);
    const [verb, rest] = block !== undefined ? [block, line] : directive ? [directive[1], directive[2] ?? ''] : [];
    if (verb === 'require') {
      const [path, version] = rest?.split(/\s+/) ?? [];
      if (path && version) required.set(unquote(path), version);
    } else if (verb === 'replace') {
      const [from = '', to = ''] = rest?.split('=>').map((s) => s.trim()) ?? [];
      const [oldPath] = from.split(/\s+/);
      const [newPath, newVersion] = to.split(/\s+/);
      if (!oldPath || !newPath) continue;
      replaced.set(
        unquote(oldPath),
        newVersion === undefined ? { directory: unquote(newPath) } : { module: unquote(newPath), version: newVersion },
      );
    }
  }
  return [...required].map(([path, version]) => ({
    path,
    source: replaced.get(path) ?? { module: path, version },
  }));
}

const unquote = (s: string): string => (s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s);
