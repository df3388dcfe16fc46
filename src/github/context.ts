// The one place that reads the runner's GITHUB_* / RUNNER_* environment (STYLE §3), so the
// rest of the action takes plain values and tests pass their own.
export interface GitHubContext {
  readonly workspace: string;
  readonly tempDir: string;
  readonly eventName: string;
}

export function gitHubContext(env: NodeJS.ProcessEnv = process.env): GitHubContext {
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    tempDir: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
    eventName: env.GITHUB_EVENT_NAME ?? '',
  };
}
