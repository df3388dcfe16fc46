import { ownedCrdNames } from '../olm-bundle.js';
import { goFileEmbedding } from '../go-embedded-file.js';
import { posix } from 'node:path';
import type { CacheKey } from '../../engine/review-cache.js';
import { escapeRegExp } from '../../engine/escape-regexp.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { GO_COMMENT } from '../../parse/go-test-inputs.js';
import { annotationOf, isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { crdGroup, crdNames } from './compat-crd.js';
import { crdVersions } from '../crd/schema/hoisting.js';
import { holdsCrdsAlone } from './installable-copy.js';

// A copy of another project's CRD: the repository's Go API types declare their groups
// (`+groupName=`), and this CRD's group is none of them, nor declared otherwise (a register.go
// constant, a marker that names a group wrongly, as application-gateway-kubernetes-ingress's
// `+groupName=<plural>.<group>` does), so it was not generated here. kyma-project/eventing-manager
// downloads api-gateway's APIRule CRD into config/crd/external/ for its tests (661b5d08: an error
// for a version api-gateway dropped), api-gateway keeps Istio's and Gardener's in hack/crds/
// (c6aa8960: 117 warnings telling it to give their fields defaults), llm-d-inference-scheduler
// Istio's in deploy/components/crds-istio/. Their compatibility is their project's to keep: a
// change is an upstream release taken in, which the repository can only take or leave.
//
// A group of the same domain as a declared one (consul-k8s's auth.consul.hashicorp.com beside
// consul.hashicorp.com, generated otherwise; fluid's workload.fluid.io beside data.fluid.io) is
// taken for the repository's own, unless its file sits in a directory that says it came from
// elsewhere (external/, upstream/, third_party/), as eventing-manager's does; Go types in such a
// directory declare no group of the repository's. A repository whose Go declares no group at all
// holds no API types: a CRD controller-gen wrote was generated elsewhere (kube-prometheus ships
// prometheus-operator's). A repository without Go in the review (a Helm chart, a GitOps tree, or
// PATHs that leave the Go out) tells nothing this way, nor one whose Go texts are not all at hand.

/** What the Go texts of a world say of API groups, or undefined when that is not known. */
const GO_GROUPS: CacheKey<WeakMap<World, GoGroups | undefined>> = {
  name: 'compat groups declared in Go',
  create: () => new WeakMap(),
};

const GROUP_NAME_MARKER = /\+groupName=([A-Za-z0-9.-]+)/g;

/**
 * What the Go texts of a world say of API groups: the groups their markers declare, those their
 * code declares too, and the names of the struct types they declare.
 */
interface GoGroups {
  /** By `+groupName=` markers. */
  readonly declared: ReadonlySet<string>;
  /**
   * By markers and by code (declaredInCode): what a message names, as a marker may be a
   * scaffold's leftover (amazon-vpc-cni-k8s's `+groupName=crd.example.com` above a GroupVersion of
   * crd.k8s.amazonaws.com).
   */
  readonly named: ReadonlySet<string>;
  /**
   * The struct types declared (`type Rollout struct {`, or in a `type (…)` block), lower-cased,
   * with the groups their packages declare (by marker or in code): none where the package
   * declares none.
   */
  readonly structs: ReadonlyMap<string, readonly ReadonlySet<string>[]>;
}

/** What a CRD is a copy of: the groups the repository's Go declares, and the kind no Go type of it declares, where that tells. */
export interface Foreign {
  readonly declared: ReadonlySet<string>;
  /** The CRD's kind, where controller-gen wrote it and no Go type of the repository is named after it. */
  readonly undeclaredKind?: string;
  /** The CRD's kind, where a Go type of the repository is named after it though its group is not declared. */
  readonly kindDeclared?: string;
  /** The repository its api-approved.kubernetes.io annotation names (`kubernetes-sigs/gateway-api`), where that says it is a copy. */
  readonly approvedIn?: string;
  /** The vendored Go file that declares its group (`+groupName=`), where its group is of the repository's domain. */
  readonly vendoredIn?: string;
  /** The GitHub repository (and ref) a comment of its file says it was taken from (`prometheus-operator/prometheus-operator at v0.93.1`). */
  readonly takenFrom?: string;
  /** The Go package of its group and version the repository's Go imports (`github.com/gocrane/api/ensurance/v1alpha1`), where its own Go declares no group. */
  readonly importedFrom?: string;
}

// A struct type at the start of a line, in a `type` declaration or a `type (…)` block. A struct
// field of an anonymous struct type (`Spec struct {`) is taken too: a name too many only keeps a
// CRD the repository's own.
const STRUCT_TYPE = /^[ \t]*(?:type[ \t]+)?([A-Z]\w*)(?:\[[^\]\n]*\])?[ \t]+struct[ \t]*\{/gm;

function goGroups(world: World): GoGroups | undefined {
  const choice = world.goSources();
  const files = choice
    ? choice.sources.map((s) => ({ path: s.path, text: s.text }))
    : world.goFiles.map((f) => ({ path: f.path, text: f.text }));
  const declared = new Set<string>();
  // A package's groups, by its directory: one Go package a directory.
  const packageGroups = new Map<string, Set<string>>();
  const groupsOfPackage = (path: string): Set<string> => {
    const directory = posix.dirname(path);
    let groups = packageGroups.get(directory);
    if (!groups) packageGroups.set(directory, (groups = new Set()));
    return groups;
  };
  const structs = new Map<string, Set<string>[]>();
  const texts: string[] = [];
  const apiPackages = apiPackagesInTestTrees(world, files);
  for (const { path, text } of files) {
    if (text === undefined) return undefined;
    // A test's own API types (an e2e suite's fake group) declare nothing the repository ships, nor
    // does a copy of another project's types kept in a directory that says so (scylla-operator's
    // pkg/externalapi/monitoring/v1, prometheus-operator's types with their +groupName).
    if (path.endsWith('_test.go') || (isInTestTree(path) && !apiPackages.has(posix.dirname(path)))) continue;
    // The struct types of every other file count, a copy's too: a kind a Go type of the tree is
    // named after may be the repository's, and then the kind tells nothing (foreignTo).
    const groups = groupsOfPackage(path);
    if (text.includes('struct'))
      for (const m of text.matchAll(STRUCT_TYPE)) {
        const kind = (m[1] as string).toLowerCase();
        const of = structs.get(kind);
        if (!of) structs.set(kind, [groups]);
        else if (!of.includes(groups)) of.push(groups);
      }
    const marked = text.includes('+groupName=') ? [...text.matchAll(GROUP_NAME_MARKER)].map((m) => m[1] as string) : [];
    for (const group of [...marked, ...declaredInCode(text)]) groups.add(group);
    if (FROM_ELSEWHERE.test(path)) continue;
    texts.push(text);
    for (const group of marked) declared.add(group);
  }
  if (texts.length === 0) return undefined;
  const named = new Set(declared);
  for (const text of texts) for (const group of declaredInCode(text)) named.add(group);
  return { declared, named, structs };
}

/**
 * The package directories a test word names that hold an API the repository ships: a package
 * whose `+groupName` is the group of a CRD outside the test trees (testkube-operator's API group
 * tests.testkube.io, in apis/tests/v3/, of config/crd/bases' tests.testkube.io_tests.yaml).
 */
function apiPackagesInTestTrees(
  world: World,
  files: readonly { readonly path: string; readonly text: string | undefined }[],
): ReadonlySet<string> {
  const marked = files.filter(
    (f) => f.text?.includes('+groupName=') === true && !f.path.endsWith('_test.go') && isInTestTree(f.path),
  );
  if (marked.length === 0) return new Set();
  const shipped = new Set(world.crds().flatMap((o) => (isInTestTree(o.source.file) ? [] : [crdGroup(o)])));
  return new Set(
    marked
      .filter((f) => [...(f.text ?? '').matchAll(GROUP_NAME_MARKER)].some((m) => shipped.has(m[1] as string)))
      .map((f) => posix.dirname(f.path)),
  );
}

/**
 * Whether a Go type named after `kind` may have been what controller-gen generated a CRD of `group`
 * from: one in a package that declares the group, or no group at all (declared elsewhere), or one
 * that names the group wrongly as the name of one of its CRDs (markerNamesGroup).
 */
function declaresKind(go: GoGroups, kind: string, group: string, isCrdName: (name: string) => boolean): boolean {
  return (go.structs.get(kind.toLowerCase()) ?? []).some(
    (groups) => groups.size === 0 || [...groups].some((g) => g === group || markerNamesGroup(g, group, isCrdName)),
  );
}

/**
 * Whether a `+groupName` names `group` wrongly, as the name of one of its CRDs (`<plural>.<group>`:
 * application-gateway-kubernetes-ingress's `azureapplicationgatewayrewrites.appgw.ingress.azure.io`);
 * a group below it (`exp.cluster.x-k8s.io` of `cluster.x-k8s.io`) is another.
 */
const markerNamesGroup = (marker: string, group: string, isCrdName: (name: string) => boolean): boolean =>
  marker.endsWith(`.${group}`) && isCrdName(marker);

/**
 * Whether the Go texts declare the group otherwise than by its marker: a register.go constant
 * (`GroupName = "appgw.ingress.azure.io"`, typed or not), a SchemeGroupVersion literal, or a
 * marker that names it wrongly, ending in it
 * (application-gateway-kubernetes-ingress's `+groupName=azureapplicationgatewayrewrites.appgw.ingress.azure.io`).
 * RBAC markers and clients name other projects' groups too (eventing-manager's APIRule): those do not count.
 */
function declaresOtherwise(go: GoGroups, group: string, isCrdName: (name: string) => boolean): boolean {
  return go.named.has(group) || [...go.declared].some((d) => markerNamesGroup(d, group, isCrdName));
}

// `GroupName = "…"`, `const GroupName string = "…"`, `Group = "…"`, and code-generator's
// `SchemeGroupVersion = schema.GroupVersion{Group: "…", …}` (the package imported under any
// name, `Version:` written first or not) or kubebuilder's `GroupVersion = …` (not a
// GroupVersionResource a client names, nor a GroupVersion a function makes to register another
// project's types in its client's scheme: tigera/operator's `v1GV := schema.GroupVersion{Group:
// "crd.projectcalico.org", …}` beside the Calico CRDs it copies).
const GROUP_DECLARATION =
  /\b(?:GroupName|Group)\s*(?:string\s*)?=\s*"([a-z0-9.-]+)"|\b(?:Scheme)?GroupVersion\s*=\s*(?:\w+\.)?GroupVersion\{[^}]*\bGroup:\s*"([a-z0-9.-]+)"/g;

/** The groups a Go text declares in code: its code, not its comments (a comment may show a declaration as an example). */
function declaredInCode(text: string): string[] {
  if (!DECLARES_GROUP.test(text)) return []; // most Go files: no comment stripped
  return [...text.replace(GO_COMMENT, '').matchAll(GROUP_DECLARATION)].map((m) => (m[1] ?? m[2]) as string);
}

/** GROUP_DECLARATION without the global flag, whose `test` keeps no position between texts. */
const DECLARES_GROUP = new RegExp(GROUP_DECLARATION.source);

/**
 * Whether the CRD left its file for one of the same kind and plural in a declared group: the
 * repository's own API moved to another group (cyclops-ui/cyclops e56a6911 replaced
 * modules.cyclops.com by modules.cyclops-ui.com in the installer users apply), not a copy. Only a
 * CRD gone from the world, replaced in its own file or by a new one beside it: a copy of another
 * project's CRD may share a kind and plural with one of the repository's (Gateway API's Gateway
 * beside istio's).
 */
function renamedIntoDeclared(
  world: World,
  base: World | undefined,
  crd: KubeObject,
  declared: ReadonlySet<string>,
): boolean {
  const names = crdNames(crd);
  if (names.kind === undefined || names.plural === undefined) return false;
  const crds = world.crds();
  if (crds.some((other) => other.name === crd.name)) return false;
  const before = new Set((base?.crds() ?? []).map((o) => o.name));
  return crds.some((other) => {
    const theirs = crdNames(other);
    return (
      // In its file, or in one beside it that the change brought (fluent-operator d7d1c035 renamed
      // config/crd/bases/logging.kubesphere.io_*.yaml to fluentbit.fluent.io_*.yaml with their group).
      (other.source.file === crd.source.file ||
        (posix.dirname(other.source.file) === posix.dirname(crd.source.file) && !before.has(other.name))) &&
      declared.has(crdGroup(other)) &&
      theirs.kind === names.kind &&
      theirs.plural === names.plural
    );
  });
}

/** Whether controller-gen wrote the CRD (its version annotation), which it does only from Go types with a `+groupName`. */
/** The GitHub repository whose pull request an api-approved.kubernetes.io annotation names; undefined for none. */
function approvalRepository(crd: KubeObject): string | undefined {
  const url = annotationOf(crd, 'api-approved.kubernetes.io');
  return url === undefined ? undefined : /^https?:\/\/github\.com\/([\w.-]+\/[\w.-]+)\/pull\/\d+/.exec(url.trim())?.[1];
}

export const isControllerGenOutput = (crd: KubeObject): boolean =>
  annotationOf(crd, 'controller-gen.kubebuilder.io/version') !== undefined;

/** The domain an organisation registers: the last two labels (kyma-project.io, hashicorp.com, x-k8s.io). */
const domainOf = (group: string): string => group.split('.').slice(-2).join('.');

/** A directory whose name says its files came from another project (`external/`, `externalapi/`, `third_party/`, `imports/`). */
// Not any name that starts so: open-policy-agent/frameworks declares its own API in
// pkg/apis/externaldata/ (external data providers).
const FROM_ELSEWHERE =
  /(?:^|\/)(?:externals?|external[-_]?(?:apis?|crds?|types|deps|resources)|upstream|third[-_]?party|imports|imported|vendored)\//;

/**
 * Whether the repository's Go embeds the CRD's file in its binary, at head or at base: its own code
 * installs it, so removing it is the repository's doing whatever group its Go declares now
 * (mogenius-operator's CRDs of its older group mogenius.io, embedded and applied by its operator
 * beside Go types of mogenius.com). A change to an embedded copy of another project's CRD is still
 * that project's to keep compatible.
 */
export function embeddedByOwnCode(ctx: RuleContext, crd: KubeObject): boolean {
  const worlds = [ctx.whole?.head ?? ctx.head, ctx.whole?.base ?? ctx.base];
  return worlds.some((w) => w !== undefined && goFileEmbedding(w, crd.source.file) !== undefined);
}

/**
 * Whether the repository's Go API types declare the group at head or at base: a group the change
 * renames is the repository's own before it (hdfs-operator d6ee7c39b5 moved hdfs.zncdata.dev to
 * hdfs.kubedoop.dev, Go and CRD together).
 */
export function goDeclaredGroup(ctx: RuleContext, group: string): boolean {
  if (goDeclaresGroup(ctx, group)) return true;
  const base = ctx.whole?.base ?? ctx.base;
  return base !== undefined && goGroupsOf(ctx)(base)?.declared.has(group) === true;
}

/** goGroups of a world, once a review. */
function goGroupsOf(ctx: RuleContext): (w: World) => GoGroups | undefined {
  const memo = ctx.cache.get(GO_GROUPS);
  return (w) => {
    if (!memo.has(w)) memo.set(w, goGroups(w));
    return memo.get(w);
  };
}

/** Whether the repository's Go API types declare the group by a `+groupName=` marker (at head, or at base where the head holds no Go). */
export function goDeclaresGroup(ctx: RuleContext, group: string): boolean {
  const groupsOf = goGroupsOf(ctx);
  const world = ctx.whole?.head ?? ctx.head;
  const base = ctx.whole?.base ?? ctx.base;
  return (groupsOf(world) ?? (base ? groupsOf(base) : undefined))?.declared.has(group) === true;
}

/**
 * The groups the repository's Go API types declare, by marker or in code (none, where its Go
 * declares none and controller-gen wrote the CRD), where this CRD is a copy of another
 * project's; undefined otherwise.
 */
export function foreignTo(ctx: RuleContext, crd: KubeObject): Foreign | undefined {
  const foreign = foreignByTree(ctx, crd) ?? takenFromElsewhere(ctx, crd);
  // A group a release's Go declared is the repository's own, whose Go types a change removed
  // since (odf-operator deleted its StorageSystem API, 61caab60, then the CRD, 6d467e1dcc): asked
  // of the releases only where the tree says another project's. Not for a CRD in a directory
  // that says it came from elsewhere: a release's Go may have held a client's subset of another
  // project's types (tigera/operator's crd.projectcalico.org/v1, to read Calico's IPPools), beside
  // the copy of its CRD in pkg/imports/crds/.
  if (foreign === undefined || FROM_ELSEWHERE.test(crd.source.file)) return foreign;
  const releases = ctx.services?.releases;
  // A kind of the repository's own group that its Go no longer declares is its own where a
  // release's Go declared a type of that name in the group (eraser removed its ImageCollector type,
  // 8a601336e8, then the CRD from its chart, 64db898ab6, in one release).
  const own =
    foreign.undeclaredKind !== undefined
      ? releases?.goDeclaresKind?.(crdGroup(crd), foreign.undeclaredKind)
      : releases?.goDeclaresGroup?.(crdGroup(crd));
  return own === true ? undefined : foreign;
}

// A comment of the file that names where the CRD was taken from: the file controller-gen wrote for
// it in another GitHub repository (`<group>_<plural>.yaml`, as prometheus-community/helm-charts'
// CRD charts name prometheus-operator's, a414b565a8), or a release's asset downloaded there.
const TAKEN_FROM =
  /^[ \t]*#.*?https?:\/\/(?:raw\.githubusercontent\.com\/([\w.-]+\/[\w.-]+)\/(?:refs\/(?:heads|tags)\/)?([^/\s]+)|github\.com\/([\w.-]+\/[\w.-]+)\/(?:raw|blob|releases\/download)\/(?:refs\/(?:heads|tags)\/)?([^/\s]+))\/(?:[^\s#]*\/)?([^/\s#]+\.(?:ya?ml|json))\b/gm;

/**
 * Where a comment of the CRD's file says it was taken from another GitHub repository, and the
 * repository's Go does not declare its group: that file by its generated name, or a release's
 * asset. What the trees cannot tell in a repository without Go (a chart that packages another
 * project's CRDs) its file says.
 */
function takenFromElsewhere(ctx: RuleContext, crd: KubeObject): Foreign | undefined {
  // Asked for each difference a compat/ rule reports of the CRD: its file's text read once.
  const known = TAKEN_FROM_OF.get(crd);
  if (known !== undefined) return known ?? undefined;
  const taken = takenFromByComment(ctx, crd);
  TAKEN_FROM_OF.set(crd, taken ?? null);
  return taken;
}

const TAKEN_FROM_OF = new WeakMap<KubeObject, Foreign | null>();

function takenFromByComment(ctx: RuleContext, crd: KubeObject): Foreign | undefined {
  const group = crdGroup(crd);
  const plural = crdNames(crd).plural;
  if (group === '' || plural === undefined || goDeclaredGroup(ctx, group)) return undefined;
  const worlds = [ctx.whole?.head ?? ctx.head, ctx.whole?.base ?? ctx.base];
  const text = worlds.map((w) => w?.fileAt(crd.source.file)?.text).find((t) => t !== undefined);
  if (text === undefined || !text.includes('github')) return undefined;
  const generatedName = new RegExp(`^${escapeRegExp(group)}_${escapeRegExp(plural)}\\.(?:ya?ml|json)$`);
  for (const m of text.matchAll(TAKEN_FROM)) {
    const repository = m[1] ?? m[3];
    const ref = m[2] ?? m[4];
    const released = m[3] !== undefined && m[0].includes('/releases/download/');
    if (repository !== undefined && (released || generatedName.test(m[5] ?? '')))
      return { declared: new Set(), takenFrom: `${repository} at ${ref}` };
  }
  return undefined;
}

/** foreignTo as the trees of the review tell it. */
function foreignByTree(ctx: RuleContext, crd: KubeObject): Foreign | undefined {
  const group = crdGroup(crd);
  if (group === '') return undefined;
  const world = ctx.whole?.head ?? ctx.head;
  const groupsOf = goGroupsOf(ctx);
  const base = ctx.whole?.base ?? ctx.base;
  // Where the change removes every Go API type (kubeflow 4bf108b41 removed its notebook components,
  // Go and CRDs alike), the base's tell what the removed CRDs were.
  const noGo = (w: World): boolean => (w.goSources()?.sources ?? w.goFiles).length === 0;
  const go = groupsOf(world) ?? (base && noGo(world) ? groupsOf(base) : undefined);
  if (go === undefined) return undefined;
  // A CRD the repository's own OLM bundle owns is the repository's to keep, whatever group it has
  // (serverless-operator's CSV owns knative's operator.knative.dev CRDs beside its own
  // operator.serverless.openshift.io one: OLM installs and upgrades them from it, and refuses to
  // upgrade where a stored version goes). A bundle is the repository's own where it owns a CRD of a
  // group its Go declares: integreatly-operator keeps RHSSO's bundle, which owns keycloak.org's.
  // Not a copy in a directory that says it came from elsewhere: tigera/operator's bundle owns the
  // crd.projectcalico.org CRDs it installs, which it keeps as Calico releases them in pkg/imports/crds/.
  if (
    !FROM_ELSEWHERE.test(crd.source.file) &&
    [world, base].some(
      (w) => w !== undefined && ownedByOwnBundle(w, crd, go.declared, () => inFileOfCrdsAlone(crd, world, base)),
    )
  )
    return undefined;
  // A group an operator-sdk watches.yaml maps to a Helm chart or an Ansible role is the API the
  // repository's Helm or Ansible operator serves, which has no Go types (kube-fledged c40b099d6f
  // moved its Helm operator's KubeFledged from charts.helm.k8s.io, beside Go types of kubefledged.io).
  if ([world, base].some((w) => w !== undefined && watchedGroups(w).has(group))) return undefined;
  // A kind of the repository's own group, or of one of the same domain, that no Go type of it
  // declares, where controller-gen wrote the CRD (which names the kind after the Go type, in any
  // case: zalando's `postgresql` of its Postgresql type): generated from another project's types
  // (argo-rollouts-manager keeps argo-rollouts' Rollout CRDs beside its RolloutManager, all
  // argoproj.io; modelmesh-serving kserve's InferenceService beside its Predictor;
  // contour-operator Contour's HTTPProxy, projectcontour.io, beside its operator.projectcontour.io;
  // tofu-controller Flux's OCIRepository beside its infra.contrib.fluxcd.io). Not where the base's
  // Go declared it: a change that removes the type leaves the CRD the repository's.
  // The CRDs' names, which a wrong +groupName may give (markerNamesGroup). Asked only of a marker
  // that ends in the group: in a pull request, the CRDs of the unchanged files are not parsed for
  // nothing (kubeblocks' PR reviews parsed 90 of them for each changed CRD).
  let names: ReadonlySet<string> | undefined;
  const isCrdName = (name: string): boolean =>
    (names ??= new Set([...world.crds(), ...(base?.crds() ?? [])].map((o) => o.name))).has(name);
  const undeclaredKind = (): Foreign | undefined => {
    const kind = crdNames(crd).kind;
    const baseGo = base && groupsOf(base);
    const undeclared =
      kind !== undefined &&
      isControllerGenOutput(crd) &&
      !declaresKind(go, kind, group, isCrdName) &&
      !(baseGo && declaresKind(baseGo, kind, group, isCrdName));
    return undeclared ? { declared: go.named, undeclaredKind: kind } : undefined;
  };
  if (go.declared.has(group)) return undeclaredKind();
  // A group the base's own Go types declared is the repository's, renamed since (k8up f510aff6
  // moved backup.appuio.ch to k8up.io, its API packages with it).
  if (base && groupsOf(base)?.declared.has(group)) return undefined;
  if (declaresOtherwise(go, group, isCrdName)) return undeclaredKind();
  // Go read, none of it declaring a group (kube-prometheus: e2e tests and a tools.go beside
  // prometheus-operator's CRDs, 72 errors for a `minimum: 0` that upstream gave its uint64 limits):
  // a CRD controller-gen wrote came from Go types that are elsewhere. A hand-written one tells nothing.
  // So does one whose API a Kubernetes API review approved in a repository (openshift's
  // cluster-ingress-operator installs Gateway API's CRDs from pkg/manifests/assets/, and 87efd8fc3c
  // took in v1.5.1's new rules: 7 errors); the project it was approved in declares its group in Go.
  if (go.named.size === 0) {
    if (isControllerGenOutput(crd)) {
      const importedFrom = importedPackageOf(crd, [world, base]);
      return importedFrom === undefined ? { declared: go.named } : { declared: go.named, importedFrom };
    }
    const approvedIn = approvalRepository(crd);
    return approvedIn === undefined ? undefined : { declared: go.named, approvedIn };
  }
  if (renamedIntoDeclared(world, base, crd, go.declared)) return undefined;
  const sameDomain = [...go.declared].some((d) => domainOf(d) === domainOf(group));
  const kind = crdNames(crd).kind;
  // A declared group with the domain written after it again, of a kind a Go type of that group is
  // named after: its own, generated under an older +groupName (quay-operator's
  // quay.redhat.com.quay.redhat.com, which kubebuilder wrote for a group that held the domain
  // already, beside its QuayRegistry of quay.redhat.com: 958099d5d5).
  const packages = kind === undefined ? undefined : go.structs.get(kind.toLowerCase());
  if (packages?.some((groups) => [...groups].some((d) => group.startsWith(`${d}.`)))) return undefined;
  if (sameDomain && !FROM_ELSEWHERE.test(crd.source.file)) {
    // Unless a module the repository vendors declares the group: its API types are that module's
    // (cluster-network-operator, of network.operator.openshift.io, renders openshift-sdn's
    // network.openshift.io CRDs, whose types vendor/github.com/openshift/api/network/v1 holds; 4
    // errors for their removal, 8873f59db2). A question for git, asked only here.
    const vendored = ctx.services?.vendoredGo?.declaringGroup;
    const vendoredIn = vendored && (vendored(group, 'head') ?? (base ? vendored(group, 'base') : undefined));
    return vendoredIn === undefined ? undeclaredKind() : { declared: go.named, vendoredIn };
  }
  // A kind a Go type of the repository is named after, in a group it no longer declares: a copy, or
  // the repository's own CRD left behind when its API moved to another group (kubeslice's
  // worker-operator moved mesh.avesha.io to networking.kubeslice.io, and removed the last copy later).
  return kind !== undefined && go.structs.has(kind.toLowerCase())
    ? { declared: go.named, kindDeclared: kind }
    : { declared: go.named };
}

/**
 * The Go package of the CRD's types that the Go of a world imports: a path ending in the group's
 * first label and one of its versions (gocrane/crane's `github.com/gocrane/api/ensurance/v1alpha1`
 * for ensurance.crane.io/v1alpha1, whose types live in a module of the same owner). What a message
 * names, so that the reader can tell a sibling module of the project from another project.
 */
function importedPackageOf(crd: KubeObject, worlds: readonly (World | undefined)[]): string | undefined {
  const label = crdGroup(crd).split('.')[0] ?? '';
  const versions = crdVersionNames(crd);
  if (label === '' || versions.length === 0) return undefined;
  const alternatives = versions.map(escapeRegExp).join('|');
  const imported = new RegExp(`"([\\w.~-]+(?:/[\\w.~-]+)*/${escapeRegExp(label)}/(?:${alternatives}))"`);
  for (const world of worlds)
    for (const { path, text } of world?.goTexts() ?? []) {
      if (text === undefined || path.endsWith('_test.go') || isInTestTree(path)) continue;
      const m = imported.exec(text);
      if (m) return m[1];
    }
  return undefined;
}

/** The names of a CRD's versions (or its v1beta1 `spec.version`). */
function crdVersionNames(crd: KubeObject): string[] {
  const listed = crdVersions(crd).flatMap((v) => (typeof v.name === 'string' ? [v.name] : []));
  const spec = crd.value.spec;
  return isJsonObject(spec) && typeof spec.version === 'string' ? [...listed, spec.version] : listed;
}

/** Whether the file of the CRD, in the world that has it (the head's first), holds CustomResourceDefinitions alone. */
const inFileOfCrdsAlone = (crd: KubeObject, head: World, base: World | undefined): boolean =>
  holdsCrdsAlone(base === undefined || head.paths().includes(crd.source.file) ? head : base, crd.source.file);

/** operator-sdk's watches file: a list of `{group, version, kind}` and the chart, role or playbook serving it. */
const WATCHES_FILE = /(?:^|\/)watches\.ya?ml$/;
const WATCHED_GROUP = /^[\s-]*group:\s*["']?([A-Za-z0-9.-]+)["']?\s*(?:#.*)?$/gm;

/** The groups the watches files of a world map, outside the test trees. */
function watchedGroups(world: World): ReadonlySet<string> {
  const groups = new Set<string>();
  for (const f of world.filesAt((p) => WATCHES_FILE.test(p) && !isInTestTree(p)))
    for (const m of f.text.matchAll(WATCHED_GROUP)) groups.add(m[1] ?? '');
  return groups;
}

/**
 * Whether a ClusterServiceVersion of the world, outside the test trees, owns the CRD and a CRD of a
 * group the repository's Go declares (what makes it the repository's bundle), and this copy is one
 * the bundle is made of: in the CSV's directory, or in a file of CRDs alone (config/crd/bases/, which
 * operator-sdk makes the bundle from). A copy in another project's release manifest, beside its
 * Deployments and roles, is that project's: keda-olm-operator's CSV owns keda.sh's CRDs, which
 * OLM installs from bundle/, while resources/keda.yaml, KEDA's own release manifest that the
 * controller reads for its workloads (it drops the CRDs), took in a field KEDA removed (f921f24ea3).
 */
function ownedByOwnBundle(
  world: World,
  crd: KubeObject,
  declared: ReadonlySet<string>,
  isCrdsAlone: () => boolean,
): boolean {
  return world.ofKind('operators.coreos.com', 'ClusterServiceVersion').some((csv) => {
    if (isInTestTree(csv.source.file)) return false;
    const owned = ownedCrdNames(csv);
    return (
      owned.includes(crd.name) &&
      owned.some((n) => declared.has(n.slice(n.indexOf('.') + 1))) &&
      (posix.dirname(csv.source.file) === posix.dirname(crd.source.file) || isCrdsAlone())
    );
  });
}
