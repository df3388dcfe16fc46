// What the terminal the CLI writes to wants: colour in the text report, a progress line.

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether the text report is coloured. In order: the flag (`--color`, `--no-color`); FORCE_COLOR
 * as Node and supports-color read it (set: on, unless `0` or `false`), which a pipe into `less
 * -R` or a CI log viewer asks for; NO_COLOR, any non-empty value (no-color.org); a dumb
 * terminal; else colour exactly when stdout is a terminal, so a pipe or a file gets plain text.
 */
export function colourWanted(flag: boolean | undefined, env: Env, stdoutIsTTY: boolean): boolean {
  if (flag !== undefined) return flag;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return stdoutIsTTY;
}

/**
 * Whether the run is in CI, where a progress line would only litter the log. Every major CI
 * service sets CI (GitHub Actions, GitLab, CircleCI, Travis, Buildkite, Azure Pipelines' TF_BUILD
 * aside); `CI=false` and `CI=0` are how a user says it is not one.
 */
export function isCi(env: Env): boolean {
  const ci = env.CI;
  return (
    (ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false') ||
    env.TF_BUILD !== undefined ||
    env.GITHUB_ACTIONS === 'true'
  );
}
