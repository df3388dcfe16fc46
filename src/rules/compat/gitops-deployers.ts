import type { World } from '../../engine/world.js';

// The GitOps objects of a repository that deploy one of its paths: a Flux Kustomization
// (`spec.path`), a Flux HelmRelease of a chart in the repository (`spec.chart.spec.chart`), an Argo
// CD Application or ApplicationSet (`source.path`, a git directory generator). Removed with the
// path, its tool deletes what it deployed: Flux prunes a Kustomization's inventory and uninstalls
// a HelmRelease, and an Argo CD Application with its resources finalizer deletes its resources.
// So a CRD removed with a directory whose removal alone would prune nothing (a kustomize root, a
// chart) is deleted after all where such an object names the directory.

const GITOPS_KINDS: ReadonlySet<string> = new Set([
  'Kustomization.kustomize.toolkit.fluxcd.io',
  'HelmRelease.helm.toolkit.fluxcd.io',
  'Application.argoproj.io',
  'ApplicationSet.argoproj.io',
]);

/** Whether a GitOps object of the world names the directory (by its text: `./dir`, `dir/`, `dir`). */
export const namedByGitOpsObject = (world: World, dir: string): boolean =>
  dir !== '' && world.filesMentioning(dir).some((f) => f.objects.some((o) => GITOPS_KINDS.has(`${o.kind}.${o.group}`)));
