import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { selectorMayMatch } from './label-selector.js';
import { goRegisteredWebhooks } from './go-registered-webhooks.js';
import { knativeWebhookKinds } from './knative-webhook-kinds.js';
import { koDataWebhookConfigurations } from './ko-data-webhooks.js';
import { templatedConfigurations } from './templated-webhook-rules.js';
import { isMissingFields } from './cr-error.js';
import type { CrError, Operation } from './validate-custom-resource.js';

// The mutating admission webhooks the repository registers, and which custom resources they
// see. kube-apiserver calls mutating webhooks before it validates the object against the CRD's
// schema (apiserver endpoints/handlers/create.go: admit, then the registry's strategy Validate),
// so a field the manifest leaves out may be present by the time `required` is checked. Webhooks
// built on controller-runtime (admission.CustomDefaulter) or knative (resourcesemantics/defaulting,
// roundTripPatch) answer with the patch from the request to the object re-encoded from its Go
// type: every field declared without omitempty, which controller-gen marks required, comes back
// filled (tekton's Task steps[].name is one). What a webhook does cannot be known offline.

export interface MutatingWebhook {
  /** `webhooks[].name`, else the configuration's `metadata.name`. */
  readonly name: string;
  /** undefined: no rules written, as knative's webhooks ship them (its controller fills them in at run time). */
  readonly rules?: readonly WebhookRule[];
  /**
   * `matchPolicy: Exact`: the request's own version must be listed. Otherwise (`Equivalent`, the
   * default of admissionregistration.k8s.io/v1) the apiserver converts a request for another
   * version of the same resource to one the webhook lists and calls it: oracle-database-operator
   * registers its SingleInstanceDatabase defaulter for v1alpha1 only, and it fills in v4 requests.
   */
  readonly exact?: boolean;
  /** `objectSelector` as written: the labels an object must have for the webhook to be called. */
  readonly objectSelector?: unknown;
  /**
   * Registered by a manifest of the repository's tests (an upstream release a test installs):
   * a test's cluster, which the repository's own samples and deployments are not applied to.
   */
  readonly inTestTree?: true;
  /**
   * Shipped without rules in a kodata/ directory (ko-data-webhooks.ts), beside the upstream
   * releases an operator installs from there: it sees only the group its name is one label before
   * (knative names a webhook for its group: webhook.operator.tekton.dev), not every request.
   */
  readonly namedForItsGroups?: true;
  /**
   * The kinds such a webhook defaults, where the repository's Go hands knative's defaulting
   * controller its map of them (knative-webhook-kinds.ts): it sees no other.
   */
  readonly kinds?: ReadonlySet<string>;
  /**
   * Registered by the repository's Go code at run time (go-registered-webhooks.ts), with rules
   * that code computes: it sees the resources of the groups in this domain, the webhook's name
   * less its first label (config-connector's `*.cnrm.cloud.google.com`).
   */
  readonly domain?: string;
}

export interface WebhookRule {
  readonly operations: readonly string[];
  readonly apiGroups: readonly string[];
  readonly apiVersions: readonly string[];
  readonly resources: readonly string[];
  /** `scope`: `Cluster`, `Namespaced` or `*` (the default): which resources of the rule the webhook sees. */
  readonly scope: string;
}

const GROUP = 'admissionregistration.k8s.io';
const KIND = 'MutatingWebhookConfiguration';
const WEBHOOKS: CacheKey<WeakMap<World, readonly MutatingWebhook[]>> = {
  name: 'cr/ mutating webhooks by world',
  create: () => new WeakMap(),
};

