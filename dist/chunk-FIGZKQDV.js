import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/engine/config-closest-rule-id.ts
var MAX_SUGGESTION_DISTANCE = 3;
function closestRuleId(id, knownRuleIds) {
  const known = [...knownRuleIds].sort();
  let best;
  let bestDistance = MAX_SUGGESTION_DISTANCE + 1;
  for (const candidate of known) {
    const d = editDistance(id, candidate, bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best !== void 0) return best;
  const byName = known.filter((k) => k.slice(k.indexOf("/") + 1) === id);
  return byName.length === 1 ? byName[0] : void 0;
}
function editDistance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(substitute, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

// src/engine/rule.ts
function defineRule(rule) {
  return rule;
}
var familyOf = (ruleId) => ruleId.slice(0, ruleId.indexOf("/"));

export {
  closestRuleId,
  editDistance,
  defineRule,
  familyOf
};
