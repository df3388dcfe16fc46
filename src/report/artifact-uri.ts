// SARIF wants a URI reference, not a path: a space, '#', '%' or '?' in a file name would
// otherwise be read as a fragment, an escape or a query, and a first segment holding ':' as a
// scheme. GitHub (and codeql-action's fingerprinting) decode it with decodeURIComponent.

/** The SARIF base id for the repository root; relative paths resolve against it. */
export const SRCROOT = '%SRCROOT%';

export interface ArtifactUri {
  readonly uri: string;
  /** Absent for an absolute path, which SARIF forbids combining with a base id. */
  readonly uriBaseId?: typeof SRCROOT;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function artifactUri(file: string): ArtifactUri {
  // encodeURIComponent throws on a lone surrogate; no file system hands one back anyway.
  const path = file.replace(LONE_SURROGATE, '\uFFFD').replace(/\\/g, '/');
  const drive = /^[A-Za-z]:\//.exec(path);
  if (drive) return { uri: `file:///${drive[0]}${encodePath(path.slice(drive[0].length))}` };
  if (path.startsWith('/')) return { uri: `file://${encodePath(path)}` };
  return { uri: encodePath(path.replace(/^(?:\.\/)+/, '')), uriBaseId: SRCROOT };
}

const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');
