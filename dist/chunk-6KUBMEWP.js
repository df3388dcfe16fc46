import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{RULES}from"./chunk-IEM4YYQW.js";import"./chunk-EK2XPF6J.js";import{RULE_IDS}from"./chunk-KLZ6Q643.js";import"./chunk-WFY433PW.js";import"./chunk-SFZCWXB6.js";import"./chunk-VKTVT6SQ.js";import"./chunk-NDB63CJI.js";import"./chunk-KUOLRC24.js";import"./chunk-EOB7UH4B.js";import"./chunk-OOXKZLPU.js";export{RULES,RULE_IDS};
