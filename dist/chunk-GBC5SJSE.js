import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{RULES}from"./chunk-3GCLV2OO.js";import"./chunk-EK2XPF6J.js";import{RULE_IDS}from"./chunk-UC6EY32Y.js";import"./chunk-PK46TA5T.js";import"./chunk-SFZCWXB6.js";import"./chunk-VKTVT6SQ.js";import"./chunk-6Y44LB62.js";import"./chunk-KUOLRC24.js";import"./chunk-EOB7UH4B.js";import"./chunk-OOXKZLPU.js";export{RULES,RULE_IDS};
