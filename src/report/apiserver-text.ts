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
  return text === '' ? undefined : text;
}

const textOf = (part: unknown): string => (typeof part === 'string' ? part : '');
const joined = (a: string, b: string): string => (a === '' ? b : b === '' ? a : `${a}: ${b}`);
