import { posix } from 'node:path';
import { tagOfComment } from '../../parse/go/gengo-tag.js';
import type { GoCommentLine, GoFile } from '../../parse/go/go-file.js';
import { isOutsideRepository } from './repository-go-files.js';

// Which package directories hold Kubernetes API types, decided from evidence in the package
// itself (issue 15): a `vN` directory is a Go module's major version (`semver/v3`) or a version
// of a non-Kubernetes protocol (`internal/xdscache/v3`) as often as an API version, and code a
// repository vendors is not its API. A directory is an API package when any Go file in it shows
//
//   - `+groupName=` above the package clause (gengo's group marker, in doc.go or a kubebuilder
//     groupversion_info.go),
//   - `+kubebuilder:object:root` on a type (controller-gen's marker of a kind),
//   - a struct that embeds `TypeMeta` (`metav1.TypeMeta`: every kind does), or
//   - a path under a directory named `api` or `apis` (kubebuilder's `api/v1`, Kubernetes'
//     `pkg/apis/…` and `staging/src/k8s.io/api/…`),
//
// and it is one of the repository's own packages (repository-go-files.ts): vendor/,
// third_party/ and testdata/ are never the repository's API, whatever they hold.

export type ApiEvidence = 'groupName' | 'kubebuilder:object:root' | 'TypeMeta' | 'path';

const API_DIR = new Set(['api', 'apis']);
const EMBEDDED_TYPE_META = /^\*?([A-Za-z_][A-Za-z0-9_]*\.)?TypeMeta$/;

/** Package directory → the first evidence that it holds API types. */
export function apiPackages(files: readonly GoFile[]): ReadonlyMap<string, ApiEvidence> {
  const out = new Map<string, ApiEvidence>();
  for (const file of files) {
    const dir = posix.dirname(file.path);
    if (out.has(dir) || isOutsideRepository(dir)) continue;
    const evidence = evidenceIn(dir, file);
    if (evidence) out.set(dir, evidence);
  }
  return out;
}

function evidenceIn(dir: string, file: GoFile): ApiEvidence | undefined {
  if (file.packageComments.some((c) => hasTag(c, 'groupName'))) return 'groupName';
  for (const struct of file.structs) {
    if ([...struct.doc, ...struct.secondDoc].some((c) => hasTag(c, 'kubebuilder:object:root')))
      return 'kubebuilder:object:root';
    if (struct.fields.some((f) => f.names.length === 0 && EMBEDDED_TYPE_META.test(f.type))) return 'TypeMeta';
  }
  return dir
    .split('/')
    .slice(0, -1)
    .some((s) => API_DIR.has(s))
    ? 'path'
    : undefined;
}

function hasTag(comment: GoCommentLine, name: string): boolean {
  const tag = tagOfComment(comment);
  return tag !== undefined && !('message' in tag) && tag.name === name;
}
