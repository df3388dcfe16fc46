import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES
} from "./chunk-XCRPS7H6.js";
import {
  RULE_IDS
} from "./chunk-JT3CLULH.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-LHABABIZ.js";
import "./chunk-HB2VV6V7.js";
import "./chunk-4FJVHMA4.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";
export {
  RULES,
  RULE_IDS
};
