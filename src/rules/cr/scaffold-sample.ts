import type { World } from '../../engine/world.js';
import { documentTextAt } from '../../parse/document-text.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';

// kubebuilder writes a sample of each API it scaffolds (config/samples/<group>_<version>_<kind>.yaml),
// its spec a placeholder to replace: `# Add fields here` over `foo: bar` (kubebuilder 2 and 3), or
// `# TODO(user): Add fields here` alone, a spec of nothing (kubebuilder 4). A sample left so, once
// the API has required fields, is refused as written, and a field `foo` is unknown: each finding
// is true, but of a placeholder, not of the API or of anything the project wrote (fluid's
// DataMigrate sample: spec.from and spec.to required, `foo` unknown). Its findings are at most a
// warning that says what the sample is.

/** The v4 comment, under a spec of nothing. */
const TODO_COMMENT = /^[ \t]+#[ \t]*TODO\(user\): Add fields here[ \t]*$/m;

/** How the placeholder reads (for the note), where the resource is kubebuilder's untouched sample; undefined otherwise. */
export function scaffoldPlaceholder(o: KubeObject, world: World): string | undefined {
  const spec = o.value.spec;
  if (isJsonObject(spec) && Object.keys(spec).length === 1 && spec.foo === 'bar') return '`foo: bar`';
  if (spec !== undefined && spec !== null && !(isJsonObject(spec) && Object.keys(spec).length === 0)) return undefined;
  const [file] = world.filesAt((p) => p === o.source.file);
  if (file === undefined) return undefined;
  return TODO_COMMENT.test(documentTextAt(file.text, o.source.docOffset)) ? '"TODO(user): Add fields here"' : undefined;
}
