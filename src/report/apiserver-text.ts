import type { Finding } from '../engine/finding.js';

/**
 * The rejection a finding predicts (data.apiserver), as kubectl prints it: `path: Type: detail`,
 * with the parts the apiserver left empty left out; undefined when none is predicted.
 */
export function apiserverText(finding: Finding): string | undefined {
  const e = finding.data?.apiserver;
  if (typeof e !== 'object' || e === null) return undefined;
  const { path, type, detail } = e as Record<string, unknown>;
  const text = joined(joined(textOf(path), textOf(type)), textOf(detail));
  return text === '' ? undefined : text.split('\n').map(abbreviated).join('\n');
}

// The apiserver prints some values whole (all of spec.versions, schemas included: 493,720
// characters in one line for a CRD of oracle/cluster-api-provider-oci); a report line quotes the
// start and says where the rest is.
const MAX_LINE = 400;

const abbreviated = (line: string): string =>
  line.length <= MAX_LINE
    ? line
    : `${line.slice(0, MAX_LINE)}… (${line.length} characters in all: --format json holds them in data.apiserver)`;

const textOf = (part: unknown): string => (typeof part === 'string' ? part : '');
const joined = (a: string, b: string): string => (a === '' ? b : b === '' ? a : `${a}: ${b}`);
