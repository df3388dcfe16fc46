// Git's conflict markers, left in a file by a merge or rebase that was committed unresolved
// (chaos-mesh's manifests/crd-v1beta1.yaml). YAML reads `<<<<<<< HEAD` as a broken key and says
// "a multiline key may not be an implicit key" or the like; the marker is the cause to name.

export interface ConflictMarker {
  /** The marker line as written (`<<<<<<< HEAD`). */
  readonly text: string;
  /** 0-based, in the text given. */
  readonly lineIndex: number;
}

// `<<<<<<< ours` and `>>>>>>> theirs` at a line's start. Not `=======` alone, which a heading in
// text could underline.
const MARKER = /^(?:<{7}|>{7})(?: [^\n]*)?$/m;

/** The first conflict marker in `text`, or undefined. */
export function conflictMarkerIn(text: string): ConflictMarker | undefined {
  const m = MARKER.exec(text);
  if (!m) return undefined;
  let lineIndex = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < m.index; i = text.indexOf('\n', i + 1)) lineIndex++;
  return { text: m[0].replace(/\r$/, ''), lineIndex };
}
