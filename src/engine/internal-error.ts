// A rule or parser that throws has a bug of ours, not a problem in the user's files: the run
// goes on without it, and the CLI exits 2 naming it (STYLE §6).
export interface InternalError {
  readonly where: string;
  readonly message: string;
}

export function internalError(where: string, error: unknown): InternalError {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { where, message };
}
