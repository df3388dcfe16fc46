import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES
} from "./chunk-3WMKT3UU.js";
import {
  RULE_IDS
} from "./chunk-5ZIBQEHJ.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-DTKS4W7F.js";
import "./chunk-J2YHJDX2.js";
import "./chunk-H7WGHWRM.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";
export {
  RULES,
  RULE_IDS
};
