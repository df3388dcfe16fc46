import { posix } from 'node:path';
import type { CacheKey, ReviewCache } from '../../engine/review-cache.js';
import type { World } from '../../engine/world.js';

// Whether the repository's Go API types convert a kind between its versions: code that only a
// conversion webhook runs. A CRD manifest without `spec.conversion` is then often installed with
// one by another repository: open-cluster-management-io/api ships ManagedClusterAddOn bare, with
// `+k8s:conversion-gen=…/addon/v1alpha1` in addon/v1beta1 and the conversion of the fields its
// v1beta1 moved (83078458), and ocm's cluster-manager installs the CRD with `strategy: Webhook`.
// Read from the text alone, in the packages whose doc comment says `+groupName=<group>`:
// - `+k8s:conversion-gen=<package>`: conversion-gen's functions for every type of the package;
// - a kubebuilder hub or spoke: `func (…*Kind) Hub()`, `func (…*Kind) ConvertTo(… conversion.Hub)`.

const CONVERSION_GEN = /^\s*\/\/\s*\+k8s:conversion-gen=(?!false\b)\S/m;
const HUB_OR_SPOKE =
  /^func\s+\(\s*(?:\w+\s+)?\*?(\w+)\s*\)\s+(?:Hub\s*\(\s*\)|Convert(?:To|From)\s*\(\s*\w+\s+conversion\.Hub\s*\))/gm;
const GROUP_NAME = /^\s*\/\/\s*\+groupName=([\w.-]+)/m;

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
  return kinds === 'all' || (kinds?.has(kind) ?? false);
}

function convertedKinds(world: World): Converted {
  const choice = world.goSources();
  const texts = choice
    ? choice.sources.map((s) => ({ path: s.path, text: s.text }))
    : world.goFiles.map((f) => ({ path: f.path, text: f.text }));
  const byDir = new Map<string, { groups: Set<string>; kinds: Set<string> | 'all' }>();
  for (const { path, text } of texts) {
    if (text === undefined || path.endsWith('_test.go') || isVendored(path)) continue;
    const dir = posix.dirname(path);
    let entry = byDir.get(dir);
    if (!entry) byDir.set(dir, (entry = { groups: new Set(), kinds: new Set() }));
    const group = GROUP_NAME.exec(text)?.[1];
    if (group !== undefined) entry.groups.add(group);
    if (CONVERSION_GEN.test(text)) entry.kinds = 'all';
    else if (entry.kinds !== 'all') for (const m of text.matchAll(HUB_OR_SPOKE)) entry.kinds.add(m[1] ?? '');
  }
  const out = new Map<string, Set<string> | 'all'>();
  for (const { groups, kinds } of byDir.values()) {
    for (const group of groups) {
      const known = out.get(group);
      if (known === 'all' || kinds === 'all') out.set(group, 'all');
      else out.set(group, new Set([...(known ?? []), ...kinds]));
    }
  }
  return out;
}

const isVendored = (path: string): boolean => path.startsWith('vendor/') || path.includes('/vendor/');
