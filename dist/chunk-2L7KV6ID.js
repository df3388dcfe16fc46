import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  locateRepository,
  repositoryRoot
} from "./chunk-OXHRUGS4.js";
import "./chunk-76TMWDUN.js";
import "./chunk-TFZ7J445.js";
export {
  locateRepository,
  repositoryRoot
};
