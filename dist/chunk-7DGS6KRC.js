import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES
} from "./chunk-VO6MYVJW.js";
import {
  RULE_IDS
} from "./chunk-DGXUVPRH.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-DTKS4W7F.js";
import "./chunk-J2YHJDX2.js";
import "./chunk-4LKPEYPI.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";
export {
  RULES,
  RULE_IDS
};
