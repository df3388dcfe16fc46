import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  isManifestPath,
  manifestFileOf,
  parseManifestFile,
  readManifestDocuments
} from "./chunk-BYW3XSXS.js";
import {
  STDIN_PATH
} from "./chunk-JS2KLSUD.js";
import "./chunk-IZTXBWVQ.js";
import "./chunk-KUDRLHDU.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";
export {
  STDIN_PATH,
  isManifestPath,
  manifestFileOf,
  parseManifestFile,
  readManifestDocuments
};
