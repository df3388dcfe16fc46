import { childProcess } from './git.js';

/**
 * Reads many objects through one `git cat-file --batch` process: one `git show` per file would
 * start thousands of processes on a large change. Each answer is the object's bytes, or undefined
 * where git reports it missing (a path that did not exist at the base commit).
 */
export async function readObjects(root: string, names: readonly string[]): Promise<(Buffer | undefined)[]> {
  if (names.length === 0) return [];
  const bad = names.find((name) => /[\r\n]/.test(name));
  if (bad !== undefined) {
    // The batch protocol is one request per line.
    throw new Error(`cannot read ${JSON.stringify(bad)} from git: the name holds a line break`);
  }
  const { spawn } = await childProcess();
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['--no-optional-locks', 'cat-file', '--batch'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    // git may exit before it has read every request (a broken repository): the failure then shows in
    // the exit status, not as an EPIPE thrown at us.
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`git cat-file --batch exited with ${code}: ${Buffer.concat(err).toString('utf8').trim()}`));
        return;
      }
      try {
        resolve(parseBatchOutput(Buffer.concat(out), names));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.stdin.end(names.map((name) => `${name}\n`).join(''));
  });
}

/**
 * `<oid> <type> <size>\n<bytes>\n` per object, or `<name> missing\n` (also `ambiguous`). The
 * answers are views into one buffer, so the bytes are copied once, whatever their number.
 */
export function parseBatchOutput(output: Buffer, names: readonly string[]): (Buffer | undefined)[] {
  const objects: (Buffer | undefined)[] = [];
  let offset = 0;
  for (const name of names) {
    const eol = output.indexOf(0x0a, offset);
    if (eol === -1) throw new Error(`git cat-file --batch ended before answering for ${name}`);
    const header = output.toString('utf8', offset, eol);
    offset = eol + 1;
    const found = /^[0-9a-f]+ \S+ (\d+)$/.exec(header);
    if (!found) {
      objects.push(undefined);
      continue;
    }
    const size = Number(found[1]);
    if (offset + size + 1 > output.length) throw new Error(`git cat-file --batch cut ${name} short`);
    objects.push(output.subarray(offset, offset + size));
    offset += size + 1;
  }
  return objects;
}
