import { FORMAT_PATTERNS } from '../crd/schema/dns-names.js';
import { parsePropertyPath } from './property-path.js';

// Lengths no name in a cluster exceeds. kube-api-linter's maxlength rule asks for a maxLength on
// every string, and projects that adopt it bound their references to other objects as Kubernetes
// bounds the names themselves (cert-manager/trust-manager edb8268: `maxLength: 253` on the name and
// key of a source ConfigMap or Secret; kagent e21507ca9; Kong's authRef.name). A bound at that
// limit refuses only references that never resolved: apimachinery's validation keeps the names of
// Secrets, ConfigMaps, custom resources and nearly every other kind to DNS subdomains
// (NameIsDNSSubdomain, 253 characters), the keys of a ConfigMap's or Secret's data to 253
// (IsConfigMapKey), namespaces' names to DNS labels (63), and a custom resource's kind, lowercased,
// to a DNS-1035 label (63); and a host's DNS name is at most 253 (cluster-api's controlPlaneEndpoint.host
// given `maxLength: 512`). Whether a field refers to an object is read from its name, its
// parent's name and its description; a field that reads so but is not one (a Git branch named
// under a `gitRef`) is why the change stays a warning rather than going unsaid.
//
// Ports likewise: a TCP or UDP port runs from 1 to 65535, and a `maximum` of 65535 or more, or a
// `minimum` of 0 or less, on an integer named as a port refuses only what never was one
// (operator-framework/api 3b25e5d bounded its webhooks' containerPort to 1..65535). A minimum of
// 1 stays an error (APIs read 0 as "unset" or "any port": a Service's nodePort), except where the
// field defaults to a port: unset is then the default, not 0, and 0 was no port the API could use
// (OLM 0369ef623 gave containerPort `minimum: 1` with `default: 443`; before it, 0 reached the
// conversion webhook's Service, which refuses it), or where the base required it.

export interface NameLimit {
  /** What the field names and why the bound refuses nothing real, as the message says it. */
  readonly names: string;
  /** The longest such name. */
  readonly limit: number;
}

/** What the field names, why, and what the bound refuses: nothing real (`refuses`: values that could never …). */
const limitOf = (names: string, limit: number, refuses = 'values that could never refer to one'): NameLimit => ({
  names: `${names}, so it refuses only ${refuses}`,
  limit,
});

const OBJECT = limitOf(
  'reads as the name of a Kubernetes object, and the names of Secrets, ConfigMaps, custom resources and nearly every other kind are DNS subdomains of at most 253 characters',
  253,
);
const DATA_KEY = limitOf(
  "reads as a key of a ConfigMap's or Secret's data, and such keys are at most 253 characters",
  253,
);
const NAMESPACE = limitOf(
  'reads as the name of a namespace, and namespaces are named by DNS labels of at most 63 characters',
  63,
);
const KIND = limitOf(
  "reads as a kind, and a custom resource's kind is a DNS label of at most 63 characters (Kubernetes' own are shorter)",
  63,
);
const HOST = limitOf(
  'reads as a host, and a DNS name is at most 253 characters (an IP address fewer)',
  253,
  'values that could never name one',
);
const GROUP = limitOf(
  'reads as an API group, and API groups are DNS subdomains of at most 253 characters',
  253,
  'values that could never name one',
);
const PORT = limitOf('reads as a TCP or UDP port, and ports run from 1 to 65535', 65535, 'numbers that never were one');
// distribution/reference: a repository name of at most 255 characters (NameTotalLengthMax), a tag
// of at most 128, a digest of a registered algorithm (`@sha512:` and 128 hex digits the longest).
const IMAGE = limitOf(
  'reads as a container image reference, and no reference distribution/reference accepts is longer than 520 characters (a name of 255, a tag of 128, a sha512 digest)',
  520,
  'values that could never name an image',
);
const defaultedPort = (port: number): NameLimit =>
  limitOf(
    `reads as a TCP or UDP port, and ports run from 1 to 65535 (left unset it defaults to ${port}: 0 never stood for unset)`,
    65535,
    '0 and negative numbers, which never were a port',
  );

