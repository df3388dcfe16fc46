import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{locateRepository,repositoryRoot}from"./chunk-PE44TJGS.js";import"./chunk-26F5REFE.js";import"./chunk-F4YFEV3M.js";import"./chunk-OOXKZLPU.js";export{locateRepository,repositoryRoot};
