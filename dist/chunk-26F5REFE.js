import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
var UsageError=class extends Error{name="UsageError"};export{UsageError};