/** The repository's mutating webhooks, in `world` (the rule's head world unless given). */
export function mutatingWebhooks(ctx: RuleContext, world: World = ctx.head): readonly MutatingWebhook[] {
  const byWorld = ctx.cache.get(WEBHOOKS);
  let found = byWorld.get(world);
  if (!found) {
    found = [
      ...world.ofKind(GROUP, KIND).flatMap(webhooksOf),
      ...templatedWebhooks(world),
      ...koDataWebhookConfigurations(ctx)
        .flatMap(webhooksOf)
        .map((w) => {
          if (w.rules !== undefined) return w;
          const kinds = knativeWebhookKinds((ctx.whole?.head ?? world).goTexts(), w.name);
          return { ...w, namedForItsGroups: true as const, ...(kinds ? { kinds } : {}) };
        }),
      ...goRegisteredWebhooks(ctx),
    ];
    byWorld.set(world, found);
  }
  return found;
}

function webhooksOf(configuration: KubeObject): MutatingWebhook[] {
  const webhooks = configuration.value.webhooks;
  if (!Array.isArray(webhooks)) return [];
  const inTest = isInTestTree(configuration.source.file) ? { inTestTree: true as const } : {};
  return webhooks.filter(isJsonObject).flatMap((w) => {
    const name = typeof w.name === 'string' && w.name !== '' ? w.name : configuration.name;
    // admissionregistration.k8s.io/v1beta1 defaulted matchPolicy to Exact, v1 to Equivalent.
    const policy =
      typeof w.matchPolicy === 'string' ? w.matchPolicy : configuration.version === 'v1beta1' ? 'Exact' : '';
    const exact = policy === 'Exact' ? { exact: true } : {};
    const traits = { ...inTest, ...(w.objectSelector === undefined ? {} : { objectSelector: w.objectSelector }) };
    // Rules written, even `rules: []`, are what the apiserver matches (an empty list matches nothing).
    if (Array.isArray(w.rules)) {
      return [
        {
          name,
          ...exact,
          ...traits,
          rules: w.rules.filter(isJsonObject).map(webhookRuleOf),
        },
      ];
    }
    // Without rules and without the clientConfig every webhook needs, it is a kustomize patch of
    // a webhook defined elsewhere (kubebuilder's config/webhook/webhook_patch.yaml sets selectors
    // and timeouts), whose rules count where they are written.
    return isJsonObject(w.clientConfig) ? [{ name, ...traits }] : [];
  });
}

// A MutatingWebhookConfiguration that only a template renders (templated-webhook-rules.ts
// templatedConfigurations): its rules are read where the template leaves them plain; where it
// does not, it counts as a webhook that may see any request, as one shipped without rules does.
function templatedWebhooks(world: World): MutatingWebhook[] {
  return templatedConfigurations(world, KIND).flatMap(({ file, webhooks }): MutatingWebhook[] => {
    const where = `templated in ${file}`;
    const inTest = isInTestTree(file) ? { inTestTree: true as const } : {};
    if (webhooks === undefined) return [{ name: where, ...inTest }];
    return webhooks.map((w) => ({
      name: w.name === undefined ? where : `${w.name} (${where})`,
      ...(w.rules === undefined ? {} : { rules: w.rules }),
      ...(w.exact === true ? { exact: true } : {}),
      ...(w.objectSelector === undefined ? {} : { objectSelector: w.objectSelector }),
      ...inTest,
    }));
  });
}

// A quoted `"{{ .Values.group }}"` reads as YAML but is a template's: what it becomes is not
// known, so the list matches anything (templated-webhook-rules.ts does the same where the
// document does not read as YAML).
const strings = (v: unknown): string[] => {
  if (!Array.isArray(v)) return [];
  const names = v.filter((s): s is string => typeof s === 'string');
  return names.some((s) => s.includes('{{')) ? ['*'] : names;
};

/** A rule of a webhook configuration as written (`webhooks[].rules[]`), its lists as they read. */
export const webhookRuleOf = (r: JsonObject): WebhookRule => ({
  operations: strings(r.operations),
  apiGroups: strings(r.apiGroups),
  apiVersions: strings(r.apiVersions),
  resources: strings(r.resources),
  scope: typeof r.scope === 'string' ? r.scope : '*',
});

