import type { World } from '../../engine/world.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInReadingTree } from '../../parse/reading-trees.js';
import { isInTestTree } from '../../parse/test-trees.js';

// The GitOps objects of a repository that deploy one of its paths: a Flux Kustomization
// (`spec.path`), a Flux HelmRelease of a chart in the repository (`spec.chart.spec.chart`), an Argo
// CD Application or ApplicationSet (`source.path`, a git directory generator). Removed with the
// path, its tool deletes what it deployed: Flux prunes a Kustomization's inventory and uninstalls
// a HelmRelease, and an Argo CD Application with its resources finalizer deletes its resources.
// So a CRD removed with a directory whose removal alone would prune nothing (a kustomize root, a
// chart) is deleted after all where the change removes such an object that named the directory;
// and one that such objects apply only without pruning is deleted by none of them.

const GITOPS_KINDS: ReadonlySet<string> = new Set([
  'Kustomization.kustomize.toolkit.fluxcd.io',
  'HelmRelease.helm.toolkit.fluxcd.io',
  'Application.argoproj.io',
  'ApplicationSet.argoproj.io',
]);

/** The files that may hold such objects: only these are parsed to find them. */
const GITOPS_GROUPS = /kustomize\.toolkit\.fluxcd\.io|helm\.toolkit\.fluxcd\.io|argoproj\.io/;

/**
 * What the change deletes from clusters by removing (or repointing) the GitOps objects of the base
 * that named the directory: 'all' it deployed (a Flux Kustomization that prunes garbage-collects
 * its inventory; an Argo CD Application with its resources finalizer deletes its resources, a
 * chart's crds/ included; an ApplicationSet, whose generated Applications go, is taken to), or a
 * chart's 'templates' alone (a Flux HelmRelease runs `helm uninstall`, which leaves the CRDs of
 * crds/). Undefined where none of them deletes anything: none was removed (one that stays fails on
 * the path that is gone), or those removed keep what they deployed (`prune: false`; an Application
 * without the finalizer).
 */
export function deletedOnRemoval(base: World, head: World, dir: string): 'all' | 'templates' | undefined {
  if (dir === '') return undefined;
  const stillNamed = namedByGitOpsObject(head, dir);
  let deleted: 'templates' | undefined;
  for (const f of base.filesMentioning([GITOPS_GROUPS, dir])) {
    for (const o of f.objects) {
      const kind = `${o.kind}.${o.group}`;
      if (!GITOPS_KINDS.has(kind) || (stillNamed && head.counterpart(o))) continue;
      const spec = isJsonObject(o.value.spec) ? o.value.spec : {};
      if (kind === 'HelmRelease.helm.toolkit.fluxcd.io') deleted = 'templates';
      else if (
        kind === 'Kustomization.kustomize.toolkit.fluxcd.io'
          ? spec.prune !== false
          : kind === 'ApplicationSet.argoproj.io' || deletesOnRemoval(o)
      )
        return 'all';
    }
  }
  return stillNamed ? undefined : deleted;
}

/** Whether a GitOps object of the world names the directory (by its text: `./dir`, `dir/`, `dir`). */
const namedByGitOpsObject = (world: World, dir: string): boolean =>
  dir !== '' &&
  world
    .filesMentioning([GITOPS_GROUPS, dir])
    .some((f) => f.objects.some((o) => GITOPS_KINDS.has(`${o.kind}.${o.group}`)));

/** A GitOps object of the world that applies the file without pruning, as messages name it. */
export interface UnprunedDeployer {
  /** `Flux Kustomization flux-system/crds`, `Argo CD Application argocd/crds`. */
  readonly deployer: string;
  /** The path it applies, as written. */
  readonly path: string;
  /** What turns pruning off: `prune: false`, `no automated prune`. */
  readonly setting: string;
}

/**
 * The Flux Kustomization or Argo CD Application of the world that applies a path holding `file`,
 * where every such object applies it without pruning (Flux's `spec.prune: false`; an Argo CD
 * Application without `syncPolicy.automated.prune: true`): a CRD the manifests drop stays in the
 * cluster (billimek/k8s-gitops applies setup/crds with `prune: false`). Undefined where none
 * applies it, one prunes, an Application with Argo CD's resources finalizer is gone from `head`
 * (deleting it deletes what it deployed), or an ApplicationSet or HelmRelease names the path, whose
 * pruning is not read here.
 */
export function unprunedDeployerOf(world: World, file: string, head: World): UnprunedDeployer | undefined {
  let found: UnprunedDeployer | undefined;
  for (const f of world.filesMentioning(GITOPS_GROUPS)) {
    // An example's or a test's Application deploys its own sources, not this repository
    // (cnoe-io/idpbuilder's examples/basic/package1/app.yaml applies `cnoe://manifests`, `.`).
    if (isInReadingTree(f.path) || isInTestTree(f.path)) continue;
    for (const o of f.objects) {
      const kind = `${o.kind}.${o.group}`;
      if (!GITOPS_KINDS.has(kind)) continue;
      const spec = isJsonObject(o.value.spec) ? o.value.spec : {};
      const paths = pathsOf(kind, spec);
      if (!paths.some((p) => covers(p, file))) continue;
      const named = `${o.namespace ? `${o.namespace}/` : ''}${o.name}`;
      const path = paths.find((p) => covers(p, file)) as string;
      if (kind === 'Kustomization.kustomize.toolkit.fluxcd.io' && spec.prune === false)
        found ??= { deployer: `Flux Kustomization ${named}`, path, setting: 'prune: false' };
      else if (
        kind === 'Application.argoproj.io' &&
        !automatedPrune(spec) &&
        !(deletesOnRemoval(o) && !head.counterpart(o))
      )
        found ??= { deployer: `Argo CD Application ${named}`, path, setting: 'no automated prune' };
      else return undefined;
    }
  }
  return found;
}

/** The repository paths a GitOps object applies (Flux `spec.path`, Argo CD `source.path`, `sources[*].path`). */
function pathsOf(kind: string, spec: JsonObject): string[] {
  if (kind === 'Kustomization.kustomize.toolkit.fluxcd.io') return typeof spec.path === 'string' ? [spec.path] : [''];
  if (kind !== 'Application.argoproj.io') return ['']; // an ApplicationSet or HelmRelease: taken as covering all
  const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])];
  return sources.flatMap((s) => (isJsonObject(s) && typeof s.path === 'string' ? [s.path] : []));
}

/** Whether a path as a GitOps object writes it (`./crds`, `crds/`, `.`) holds the file. */
function covers(path: string, file: string): boolean {
  const dir = path.replace(/^\.\/?/, '').replace(/\/+$/, '');
  return dir === '' || file.startsWith(`${dir}/`);
}

/** An Argo CD Application whose deletion deletes what it deployed, whatever its sync policy: its resources finalizer. */
function deletesOnRemoval(o: KubeObject): boolean {
  const metadata = o.value.metadata;
  const finalizers = isJsonObject(metadata) && Array.isArray(metadata.finalizers) ? metadata.finalizers : [];
  return finalizers.some((f) => typeof f === 'string' && f.startsWith('resources-finalizer.argocd.argoproj.io'));
}

function automatedPrune(spec: JsonObject): boolean {
  const policy = spec.syncPolicy;
  return isJsonObject(policy) && isJsonObject(policy.automated) && policy.automated.prune === true;
}
