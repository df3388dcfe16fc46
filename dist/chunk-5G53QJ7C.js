import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
} from "./chunk-HRPBUKNT.js";
import "./chunk-GXRNJBZL.js";
import "./chunk-FGNHV56V.js";
import "./chunk-WQQ555GB.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-ULCOC4LH.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-TKOFQCWI.js";
import "./chunk-BYW3XSXS.js";
import "./chunk-JS2KLSUD.js";
import "./chunk-IZTXBWVQ.js";
import "./chunk-KUDRLHDU.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-FS4SJV2O.js";
import "./chunk-OXHRUGS4.js";
import "./chunk-76TMWDUN.js";
import "./chunk-TFZ7J445.js";
export {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
};
