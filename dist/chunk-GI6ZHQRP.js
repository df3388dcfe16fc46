import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{locateRepository,repositoryRoot}from"./chunk-4R74T2QA.js";import"./chunk-26F5REFE.js";import"./chunk-PA3G563R.js";import"./chunk-OOXKZLPU.js";export{locateRepository,repositoryRoot};
