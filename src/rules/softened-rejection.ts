import type { Severity } from '../engine/finding.js';

/**
 * A crd/ rejection that no cluster meets as written (only builds made since the releases, or a
 * test's CRD installed afresh): at most `atMost`, saying why (`note`), and without data.apiserver,
 * since no cluster that holds the CRD refuses it (DESIGN §5).
 */
export function softenedRejection<R extends { readonly apiserver?: unknown }, S extends Severity>(
  report: R,
  atMost: S,
  note: string,
): Omit<R, 'apiserver'> & { readonly atMost: S; readonly note: string } {
  const { apiserver: _notRefusedAsWritten, ...rest } = report;
  return { ...rest, atMost, note };
}
