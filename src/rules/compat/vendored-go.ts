import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import type { GoFile } from '../../parse/go/go-file.js';

// The packages a repository vendors answer the Go type lookup (go-property-type.ts) where an API
// type holds a type of another module: tektoncd/operator's TektonPruner has a
// `*config.GlobalConfig` of github.com/tektoncd/pruner, under vendor/. The review passes vendored
// trees by (nothing there is the change's to fix), so their files come from the checkout through
// a rule service (src/sources/vendored-go-files.ts), read and parsed only when a lookup reaches
// such an import; they are never reviewed.

/** The Go files of vendored packages, at head or at base (src/sources/vendored-go-files.ts). */
export interface VendoredGoPackages {
  /**
   * The files of the package `importPath` as `importingFile` (a path of the repository) sees it
   * vendored, at the side's commit; undefined when it vendors none or the side cannot be read.
   */
  readonly read: (
    importPath: string,
    importingFile: string,
    side: 'head' | 'base',
  ) => readonly { readonly path: string; readonly text: string }[] | undefined;
  /**
   * A vendored Go file that marks a package with `+groupName=<group>` (another module's API types
   * of that group), at the side's commit; undefined when none does or the side cannot be read.
   */
  readonly declaringGroup?: (group: string, side: 'head' | 'base') => string | undefined;
}

// Kubernetes' own API packages are not read: the few of their types CRDs hold that the lookup
// must know are known by name (go-property-type.ts KNOWN_TYPES), and their type files are large
// (k8s.io/api/core/v1's types.go, 450 KB, cost tektoncd/operator's review a second of parsing
// that changed no finding).
const KUBERNETES_API_MODULES = ['k8s.io/api/', 'k8s.io/apimachinery/'];

/** The parsed files of a vendored package for a world's lookups: the head's or the base's; a release's has none. */
export type VendoredPackageFiles = (importPath: string, importingFile: string) => readonly GoFile[] | undefined;

export function vendoredPackageFiles(ctx: RuleContext, world: World): VendoredPackageFiles | undefined {
  const vendored = ctx.services?.vendoredGo;
  if (!vendored) return undefined;
  const side =
    world === (ctx.whole?.head ?? ctx.head) ? 'head' : world === (ctx.whole?.base ?? ctx.base) ? 'base' : undefined;
  if (side === undefined) return undefined;
  return (importPath, importingFile) => {
    if (KUBERNETES_API_MODULES.some((m) => importPath.startsWith(m))) return undefined;
    const texts = vendored.read(importPath, importingFile, side);
    if (texts === undefined) return undefined;
    const files = texts.flatMap((t) => {
      const file = world.parseGoText(t.path, t.text);
      return file === undefined ? [] : [file];
    });
    return files.length === 0 ? undefined : files;
  };
}