/** A port by its property's name: `port`, `containerPort`, `health_check_port`; not `transport` or `report`. */
const PORT_FIELD = /^port$|[a-z0-9]Port$|_port$/;

// A VLAN ID likewise: IEEE 802.1Q gives it 12 bits and reserves 4095, so a `maximum` of 4094 or
// more, or a `minimum` of 0 or less, refuses only numbers that never tagged a frame
// (osp-director-operator 4b50e1e174 gave its networks' `vlan` `maximum: 4094`).
const VLAN = limitOf(
  'reads as a VLAN ID, and IEEE 802.1Q VLAN IDs run from 0 to 4094 (4095 is reserved)',
  4094,
  'numbers that never were one',
);

/** A VLAN ID by its property's name: `vlan`, `vlanId`, `vlanID`, `nativeVlan`, `vlan_id`; not `vlans` or `vlanCount`. */
const VLAN_FIELD = /^vlan(?:Id|ID)?$|[a-z0-9]Vlan(?:Id|ID)?$|(?:^|_)vlan(?:_id)?$/;

/** Whether a `maximum` (`max`) or `minimum` bound of `value` on the integer at `property` refuses only what never was a VLAN ID. */
export function vlanLimitOf(property: string, bound: 'max' | 'min', value: number): NameLimit | undefined {
  const steps = parsePropertyPath(property);
  const last = steps?.[steps.length - 1];
  if (typeof last !== 'object' || !VLAN_FIELD.test(last.property)) return undefined;
  return (bound === 'max' ? value >= VLAN.limit : value <= 0) ? VLAN : undefined;
}

/**
 * Whether a `maximum` (`max`) or `minimum` bound of `value` on the integer at `property` refuses
 * only what never was a port: the field is named as one, and the bound lies beyond the ports.
 */
export function portLimitOf(
  property: string,
  bound: 'max' | 'min',
  value: number,
  head: { readonly default?: unknown; readonly exclusive?: boolean; readonly requiredBefore?: boolean } = {},
): NameLimit | undefined {
  const steps = parsePropertyPath(property);
  // The port itself, or an item of a list of ports (`ports[*]`, `exposedPorts[*]`).
  const last = steps?.[steps.length - 1];
  const named = last === 'items' ? steps?.[steps.length - 2] : typeof last === 'object' ? last : undefined;
  if (typeof named !== 'object') return undefined;
  const field = last === 'items' ? named.property.replace(/s$/, '') : named.property;
  if (!PORT_FIELD.test(field)) return undefined;
  if (bound === 'max' ? value >= PORT.limit : value <= 0) return PORT;
  const port = head.default;
  const defaulted = typeof port === 'number' && Number.isInteger(port) && port >= 1 && port <= PORT.limit;
  if (bound !== 'min' || value !== 1 || head.exclusive === true) return undefined;
  if (defaulted) return defaultedPort(port);
  // Required in an item of a list, which exists only where someone wrote it: not in an object that
  // Go clients write whole, at its zero value, before the port is known (cluster-api's APIEndpoint
  // `{host: "", port: 0}`, which loft-sh/cluster-api-provider-vcluster 68e7b891e5 bounded: its
  // controller read port 0 as "the default port").
  const inListItem = steps !== undefined && last !== 'items' && steps[steps.length - 2] === 'items';
  return head.requiredBefore === true && inListItem ? REQUIRED_PORT : undefined;
}

// A port the base required in a list's items is always written: 0 there was never "unset", only a
// port number no socket takes (Kong's kubernetes-ingress-controller gave UDPIngress rules' required
// `port` `minimum: 1`, a3c40fceb; its controller had dropped port 0 already).
const REQUIRED_PORT = limitOf(
  'reads as a TCP or UDP port, and ports run from 1 to 65535 (required before, so 0 never stood for unset)',
  65535,
  '0 and negative numbers, which never were a port',
);

// Replica counts likewise: a `minimum` of 0 or less on an integer named as a number of replicas
// refuses only negative counts, which no controller can run and Kubernetes refuses on its own
// workloads (apps/v1 validation, ValidateNonnegativeField); lws 87cf4a9 added `minimum: 0` to
// LeaderWorkerSet's replicas, which its webhook already refused below 0. A minimum of 1 stays an
// error: 0 replicas is a workload scaled down.
const REPLICAS = limitOf(
  'reads as a number of replicas, and a negative number is none a controller can run (Kubernetes refuses it on its own workloads)',
  0,
  'counts that never were one',
);

