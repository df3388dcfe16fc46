import { posix } from 'node:path';
import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { GoText, World } from '../../engine/world.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { goFileEmbedding } from '../go-embedded-file.js';
import { copiesOf, installable, mayDefineUnread } from './installable-copy.js';

// A CRD that the repository's Go embeds only to validate files on disk with kubectl-validate
// (`openapiclient.NewLocalCRDFiles`), a CRD that no apiserver installs: kyverno/chainsaw's Test
// describes the test files its CLI reads, and pkg/data embeds its CRDs for pkg/loaders, which hands
// them to kubectl-validate; nothing of the repository applies them (2d2fcf47a6: 16 errors that
// said values set through v1alpha1 are pruned through v1alpha2). No object is stored under it, so
// nothing is pruned, converted or ratcheted: what a change breaks is a file the loader then refuses.
//
// Said only on evidence: a non-test Go file calls the loader and imports the embedding package (or
// is in it); no Go of the repository could write a CRD to a cluster (names CustomResourceDefinition
// and creates, updates, patches or applies); and every copy of the CRD in the repository is either
// so embedded or a file of CRDs alone that no kustomization, chart or OLM bundle installs (chainsaw
// generates .crds/ and copies it to pkg/data/crds/).

const LOADER = /\bopenapiclient\.NewLocalCRDFiles\(/;
const NAMES_CRD = /CustomResourceDefinition/;
// A write through a typed or generic client (`.Create(ctx, crd, …)`), or library-go's resourceapply.
const WRITES = /\.(?:Create|Update|Patch|Apply)\(|ApplyCustomResourceDefinition/;
const VENDORED = /(?:^|\/)vendor\//;

export interface SchemaOnly {
  /** The Go file that embeds a copy of the CRD. */
  readonly goFile: string;
  /** The Go file that hands it to kubectl-validate. */
  readonly loader: string;
}

/** The Go files that hand CRDs to kubectl-validate, where no Go of the world writes a CRD; read once a world. */
const LOADERS: CacheKey<WeakMap<World, readonly GoText[]>> = {
  name: 'compat kubectl-validate loaders of embedded CRDs',
  create: () => new WeakMap(),
};

function loadersOf(ctx: RuleContext, world: World): readonly GoText[] {
  const memo = ctx.cache.get(LOADERS);
  let loaders = memo.get(world);
  if (loaders === undefined) {
    const sources = world.goTexts().filter((s) => !s.path.endsWith('_test.go') && !VENDORED.test(s.path));
    loaders = sources.filter((s) => s.text !== undefined && LOADER.test(s.text));
    if (
      loaders.length > 0 &&
      sources.some((s) => s.text !== undefined && NAMES_CRD.test(s.text) && WRITES.test(s.text))
    )
      loaders = [];
    memo.set(world, loaders);
  }
  return loaders;
}

/** schemaOnlyCrd's answers, by CRD name, once a review (every finding on the CRD asks). */
const ANSWERS: CacheKey<WeakMap<World, Map<string, SchemaOnly | undefined>>> = {
  name: 'compat CRDs read only by kubectl-validate',
  create: () => new WeakMap(),
};

/** Where the CRD is one no apiserver installs (above): the embedding and the loader; else undefined. */
export function schemaOnlyCrd(ctx: RuleContext, crd: KubeObject): SchemaOnly | undefined {
  const world = ctx.whole?.head ?? ctx.head;
  const loaders = loadersOf(ctx, world);
  if (loaders.length === 0) return undefined;
  const memo = ctx.cache.get(ANSWERS);
  let answers = memo.get(world);
  if (answers === undefined) memo.set(world, (answers = new Map()));
  if (!answers.has(crd.name)) answers.set(crd.name, answer(ctx, world, loaders, crd));
  return answers.get(crd.name);
}

function answer(ctx: RuleContext, world: World, loaders: readonly GoText[], crd: KubeObject): SchemaOnly | undefined {
  // The copies before the change too: a CRD the change removes has none left at head, and the
  // chart that installed it is no more (kyverno-envoy-plugin 8ca363253e removed its CRD from
  // .crds/, pkg/data/crds/ and the chart's templates/ at once).
  const base = ctx.whole?.base ?? ctx.base;
  if (mayDefineUnread(world, crd.name) || (base && mayDefineUnread(base, crd.name))) return undefined;
  let found: SchemaOnly | undefined;
  for (const { copy, in: copyWorld } of copiesOf(ctx, crd)) {
    const file = copy.source.file;
    const embedding = goFileEmbedding(copyWorld, file);
    const loader = embedding && loaders.find((l) => importsPackageOf(l.path, l.text ?? '', embedding.goFile));
    if (embedding && loader) found ??= { goFile: embedding.goFile, loader: loader.path };
    else if (installable(ctx, copyWorld, copy)) return undefined;
  }
  return found;
}

/** Whether a Go file is in the package of `goFile`, or imports it (an import path that ends in its directory). */
function importsPackageOf(path: string, text: string, goFile: string): boolean {
  const dir = posix.dirname(goFile);
  if (posix.dirname(path) === dir) return true;
  // The module's path is not known here; the directory's last two elements (`pkg/data`) name it.
  const tail = dir.split('/').slice(-2).join('/');
  return dir !== '.' && text.includes(`/${tail}"`);
}

/** What a report adds for such a CRD (compat-report.ts's softening). */
export const schemaOnlySoftening = ({ goFile, loader }: SchemaOnly) =>
  ({
    atMost: 'warning',
    note: `a CRD that no apiserver installs: ${goFile} embeds it, and ${loader} hands it to kubectl-validate's openapiclient.NewLocalCRDFiles to validate files on disk; nothing of the repository applies it, so no object is stored under it, and what breaks is a file that loader then refuses`,
  }) as const;
