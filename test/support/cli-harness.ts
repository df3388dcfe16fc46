import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, type CliIo } from '../../src/cli.js';

// What the command-line tests share: a scratch tree of files, git in it, and the CLI's main()
// run with its output captured.

/** A new directory under the OS temp directory holding `files` (repository-relative paths). */
export function tree(files: Readonly<Record<string, string>>, prefix = 'kar-cli-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** git in `cwd`, with an author set, its output kept from the test's. */
export const git = (cwd: string, ...args: string[]): Buffer =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'pipe' });

/** main() with stdout and stderr captured; `io` adds cwd, env, stdin and the terminal flags. */
export async function runCli(
  argv: readonly string[],
  io: Omit<CliIo, 'stdout' | 'stderr'>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main([...argv], { ...io, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}
