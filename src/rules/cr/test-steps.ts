import type { World } from '../../engine/world.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';

// kuttl and chainsaw run a test directory's files as numbered steps (`01-install.yaml`,
// `05-disable-reconciliation.yaml`), and apply a step's object over the one an earlier step made:
// chainsaw's apply merge-patches an object that exists (kyverno/chainsaw's apply operation), kuttl's
// too. Such a step holds only the fields it changes; the fields the earlier step set are kept, so a
// required field the later step leaves out is no error (tempo-operator's tests/e2e/reconcile: step 05
// turns off reconciliation of the TempoStack step 01 made, without its `storage`).

/** `05-disable-reconciliation.yaml` → 5; undefined for a file that is not a numbered step. */
const stepNumber = (file: string): number | undefined => {
  const m = /(?:^|\/)(\d+)-[^/]*$/.exec(file);
  return m ? Number(m[1]) : undefined;
};

/** kuttl's and chainsaw's files of expectations, which are compared, not applied. */
const isExpectation = (file: string): boolean =>
  /(?:^|\/)\d+-(?:[^/]*-)?(?:assert|errors?)(?:-[^/]*)?\.ya?ml$/.test(file);

/**
 * Whether an earlier numbered step of the same test directory applies the object `o` is: `o`
 * patches it. Not where a file of the directory deletes something of that name (a kuttl TestStep's
 * `delete:`, a chainsaw Test's delete operation): a step after the deletion creates the object anew.
 */
export function appliedByEarlierStep(world: World, o: KubeObject): boolean {
  const file = o.source.file;
  const step = stepNumber(file);
  if (step === undefined || !isInTestTree(file) || isExpectation(file)) return false;
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  const inDir = (p: string) => p.startsWith(dir) && !p.slice(dir.length).includes('/');
  const deletes = world.filesAt(inDir).some((f) => /^\s*-?\s*delete\s*:/m.test(f.text) && f.text.includes(o.name));
  if (deletes) return false;
  return world.sameIdentity(o).some((earlier) => {
    const other = earlier.source.file;
    const n = stepNumber(other);
    return (
      n !== undefined &&
      n < step &&
      other.slice(0, other.lastIndexOf('/') + 1) === dir &&
      !other.slice(dir.length).includes('/') &&
      !isExpectation(other)
    );
  });
}
