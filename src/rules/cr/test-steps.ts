import type { World } from '../../engine/world.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
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
 * patches it. Not where a step between the two (after the earlier one, up to `o`'s own) deletes the
 * object (a kuttl TestStep's `delete:` naming it, or naming its kind without a name), or a chainsaw
 * Test of the directory deletes it between the steps that apply the two files: after a deletion
 * the object is created anew. A deletion after `o`'s step (a cleanup step) changes nothing.
 */
export function appliedByEarlierStep(world: World, o: KubeObject): boolean {
  const file = o.source.file;
  const step = stepNumber(file);
  if (step === undefined || !isInTestTree(file) || isExpectation(file)) return false;
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  const inDir = (p: string) => p.startsWith(dir) && !p.slice(dir.length).includes('/');
  const earlier = world
    .sameIdentity(o)
    .map((e) => e.source.file)
    .filter((other) => {
      const n = stepNumber(other);
      return n !== undefined && n < step && inDir(other) && !isExpectation(other);
    });
  const objects = world.filesAt(inDir).flatMap((f) => f.objects);
  const deletedBetween = (from: string): boolean =>
    objects.some((d) => kuttlDeletes(d, o, stepNumber(from) ?? 0, step) || chainsawDeletes(d, o, from, file));
  if (earlier.some((from) => !deletedBetween(from))) return true;
  // Or a kuttl TestStep of an earlier step whose script applies what it builds
  // (percona-server-mysql-operator's `get_cr | yq … | kubectl apply -f -` makes every cluster its
  // tests then patch, haproxy/09-disable-haproxy.yaml among them): the object may be that one.
  return objects.some((d) => {
    const n = stepNumber(d.source.file);
    return n !== undefined && n < step && appliesInScript(d) && !deletedBetween(d.source.file);
  });
}

/** A kuttl TestStep with a command or script that runs `kubectl apply` or `kubectl create`. */
function appliesInScript(step: KubeObject): boolean {
  if (step.kind !== 'TestStep' || !step.apiVersion.startsWith('kuttl.dev/')) return false;
  return entries(step.value.commands).some((c) =>
    [c.script, c.command].some((text) => typeof text === 'string' && KUBECTL_APPLIES.test(text)),
  );
}

const KUBECTL_APPLIES = /\bkubectl\b[^\n|;&]*\s(?:apply|create)\b/;

/** A kuttl TestStep of a step after `from` and up to `to` whose `delete:` names `o` (or its kind, without a name). */
function kuttlDeletes(step: KubeObject, o: KubeObject, from: number, to: number): boolean {
  if (step.kind !== 'TestStep' || !step.apiVersion.startsWith('kuttl.dev/')) return false;
  const n = stepNumber(step.source.file);
  if (n === undefined || n <= from || n > to) return false;
  return entries(step.value.delete).some((d) => names(d, o));
}

/** A chainsaw Test whose steps delete `o` after the step that applies `fromFile` and up to the one that applies `toFile`. */
function chainsawDeletes(test: KubeObject, o: KubeObject, fromFile: string, toFile: string): boolean {
  if (test.kind !== 'Test' || !test.apiVersion.startsWith('chainsaw.kyverno.io/')) return false;
  const spec = test.value.spec;
  const steps = isJsonObject(spec) ? entries(spec.steps) : [];
  const operations = steps.map((st) => [...entries(st.try), ...entries(st.cleanup), ...entries(st.finally)]);
  const applies = (base: string) =>
    operations.findIndex((ops) =>
      ops.some((op) => ['apply', 'create'].some((k) => isJsonObject(op[k]) && op[k].file === base)),
    );
  const [from, to] = [applies(baseName(fromFile)), applies(baseName(toFile))];
  // Files the Test does not apply by name: its order is not known, and its deletions not counted.
  if (from === -1 || to === -1) return false;
  return operations
    .slice(from + 1, to + 1)
    .some((ops) =>
      ops.some((op) => isJsonObject(op.delete) && names(isJsonObject(op.delete.ref) ? op.delete.ref : {}, o)),
    );
}

/** Whether a deletion entry (`{apiVersion, kind, name}`) takes in `o`: its name, or every object of its kind. */
function names(d: JsonObject, o: KubeObject): boolean {
  if (typeof d.kind === 'string' && d.kind !== o.kind) return false;
  if (typeof d.kind !== 'string' && typeof d.name !== 'string') return false;
  return typeof d.name !== 'string' || d.name === o.name;
}

const entries = (v: unknown): JsonObject[] => (Array.isArray(v) ? v.filter(isJsonObject) : []);
const baseName = (file: string): string => file.slice(file.lastIndexOf('/') + 1);
