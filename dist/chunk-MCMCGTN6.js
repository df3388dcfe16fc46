import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
var builtin=process.getBuiltinModule("node:path"),node_path_default=builtin,resolve=builtin.resolve;var join=builtin.join;var dirname=builtin.dirname;var posix=builtin.posix;export{node_path_default,resolve,join,dirname,posix};
