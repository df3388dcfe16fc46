import { readFile } from '../../fs-async.js';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { goParserOf, type GoParser } from './go-parser.js';

// Loads web-tree-sitter and the Go grammar, once per run and asynchronously (the runtime's
// WebAssembly must be compiled), so that review() can parse synchronously. The two .wasm files
// are found beside the running module first (the bundle copies them into dist/, spec §1), then
// in node_modules (sources and tests): never relative to the working directory. The runtime's
// JavaScript is imported here, not at the top: a review without Go files never loads it (issue 17
// item 4; the bundle keeps it in a chunk of its own).

/** The grammar this tool reads Go with, as users see it named when it cannot read a file. */
export const GO_GRAMMAR = 'tree-sitter-go 0.25';

export const RUNTIME_WASM = 'web-tree-sitter.wasm';
export const GO_GRAMMAR_WASM = 'tree-sitter-go.wasm';

export async function loadGoParser(moduleUrl: string = import.meta.url): Promise<GoParser> {
  const runtime = await readFirst(candidates(moduleUrl, RUNTIME_WASM, `web-tree-sitter/${RUNTIME_WASM}`));
  const grammar = await readFirst(candidates(moduleUrl, GO_GRAMMAR_WASM, `tree-sitter-go/${GO_GRAMMAR_WASM}`));
  const { Language, Parser } = await import('web-tree-sitter');
  await Parser.init({ wasmBinary: runtime });
  const language = await Language.load(grammar);
  const parser = new Parser();
  parser.setLanguage(language);
  return goParserOf(parser);
}

function candidates(moduleUrl: string, file: string, packagePath: string): string[] {
  const here = dirname(fileURLToPath(moduleUrl));
  const list = [join(here, file)];
  try {
    list.push(createRequire(moduleUrl).resolve(packagePath));
  } catch {
    // not installed beside this module: the bundle's copy is the only candidate
  }
  return list;
}

async function readFirst(paths: readonly string[]): Promise<Uint8Array> {
  for (const p of paths) {
    try {
      return await readFile(p);
    } catch {
      // try the next place
    }
  }
  throw new Error(
    `cannot find ${paths.map((p) => JSON.stringify(p)).join(' or ')}: the Go parser's WebAssembly is missing`,
  );
}
