import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
} from "./chunk-36XMKZBI.js";
import "./chunk-GXRNJBZL.js";
import "./chunk-FGNHV56V.js";
import "./chunk-5ZIBQEHJ.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-YR75NFKZ.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-J2YHJDX2.js";
import "./chunk-NP5II3GB.js";
import "./chunk-JS2KLSUD.js";
import "./chunk-H7WGHWRM.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-FS4SJV2O.js";
import "./chunk-5XBP2UH3.js";
import "./chunk-76TMWDUN.js";
import "./chunk-TFZ7J445.js";
export {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
};
