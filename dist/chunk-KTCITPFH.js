import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{locateRepository,repositoryRoot}from"./chunk-XYFJ2FQP.js";import"./chunk-26F5REFE.js";import"./chunk-TRBLKMZC.js";import"./chunk-MCMCGTN6.js";import"./chunk-OOXKZLPU.js";export{locateRepository,repositoryRoot};
