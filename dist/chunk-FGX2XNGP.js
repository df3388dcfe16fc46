import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES
} from "./chunk-OAPCDE6O.js";
import {
  RULE_IDS
} from "./chunk-Q3IWY7OH.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-LHABABIZ.js";
import "./chunk-HB2VV6V7.js";
import "./chunk-MET7K2DP.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";
export {
  RULES,
  RULE_IDS
};
