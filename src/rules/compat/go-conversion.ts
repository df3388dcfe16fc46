import { posix } from 'node:path';
import type { CacheKey, ReviewCache } from '../../engine/review-cache.js';
import type { World } from '../../engine/world.js';
import { isVendored } from './go-property-type.js';

// Whether the repository's Go API types convert a kind between its versions: code that only a
// conversion webhook runs. A CRD manifest without `spec.conversion` is then often installed with
// one by another repository: open-cluster-management-io/api ships ManagedClusterAddOn bare, with
// `+k8s:conversion-gen=…/addon/v1alpha1` in addon/v1beta1 and the conversion of the fields its
// v1beta1 moved (83078458), and ocm's cluster-manager installs the CRD with `strategy: Webhook`.
// It is only a sign (kube-logging's logging-operator keeps hubs and spokes it never serves): the
// caller softens, it does not skip.
// Read from the text alone, in the packages whose doc comment says `+groupName=<group>`:
// - `+k8s:conversion-gen=<package>` with conversion functions in the package (`func Convert_…`,
//   written by hand or generated into zz_generated.conversion.go): a tag alone, copied as
//   boilerplate into a doc.go (open-cluster-management-io/api's cluster/v1beta2), converts nothing;
// - a kubebuilder hub or spoke: `func (…*Kind) Hub()`, `func (…*Kind) ConvertTo(… conversion.Hub)`.
// And in any package (one of its own, without `+groupName=`: kyverno/chainsaw's pkg/apis/conversion),
// a conversion function of a kind or of its spec or status between two versions,
// `func Convert_v1alpha1_ConfigurationSpec_To_v1alpha2_ConfigurationSpec(`: the kind, of any group
// (the function names none; a kind of the same name in another group is softened too).

const CONVERSION_GEN = /^\s*\/\/\s*\+k8s:conversion-gen=(?!false\b)\S/m;
const CONVERSION_FUNCTION = /^func\s+Convert_\w+\s*\(/m;
const HUB_OR_SPOKE =
  /^func\s+\(\s*(?:\w+\s+)?\*?(\w+)\s*\)\s+(?:Hub\s*\(\s*\)|Convert(?:To|From)\s*\(\s*\w+\s+conversion\.Hub\s*\))/gm;
const GROUP_NAME = /^\s*\/\/\s*\+groupName=([\w.-]+)/m;
const KIND_CONVERSION = /^func\s+Convert_[A-Za-z0-9]+_(\w+?)_To_[A-Za-z0-9]+_\1\s*\(/gm;
/** What a converted type's name says of its kind: `Configuration` of `ConfigurationSpec`. */
const kindOfType = (type: string): string => type.replace(/(?:Spec|Status)$/, '');

/** The groups' key for kinds known by a conversion function alone, whatever their group. */
const ANY_GROUP = '';

/** By group, the kinds converted, or 'all' where conversion-gen converts the whole package. */
type Converted = ReadonlyMap<string, ReadonlySet<string> | 'all'>;

const CONVERTED: CacheKey<WeakMap<World, Converted>> = {
  name: 'kinds the Go API types convert',
  create: () => new WeakMap(),
};

/** Whether the world's Go API types of `group` convert `kind` between versions. */
export function goConverts(world: World, cache: ReviewCache, group: string, kind: string): boolean {
  const memo = cache.get(CONVERTED);
  let converted = memo.get(world);
  if (!converted) memo.set(world, (converted = convertedKinds(world)));
  const kinds = converted.get(group);
  return (
    kinds === 'all' ||
    (kinds?.has(kind) ?? false) ||
    (converted.get(ANY_GROUP) as Set<string> | undefined)?.has(kind) === true
  );
}

function convertedKinds(world: World): Converted {
  const choice = world.goSources();
  const texts = choice
    ? choice.sources.map((s) => ({ path: s.path, text: s.text }))
    : world.goFiles.map((f) => ({ path: f.path, text: f.text }));
  const byDir = new Map<string, { groups: Set<string>; kinds: Set<string>; tagged: boolean; converts: boolean }>();
  const anyGroup = new Set<string>();
  for (const { path, text } of texts) {
    const dir = posix.dirname(path);
    if (text === undefined || path.endsWith('_test.go') || isVendored(dir)) continue;
    let entry = byDir.get(dir);
    if (!entry) byDir.set(dir, (entry = { groups: new Set(), kinds: new Set(), tagged: false, converts: false }));
    const group = GROUP_NAME.exec(text)?.[1];
    if (group !== undefined) entry.groups.add(group);
    entry.tagged ||= CONVERSION_GEN.test(text);
    entry.converts ||= CONVERSION_FUNCTION.test(text);
    for (const m of text.matchAll(HUB_OR_SPOKE)) entry.kinds.add(m[1] ?? '');
    for (const m of text.matchAll(KIND_CONVERSION)) anyGroup.add(kindOfType(m[1] ?? ''));
  }
  const out = new Map<string, Set<string> | 'all'>([[ANY_GROUP, anyGroup]]);
  for (const entry of byDir.values()) {
    const { groups } = entry;
    const kinds = entry.tagged && entry.converts ? 'all' : entry.kinds;
    for (const group of groups) {
      const known = out.get(group);
      if (known === 'all' || kinds === 'all') out.set(group, 'all');
      else out.set(group, new Set([...(known ?? []), ...kinds]));
    }
  }
  return out;
}