// And a `maximum` of 150,000 or more on one refuses only counts no cluster runs: Kubernetes supports
// at most 150,000 Pods in a cluster (its scalability thresholds, "Considerations for large
// clusters"); lws 87cf4a9 added `maximum: 1000000` beside that `minimum: 0`, to stop a controller's
// crash loop on absurd counts.
const REPLICAS_CEILING = limitOf(
  'reads as a number of replicas, and no cluster runs more than 150,000 Pods (the most Kubernetes supports)',
  150_000,
  'counts no cluster could run',
);

/**
 * A number of replicas by its property's name: `replicas`, `minReplicas`, `worker_replicas`, KEDA's
 * `minReplicaCount`; not `replicasStatus`.
 */
const REPLICAS_FIELD = /^replicas$|[a-z0-9]Replicas$|_replicas$|^replicaCount$|[a-z0-9]ReplicaCount$/;

/**
 * Or by its description, where it opens so: ytsaurus-k8s-operator's `instanceCount`, "Desired
 * count of replicas.", which it copies into a StatefulSet's replicas. Not a count of something
 * else that mentions replicas (`minReadyInstanceCount`, "Minimal number of ready replicas", took a
 * negative value to skip the wait).
 */
const REPLICAS_DESCRIPTION = /^\s*(?:the\s+)?(?:desired\s+)?(?:number|count)\s+of\s+(?:pod\s+)?replicas\b/i;

const isReplicaCount = (property: string, description: unknown): boolean =>
  REPLICAS_FIELD.test(property) || (typeof description === 'string' && REPLICAS_DESCRIPTION.test(description));

// A network prefix length likewise: a `minimum` of 0 or less on an integer named as one, which
// the head bounds at 128 or less, refuses only negative lengths, which no address has (Go's
// netip.ParsePrefix refuses "10.0.0.0/-1"); cluster-api-ipam-provider-in-cluster f99333d added
// `minimum: 0` beside `maximum: 128` on an IP pool's prefix, which its webhook already refused
// below 0. The maximum tells a prefix length from a `prefix` that counts something else.
const PREFIX_LENGTH = limitOf(
  'reads as the length of a network prefix (at most 128), and a negative length is none an address has',
  0,
  'lengths that never were one',
);

/** A prefix length by its property's name: `prefix`, `prefixLength`, `podCIDRPrefixLen`, `subnet_prefix`. */
const PREFIX_LENGTH_FIELD = /^prefix(?:Len(?:gth)?)?$|[A-Za-z0-9]Prefix(?:Len(?:gth)?)?$|_prefix(?:_len(?:gth)?)?$/;

/**
 * Whether a `minimum` of `value` on the integer at `property`, where the base had none, refuses only
 * negative replica counts or prefix lengths: not one raised from a bound (milvus-operator's
 * replicas took -1 for "managed by HPA"), nor an exclusive one of 0, which refuses 0 too.
 */
export function nonNegativeLimitOf(
  property: string,
  bound: 'max' | 'min',
  value: number,
  {
    base,
    exclusive,
    maximum,
    description,
  }: {
    readonly base: number | undefined;
    readonly exclusive: boolean;
    readonly maximum: number | undefined;
    readonly description?: unknown;
  },
): NameLimit | undefined {
  const steps = parsePropertyPath(property);
  const last = steps?.[steps.length - 1];
  if (typeof last !== 'object') return undefined;
  if (bound === 'max')
    return value >= REPLICAS_CEILING.limit && isReplicaCount(last.property, description) ? REPLICAS_CEILING : undefined;
  const refusesOnlyNegatives = exclusive ? value < 0 : value <= 0;
  if (base !== undefined || !refusesOnlyNegatives) return undefined;
  if (isReplicaCount(last.property, description)) return REPLICAS;
  const boundedAsPrefix = maximum !== undefined && maximum <= 128;
  return boundedAsPrefix && PREFIX_LENGTH_FIELD.test(last.property) ? PREFIX_LENGTH : undefined;
}

