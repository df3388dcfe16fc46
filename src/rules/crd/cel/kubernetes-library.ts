import { Environment } from '@marcbachmann/cel-js';

// The CEL environment of CRD validation rules (spec/crd-validation.md §10 [CEL]): cel-go's
// standard library plus the extensions Kubernetes adds (ext.Strings, optional types, and
// k8s.io/apiserver/pkg/cel/library: lists, regex, url, quantity, ip, cidr, semver). Functions are
// declared for type checking only: rules are compiled, never run here, so every handler throws.
//
// Libraries reached through a namespace (`format.dns1123Label()`, `sets.contains(...)`,
// `strings.quote(...)`, `ip.isCanonical(...)`, `math.greatest(...)`, `cel.bind`'s siblings) and
// the two-variable comprehensions cannot be declared in this library; compile-rule.ts treats
// what it cannot check as "not certain" and reports nothing for it.

const notEvaluated = (): never => {
  throw new Error('CEL rules are type-checked, not evaluated');
};

/** Opaque Kubernetes CEL types: values with methods and no fields. */
const OPAQUE_TYPES = ['kubernetes.URL', 'kubernetes.Quantity', 'kubernetes.Semver', 'net.IP', 'net.CIDR'] as const;

const FUNCTIONS: readonly string[] = [
  // ext.Strings (cel-go), the versions Kubernetes enables.
  'string.charAt(int): string',
  'string.indexOf(string): int',
  'string.indexOf(string, int): int',
  'string.lastIndexOf(string): int',
  'string.lastIndexOf(string, int): int',
  'string.lowerAscii(): string',
  'string.upperAscii(): string',
  'string.replace(string, string): string',
  'string.replace(string, string, int): string',
  'string.split(string): list<string>',
  'string.split(string, int): list<string>',
  'string.substring(int): string',
  'string.substring(int, int): string',
  'string.trim(): string',
  'string.reverse(): string',
  'string.format(list<dyn>): string',
  'list<string>.join(): string',
  'list<string>.join(string): string',
  // library.Regex
  'string.find(string): string',
  'string.findAll(string): list<string>',
  'string.findAll(string, int): list<string>',
  // library.Lists
  'list<A>.isSorted(): bool',
  'list<A>.sum(): A',
  'list<A>.min(): A',
  'list<A>.max(): A',
  'list<A>.indexOf(A): int',
  'list<A>.lastIndexOf(A): int',
  // library.URLs
  'url(string): kubernetes.URL',
  'isURL(string): bool',
  'kubernetes.URL.getScheme(): string',
  'kubernetes.URL.getHost(): string',
  'kubernetes.URL.getHostname(): string',
  'kubernetes.URL.getPort(): string',
  'kubernetes.URL.getEscapedPath(): string',
  'kubernetes.URL.getQuery(): map<string, list<string>>',
  // library.Quantity
  'quantity(string): kubernetes.Quantity',
  'isQuantity(string): bool',
  'kubernetes.Quantity.isInteger(): bool',
  'kubernetes.Quantity.asInteger(): int',
  'kubernetes.Quantity.asApproximateFloat(): double',
  'kubernetes.Quantity.sign(): int',
  'kubernetes.Quantity.add(kubernetes.Quantity): kubernetes.Quantity',
  'kubernetes.Quantity.add(int): kubernetes.Quantity',
  'kubernetes.Quantity.sub(kubernetes.Quantity): kubernetes.Quantity',
  'kubernetes.Quantity.sub(int): kubernetes.Quantity',
  'kubernetes.Quantity.isGreaterThan(kubernetes.Quantity): bool',
  'kubernetes.Quantity.isLessThan(kubernetes.Quantity): bool',
  'kubernetes.Quantity.compareTo(kubernetes.Quantity): int',
  // library.IP and library.CIDR
  'ip(string): net.IP',
  'isIP(string): bool',
  'net.IP.family(): int',
  'net.IP.isUnspecified(): bool',
  'net.IP.isLoopback(): bool',
  'net.IP.isLinkLocalMulticast(): bool',
  'net.IP.isLinkLocalUnicast(): bool',
  'net.IP.isGlobalUnicast(): bool',
  'string(net.IP): string',
  'cidr(string): net.CIDR',
  'isCIDR(string): bool',
  'net.CIDR.containsIP(string): bool',
  'net.CIDR.containsIP(net.IP): bool',
  'net.CIDR.containsCIDR(string): bool',
  'net.CIDR.containsCIDR(net.CIDR): bool',
  'net.CIDR.ip(): net.IP',
  'net.CIDR.masked(): net.CIDR',
  'net.CIDR.prefixLength(): int',
  'string(net.CIDR): string',
  // library.Semver
  'semver(string): kubernetes.Semver',
  'semver(string, bool): kubernetes.Semver',
  'isSemver(string): bool',
  'isSemver(string, bool): bool',
  'kubernetes.Semver.major(): int',
  'kubernetes.Semver.minor(): int',
  'kubernetes.Semver.patch(): int',
  'kubernetes.Semver.isGreaterThan(kubernetes.Semver): bool',
  'kubernetes.Semver.isLessThan(kubernetes.Semver): bool',
  'kubernetes.Semver.compareTo(kubernetes.Semver): int',
];

/** The options of every environment: Kubernetes enables optional types; literals may mix types. */
export const ENVIRONMENT_OPTIONS = {
  unlistedVariablesAreDyn: false,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
  // cel-go's parser limits as Kubernetes configures them are far above the spec's minimums the
  // library defaults to; a rule the apiserver accepts must not fail on a smaller limit here.
  limits: { maxAstNodes: 1_000_000, maxDepth: 250, maxListElements: 100_000, maxMapEntries: 100_000, maxCallArguments: 1000 },
} as const;

/**
 * A fresh environment with the Kubernetes declarations. Built once per review and cloned per
 * schema; a declaration the library already has (an overlap) keeps the library's own.
 */
export function kubernetesEnvironment(): Environment {
  const env = new Environment(ENVIRONMENT_OPTIONS);
  for (const name of OPAQUE_TYPES) {
    // A distinct class per type: the library tells registered types apart by constructor.
    const ctor = { [name]: class {} }[name];
    if (ctor) env.registerType(name, ctor);
  }
  for (const signature of FUNCTIONS) {
    try {
      env.registerFunction(signature, notEvaluated);
    } catch {
      // Already declared by the library (an overlapping overload): its declaration stands.
    }
  }
  return env;
}
