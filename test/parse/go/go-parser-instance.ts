import { loadGoParser } from '../../../src/parse/go/load-go-parser.js';

// One parser for a test file (loading the WebAssembly takes ~20 ms), found in node_modules as
// it is when running from sources.
export const goParser = await loadGoParser();
