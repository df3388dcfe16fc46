import { posix } from 'node:path';
import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';

// Feature gates the repository's Go modules depend on (kubeedge's edgecore configuration copies
// kubelet's fields with their `+featureGate=NodeSwap` tags; the gate is k8s.io/kubernetes's, in
// vendor/ or the module cache, which the family does not review). The sources find the gate
// files of the modules go.mod requires (src/dependency-gate-services.ts) and read them only when
// asked: only a tag whose gate the repository does not define asks. Only the names are taken: a
// dependency's stages are its own release's, not the repository's.

/** The Go files that define the gates of the modules a Go file's module requires (a repository path). */
export interface DependencyGateFiles {
  readonly read: (goFile: string) => readonly { readonly path: string; readonly text: string }[];
}

// A gate constant: `NodeSwap featuregate.Feature = "NodeSwap"` in a const block, or client-go's
// own `Feature` type (`InformerResourceVersion Feature = "InformerResourceVersion"`).
const GATE_CONSTANT = /^\s*(?:const\s+)?[A-Za-z_]\w*\s+(?:featuregate\.)?Feature\s*=\s*"([^"\\\n]+)"/gm;

/** The gate names a dependency's Go source defines. */
export function gateNamesIn(goSource: string): string[] {
  return [...goSource.matchAll(GATE_CONSTANT)].map((m) => m[1] ?? '');
}

// By the directory of the tagged file: its module's requirements (the sources share one read
// among the directories of a module).
const NAMES: CacheKey<Map<string, ReadonlySet<string>>> = {
  name: 'lifecycle: gate names of dependencies, by directory',
  create: () => new Map(),
};

/** Whether a gate the repository does not define is one that the module of `goFile` requires. */
export function isDependencyGate(ctx: RuleContext, goFile: string, gate: string): boolean {
  const files = ctx.services?.dependencyGates;
  if (!files) return false;
  const byDir = ctx.cache.get(NAMES);
  const dir = posix.dirname(goFile);
  let names = byDir.get(dir);
  if (!names) {
    names = new Set(files.read(goFile).flatMap((f) => gateNamesIn(f.text)));
    byDir.set(dir, names);
  }
  return names.has(gate);
}
