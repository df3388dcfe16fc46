import path from 'node:path';

// Git stores a symbolic link as the text of its target, and the directory walk passes links by
// (directory-source.ts), so no file is read twice through them. The tools that apply manifests
// follow them: Helm loads a chart's directories through links (its loader walks with links
// followed), kustomize reads a resource through one. The sources note each link of the head tree
// and where it leads, so that a rule can ask what such a tool reads: scheduler-plugins 2386ca2d
// replaced its chart's templates/crds/ with a link to the top-level crds/, and each CRD there
// read as removed from the chart.

/** Repository path of a link → repository path of what it leads to. */
export type SymbolicLinks = ReadonlyMap<string, string>;

/**
 * The repository path that a link at `linkPath` leads to by its target text: `../../crds` at
 * `chart/templates/crds` is `crds`. Undefined for an absolute target, or one that leaves the tree
 * (what is outside is not the repository's).
 */
export function linkTargetPath(linkPath: string, target: string): string | undefined {
  if (target === '' || path.posix.isAbsolute(target) || target.includes('\\')) return undefined;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(linkPath), target)).replace(/\/$/, '');
  if (joined === '..' || joined.startsWith('../') || joined === '.') return undefined;
  return joined;
}

/**
 * The other paths a file is read at, through the links of `links` that lead to it or to a directory
 * above it: `crds/a.yaml` is also `chart/templates/crds/a.yaml` where that link leads to `crds`.
 * Links to links are followed too, as the system follows them (scheduler-plugins links its chart's
 * templates/crds to manifests/crds, whose files are links to each plugin's crd.yaml), up to
 * MAX_LINK_DEPTH of them, and to MAX_PATHS paths: a loop of links ends there.
 */
export function pathsThroughLinks(links: SymbolicLinks, file: string): string[] {
  const found = new Set<string>([file]);
  let level = [file];
  for (let depth = 0; depth < MAX_LINK_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const at of level) {
      for (const [link, target] of links) {
        const through =
          at === target ? link : at.startsWith(`${target}/`) ? `${link}${at.slice(target.length)}` : undefined;
        if (through !== undefined && !found.has(through) && found.size <= MAX_PATHS) {
          found.add(through);
          next.push(through);
        }
      }
    }
    level = next;
  }
  found.delete(file);
  return [...found];
}

/** Linux follows at most 40 links in one lookup; a repository's chains are a few long. */
const MAX_LINK_DEPTH = 8;
const MAX_PATHS = 1000;
