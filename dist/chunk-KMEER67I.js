import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES
} from "./chunk-LLX2ONSF.js";
import {
  RULE_IDS
} from "./chunk-HIQFO6JE.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-4TMV3APB.js";
import "./chunk-HNFJOASF.js";
import "./chunk-MET7K2DP.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";
export {
  RULES,
  RULE_IDS
};
