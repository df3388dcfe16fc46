import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES
} from "./chunk-VJWLZ7VK.js";
import {
  RULE_IDS
} from "./chunk-WQQ555GB.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-BQLRZV2A.js";
import "./chunk-TKOFQCWI.js";
import "./chunk-IZTXBWVQ.js";
import "./chunk-KUDRLHDU.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";
export {
  RULES,
  RULE_IDS
};
