import {
  close as closeCallback,
  lstat as lstatCallback,
  open as openCallback,
  read as readCallback,
  readdir as readdirCallback,
  readFile as readFileCallback,
  readlink as readlinkCallback,
  realpath as realpathCallback,
  stat as statCallback,
} from 'node:fs';
import { promisify } from 'node:util';

// The file system calls the CLI makes before and while it reviews, as promises. Not from
// node:fs/promises: loading it loads Node's readline and REPL history modules with it (for
// FileHandle.readLines), a few milliseconds of every start (issue 17 item 4). The callback API,
// promisified, is the same calls on the same thread pool.
export const lstat = promisify(lstatCallback);
export const open = promisify(openCallback);
export const read = promisify(readCallback);
export const close = promisify(closeCallback);
export const stat = promisify(statCallback);
export const readFile = promisify(readFileCallback);
export const readdir = promisify(readdirCallback);
export const readlink = promisify(readlinkCallback);
export const realpath = promisify(realpathCallback);
