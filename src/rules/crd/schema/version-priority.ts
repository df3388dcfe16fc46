// Kubernetes version priority (spec/crd-compatibility.md §5.8): the order in which kubectl and
// discovery rank a group's versions, as apimachinery's version.CompareKubeAwareVersionStrings
// (pkg/version/helpers.go) computes it. GA outranks beta outranks alpha; inside each, the major
// then the minor number, higher first. A name that is not `v<major>[(alpha|beta)<minor>]` ranks
// below every such name, and among such names the apiserver compares the strings the other way
// round (strings.Compare(v2, v1)), so `foo1` outranks `foo10`.

/** `v<major>` or `v<major>alpha<minor>` / `v<major>beta<minor>`: Go's regexp, where \d is ASCII. */
const KUBE_VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;

/** alpha < beta < GA, as helpers.go's versionType iota. */
const STABILITY = { alpha: 0, beta: 1, ga: 2 } as const;

interface KubeVersion {
  readonly stability: number;
  readonly major: bigint;
  readonly minor: bigint;
}

// strconv.Atoi fails above int64 (on the 64-bit builds that run apiservers), and the name is then
// ranked as one that does not match.
const INT64_MAX = 2n ** 63n - 1n;

function parseKubeVersion(name: string): KubeVersion | undefined {
  const m = KUBE_VERSION.exec(name);
  if (!m) return undefined;
  const major = BigInt(m[1] ?? '');
  const minor = m[3] === undefined ? 0n : BigInt(m[3]);
  if (major > INT64_MAX || minor > INT64_MAX) return undefined;
  return {
    stability: m[2] === 'alpha' ? STABILITY.alpha : m[2] === 'beta' ? STABILITY.beta : STABILITY.ga,
    major,
    minor,
  };
}

/** Whether the apiserver ranks the name as a Kubernetes version (`v1`, `v2beta3`), above any other name. */
export const isKubeVersion = (name: string): boolean => parseKubeVersion(name) !== undefined;

const sign = (n: bigint): number => (n > 0n ? 1 : n < 0n ? -1 : 0);

/**
 * Negative when `a` has lower priority than `b`, positive when higher, 0 when equal (the same
 * name, or names such as `v1` and `v01` that the apiserver ranks alike).
 */
export function compareVersionPriority(a: string, b: string): number {
  if (a === b) return 0;
  const va = parseKubeVersion(a);
  const vb = parseKubeVersion(b);
  if (!va && !vb) return b < a ? -1 : b > a ? 1 : 0; // reverse string order (Go compares bytes; these names are ASCII)
  if (!va) return -1;
  if (!vb) return 1;
  if (va.stability !== vb.stability) return va.stability - vb.stability;
  if (va.major !== vb.major) return sign(va.major - vb.major);
  return sign(va.minor - vb.minor);
}

/**
 * The names lowest priority first (`v1alpha1, v1alpha2, v2alpha1, v1beta1, v1, v2`). Names the
 * apiserver ranks alike keep a fixed order by their text, so the result never depends on the
 * order of spec.versions.
 */
export function byVersionPriority(names: readonly string[]): string[] {
  return [...names].sort((a, b) => compareVersionPriority(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}
