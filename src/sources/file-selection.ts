import picomatch from 'picomatch';

export interface SelectionGlobs {
  /** Globs a file must match (any of them); empty means every file. */
  readonly include: readonly string[];
  /** Globs that remove a file again. */
  readonly exclude: readonly string[];
}

// What kubectl reads from a directory (.json, .yaml, .yml, compared case-sensitively as it does)
// plus Go API types (DESIGN §5).
export const REVIEWABLE_EXTENSIONS: readonly string[] = ['.yaml', '.yml', '.json', '.go'];

// Git's own store and vendored packages hold nobody's API under review, and walking them costs
// more than the rest of a repository.
export const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(['.git', 'node_modules']);

export type PathPredicate = (path: string) => boolean;

/**
 * Compiles the globs once; the predicate takes a repository-relative path with forward slashes.
 * `dot: true` because `.github/` and `.config/` hold manifests as often as any other folder.
 */
export function reviewableFilter(globs: SelectionGlobs): PathPredicate {
  const included = globs.include.length > 0 ? picomatch(globs.include.map(withoutDotSlash), { dot: true }) : () => true;
  const excluded = globs.exclude.length > 0 ? picomatch(globs.exclude.map(withoutDotSlash), { dot: true }) : () => false;
  return (path) =>
    REVIEWABLE_EXTENSIONS.some((ext) => path.endsWith(ext)) &&
    !path.split('/').some((segment) => SKIPPED_DIRECTORIES.has(segment)) &&
    included(path) &&
    !excluded(path);
}

export function isReviewable(path: string, globs: SelectionGlobs): boolean {
  return reviewableFilter(globs)(path);
}

// Users write `./crds/**` as often as `crds/**`; the paths we match never start with `./`.
const withoutDotSlash = (glob: string): string => (glob.startsWith('./') ? glob.slice(2) : glob);