// The integers of a container's probe (Kubernetes' Probe, which a CRD copies into the Pods it
// makes): Kubernetes refuses a negative delay, timeout, period or threshold, and a
// terminationGracePeriodSeconds below 1, on its own Pods (core validation's validateProbe), so
// such a bound added refuses only probes no Pod ran with. opentelemetry-operator gave its
// collector's probes `minimum: 0` on initialDelaySeconds and `minimum: 1` on
// terminationGracePeriodSeconds (opentelemetry-helm-charts 0e873ba31). Not `minimum: 1` on the
// others: 0 is what a Pod defaults (a period of 0 becomes 10).
const PROBE_NONNEGATIVE = limitOf(
  "reads as a field of a container's probe, which Kubernetes refuses below 0 on its own Pods",
  0,
  'values no Pod ever ran with',
);
const PROBE_GRACE_PERIOD = limitOf(
  "reads as a probe's terminationGracePeriodSeconds, which Kubernetes refuses below 1 on its own Pods",
  1,
  'values no Pod ever ran with',
);
const PROBE_FIELD = /^(?:liveness|readiness|startup)Probe$|[a-z]Probe$|^probe$/;
const NONNEGATIVE_PROBE_FIELDS: ReadonlySet<string> = new Set([
  'initialDelaySeconds',
  'timeoutSeconds',
  'periodSeconds',
  'successThreshold',
  'failureThreshold',
]);

/**
 * Whether a `minimum` of `value` on the integer at `property`, where the base had none, refuses
 * only what Kubernetes refuses on a probe of its own Pods: the field's parent is named as a probe.
 */
export function probeLimitOf(
  property: string,
  bound: 'max' | 'min',
  value: number,
  { base, exclusive }: { readonly base: number | undefined; readonly exclusive: boolean },
): NameLimit | undefined {
  if (bound !== 'min' || base !== undefined) return undefined;
  const steps = parsePropertyPath(property);
  const [parent, last] = steps?.slice(-2) ?? [];
  if (typeof parent !== 'object' || typeof last !== 'object' || !PROBE_FIELD.test(parent.property)) return undefined;
  const refusesBelow = exclusive ? value + 1 : value; // the least integer it admits
  if (NONNEGATIVE_PROBE_FIELDS.has(last.property)) return refusesBelow <= 0 ? PROBE_NONNEGATIVE : undefined;
  return last.property === 'terminationGracePeriodSeconds' && refusesBelow <= 1 ? PROBE_GRACE_PERIOD : undefined;
}

/** A list of namespaces by its name, or by the name of what holds it (`namespaces: {include: [...]}`). */
const NAMESPACES = /^(?:namespaces|[a-z]\w*Namespaces|namespace_?list|namespace_names)$/;

/**
 * For a field that names a namespace, the expression every namespace's name matches
 * (content.IsDNS1123Label), or for one that names an object, every DNS subdomain; and what a
 * pattern that admits all of it refuses.
 */
export function namePatternOf(
  limit: NameLimit | undefined,
  property: string,
): { readonly pattern: string; readonly refuses: NameLimit; readonly emptyMayMeanNone?: true } | undefined {
  if (limit === NAMESPACE) return NAMESPACE_PATTERN;
  if (limit === DATA_KEY) return DATA_KEY_PATTERN;
  // Not a Role's or ClusterRole's name (`system:aggregate-to-admin`: RBAC names are path segments,
  // no DNS subdomains), nor an image's, whatever a reference to it is called.
  return limit === OBJECT && !/role|image/i.test(property) ? OBJECT_PATTERN : undefined;
}

/**
 * For a field that names an object, the expression every DNS subdomain matches, as names of
 * Secrets, ConfigMaps and custom resources are (apache/solr-operator gave a SolrCloud reference
 * `[a-z0-9]([-a-z0-9]*[a-z0-9])?`, 9860911a).
 */
