import path from 'node:path';

// A Go test that reads a file beside it by its bare name (`os.ReadFile("knative_test_yaml.yaml")`)
// holds its input or its expected output there: gloo's projects/gloo/cli/pkg/cmd/install keeps a
// copy of a Knative release, v1beta1 CRDs and all, that knative_test.go compares a string with,
// and that no apiserver ever sees (21 false crd/api-version errors). Only files in the test's own
// directory count: a test that reads ../../config/samples/ checks manifests users apply, which
// stay reviewed.

/** The `.yaml`, `.yml` and `.json` files beside a `_test.go` file that it names, as repository paths. */
export function goTestInputsOf(file: string, content: Uint8Array | string): string[] {
  if (!file.endsWith('_test.go')) return [];
  const text =
    typeof content === 'string' ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  // Most tests name no such file: the bytes say so before any decoding.
  if (!NAMES_A_DATA_FILE.some((s) => text.includes(s))) return [];
  const source = typeof text === 'string' ? text : text.toString('utf8');
  const dir = path.posix.dirname(file);
  const inputs = new Set<string>();
  for (const m of source.matchAll(BARE_NAME)) inputs.add(dir === '.' ? (m[2] as string) : `${dir}/${m[2] as string}`);
  return [...inputs];
}

const NAMES_A_DATA_FILE = ['.yaml"', '.yml"', '.json"', '.yaml`', '.yml`', '.json`'];

/** A Go string literal that is a bare file name with a data extension: no directory, no format verb. */
const BARE_NAME = /(["`])([A-Za-z0-9_][A-Za-z0-9_.-]*\.(?:ya?ml|json))\1/g;
