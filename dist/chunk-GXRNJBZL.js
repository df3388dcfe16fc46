import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunk-FGNHV56V.js";
import {
  familyOf
} from "./chunk-FIGZKQDV.js";

// src/sources/change-set.ts
var isChanged = (f) => f.status !== "unchanged";

// src/engine/filter.ts
var FILTER_MODES = ["new", "added", "diff_context", "file", "all"];
var ABOUT_THE_CHANGE = /* @__PURE__ */ new Set(["compat"]);
function placeFindings(findings, changeSet, mode, baseFingerprints) {
  const files = new Map(changeSet.files.map((f) => [f.path, f]));
  return findings.map((finding) => {
    const file = files.get(finding.file);
    const inChangedFile = file !== void 0 && isChanged(file);
    const inHunk = file !== void 0 && overlaps(file.hunkLines, finding);
    const onAddedLine = file !== void 0 && overlaps(file.addedLines, finding);
    const isNew = baseFingerprints === void 0 || !baseFingerprints.has(finding.fingerprint);
    const aboutChange = ABOUT_THE_CHANGE.has(familyOf(finding.ruleId));
    const shown = passes(mode, {
      isNew,
      onAddedLine: onAddedLine || aboutChange,
      inHunk: inHunk || aboutChange,
      inChangedFile
    });
    return { finding, shown, inChangedFile, inHunk, onAddedLine };
  });
}
function overlaps(ranges, finding) {
  const last = Math.max(finding.line, finding.endLine);
  return ranges.some((r) => r.start <= last && r.end >= finding.line);
}
function passes(mode, facts) {
  switch (mode) {
    case "new":
      return facts.isNew;
    case "added":
      return facts.onAddedLine;
    case "diff_context":
      return facts.inHunk;
    case "file":
      return facts.inChangedFile;
    case "all":
      return true;
  }
}

// src/engine/docs-url.ts
var REPOSITORY_URL = "https://github.com/kube-api-review/kube-api-review";
var docsUrl = (ruleId, version = VERSION) => `${REPOSITORY_URL}/blob/v${version}/docs/rules/${ruleId}.md`;

// src/engine/finding.ts
var SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };

export {
  isChanged,
  FILTER_MODES,
  placeFindings,
  REPOSITORY_URL,
  docsUrl,
  SEVERITY_RANK
};