const OBJECT_PATTERN = {
  pattern: FORMAT_PATTERNS.dns1123Subdomain as string,
  emptyMayMeanNone: true as const,
  refuses: limitOf(
    'reads as the name of a Kubernetes object, and it matches every DNS subdomain, as the names of Secrets, ConfigMaps, custom resources and nearly every other kind are',
    253,
  ),
};

/**
 * For a key of a ConfigMap's or Secret's data, the expression every such key matches
 * (IsConfigMapKey: `[-._a-zA-Z0-9]+`); "" may have meant a default key (Flux's valuesKey read "" as
 * `values.yaml`), as a reference's "" may mean none.
 */
const DATA_KEY_PATTERN = {
  pattern: '^[-._a-zA-Z0-9]+$',
  emptyMayMeanNone: true as const,
  refuses: limitOf(
    "reads as a key of a ConfigMap's or Secret's data, and it matches every such key (letters, digits, '-', '_' and '.')",
    253,
  ),
};

const NAMESPACE_PATTERN = {
  pattern: FORMAT_PATTERNS.dns1123Label as string,
  refuses: limitOf("reads as the name of a namespace, and it matches every namespace's name (a DNS label)", 63),
};

/** A reference by its property's name: `secretRef`, `parentRef`, `objectReference`, `secret_ref`, `ref`. */
const REFERENCE = /(?:^|[a-z0-9])(?:Ref|Reference)$|(?:^|_)(?:ref|reference)$/;
/** A holder of a Secret or ConfigMap, or a list of them: `secret`, `configMapRef`, `imagePullSecrets`. */
const SECRET_OR_CONFIG_MAP = /secret|config_?map/i;
/** A field named for the object it names: `secretName`, `targetSecretName`, `volumeClaimName`. */
const OBJECT_NAME_FIELD =
  /(?:^|[a-z0-9])(?:Secret|ConfigMap|ServiceAccount|PriorityClass|StorageClass|PersistentVolumeClaim|VolumeClaim|RuntimeClass|IngressClass|GatewayClass)Name$|^(?:secret|configMap|serviceAccount|priorityClass|storageClass|persistentVolumeClaim|volumeClaim|claim|runtimeClass|ingressClass|gatewayClass)Name$/;
/**
 * Words for a reference's name: k8s.io/api's "Name of the referent", "name is the name of the
 * resource being referenced", and those operators write ("the name of the source object", "The
 * name of the ConfigMap or Secret"); not "Name of the environment variable", nor "the name of the AWS
 * resource", which names no Kubernetes object.
 */
const NAME_DESCRIPTION =
  /\bname of (?:the|a|an) (?:[\w-]+ )?(?:referent|referenced|object|secret|config ?map|service ?account|node)\b|\breferen(?:t|ced)\b|\.metadata\.name of (?:the|a|an)\b/i;
/**
 * The name of a kind the repository's CRDs define, written as one: "the name of the LocalQueue"
 * (kueue), "Name of the SecretStore resource" (external-secrets). Not another name the object has
 * ("the level name of the HyperNode", volcano's tierName), nor a kind of another system named
 * alike, whose names Kubernetes does not limit (a CloudWatch LogGroup's run to 512).
 */
const KIND_NAME_DESCRIPTION =
  /(?:^|[.;:]\s+|\b(?:is|the|a|an|exact)\s+)[Nn]ame of (?:[Tt]he|[Aa]n?) ((?:[A-Z][a-z0-9]+){2,})\b/;
const namesKind = (said: string, isDefinedKind: ((kind: string) => boolean) | undefined): boolean => {
  const kind = KIND_NAME_DESCRIPTION.exec(said)?.[1];
  return kind !== undefined && isDefinedKind?.(kind) === true;
};
/**
 * A field named for the kind it refers to, whose description says it is a reference to an object
 * (Mirantis/hmc: `template`, "Template is a reference to a Template object located in the same
 * namespace"; `release`, "Release references the Release object"): its value is that object's name.
 * "Object", or "resource" after a kind of the repository's CRDs: another system's resource ("the
 * AWS resource") has names of its own. Not a reference written with its namespace (`ns/name`).
 */
const REFERENCE_DESCRIPTION =
  /\b(?:is a reference to|refers to|references) (?:the|a|an) (?:(?:([A-Z][A-Za-z0-9]*) )?object|([A-Z][A-Za-z0-9]*) resource)\b/;
