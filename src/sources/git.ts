import { UsageError } from '../usage-error.js';

export interface GitResult {
  readonly ok: boolean;
  readonly stdout: Buffer;
  readonly stderr: string;
}

// `git ls-files` in a large monorepo prints tens of megabytes; execFile's 1 MB default would kill it.
const MAX_OUTPUT_BYTES = 1 << 30;

/**
 * Runs git without a shell, so no path or ref is ever interpreted by one. `--no-optional-locks`
 * because git diff would otherwise rewrite the index and could collide with the user's own git.
 * A non-zero exit is returned, not thrown: callers know which failures are the user's.
 */
export async function git(args: readonly string[], cwd: string): Promise<GitResult> {
  const { execFile } = await childProcess();
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['--no-optional-locks', ...args],
      { cwd, encoding: 'buffer', maxBuffer: MAX_OUTPUT_BYTES, windowsHide: true },
      (error, stdout, stderr) => {
        if (error && 'code' in error && error.code === 'ENOENT') {
          reject(new UsageError('--base needs git, and no git executable was found on PATH'));
        } else if (error && typeof error.code !== 'number') {
          reject(error); // killed, or output beyond MAX_OUTPUT_BYTES: not the user's doing
        } else {
          resolve({ ok: !error, stdout, stderr: stderr.toString('utf8').trim() });
        }
      },
    );
  });
}

/**
 * Like `git`, for commands that cannot fail on a healthy repository. A failure (a missing object
 * in a shallow or damaged clone) is the repository's state, not our bug: git's own words, with
 * no stack trace, and exit status 2.
 */
export async function gitOutput(args: readonly string[], cwd: string): Promise<Buffer> {
  const result = await git(args, cwd);
  if (!result.ok) throw new UsageError(`git ${args.join(' ')} failed in ${cwd}: ${result.stderr}`);
  return result.stdout;
}

/**
 * node:child_process, loaded by the first command that runs git: with it come net and dgram, a
 * twelfth of a one-file review's start (issue 17 item 4), and a review of files outside git, or
 * inside a work tree git need not be asked about, runs none.
 */
export const childProcess = (): Promise<typeof import('node:child_process')> => import('node:child_process');

/** Splits `-z` output: NUL-terminated fields. */
export function nulFields(output: Buffer): string[] {
  const fields = output.toString('utf8').split('\0');
  if (fields[fields.length - 1] === '') fields.pop();
  return fields;
}