// The first webhook that may mutate this request: one whose rules name the operation, group,
// version and resource (or `*`; `*/*` takes subresources too; any version of the resource unless
// matchPolicy is Exact), or one that ships without rules; and whose objectSelector may select the
// object's labels (knative net-istio's webhook, shipped without rules, sees only objects labelled
// serving.knative.dev/configuration). The namespace's labels and matchConditions are not known
// here: those only narrow a match, and are not read.
export function webhookMutating(
  webhooks: readonly MutatingWebhook[],
  request: {
    readonly group: string;
    readonly version: string;
    readonly resource: string;
    /** The resource's kind, where known: a knative webhook defaults the kinds its Go lists alone. */
    readonly kind?: string;
    readonly operation: Operation;
    /** The object's labels, for objectSelector. */
    readonly labels: Readonly<Record<string, string>>;
    /**
     * The versions the resource's CRD serves, when known: under matchPolicy Equivalent the
     * apiserver converts the request to one of them that the rules list, and calls no webhook
     * whose rules list none.
     */
    readonly servedVersions?: () => readonly string[] | undefined;
    /** The object is in a test tree, whose cluster may have the webhooks the tests install. */
    readonly inTestTree?: boolean;
    /** Whether the resource is namespaced, when its CRDs say: a rule's `scope` may leave it out. */
    readonly namespaced?: () => boolean | undefined;
  },
): MutatingWebhook | undefined {
  const inScope = (scope: string): boolean => {
    if (scope !== 'Cluster' && scope !== 'Namespaced') return true;
    const namespaced = request.namespaced?.();
    return namespaced === undefined || namespaced === (scope === 'Namespaced');
  };
  const operation = request.operation === 'create' ? 'CREATE' : 'UPDATE';
  const names = (list: readonly string[], value: string) => list.includes('*') || list.includes(value);
  const version = (w: MutatingWebhook, listed: readonly string[]) => {
    if (names(listed, request.version)) return true;
    if (w.exact === true) return false;
    const served = request.servedVersions?.();
    return served === undefined || served.some((v) => listed.includes(v));
  };
  // One label before the group (webhook.operator.tekton.dev for operator.tekton.dev), not a
  // subgroup's webhook for its parent group (webhook.operator.tekton.dev for tekton.dev).
  const namedFor = (w: MutatingWebhook) =>
    w.name === request.group ||
    (w.name.endsWith(`.${request.group}`) && !w.name.slice(0, -request.group.length - 1).includes('.'));
  const matching = webhooks.filter(
    (w) =>
      (w.inTestTree !== true || request.inTestTree === true) &&
      (w.namedForItsGroups !== true || namedFor(w)) &&
      (w.kinds === undefined || request.kind === undefined || w.kinds.has(request.kind)) &&
      (w.domain === undefined || request.group === w.domain || request.group.endsWith(`.${w.domain}`)) &&
      selectorMayMatch(w.objectSelector, request.labels) &&
      (w.rules === undefined ||
        w.rules.some(
          (r) =>
            names(r.operations, operation) &&
            names(r.apiGroups, request.group) &&
            version(w, r.apiVersions) &&
            (r.resources.includes('*/*') || names(r.resources, request.resource)) &&
            inScope(r.scope),
        )),
  );
  // The one named for the resource's group first, knative's `webhook.<group>` before the others
  // (tektoncd/operator's proxy.operator.tekton.dev mutates Pods): the message names the webhook.
  // Then one whose rules list the request's own version, before one that sees it converted
  // (k8s-agents-operator's minstrumentation-v1beta2.kb.io for a v1beta2 object, listed after the
  // v1beta3 one): the Go defaulter of that version's type is the one the reader looks at.
  const ownVersion = (w: MutatingWebhook) => w.rules?.some((r) => names(r.apiVersions, request.version)) === true;
  return (
    matching.find((w) => w.name === `webhook.${request.group}`) ??
    matching.find(namedFor) ??
    matching.find(ownVersion) ??
    matching[0]
  );
}