const WITH_NAMESPACE = /namespace\s*\/\s*name|<namespace>\/|namespaced ?name/i;
const describesReference = (said: string, isDefinedKind: ((kind: string) => boolean) | undefined): boolean => {
  const m = REFERENCE_DESCRIPTION.exec(said);
  if (!m || WITH_NAMESPACE.test(said)) return false;
  return m[2] === undefined || isDefinedKind?.(m[2]) === true;
};
/**
 * k8s.io/api's words for a selector's key ("The key of the secret to select from", "The key to
 * select"), and trust-manager's for the key it writes ("the key of the entry in the object's `data` field").
 */
const KEY_DESCRIPTION =
  /\bkey (?:of|in|from) (?:the |a )?(?:referenced |referent |selected |target |source )?(?:secret|config ?map)\b|\bkey to select\b|\bentry in the object's `?data`? field\b/i;
/**
 * A field named `<something>Key` described as a key of a ConfigMap's or Secret's data: Flux's
 * `valuesFrom[*].valuesKey`, "the data key where the values.yaml or a specific value can be found";
 * not a key of encryption ("the KMS data key").
 */
const DATA_KEY_FIELD = /[a-z0-9]Key$/;
const DATA_KEY_DESCRIPTION = /\bdata key\b/i;
const CRYPTOGRAPHY = /crypt|\bkms\b|cipher/i;
const describesDataKey = (said: string): boolean =>
  (KEY_DESCRIPTION.test(said) || DATA_KEY_DESCRIPTION.test(said)) && !CRYPTOGRAPHY.test(said);
/** Words for a container image reference: "the reference to a container image", "Container image name". */
const IMAGE_DESCRIPTION =
  /\b(?:container |docker |oci |operand )?image\b.*\b(?:reference|name|ref|pull)|\b(?:reference|name) (?:to|of) (?:a |an |the )?(?:container |docker |oci )?image\b|^\s*(?:container |docker )?image\b/i;
/** A field named for a class: `listenerClass`, `serverSecretClass`; not `className` or `classes`. */
const CLASS_FIELD = /^[a-z][a-zA-Z0-9]*Class$|^class$/;
/** Whether the description names, as a kind, the class the field is named for (`SecretClass` for `serverSecretClass`). */
const classKindNamed = (field: string, said: string): boolean => {
  const kinds = [...said.matchAll(/\b([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)*Class)\b/g)].map((m) => m[1] as string);
  return kinds.some((kind) => field.toLowerCase().endsWith(kind.toLowerCase()));
};
/**
 * A reference's namespace as k8s.io/api describes it ("Namespace of the referent"), and as
 * operators do, opening the description: "Namespace of the VaultAuthGlobal resource"
 * (vault-secrets-operator), "Namespace of the Secret". Not within it: "The Vault namespace of the
 * secret" is Vault's, no Kubernetes namespace (a regression probe).
 */
const NAMESPACE_DESCRIPTION =
  /^\s*namespace of the (?:[\w-]+ (?:resource|object)|secret|config ?map)\b|\bnamespace of the (?:referent|referenced\b)|\breferen(?:t|ced)\b/i;
/** A reference's kind or group, as k8s.io/api and Gateway API describe them ("Kind of the referent", "Group is the group of the referent"). */
const TYPE_DESCRIPTION = /\breferen(?:t|ced)\b|\b(?:kind|group) of the (?:resource|object|target)\b/i;

/**
 * What the string at `property` names and the longest such name, when its name, its parent's
 * name or its description say it refers to an object; undefined otherwise.
 */
