import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{RULES}from"./chunk-TLIF3P5R.js";import"./chunk-ZQ2UAKEM.js";import{RULE_IDS}from"./chunk-B5U35S6F.js";import"./chunk-XPLZ5JI4.js";import"./chunk-KUOLRC24.js";import"./chunk-SFZCWXB6.js";import"./chunk-ER5NWLQ3.js";import"./chunk-NDB63CJI.js";import"./chunk-EOB7UH4B.js";import"./chunk-F4YFEV3M.js";import"./chunk-OOXKZLPU.js";export{RULES,RULE_IDS};
