import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{RULES}from"./chunk-AKJ4VYNB.js";import"./chunk-K7QEHBXX.js";import{RULE_IDS}from"./chunk-BUQLLGUI.js";import"./chunk-4SIUZXV5.js";import"./chunk-KUOLRC24.js";import"./chunk-SFZCWXB6.js";import"./chunk-XNZU6LJW.js";import"./chunk-NDB63CJI.js";import"./chunk-EOB7UH4B.js";import"./chunk-TRBLKMZC.js";import"./chunk-MCMCGTN6.js";import"./chunk-OOXKZLPU.js";export{RULES,RULE_IDS};
