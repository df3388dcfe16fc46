import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';

// What the annotations of an object come to once `kubectl apply` without --server-side has
// written its last-applied-configuration (kubectl's apply.GetModifiedConfiguration): the object as
// the file gives it, that annotation left out, encoded as JSON by Go's encoding/json Encoder
// (unstructured.UnstructuredJSONScheme), with its final line break. The apiserver refuses an
// object whose annotations, keys and values, take more than 262,144 bytes (apimachinery's
// ValidateAnnotationsSize, TotalAnnotationSizeLimitB): `metadata.annotations: Too long`.

/** apimachinery's TotalAnnotationSizeLimitB. */
export const ANNOTATIONS_LIMIT_BYTES = 256 * 1024;

export const LAST_APPLIED_ANNOTATION = 'kubectl.kubernetes.io/last-applied-configuration';

const SIZES = new WeakMap<KubeObject, number>();

/** The bytes of the object's annotations, keys and values, after a client-side apply. */
export function annotationBytesAfterApply(object: KubeObject): number {
  let size = SIZES.get(object);
  if (size === undefined) {
    const value = object.value;
    const metadata = isJsonObject(value.metadata) ? value.metadata : {};
    const written = isJsonObject(metadata.annotations) ? metadata.annotations : {};
    const annotations = Object.fromEntries(Object.entries(written).filter(([k]) => k !== LAST_APPLIED_ANNOTATION));
    const applied = { ...value, metadata: { ...metadata, annotations } };
    size = utf8Bytes(LAST_APPLIED_ANNOTATION) + goJsonBytes(applied) + 1; // the Encoder's line break
    for (const [k, v] of Object.entries(annotations)) size += utf8Bytes(k) + (typeof v === 'string' ? utf8Bytes(v) : 0);
    SIZES.set(object, size);
  }
  return size;
}

const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/**
 * The length in bytes of Go's JSON for a value read from YAML. JSON.stringify writes the same text
 * but for the characters Go's Encoder escapes by default and JavaScript does not: `<`, `>`, `&`
 * (SetEscapeHTML, `\u003c`: 6 bytes for 1) and U+2028, U+2029 (`\u2028`: 6 bytes for 3). Outside
 * strings JSON holds none of them.
 */
export function goJsonBytes(value: unknown): number {
  const text = JSON.stringify(value) ?? 'null';
  let extra = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3c || c === 0x3e || c === 0x26) extra += 5;
    else if (c === 0x2028 || c === 0x2029) extra += 3;
  }
  return utf8Bytes(text) + extra;
}