/**
 * The webhook that may fill in the field a cr/schema Required value error is about (or the fields
 * an anyOf / oneOf branch misses), for this resource's request; undefined for any other error, or
 * when no webhook sees the request. The webhooks are asked for only then: finding them reads
 * every configuration of the repository, which a review of resources without such an error does
 * not need.
 */
export function webhookFilling(
  webhooks: () => readonly MutatingWebhook[],
  r: { readonly object: KubeObject; readonly crd: string; readonly operation: Operation },
  e: CrError,
  world?: World,
): MutatingWebhook | undefined {
  if (e.ruleId !== 'cr/schema' || !isMissingFields(e.error)) return undefined;
  return webhookSeeing(webhooks, r, world);
}

/** The first mutating webhook of the repository that sees this write of the resource, if any. */
export function webhookSeeing(
  webhooks: () => readonly MutatingWebhook[],
  r: { readonly object: KubeObject; readonly crd: string; readonly operation: Operation },
  world?: World,
): MutatingWebhook | undefined {
  // r.crd names the CRD `<plural>.<group>`: its plural is the resource the webhook rules name.
  const resource = r.crd.split('.')[0] ?? '';
  return webhookMutating(webhooks(), {
    group: r.object.group,
    version: r.object.version,
    resource,
    kind: r.object.kind,
    operation: r.operation,
    labels: labelsOf(r.object),
    inTestTree: isInTestTree(r.object.source.file),
    ...(world
      ? { servedVersions: () => servedVersionsOf(world, r.crd), namespaced: () => namespacedOf(world, r.crd) }
      : {}),
  });
}

/**
 * The first mutating webhook of the repository that sees every create and every update of a
 * resource, whatever its labels, if any: what it sets is there before the schema is validated.
 */
export function webhookOfEveryWrite(
  webhooks: readonly MutatingWebhook[],
  resource: {
    readonly group: string;
    readonly version: string;
    readonly resource: string;
    readonly kind?: string;
    readonly servedVersions: () => readonly string[];
  },
): MutatingWebhook | undefined {
  const seeing = (operation: Operation) => webhookMutating(webhooks, { ...resource, operation, labels: {} });
  const create = seeing('create');
  return create && seeing('update') ? create : undefined;
}

/** Whether the CRDs of these names serve a namespaced resource: undefined when none is found or they disagree. */
function namespacedOf(world: World, crdNames: string): boolean | undefined {
  const scopes = new Set(
    crdsOf(world, crdNames).map((crd) => (isJsonObject(crd.value.spec) ? crd.value.spec.scope : undefined)),
  );
  if (scopes.size !== 1) return undefined;
  const [scope] = scopes;
  return scope === 'Namespaced' ? true : scope === 'Cluster' ? false : undefined;
}

const SERVED = new WeakMap<World, Map<string, readonly string[] | undefined>>();

/** The versions the CRDs of these names serve (several copies: any of them), or undefined when none is found; once a world. */
function servedVersionsOf(world: World, crdNames: string): readonly string[] | undefined {
  let known = SERVED.get(world);
  if (!known) SERVED.set(world, (known = new Map()));
  if (known.has(crdNames)) return known.get(crdNames);
  const crds = crdsOf(world, crdNames);
  const served =
    crds.length === 0
      ? undefined
      : crds.flatMap((crd) => {
          const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
          const versions = Array.isArray(spec.versions) ? spec.versions.filter(isJsonObject) : [];
          return versions.flatMap((v) => (v.served === true && typeof v.name === 'string' ? [v.name] : []));
        });
  known.set(crdNames, served);
  return served;
}

/** The object's labels with string values (a label of another type is cr/metadata's error). */
function labelsOf(o: KubeObject): Record<string, string> {
  const metadata = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  const labels = isJsonObject(metadata.labels) ? metadata.labels : {};
  return Object.fromEntries(Object.entries(labels).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The CRDs of the names a review joined (`a.example.com, b.example.com`). */
const crdsOf = (world: World, crdNames: string): KubeObject[] =>
  crdNames.split(', ').flatMap((name) => world.crdsNamed(name, name));
