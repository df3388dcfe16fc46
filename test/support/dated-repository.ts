import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// A git repository for tests that read its history: each git command runs a second after the one
// before, so commits and tags sort by date in the order a test makes them (release tags).

export interface DatedRepository {
  readonly root: string;
  /** Runs git in the repository; returns its output, trimmed. */
  git(...args: string[]): string;
  /** Writes (a string) or removes (null) files in the working tree. */
  write(files: Record<string, string | null>): void;
  /** Writes the files and commits every change; returns the commit id. */
  commit(files: Record<string, string | null>, message?: string): string;
  /** Moves the clock on: the next git command runs this many seconds later. */
  wait(seconds: number): void;
}

export function datedRepository(prefix: string): DatedRepository {
  const root = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  let clock = 1_700_000_000;
  const git = (...args: string[]): string => {
    clock += 1;
    const date = `${clock} +0000`;
    return execFileSync(
      'git',
      [
        '-c',
        'user.name=t',
        '-c',
        'user.email=t@example.com',
        '-c',
        'commit.gpgsign=false',
        '-c',
        'tag.gpgsign=false',
        ...args,
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } },
    ).trim();
  };
  const write = (files: Record<string, string | null>): void => {
    for (const [name, text] of Object.entries(files)) {
      if (text === null) rmSync(join(root, name));
      else {
        mkdirSync(dirname(join(root, name)), { recursive: true });
        writeFileSync(join(root, name), text);
      }
    }
  };
  const commit = (files: Record<string, string | null>, message = 'change'): string => {
    write(files);
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q', '-b', 'main');
  const wait = (seconds: number): void => {
    clock += seconds;
  };
  return { root, git, write, commit, wait };
}
