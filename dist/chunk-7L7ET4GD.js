import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  isManifestPath,
  manifestFileOf,
  parseManifestFile,
  readManifestDocuments
} from "./chunk-XUHZZEL6.js";
import {
  STDIN_PATH
} from "./chunk-JS2KLSUD.js";
import "./chunk-AG4X3PKU.js";
import "./chunk-2DUJXPJR.js";
import "./chunk-2GJ4KYHM.js";
export {
  STDIN_PATH,
  isManifestPath,
  manifestFileOf,
  parseManifestFile,
  readManifestDocuments
};
