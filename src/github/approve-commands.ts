// Prow's `/approve` command in issue comments (spec/github.md §1.9): Kubernetes approves with it
// and Prow then applies the `approved` label. The grammar is Prow's approve plugin's: a line that
// starts with `/`, a command name up to the first whitespace, compared case-insensitively, then
// its arguments. `/approve` approves (`/approve no-issue` too); `/approve` with an argument that
// contains "cancel" (any case), or `/remove-approve`, withdraws the commenter's approval. Each
// commenter's last command before the merge is the one that stands.

export interface IssueComment {
  readonly login: string | undefined;
  readonly body: string | undefined;
  /** ISO 8601, as the API gives `created_at`. */
  readonly createdAt: string;
}

export type ApproveCommand = 'approve' | 'cancel';

/** A command line: `/name`, then tabs or spaces, then the arguments up to the line's end. */
const COMMAND = /^\/([^\t\n\f\r ]+)[\t ]*([^\n\r]*)/;

/** The `/approve` commands of one comment, in order. */
export function approveCommands(body: string): ApproveCommand[] {
  const commands: ApproveCommand[] = [];
  // Lines are split at \n only, as Go's multi-line `^` does; a \r ends the arguments.
  for (const line of body.split('\n')) {
    const m = COMMAND.exec(line);
    if (!m) continue;
    const name = (m[1] ?? '').toUpperCase();
    if (name === 'REMOVE-APPROVE') commands.push('cancel');
    else if (name === 'APPROVE')
      commands.push((m[2] ?? '').trim().toLowerCase().includes('cancel') ? 'cancel' : 'approve');
  }
  return commands;
}

/** Logins (lower case) whose `/approve` stood when the pull request merged, sorted. */
export function standingApprovals(comments: readonly IssueComment[], mergedAt: string | undefined): string[] {
  const mergeTime = mergedAt ? Date.parse(mergedAt) : Number.POSITIVE_INFINITY;
  const state = new Map<string, boolean>();
  const ordered = [...comments].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  for (const c of ordered) {
    // A comment after the merge did not approve what merged; one without a time proves nothing.
    if (!c.login || !c.body || !(Date.parse(c.createdAt) <= mergeTime)) continue;
    for (const command of approveCommands(c.body)) state.set(c.login.toLowerCase(), command === 'approve');
  }
  return [...state]
    .filter(([, on]) => on)
    .map(([login]) => login)
    .sort();
}
