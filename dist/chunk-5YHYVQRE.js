import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
var STDIN_PATH="<stdin>";export{STDIN_PATH};
