import { NOTHING_EXTRACTED, type GoFile } from './go-file.js';
import type { GoParser } from './go-parser.js';

// Parses each Go content once per review: an unchanged file is the same content at base and
// at head. A throw from the parser is our bug, handed to `onBug`, and the file counts as empty.

export function goFileCache(
  parser: GoParser,
  onBug: (path: string, error: unknown) => void,
): (path: string, content: Uint8Array | string) => GoFile {
  const parsed = new Map<Uint8Array | string, GoFile>();
  return (path, content) => {
    let file = parsed.get(content);
    if (!file || file.path !== path) {
      try {
        file = parser.parse(path, content);
      } catch (error) {
        onBug(path, error);
        file = { path, text: '', ...NOTHING_EXTRACTED };
      }
      parsed.set(content, file);
    }
    return file;
  };
}
