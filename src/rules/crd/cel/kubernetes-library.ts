import type { Environment } from '@marcbachmann/cel-js';
import { celJs } from '../../../engine/lazy-packages.js';

// The CEL environment of CRD validation rules (spec/crd-validation.md §10 [CEL]), the newest one
// (apiserver pkg/cel/environment/base.go): cel-go's standard library plus ext.Strings v2,
// ext.Sets, ext.Lists v3, optional types, and k8s.io/apiserver/pkg/cel/library: lists, regex,
// url, quantity, ip, cidr, format, semver. Functions are declared for type checking only: rules
// are compiled, never run here, so every handler throws. Which of them an older cluster lacks is
// environment-versions.ts's business; what the library declares that Kubernetes does not is
// unsupported-calls.ts's.
//
// A namespaced function (`format.dns1123Label()`, `sets.contains(...)`) is declared as the
// library declares its own `optional.of()`: a constant of a namespace type, whose member
// functions are the namespace's. The two-variable comprehensions (1.32) and ext.Lists' sortBy
// macro cannot be declared; compile-rule.ts treats what it cannot check as "not certain".

const notEvaluated = (): never => {
  throw new Error('CEL rules are type-checked, not evaluated');
};

/** Opaque Kubernetes CEL types: values with methods and no fields. */
const OPAQUE_TYPES = [
  'kubernetes.URL',
  'kubernetes.Quantity',
  'kubernetes.Semver',
  'net.IP',
  'net.CIDR',
  'kubernetes.NamedFormat',
] as const;

/** The namespaces of namespaced functions, and the type of the constant that stands for each. */
export const NAMESPACES: Readonly<Record<string, string>> = {
  format: 'kubernetes.FormatNamespace',
  sets: 'kubernetes.SetsNamespace',
  lists: 'kubernetes.ListsNamespace',
  strings: 'kubernetes.StringsNamespace',
  ip: 'kubernetes.IPNamespace',
};

/** library.Format's named formats (library/format.go ConstantFormats): `format.<name>()`. */
export const FORMAT_NAMES: readonly string[] = [
  'dns1123Label',
  'dns1123Subdomain',
  'dns1035Label',
  'qualifiedName',
  'dns1123LabelPrefix',
  'dns1123SubdomainPrefix',
  'dns1035LabelPrefix',
  'labelValue',
  'uri',
  'uuid',
  'byte',
  'date',
  'datetime',
];

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
  'string.format(list<dyn>): string',
  'list<string>.join(): string',
  'list<string>.join(string): string',
  'kubernetes.StringsNamespace.quote(string): string',
  // ext.Sets
  'kubernetes.SetsNamespace.contains(list<A>, list<A>): bool',
  'kubernetes.SetsNamespace.equivalent(list<A>, list<A>): bool',
  'kubernetes.SetsNamespace.intersects(list<A>, list<A>): bool',
  // ext.Lists v3 (sort is declared for comparable items only upstream, flatten for lists of lists)
  'kubernetes.ListsNamespace.range(int): list<int>',
  'list<A>.slice(int, int): list<A>',
  'list<dyn>.flatten(): list<dyn>',
  'list<dyn>.flatten(int): list<dyn>',
  'list<A>.sort(): list<A>',
  'list<A>.reverse(): list<A>',
  'list<A>.distinct(): list<A>',
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
  'kubernetes.IPNamespace.isCanonical(string): bool',
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
  // library.Format
  ...FORMAT_NAMES.map((name) => `kubernetes.FormatNamespace.${name}(): kubernetes.NamedFormat`),
  'kubernetes.FormatNamespace.named(string): optional<kubernetes.NamedFormat>',
  'kubernetes.NamedFormat.validate(string): optional<list<string>>',
];

/** The options of every environment: Kubernetes enables optional types; literals may mix types. */
export const ENVIRONMENT_OPTIONS = {
  unlistedVariablesAreDyn: false,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
  // cel-go's parser limits as Kubernetes configures them are far above the spec's minimums the
  // library defaults to; a rule the apiserver accepts must not fail on a smaller limit here.
  limits: {
    maxAstNodes: 1_000_000,
    maxDepth: 250,
    maxListElements: 100_000,
    maxMapEntries: 100_000,
    maxCallArguments: 1000,
  },
} as const;

/**
 * A fresh environment with the Kubernetes declarations. Built once per review and cloned per
 * schema; a declaration the library already has (an overlap) keeps the library's own.
 */
export function kubernetesEnvironment(): Environment {
  const env = new (celJs().Environment)(ENVIRONMENT_OPTIONS);
  const ctors = new Map<string, new () => object>();
  for (const name of [...OPAQUE_TYPES, ...Object.values(NAMESPACES)]) {
    // A distinct class per type: the library tells registered types apart by constructor.
    const ctor = { [name]: class {} }[name];
    if (ctor) {
      env.registerType(name, ctor);
      ctors.set(name, ctor);
    }
  }
  // The library types a constant by its value's class.
  for (const [constant, type] of Object.entries(NAMESPACES)) {
    const ctor = ctors.get(type);
    if (ctor) env.registerConstant(constant, type, new ctor());
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