export function nameLimitOf(
  property: string,
  description: unknown,
  isDefinedKind?: (kind: string) => boolean,
): NameLimit | undefined {
  const steps = parsePropertyPath(property);
  if (!steps || steps.length === 0) return undefined;
  const last = steps[steps.length - 1];
  // An item of a list of namespaces: `namespaces[*]`, or `namespaces.include[*]` and the like
  // (kyma-project/telemetry-manager's namespace selectors, 02638490a).
  if (last === 'items') {
    const names = steps.filter((s): s is { readonly property: string } => typeof s !== 'string').map((s) => s.property);
    const list = names[names.length - 1] ?? '';
    const holder = steps[steps.length - 2];
    const holderIsProperty = holder !== undefined && typeof holder !== 'string';
    return holderIsProperty && (NAMESPACES.test(list) || NAMESPACES.test(names[names.length - 2] ?? ''))
      ? NAMESPACE
      : undefined;
  }
  if (last === undefined || typeof last === 'string') return undefined;
  const field = last.property;
  // The nearest properties above, through list items and map values (`imagePullSecrets[*].name`).
  const above = steps
    .slice(0, -1)
    .filter((s): s is { readonly property: string } => typeof s !== 'string')
    .map((s) => s.property);
  const parent = above[above.length - 1] ?? '';
  const grandparent = above[above.length - 2] ?? '';
  const said = typeof description === 'string' ? description : '';
  // A description says what the field is, where there is one: the names of the field and its
  // parent decide only where the CRD has none (`crd:maxDescLen=0`). A `webhookSecret.key`
  // described as "The HMAC secret key used to sign payloads" is key material, and a `secretEnv`'s
  // `name` described as "Name of the environment variable" names no object.
  const describes = (words: RegExp, structurally: boolean): boolean => (said === '' ? structurally : words.test(said));
  const reference = REFERENCE.test(parent);
  switch (field) {
    case 'name':
      return said !== '' && namesKind(said, isDefinedKind)
        ? OBJECT
        : describes(NAME_DESCRIPTION, reference || SECRET_OR_CONFIG_MAP.test(parent))
          ? OBJECT
          : undefined;
    case 'key':
      // The key of an entry of `configMap.data` (trust-manager's targets) is one too.
      return describes(
        KEY_DESCRIPTION,
        SECRET_OR_CONFIG_MAP.test(parent) || (parent === 'data' && SECRET_OR_CONFIG_MAP.test(grandparent)),
      )
        ? DATA_KEY
        : undefined;
    case 'namespace':
      return describes(NAMESPACE_DESCRIPTION, reference) ? NAMESPACE : undefined;
    case 'kind':
      return reference && describes(TYPE_DESCRIPTION, true) ? KIND : undefined;
    case 'group':
    case 'apiGroup':
      return reference && describes(TYPE_DESCRIPTION, true) ? GROUP : undefined;
    case 'host':
    case 'hostname':
      // "host:port" is longer than a host.
      return /\bport\b/i.test(said) ? undefined : HOST;
    case 'image':
      // "image" described as a reference to one, or left undescribed (k8s.io/api's Container.image).
      return said === '' || IMAGE_DESCRIPTION.test(said) ? IMAGE : undefined;
    default:
      if (DATA_KEY_FIELD.test(field) && describesDataKey(said)) return DATA_KEY;
      // A reference below `image` (operator-framework/catalogd's `source.image.ref`, "the reference
      // to a container image"), or a field named for one (`imageRef`, `sidecarImage`).
      if (
        (/^(?:ref|reference)$/.test(field) && parent === 'image' && IMAGE_DESCRIPTION.test(said)) ||
        (/(?:^image|[a-z0-9]Image)(?:Ref|Reference)?$/.test(field) && IMAGE_DESCRIPTION.test(said))
      )
        return IMAGE;
      // A field named for a class it names (`serverSecretClass`, `listenerClass`), described by the
      // class's kind (stackabletech's "The [SecretClass](…) to use"): a custom resource's name.
      if (CLASS_FIELD.test(field) && classKindNamed(field, said)) return OBJECT;
      // A field named for what it names (`secretName`), or one called `<something>Name` whose
      // description says it names an object (kueue's queueName: "the name of the LocalQueue"), or
      // any whose description says it is a reference to one (REFERENCE_DESCRIPTION).
      return OBJECT_NAME_FIELD.test(field) ||
        (/[a-z0-9]Name$/.test(field) && (NAME_DESCRIPTION.test(said) || namesKind(said, isDefinedKind))) ||
        describesReference(said, isDefinedKind)
        ? OBJECT
        : undefined;
  }
}
