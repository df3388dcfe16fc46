// Prow's `/approve` command in issue comments (spec/github.md §1.9): Kubernetes approves with it
// and Prow then applies the `approved` label. A line that is exactly `/approve`, or `/approve `
// followed by an argument (`/approve no-issue`), approves; `/approve cancel` withdraws the
// commenter's approval. Each commenter's last command before the merge is the one that stands.

export interface IssueComment {
  readonly login: string | undefined;
  readonly body: string | undefined;
  /** ISO 8601, as the API gives `created_at`. */
  readonly createdAt: string;
}

export type ApproveCommand = 'approve' | 'cancel';

/** The `/approve` commands of one comment, in order. */
export function approveCommands(body: string): ApproveCommand[] {
  const commands: ApproveCommand[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trimEnd(); // a \r from the browser, trailing spaces
    if (line === '/approve cancel' || line.startsWith('/approve cancel ')) commands.push('cancel');
    else if (line === '/approve' || line.startsWith('/approve ')) commands.push('approve');
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
  return [...state].filter(([, on]) => on).map(([login]) => login).sort();
}
