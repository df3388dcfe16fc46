import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{RULES}from"./chunk-WGHXCURM.js";import"./chunk-3CM2UL4M.js";import{RULE_IDS}from"./chunk-7HGRBOO2.js";import"./chunk-XPLZ5JI4.js";import"./chunk-SFZCWXB6.js";import"./chunk-WBJS63XP.js";import"./chunk-NDB63CJI.js";import"./chunk-F4YFEV3M.js";import"./chunk-KUOLRC24.js";import"./chunk-EOB7UH4B.js";import"./chunk-OOXKZLPU.js";export{RULES,RULE_IDS};
