import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
var builtin=process.getBuiltinModule("node:child_process");
