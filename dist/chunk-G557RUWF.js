import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{RULES}from"./chunk-56K6AQ5L.js";import"./chunk-NJ6Q3WLS.js";import{RULE_IDS}from"./chunk-J7GSUBMO.js";import"./chunk-M4YQQUXI.js";import"./chunk-SFZCWXB6.js";import"./chunk-OVIFDSA2.js";import"./chunk-NDB63CJI.js";import"./chunk-PA3G563R.js";import"./chunk-KUOLRC24.js";import"./chunk-EOB7UH4B.js";import"./chunk-OOXKZLPU.js";export{RULES,RULE_IDS};
