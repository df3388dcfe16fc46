import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
var VERSION="0.1.0";export{VERSION};
