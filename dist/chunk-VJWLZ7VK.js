import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  CEL_COMPILER,
  CEL_COSTS,
  CEL_GO_OPERATORS,
  COMPILED_PATTERNS,
  DEFAULT_COMPAT_CONFIG,
  DEFAULT_CONFIG_FILE,
  DEFAULT_REFGRANT_CONFIG,
  ENVIRONMENT_OPTIONS,
  FEATURE_FILES_KEY,
  FORMAT_PATTERNS,
  FieldPath,
  Locator,
  ROOT_PROPERTY,
  SchemaNode,
  VERSIONED_FEATURE_LIST,
  additionalPropertiesProperty,
  approvalRules,
  astNodes,
  childProperty,
  compareVersions,
  configuredFeatureFiles,
  crdRules,
  crdSchemas,
  crdVersions,
  decodeValidationRule,
  defaultsAreValidated,
  duplicate,
  escapeCelName,
  fieldPathSteps,
  formatPropertyPath,
  formatVersion,
  gatesOfFeatureList,
  goFloat,
  goJsonValue,
  invalid,
  isCelVisible,
  isDns1035Label,
  isDns1123Label,
  isDns1123Subdomain,
  isFeatureList,
  isInTestTree,
  isKeywordFieldName,
  isLabelValue,
  isOutsideRepository,
  isPatchFragment,
  isQualifiedName,
  isRecognizedFormat,
  isReviewedGoFile,
  itemsProperty,
  parseMinorVersion,
  parseProblemRules,
  parsePropertyPath,
  parseReferencePath,
  prune,
  readsForLifecycle,
  renderFieldError,
  renderValue,
  requestError,
  required,
  sameValue,
  schemaErrorPaths,
  setOwn,
  skipBlank,
  stageOf,
  statusOfStage,
  stepsTo,
  suppressionRules,
  unescapeCelName,
  unrecognizedFormat,
  validateEmbeddedMeta,
  validateEmbeddedTypeMeta,
  validateGenericMeta,
  validatedDefaultErrors
} from "./chunk-WQQ555GB.js";
import {
  goQuote
} from "./chunk-HVPFDHDC.js";
import {
  defineRule
} from "./chunk-FIGZKQDV.js";
import {
  KUBERNETES,
  declarationTagsOf,
  fieldTagsOf,
  jsonTagOf,
  tagOfComment
} from "./chunk-BQLRZV2A.js";
import {
  GO_GRAMMAR,
  celJs,
  re2js
} from "./chunk-TKOFQCWI.js";
import {
  KUSTOMIZATION_FILE_NAMES,
  isKustomizationPath,
  kustomizationOf,
  placeholderIn,
  resolveEntry,
  resourcesOf
} from "./chunk-IZTXBWVQ.js";
import {
  isJsonObject,
  loadYaml,
  toKubeObject
} from "./chunk-KUDRLHDU.js";
import {
  LIMITS
} from "./chunk-PWSXMDQL.js";

// src/rules/compat/status-writes.ts
var STATUS_WRITES = "status is dropped on create and kept from the stored object on updates of the resource, so creates and re-applies are not affected: only writes to the /status subresource are checked";
var OLDER_CONTROLLER = "(a controller of an older release, during an upgrade)";
function isStatusOnly(crd, d) {
  if (!/^\^\.status(?:$|[.[])/.test(d.property)) return false;
  if (d.property === "^.status" && d.ruleId === "compat/required-added") return false;
  const spec = crd.value.spec;
  const versions = isJsonObject(spec) && Array.isArray(spec.versions) ? spec.versions : [];
  const version = versions.find((v) => isJsonObject(v) && v.name === d.version);
  return isJsonObject(version) && isJsonObject(version.subresources) && isJsonObject(version.subresources.status);
}

// src/rules/compat/compat-crd.ts
var CRD_API_VERSION = "apiextensions.k8s.io/v1";
function compatCrd(object2) {
  if (object2.apiVersion !== CRD_API_VERSION || object2.kind !== "CustomResourceDefinition") return void 0;
  const spec = object2.value.spec;
  if (!isJsonObject(spec)) return void 0;
  const list2 = Array.isArray(spec.versions) ? spec.versions : [];
  const versions = list2.flatMap((v, index) => {
    if (!isJsonObject(v) || typeof v.name !== "string" || v.name === "") return [];
    const schema2 = isJsonObject(v.schema) && isJsonObject(v.schema.openAPIV3Schema) ? v.schema.openAPIV3Schema : void 0;
    return [
      {
        index,
        name: v.name,
        served: v.served === true,
        hasServed: v.served !== void 0 && v.served !== null,
        storage: v.storage === true,
        schema: schema2,
        subresources: isJsonObject(v.subresources) ? v.subresources : void 0
      }
    ];
  });
  const status = isJsonObject(object2.value.status) ? object2.value.status : {};
  const listed2 = Array.isArray(status.storedVersions) ? status.storedVersions.filter((v) => typeof v === "string" && v !== "") : [];
  const storage = versions.find((v) => v.storage);
  const conversion = isJsonObject(spec.conversion) ? spec.conversion : void 0;
  return {
    object: object2,
    scope: typeof spec.scope === "string" ? spec.scope : void 0,
    versions,
    storedVersions: new Set(listed2.length > 0 ? listed2 : storage ? [storage.name] : []),
    conversionStrategy: typeof conversion?.strategy === "string" ? conversion.strategy : void 0
  };
}
var versionNamed = (crd, name) => crd.versions.find((v) => v.name === name);

// src/rules/cr/schema-trait-below.ts
var schemaTrait = (has) => ({ has, known: /* @__PURE__ */ new WeakMap() });
function traitBelow(node2, trait) {
  let found = trait.known.get(node2);
  if (found === void 0) {
    found = false;
    const seen = /* @__PURE__ */ new Set();
    const pending = [node2];
    for (let n = pending.pop(); n && !found; n = pending.pop()) {
      if (seen.has(n)) continue;
      seen.add(n);
      const below = trait.known.get(n);
      if (below !== void 0) {
        found = below;
        continue;
      }
      found = trait.has(n);
      if (n.items) pending.push(n.items);
      pending.push(...n.properties.values());
      const additional2 = n.additionalProperties;
      if (additional2 instanceof SchemaNode) pending.push(additional2);
    }
    trait.known.set(node2, found);
  }
  return found;
}

// src/rules/cr/prepare/apply-defaults.ts
function applyDefaults(x, s) {
  const filled = [];
  return { value: defaultValue(x, s, void 0, filled), filled };
}
var pathOf = (where, last) => stepsTo(where, last);
var isNonNullableNull = (v, s) => v === null && s !== void 0 && !s.nullable && s.hasDefault;
function defaultValue(x, s, at, filled) {
  if (!s || typeof x !== "object" || x === null || !defaultsBelow(s)) return x;
  if (Array.isArray(x)) {
    const items = s.items;
    return x.map((v, i) => {
      let item = v;
      if (isNonNullableNull(v, items)) {
        item = structuredClone(items.default);
        filled.push(pathOf(at, i));
      }
      return defaultValue(item, items, { parent: at, step: i }, filled);
    });
  }
  if (!isJsonObject(x)) return x;
  const out = {};
  for (const k of Object.keys(x)) setOwn(out, k, x[k]);
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  for (const [k, prop] of defaultedProperties(s)) {
    if (!Object.hasOwn(out, k) || out[k] === null && !prop.nullable) {
      setOwn(out, k, structuredClone(prop.default));
      filled.push(pathOf(at, k));
    }
  }
  const additional2 = s.additionalProperties;
  for (const k of Object.keys(out)) {
    const prop = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : void 0;
    if (prop) setOwn(out, k, defaultValue(out[k], prop, { parent: at, step: k }, filled));
    else if (additional2 instanceof SchemaNode) {
      if (isNonNullableNull(out[k], additional2)) {
        setOwn(out, k, structuredClone(additional2.default));
        filled.push(pathOf(at, k));
      }
      setOwn(out, k, defaultValue(out[k], additional2, { parent: at, step: k }, filled));
    }
  }
  return out;
}
var DEFAULTED_PROPERTIES = /* @__PURE__ */ new WeakMap();
var DEFAULTS_BELOW = /* @__PURE__ */ new WeakMap();
function defaultedProperties(s) {
  let known = DEFAULTED_PROPERTIES.get(s);
  if (known === void 0) {
    const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
    const list2 = [];
    for (const k of Object.keys(props)) {
      const prop = SchemaNode.of(props[k]);
      if (prop?.hasDefault) list2.push([k, prop]);
    }
    DEFAULTED_PROPERTIES.set(s, known = list2);
  }
  return known;
}
var HAS_DEFAULT = schemaTrait((n) => n.hasDefault);
function defaultsBelow(s) {
  let known = DEFAULTS_BELOW.get(s);
  if (known === void 0) {
    const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
    const children = [];
    for (const k of Object.keys(props)) {
      const prop = SchemaNode.of(props[k]);
      if (prop) children.push(prop);
    }
    const items = s.items;
    if (items) children.push(items);
    const additional2 = s.additionalProperties;
    if (additional2 instanceof SchemaNode) children.push(additional2);
    known = children.some((c) => traitBelow(c, HAS_DEFAULT));
    DEFAULTS_BELOW.set(s, known);
  }
  return known;
}

// src/rules/compat/json-equality.ts
function sameJson(a, b) {
  return jsonKey(a ?? null) === jsonKey(b ?? null);
}
function jsonKey(value2) {
  if (value2 === void 0 || value2 === null) return "null";
  if (Array.isArray(value2)) return `[${value2.map(jsonKey).join(",")}]`;
  if (value2 instanceof Date) return JSON.stringify(value2.toISOString());
  if (typeof value2 === "object") {
    const o = value2;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${jsonKey(o[k])}`).join(",")}}`;
  }
  return JSON.stringify(value2) ?? "null";
}
var asJson = (value2) => value2 === void 0 ? null : value2;

// src/rules/compat/default-change-of-fields.ts
function defaultChangeIsItsFields(base, head) {
  if (!base.hasDefault || !head.hasDefault) return false;
  const was = applyDefaults(base.default, base).value;
  const is = applyDefaults(head.default, head).value;
  return sameJson(was, is) || differsOnlyInFieldDefaults(was, is, base, head);
}
function differsOnlyInFieldDefaults(was, is, base, head) {
  if (!isJsonObject(was) || !isJsonObject(is)) return false;
  for (const key3 of /* @__PURE__ */ new Set([...Object.keys(was), ...Object.keys(is)])) {
    const before = was[key3];
    const after = is[key3];
    if (sameJson(before, after)) continue;
    const baseField = base.properties.get(key3);
    const headField = head.properties.get(key3);
    if (baseField && base.required.includes(key3)) return false;
    const isEachDefault = sameJson(before, fieldDefault(baseField)) && sameJson(after, fieldDefault(headField));
    if (isEachDefault) continue;
    if (!baseField || !headField || !differsOnlyInFieldDefaults(before, after, baseField, headField)) return false;
  }
  return true;
}
var fieldDefault = (field2) => field2?.hasDefault ? applyDefaults(field2.default, field2).value : void 0;

// src/rules/compat/effective-enum.ts
function effectiveEnum(node2) {
  const lists = [];
  const stack = [node2];
  let seen = 0;
  while (stack.length > 0 && ++seen <= 1e3) {
    const n = stack.pop();
    if (n.enum !== void 0) lists.push(n.enum);
    stack.push(...n.allOf);
  }
  const [first, ...rest] = lists;
  if (first === void 0) return void 0;
  if (rest.length === 0) return first;
  const keys = rest.map((l) => new Set(l.map(jsonKey)));
  return first.filter((v) => keys.every((k) => k.has(jsonKey(v))));
}

// src/rules/compat/cel-ast.ts
var isNode = (x) => typeof x === "object" && x !== null && !Array.isArray(x) && "op" in x && "args" in x;
function hasSelect(node2) {
  const args = node2.args;
  if (node2.op !== "call" || !Array.isArray(args) || args[0] !== "has" || !Array.isArray(args[1]) || args[1].length !== 1)
    return void 0;
  const select = args[1][0];
  return isNode(select) && select.op === "." ? select : void 0;
}
function sameTree(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameTree(x, b[i]));
  if (isNode(a)) return isNode(b) && a.op === b.op && sameTree(a.args, b.args);
  return false;
}
function withPropertyNames(node2) {
  if (Array.isArray(node2)) return node2.map(withPropertyNames);
  if (!isNode(node2)) return node2;
  const args = node2.args;
  if (node2.op === "." && Array.isArray(args) && typeof args[1] === "string") {
    const field2 = args[1];
    const property = unescapeCelName(field2);
    return { op: ".", args: [withPropertyNames(args[0]), escapeCelName(property) === field2 ? property : field2] };
  }
  return { op: node2.op, args: withPropertyNames(args) };
}
function presenceChains(ast, depth) {
  const chains = [];
  const walk4 = (node2) => {
    if (Array.isArray(node2)) return node2.every(walk4);
    if (!isNode(node2)) return true;
    if (node2.op === "id") return node2.args !== "self" && node2.args !== "oldSelf";
    const select = hasSelect(node2);
    const chain2 = select ? chainOf(select) : void 0;
    if (chain2 && (chain2[0] === "self" || chain2[0] === "oldSelf")) {
      if (chain2.length - 1 > depth) return false;
      chains.push(chain2);
      return true;
    }
    return walk4(node2.args);
  };
  return walk4(ast) ? chains : void 0;
}
function chainOf(node2) {
  if (node2.op === "id") return typeof node2.args === "string" ? [node2.args] : void 0;
  if (node2.op !== "." || !Array.isArray(node2.args)) return void 0;
  const [receiver, field2] = node2.args;
  const chain2 = isNode(receiver) ? chainOf(receiver) : void 0;
  return chain2 && typeof field2 === "string" ? [...chain2, field2] : void 0;
}
function matchesCall(node2) {
  const m = call(node2, "matches");
  const literal2 = m?.args[0];
  return m && m.args.length === 1 && isNode(literal2) && literal2.op === "value" && typeof literal2.args === "string" ? { subject: m.receiver, pattern: literal2.args } : void 0;
}
function call(node2, name) {
  if (node2.op !== "rcall" || !Array.isArray(node2.args)) return void 0;
  const [called, receiver, args] = node2.args;
  return called === name && Array.isArray(args) ? { receiver, args } : void 0;
}

// src/rules/compat/cel-predicate.ts
function celPredicate(text) {
  const { parse } = celJs();
  let run;
  try {
    run = parse(text);
  } catch {
    return () => void 0;
  }
  return (variables) => {
    try {
      const value2 = run(variables);
      return typeof value2 === "boolean" ? value2 : void 0;
    } catch {
      return void 0;
    }
  };
}

// src/rules/compat/empty-value-refused.ts
function baseRefusesEmpty(key3, base, options) {
  if (key3 === "minLength")
    return base.pattern !== "" && options.patternMatches?.(base.pattern, "") === false || base.validations.some(({ rule }) => ruleRefusesEmptyString(rule, options));
  if ([...base.properties.values()].some((p) => p.hasDefault)) return false;
  if (base.required.length > 0) return true;
  return base.validations.some(({ rule }) => {
    if (typeof rule.rule !== "string" || rule.optionalOldSelf === true) return false;
    const ast = options.celAst?.(rule.rule);
    const chains = ast === void 0 ? void 0 : presenceChains(ast, 1);
    if (!chains || chains.some((c) => c[0] !== "self")) return false;
    return celPredicate(rule.rule)({ self: {} }) === false;
  });
}
function ruleRefusesEmptyString(rule, options) {
  if (typeof rule.rule !== "string" || rule.optionalOldSelf === true) return false;
  const ast = options.celAst?.(rule.rule);
  if (ast === void 0) return false;
  const matched = matchesCall(ast);
  if (matched) {
    const subject = matched.subject;
    const onSelf = isNode(subject) && subject.op === "id" && subject.args === "self";
    return onSelf && options.patternMatches?.(matched.pattern, "") === false;
  }
  const nodes = astNodes(ast);
  const onlySelf = nodes.every((n) => (n.op !== "id" || n.args === "self") && !call(n, "matches"));
  return onlySelf && celPredicate(rule.rule)({ self: "" }) === false;
}

// src/rules/compat/enum-satisfies.ts
function enumSatisfies(keyword, head, values, matches) {
  const test = TESTS[keyword];
  if (!test) return false;
  const passes = test(head, matches);
  return passes !== void 0 && values.every(passes);
}
var numbers = (check) => (v) => typeof v !== "number" || check(v);
var strings = (check) => (v) => typeof v !== "string" || check(v);
var runes = (s) => [...s].length;
var TESTS = {
  maximum: (h) => bound(h.maximum, (n, max) => h.exclusiveMaximum ? n < max : n <= max),
  exclusiveMaximum: (h) => bound(h.maximum, (n, max) => n < max),
  minimum: (h) => bound(h.minimum, (n, min) => h.exclusiveMinimum ? n > min : n >= min),
  exclusiveMinimum: (h) => bound(h.minimum, (n, min) => n > min),
  multipleOf: (h) => bound(h.multipleOf, (n, m) => Number.isInteger(n / m)),
  maxLength: (h) => h.maxLength === void 0 ? void 0 : strings((s) => runes(s) <= (h.maxLength ?? 0)),
  minLength: (h) => h.minLength === void 0 ? void 0 : strings((s) => runes(s) >= (h.minLength ?? 0)),
  maxItems: (h) => h.maxItems === void 0 ? void 0 : (v) => !Array.isArray(v) || v.length <= (h.maxItems ?? 0),
  minItems: (h) => h.minItems === void 0 ? void 0 : (v) => !Array.isArray(v) || v.length >= (h.minItems ?? 0),
  pattern: (h, matches) => {
    if (!matches) return void 0;
    const pattern = h.pattern;
    return (v) => typeof v !== "string" || matches(pattern, v) === true;
  }
};
function bound(limit, check) {
  return limit === void 0 ? void 0 : numbers((n) => check(n, limit));
}

// src/rules/compat/holds-without-new-fields.ts
var MAX_CASE_FIELDS = 4;
function holdsWithoutFields(ast, self, absentInItems = /* @__PURE__ */ new Set(), oldSelf = false) {
  const fields = caseFields(ast).slice(0, MAX_CASE_FIELDS);
  const scope = new Map(
    oldSelf ? [
      ["self", self],
      ["oldSelf", self]
    ] : [["self", self]]
  );
  return everyCase(fields, 0, scope, (s) => holds(ast, s, absentInItems));
}
var asksBelowAField = (ast) => caseFields(ast).length > 0;
function caseFields(ast) {
  const seen = /* @__PURE__ */ new Map();
  for (const n of astNodes(ast)) {
    const select = hasSelect(n);
    const chain2 = select && Array.isArray(select.args) && isNode(select.args[0]) ? chainOf(select.args[0]) : void 0;
    for (let i = 1; chain2 && i < chain2.length; i++) {
      const holder = chain2.slice(0, i).join(".");
      seen.set(`${holder}.${chain2[i]}`, { holder, field: chain2[i] });
    }
  }
  return [...seen.values()].sort((a, b) => a.holder.split(".").length - b.holder.split(".").length);
}
function everyCase(fields, i, scope, check) {
  if (i === fields.length) return check(scope);
  const { holder, field: field2 } = fields[i];
  const facts = scope.get(holder);
  const nested2 = facts && !facts.absent.has(field2) ? facts.nested?.(field2) : void 0;
  if (!facts || !nested2) return everyCase(fields, i + 1, scope, check);
  const set = new Map(scope).set(holder, { ...facts, present: /* @__PURE__ */ new Set([...facts.present ?? [], field2]) }).set(`${holder}.${field2}`, nested2);
  if (!everyCase(fields, i + 1, set, check)) return false;
  if (facts.present?.has(field2) === true) return true;
  const unset = new Map(scope).set(holder, { ...facts, absent: /* @__PURE__ */ new Set([...facts.absent, field2]) });
  return everyCase(fields, i + 1, unset, check);
}
function holds(n, absent, items) {
  const args = n.args;
  switch (n.op) {
    case "value":
      return args === true;
    case "||":
      return pair(args).some((x) => holds(x, absent, items));
    case "&&":
      return pair(args).length === 2 && pair(args).every((x) => holds(x, absent, items));
    case "!_":
      return isNode(args) && isFalse(args, absent, items);
    case "?:": {
      const [cond, then, otherwise] = Array.isArray(args) ? args : [];
      if (!isNode(cond) || !isNode(then) || !isNode(otherwise)) return false;
      if (isFalse(cond, absent, items)) return holds(otherwise, absent, items);
      if (holds(cond, absent, items)) return holds(then, absent, items);
      return false;
    }
    case "rcall":
      return holdsForEveryItem(args, absent, items);
    case "call":
      return hasOfField(n, absent, "present");
    case "==":
    case "!=": {
      const compared = comparedWithBool(n);
      if (compared)
        return compared.same ? holds(compared.operand, absent, items) : isFalse(compared.operand, absent, items);
      if (equalTruths(n, absent, items) === (n.op === "==")) return true;
      return n.op === "!=" && (comparesWithImpossibleValue(args, absent) || comparesPresentWithNull(args, absent));
    }
    default:
      return false;
  }
}
function equalTruths(n, absent, items) {
  const [left, right] = pair(n.args);
  if (!left || !right) return void 0;
  const truth2 = (x) => holds(x, absent, items) ? true : isFalse(x, absent, items) ? false : void 0;
  const [l, r] = [truth2(left), truth2(right)];
  return l === void 0 || r === void 0 ? void 0 : l === r;
}
function comparedWithBool(n) {
  const [left, right] = pair(n.args);
  if (!left || !right) return void 0;
  const [operand, literal2] = left.op === "value" && typeof left.args === "boolean" ? [right, left] : [left, right];
  if (literal2.op !== "value" || typeof literal2.args !== "boolean") return void 0;
  return { operand, same: n.op === "==" === literal2.args };
}
function holdsForEveryItem(args, absent, items) {
  if (items.size === 0 || !Array.isArray(args) || args[0] !== "all") return false;
  const [, receiver, macroArgs] = args;
  if (!isNode(receiver) || receiver.op !== "id" || receiver.args !== "self" || !Array.isArray(macroArgs) || macroArgs.length !== 2)
    return false;
  const [variable, body] = macroArgs;
  if (!isNode(variable) || variable.op !== "id" || typeof variable.args !== "string" || variable.args === "self" || !isNode(body))
    return false;
  return holds(body, new Map([...absent, [variable.args, { absent: items }]]), /* @__PURE__ */ new Set());
}
function isFalse(n, absent, items) {
  const args = n.args;
  switch (n.op) {
    case "value":
      return args === false;
    case "&&":
      return pair(args).some((x) => isFalse(x, absent, items));
    case "||":
      return pair(args).length === 2 && pair(args).every((x) => isFalse(x, absent, items));
    case "!_":
      return isNode(args) && holds(args, absent, items);
    case "call":
      return hasOfField(n, absent, "absent");
    case "==":
    case "!=": {
      const compared = comparedWithBool(n);
      if (compared)
        return compared.same ? isFalse(compared.operand, absent, items) : holds(compared.operand, absent, items);
      if (equalTruths(n, absent, items) === (n.op === "!=")) return true;
      return n.op === "==" && (comparesWithImpossibleValue(args, absent) || comparesPresentWithNull(args, absent));
    }
    default:
      return false;
  }
}
function comparesPresentWithNull(args, scope) {
  const [left, right] = pair(args);
  if (!left || !right) return false;
  const [select, literal2] = left.op === "value" ? [right, left] : [left, right];
  if (literal2.op !== "value" || literal2.args !== null || select.op !== "." || !Array.isArray(select.args)) return false;
  const [receiver, field2] = select.args;
  const holder = isNode(receiver) ? chainOf(receiver) : void 0;
  return holder !== void 0 && typeof field2 === "string" && scope.get(holder.join("."))?.present?.has(field2) === true;
}
var comparesWithNull = (ast) => astNodes(ast).some(
  (n) => (n.op === "==" || n.op === "!=") && pair(n.args).some((x) => x.op === "value" && x.args === null)
);
function comparesWithImpossibleValue(args, scope) {
  const [left, right] = pair(args);
  if (!left || !right) return false;
  const [select, literal2] = left.op === "value" ? [right, left] : [left, right];
  if (literal2.op !== "value" || typeof literal2.args !== "string" || select.op !== "." || !Array.isArray(select.args))
    return false;
  const [receiver, field2] = select.args;
  const holder = isNode(receiver) ? chainOf(receiver) : void 0;
  if (!holder || typeof field2 !== "string") return false;
  const possible = scope.get(holder.join("."))?.values?.get(field2);
  return possible !== void 0 && !possible.has(literal2.args);
}
function hasOfField(node2, absent, known) {
  const select = hasSelect(node2);
  if (!select || !Array.isArray(select.args)) return false;
  const [receiver, field2] = select.args;
  const holder = isNode(receiver) ? chainOf(receiver) : void 0;
  return holder !== void 0 && typeof field2 === "string" && absent.get(holder.join("."))?.[known]?.has(field2) === true;
}
var pair = (args) => Array.isArray(args) && args.length === 2 && args.every(isNode) ? args : [];

// src/rules/compat/implied-by-rule.ts
function isImpliedBy(base, head, patternAdmits) {
  const budget = { steps: MAX_STEPS, patternAdmits };
  return implies(base, head, budget);
}
var MAX_STEPS = 1e4;
function implies(base, head, budget) {
  if (--budget.steps < 0) return false;
  if (sameTree(base, head) || boundImplies(base, head) || membershipWidened(base, head) || everyItemImplies(base, head, budget) || guardNarrowed(base, head) || formatImpliesMatch(base, head, budget.patternAdmits) || isUnchanged(base) && alwaysTrue(head, /* @__PURE__ */ new Set()))
    return true;
  if (head.op === "||" && sides(head).some((side) => implies(base, side, budget))) return true;
  if (head.op === "&&" && sides(head).length === 2 && sides(head).every((side) => implies(base, side, budget)))
    return true;
  const b = conditional(base);
  const h = conditional(head);
  if (b && h && sameTree(b.condition, h.condition) && implies(b.then, h.then, budget) && implies(b.otherwise, h.otherwise, budget))
    return true;
  if (base.op === "&&" && sides(base).some((side) => implies(side, head, budget))) return true;
  return base.op === "||" && sides(base).length === 2 && sides(base).every((side) => implies(side, head, budget));
}
function formatImpliesMatch(base, head, patternAdmits) {
  if (!patternAdmits) return false;
  const checked = formatChecked(base);
  const matched = matchesCall(head);
  if (!checked || !matched || !sameTree(checked.subject, matched.subject)) return false;
  const pattern = FORMAT_PATTERNS[checked.format];
  return pattern !== void 0 && patternAdmits(pattern, matched.pattern) === true;
}
function formatChecked(node2) {
  if (node2.op !== "!_" || !isNode(node2.args)) return void 0;
  const hasValue = call(node2.args, "hasValue");
  const validate = hasValue && hasValue.args.length === 0 && isNode(hasValue.receiver) ? call(hasValue.receiver, "validate") : void 0;
  if (!validate || validate.args.length !== 1 || !isNode(validate.receiver)) return void 0;
  const named = validate.receiver;
  if (named.op !== "rcall" || !Array.isArray(named.args)) return void 0;
  const [format, namespace, args] = named.args;
  const isFormatNamespace = isNode(namespace) && namespace.op === "id" && namespace.args === "format";
  return typeof format === "string" && isFormatNamespace && Array.isArray(args) && args.length === 0 ? { format, subject: validate.args[0] } : void 0;
}
function membershipWidened(base, head) {
  const b = membership(base);
  const h = membership(head);
  return b !== void 0 && h !== void 0 && sameTree(b.subject, h.subject) && b.list.every((item) => h.list.some((other) => sameTree(item, other)));
}
function membership(node2) {
  const [subject, list2] = Array.isArray(node2.args) ? node2.args : [];
  return node2.op === "in" && isNode(list2) && list2.op === "list" && Array.isArray(list2.args) ? { subject, list: list2.args } : void 0;
}
function everyItemImplies(base, head, budget) {
  const b = allMacro(base);
  const h = allMacro(head);
  return b !== void 0 && h !== void 0 && b.variable === h.variable && sameTree(b.receiver, h.receiver) && implies(b.body, h.body, budget);
}
function allMacro(node2) {
  const [name, receiver, macroArgs] = Array.isArray(node2.args) ? node2.args : [];
  if (node2.op !== "rcall" || name !== "all" || !Array.isArray(macroArgs) || macroArgs.length !== 2) return void 0;
  const [variable, body] = macroArgs;
  return isNode(variable) && variable.op === "id" && typeof variable.args === "string" && isNode(body) ? { receiver, variable: variable.args, body } : void 0;
}
var FLIPPED = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };
function boundImplies(base, head) {
  const b = comparison(base);
  const h = comparison(head);
  if (!b || !h || !sameTree(b.subject, h.subject)) return false;
  const upper = (op) => op === "<" || op === "<=";
  if (upper(b.op) !== upper(h.op)) return false;
  const equalAllowed = b.op.length === 1 || h.op.length === 2;
  if (b.bound === h.bound) return equalAllowed;
  return upper(b.op) ? b.bound < h.bound : b.bound > h.bound;
}
function comparison(node2) {
  if (node2.op !== "<" && node2.op !== "<=" && node2.op !== ">" && node2.op !== ">=") return void 0;
  const [left, right] = sides(node2);
  if (!left || !right) return void 0;
  if (isNumber(right)) return { subject: left, op: node2.op, bound: right.args };
  if (isNumber(left)) return { subject: right, op: FLIPPED[node2.op], bound: left.args };
  return void 0;
}
var isNumber = (n) => n.op === "value" && (typeof n.args === "number" && Number.isFinite(n.args) || typeof n.args === "bigint");
function guardNarrowed(base, head) {
  const b = otherwiseTrue(base);
  const h = otherwiseTrue(head);
  if (!b || !h || !sameTree(b.then, h.then)) return false;
  const before = conjuncts(b.condition);
  const after = conjuncts(h.condition);
  if (!before.every((c) => after.some((a) => sameTree(a, c)))) return false;
  const read = /* @__PURE__ */ new Set();
  for (const n of [...before, b.then]) readWhenTrue(n, read);
  return after.every((a) => before.some((c) => sameTree(a, c)) || hasCannotFail(a, read));
}
function conditional(node2) {
  const args = node2.args;
  if (node2.op !== "?:" || !Array.isArray(args) || args.length !== 3 || !args.every(isNode)) return void 0;
  const [condition, then, otherwise] = args;
  return { condition, then, otherwise };
}
function otherwiseTrue(node2) {
  const c = conditional(node2);
  return c && c.otherwise.op === "value" && c.otherwise.args === true ? c : void 0;
}
function conjuncts(node2) {
  return node2.op === "&&" && sides(node2).length === 2 ? sides(node2).flatMap(conjuncts) : [node2];
}
function hasCannotFail(node2, read) {
  const field2 = hasSelect(node2);
  if (!field2) return false;
  const [receiver] = field2.args;
  return isNode(receiver) && (receiver.op === "id" && (receiver.args === "self" || receiver.args === "oldSelf") || read.has(readKey(receiver)));
}
var readKey = (node2) => JSON.stringify(stripped(node2), (_, v) => typeof v === "bigint" ? `${v}n` : v);
var COMPARISONS = /* @__PURE__ */ new Set(["==", "!=", "<", "<=", ">", ">="]);
function readWhenTrue(node2, read) {
  const field2 = hasSelect(node2);
  if (field2) return addSelect(field2, read);
  if (node2.op === "&&") for (const side of sides(node2)) readWhenTrue(side, read);
  else readWhenEvaluated(node2, read);
}
function readWhenEvaluated(node2, read) {
  const args = node2.args;
  const field2 = hasSelect(node2);
  if (field2) {
    const [receiver] = field2.args;
    if (isNode(receiver)) readWhenEvaluated(receiver, read);
    return;
  }
  if (node2.op === ".") return addSelect(node2, read);
  if (COMPARISONS.has(node2.op)) for (const side of sides(node2)) readWhenEvaluated(side, read);
  else if (node2.op === "rcall" && Array.isArray(args) && isNode(args[1])) readWhenEvaluated(args[1], read);
}
function addSelect(node2, read) {
  for (let n = node2; isNode(n) && n.op === "." && Array.isArray(n.args); n = n.args[0])
    read.add(readKey(n));
}
function isUnchanged(node2) {
  const [left, right] = node2.op === "==" ? sides(node2) : [];
  if (!left || !right) return false;
  const names = [left.args, right.args].sort();
  return left.op === "id" && right.op === "id" && names[0] === "oldSelf" && names[1] === "self";
}
function alwaysTrue(node2, known) {
  const [left, right] = sides(node2);
  switch (node2.op) {
    case "&&":
      return left !== void 0 && right !== void 0 && alwaysTrue(left, known) && alwaysTrue(right, known);
    case "||": {
      if (!left || !right) return false;
      if (alwaysTrue(left, known) || alwaysTrue(right, known)) return true;
      const guarded = (guard, rest) => {
        const unset = notHasField(guard);
        return unset !== void 0 && alwaysTrue(rest, /* @__PURE__ */ new Set([...known, fieldKey(unset)]));
      };
      return guarded(left, right) || guarded(right, left);
    }
    case "==":
      return left !== void 0 && right !== void 0 && sameTree(asSelf(left), asSelf(right)) && cannotFail(left, known);
    case "call": {
      const field2 = hasSelect(node2);
      return field2 !== void 0 && known.has(fieldKey(field2));
    }
    default:
      return false;
  }
}
function notHasField(node2) {
  return node2.op === "!_" && isNode(node2.args) ? hasSelect(node2.args) : void 0;
}
function cannotFail(node2, known) {
  if (node2.op === "id") return node2.args === "self" || node2.args === "oldSelf";
  const field2 = hasSelect(node2);
  if (field2 !== void 0) {
    const [receiver2] = field2.args;
    return isNode(receiver2) && cannotFail(receiver2, known);
  }
  if (node2.op !== "." || !Array.isArray(node2.args)) return false;
  const [receiver] = node2.args;
  return isNode(receiver) && cannotFail(receiver, known) && known.has(fieldKey(node2));
}
var fieldKey = (select) => JSON.stringify(stripped(asSelf(select)), (_, v) => typeof v === "bigint" ? `${v}n` : v);
function asSelf(node2) {
  if (Array.isArray(node2)) return node2.map(asSelf);
  if (!isNode(node2)) return node2;
  if (node2.op === "id" && node2.args === "oldSelf") return { op: "id", args: "self" };
  return { op: node2.op, args: asSelf(node2.args) };
}
function stripped(node2) {
  if (Array.isArray(node2)) return node2.map(stripped);
  return isNode(node2) ? { op: node2.op, args: stripped(node2.args) } : node2;
}
function sides(node2) {
  const args = node2.args;
  return Array.isArray(args) && args.length === 2 && args.every(isNode) ? args : [];
}

// src/rules/compat/on-old-objects.ts
var MACROS = /* @__PURE__ */ new Set(["all", "exists", "exists_one", "map", "filter"]);
var literal = (value2) => ({ op: "value", args: value2 });
var isLiteral = (n, value2) => isNode(n) && n.op === "value" && n.args === value2;
function onOldObjects(ast, facts) {
  const scope = /* @__PURE__ */ new Map([["self", facts.self]]);
  if (facts.oldSelf) scope.set("oldSelf", facts.self);
  return rewrite(ast, scope, facts.items);
}
function rewrite(node2, scope, items) {
  if (Array.isArray(node2)) {
    const out = node2.map((x) => rewrite(x, scope, items));
    return out.every((x, i) => x === node2[i]) ? node2 : out;
  }
  if (!isNode(node2)) return node2;
  if ((node2.op === "==" || node2.op === "!=") && comparesWithImpossibleValue(node2.args, scope))
    return literal(node2.op === "!=");
  if (node2.op === "rcall") return rewriteCall(node2, scope, items);
  const args = rewrite(node2.args, scope, items);
  return simplified(args === node2.args ? node2 : { op: node2.op, args });
}
function rewriteCall(node2, scope, items) {
  const args = node2.args;
  if (!Array.isArray(args)) return node2;
  const [name, receiver, macroArgs] = args;
  const variable = Array.isArray(macroArgs) ? macroArgs[0] : void 0;
  const newReceiver = rewrite(receiver, scope, items);
  let newArgs;
  if (typeof name === "string" && MACROS.has(name) && isNode(variable) && variable.op === "id" && typeof variable.args === "string") {
    const inner = new Map(scope);
    inner.delete(variable.args);
    const overSelf = isNode(receiver) && receiver.op === "id" && receiver.args === "self";
    if (overSelf && items) inner.set(variable.args, items);
    const bodies = macroArgs.slice(1).map((b) => rewrite(b, inner, void 0));
    newArgs = bodies.every((b, i) => b === macroArgs[i + 1]) ? macroArgs : [variable, ...bodies];
  } else newArgs = rewrite(macroArgs, scope, items);
  return newReceiver === receiver && newArgs === macroArgs ? node2 : { op: node2.op, args: [name, newReceiver, newArgs, ...args.slice(3)] };
}
function simplified(node2) {
  const args = node2.args;
  const [a, b, c] = Array.isArray(args) ? args : [];
  switch (node2.op) {
    case "||":
      if (isLiteral(a, true) || isLiteral(b, true)) return literal(true);
      if (isLiteral(a, false) && isNode(b)) return b;
      if (isLiteral(b, false) && isNode(a)) return a;
      return node2;
    case "&&":
      if (isLiteral(a, false) || isLiteral(b, false)) return literal(false);
      if (isLiteral(a, true) && isNode(b)) return b;
      if (isLiteral(b, true) && isNode(a)) return a;
      return node2;
    case "!_":
      return isLiteral(args, true) ? literal(false) : isLiteral(args, false) ? literal(true) : node2;
    case "?:":
      if (isLiteral(a, true) && isNode(b)) return b;
      if (isLiteral(a, false) && isNode(c)) return c;
      return node2;
    default:
      return node2;
  }
}

// src/rules/compat/uniqueness-rule.ts
function isUniquenessRule(ast, by) {
  return countedNone(ast, by) || allMeetOnlyThemselves(ast, by);
}
function countedNone(n, by) {
  const [left, right] = pair2(n);
  if (n.op !== "==" || !left || !right || intLiteral(right) !== 0n) return false;
  const outer = macroOnSelf(sizeOf(left), "filter");
  if (!outer) return false;
  const [count, bound2] = pair2(outer.body);
  const limit = bound2 ? intLiteral(bound2) : void 0;
  const inner = macroOnSelf(count ? sizeOf(count) : void 0, "filter");
  const moreThanOne = outer.body.op === ">" && limit === 1n || outer.body.op === ">=" && limit === 2n || outer.body.op === "!=" && limit === 1n;
  return moreThanOne && inner !== void 0 && sameItems(inner.body, inner.variable, outer.variable, by);
}
function allMeetOnlyThemselves(n, by) {
  const all = macroOnSelf(n, "all");
  if (!all) return false;
  const one = macroOnSelf(all.body, "exists_one");
  if (one) return sameItems(one.body, one.variable, all.variable, by);
  const [count, bound2] = pair2(all.body);
  const limit = bound2 ? intLiteral(bound2) : void 0;
  const atMostOne = all.body.op === "==" && limit === 1n || all.body.op === "<=" && limit === 1n || all.body.op === "<" && limit === 2n;
  const inner = macroOnSelf(count ? sizeOf(count) : void 0, "filter");
  return atMostOne && inner !== void 0 && sameItems(inner.body, inner.variable, all.variable, by);
}
function sameItems(n, a, b, by) {
  if (a === b) return false;
  if (by === "whole") return comparesVariables(n, a, b, void 0);
  const compared = /* @__PURE__ */ new Set();
  const collect = (x) => {
    if (x.op === "&&") return pair2(x).length === 2 && pair2(x).every(collect);
    const key3 = by.find((k) => comparesVariables(x, a, b, k));
    if (key3 === void 0) return false;
    compared.add(key3);
    return true;
  };
  return by.length > 0 && collect(n) && by.every((k) => compared.has(k));
}
function comparesVariables(n, a, b, key3) {
  const [left, right] = pair2(n);
  if (n.op !== "==" || !left || !right) return false;
  const [l, r] = [reads(left, key3), reads(right, key3)];
  return l === a && r === b || l === b && r === a;
}
function reads(n, key3) {
  if (key3 === void 0) return n.op === "id" && typeof n.args === "string" ? n.args : void 0;
  const [receiver, field2] = Array.isArray(n.args) ? n.args : [];
  return n.op === "." && field2 === key3 && isNode(receiver) && receiver.op === "id" && typeof receiver.args === "string" ? receiver.args : void 0;
}
function macroOnSelf(n, name) {
  if (!n || n.op !== "rcall" || !Array.isArray(n.args)) return void 0;
  const [called, receiver, macroArgs] = n.args;
  if (called !== name || !isNode(receiver) || receiver.op !== "id" || receiver.args !== "self") return void 0;
  if (!Array.isArray(macroArgs) || macroArgs.length !== 2) return void 0;
  const [variable, body] = macroArgs;
  return isNode(variable) && variable.op === "id" && typeof variable.args === "string" && isNode(body) ? { variable: variable.args, body } : void 0;
}
function sizeOf(n) {
  const args = n.args;
  if (!Array.isArray(args)) return void 0;
  if (n.op === "call" && args[0] === "size" && Array.isArray(args[1]) && args[1].length === 1 && isNode(args[1][0]))
    return args[1][0];
  if (n.op === "rcall" && args[0] === "size" && isNode(args[1]) && Array.isArray(args[2]) && args[2].length === 0)
    return args[1];
  return void 0;
}
function intLiteral(n) {
  if (n.op !== "value") return void 0;
  return typeof n.args === "bigint" ? n.args : void 0;
}
var pair2 = (n) => Array.isArray(n.args) && n.args.length === 2 && n.args.every(isNode) ? n.args : [];

// src/rules/compat/presence-implication.ts
var MAX_FIELDS = 6;
function isImpliedByPresence(base, head, absent = /* @__PURE__ */ new Set()) {
  const [b, h] = [presenceChains(base.ast, 1), presenceChains(head.ast, 1)];
  if (!b || !h) return false;
  const atoms = new Set([...b, ...h].map((chain2) => chain2.join(".")));
  const names = [...atoms].filter((a) => !absent.has(a.slice(a.indexOf(".") + 1)));
  if (names.length > MAX_FIELDS) return false;
  const baseHolds = celPredicate(base.text);
  const headHolds = celPredicate(head.text);
  for (let mask2 = 0; mask2 < 1 << names.length; mask2++) {
    const objects = { self: {}, oldSelf: {} };
    names.forEach((atom, i) => {
      if ((mask2 >> i & 1) === 0) return;
      const dot = atom.indexOf(".");
      objects[atom.slice(0, dot)][atom.slice(dot + 1)] = true;
    });
    const b2 = baseHolds(objects);
    if (b2 === void 0 || b2 && headHolds(objects) !== true) return false;
  }
  return true;
}

// src/rules/compat/integer-type-limit.ts
var INT32_MAX = 2 ** 31 - 1;
var INT32_MIN = -(2 ** 31);
var UINT32_MAX = 2 ** 32 - 1;
var WIDE_MAXIMA = [Number(2n ** 63n - 1n), Number(2n ** 64n - 1n)];
var WIDE_MINIMA = [Number(-(2n ** 63n))];
var LIMITS2 = {
  int32: { maximum: /* @__PURE__ */ new Set([INT32_MAX, UINT32_MAX, ...WIDE_MAXIMA]), minimum: /* @__PURE__ */ new Set([INT32_MIN, ...WIDE_MINIMA]) },
  int64: { maximum: new Set(WIDE_MAXIMA), minimum: new Set(WIDE_MINIMA) },
  none: { maximum: /* @__PURE__ */ new Set([UINT32_MAX, ...WIDE_MAXIMA]), minimum: new Set(WIDE_MINIMA) }
};
function isIntegerTypeLimit(key3, value2, format) {
  const limits = format === "int32" ? LIMITS2.int32 : format === "int64" ? LIMITS2.int64 : LIMITS2.none;
  return limits[key3].has(value2);
}
var GO_LIMITS = {
  int8: { minimum: -(2 ** 7), maximum: 2 ** 7 - 1 },
  int16: { minimum: -(2 ** 15), maximum: 2 ** 15 - 1 },
  int32: { minimum: INT32_MIN, maximum: INT32_MAX },
  rune: { minimum: INT32_MIN, maximum: INT32_MAX },
  int64: { minimum: WIDE_MINIMA[0], maximum: WIDE_MAXIMA[0] },
  int: { minimum: WIDE_MINIMA[0], maximum: WIDE_MAXIMA[0] },
  uint8: { minimum: 0, maximum: 2 ** 8 - 1 },
  byte: { minimum: 0, maximum: 2 ** 8 - 1 },
  uint16: { minimum: 0, maximum: 2 ** 16 - 1 },
  uint32: { minimum: 0, maximum: UINT32_MAX },
  uint64: { minimum: 0, maximum: WIDE_MAXIMA[1] },
  uint: { minimum: 0, maximum: WIDE_MAXIMA[1] },
  uintptr: { minimum: 0, maximum: WIDE_MAXIMA[1] }
};
var ANY_GO_LIMIT = {
  minimum: new Set(Object.values(GO_LIMITS).map((l) => l.minimum)),
  maximum: new Set(Object.values(GO_LIMITS).map((l) => l.maximum))
};
var isSomeGoTypeLimit = (key3, value2) => ANY_GO_LIMIT[key3].has(value2);
function isGoTypeLimit(key3, value2, goType) {
  const limits = GO_LIMITS[goType];
  return limits !== void 0 && limits[key3] === value2;
}

// src/rules/compat/junctors-without-new-fields.ts
var JUNCTORS = ["allOf", "anyOf", "oneOf", "not"];
function junctorWithoutNewFields(key3, value2, absent) {
  if (absent.size === 0) return value2;
  if (key3 === "not") {
    const inner = schemaWithoutNewFields(value2, absent);
    return isRecord(inner) && Object.keys(inner).length === 0 ? value2 : inner;
  }
  if (!Array.isArray(value2)) return value2;
  const branches = value2.map((branch) => schemaWithoutNewFields(branch, absent));
  if (key3 === "allOf") {
    const kept = branches.filter((branch) => !isAlwaysTrue(branch));
    return kept.length === 0 ? void 0 : kept;
  }
  const possible = branches.filter((branch) => !requiresAbsentField(branch, absent));
  if (key3 === "anyOf" && possible.some(isAlwaysTrue)) return void 0;
  if (key3 === "oneOf" && possible.length === 1 && isAlwaysTrue(possible[0])) return void 0;
  return possible;
}
function schemaWithoutNewFields(schema2, absent) {
  if (!isRecord(schema2)) return schema2;
  let out;
  for (const key3 of JUNCTORS) {
    if (!(key3 in schema2)) continue;
    const rewritten = junctorWithoutNewFields(key3, schema2[key3], absent);
    if (rewritten === schema2[key3]) continue;
    out ??= { ...schema2 };
    if (rewritten === void 0) delete out[key3];
    else out[key3] = rewritten;
  }
  return out ?? schema2;
}
function isAlwaysTrue(schema2) {
  if (!isRecord(schema2)) return false;
  const keys = Object.keys(schema2).filter((k) => k !== "description");
  if (keys.length === 0) return true;
  if (keys.length !== 1 || keys[0] !== "not" || !isRecord(schema2.not)) return false;
  const inner = schema2.not;
  const innerKeys = Object.keys(inner).filter((k) => k !== "description");
  return innerKeys.length === 1 && innerKeys[0] === "anyOf" && Array.isArray(inner.anyOf) && inner.anyOf.length === 0;
}
function requiresAbsentField(branch, absent) {
  if (!isRecord(branch) || !Array.isArray(branch.required)) return false;
  if (Object.keys(branch).some((k) => k !== "required" && k !== "description")) return false;
  return branch.required.some((name) => typeof name === "string" && absent.has(name));
}
var isRecord = (x) => typeof x === "object" && x !== null && !Array.isArray(x);

// src/rules/compat/moved-rule.ts
function isMovedUp(base, head, field2) {
  return sameTree(selecting(base, field2), head);
}
function selecting(node2, field2) {
  if (Array.isArray(node2)) return node2.map((n) => selecting(n, field2));
  if (!isNode(node2)) return node2;
  if (node2.op === "id" && (node2.args === "self" || node2.args === "oldSelf"))
    return { op: ".", args: [{ op: "id", args: node2.args }, field2] };
  return { op: node2.op, args: selecting(node2.args, field2) };
}

// src/rules/compat/implied-by-bounds.ts
function impliedByBaseBounds(ast, base) {
  return truth(ast, base) === true;
}
function truth(node2, base) {
  const args = node2.args;
  const operands = Array.isArray(args) ? args.filter(isNode) : isNode(args) ? [args] : [];
  switch (node2.op) {
    case "value":
      return typeof args === "boolean" ? args : void 0;
    case "!_": {
      const t = operands[0] && truth(operands[0], base);
      return t === void 0 ? void 0 : !t;
    }
    case "&&":
    case "||": {
      const [a, b] = operands.map((o) => truth(o, base));
      const absorbing = node2.op === "||";
      if (a === absorbing || b === absorbing) return absorbing;
      return a === !absorbing && b === !absorbing ? !absorbing : void 0;
    }
    case "?:": {
      const [c, x, y] = operands;
      if (!c || !x || !y || !evaluatesWithoutError(c, base)) return void 0;
      const tc = truth(c, base);
      if (tc !== void 0) return truth(tc ? x : y, base);
      const tx = truth(x, base);
      return tx !== void 0 && tx === truth(y, base) ? tx : void 0;
    }
    case "call": {
      const select = hasSelect(node2);
      const field2 = select && requiredField(select, base);
      return field2 ? true : void 0;
    }
    default:
      return comparison2(node2, base);
  }
}
var FLIPPED2 = {
  ">=": "<=",
  "<=": ">=",
  ">": "<",
  "<": ">",
  "==": "==",
  "!=": "!="
};
function comparison2(node2, base) {
  const args = node2.args;
  if (!(node2.op in FLIPPED2) || !Array.isArray(args) || args.length !== 2) return void 0;
  const [left, right] = args;
  const leftSize = isNode(left) ? leastSize(left, base) : void 0;
  const rightSize = isNode(right) ? leastSize(right, base) : void 0;
  const [least, literal2, op] = leftSize !== void 0 ? [leftSize, right, node2.op] : rightSize !== void 0 ? [rightSize, left, FLIPPED2[node2.op] ?? ""] : [void 0, void 0, ""];
  const n = isNode(literal2) && literal2.op === "value" ? toNumber(literal2.args) : void 0;
  if (least === void 0 || n === void 0) return void 0;
  switch (op) {
    case ">=":
      return least >= n ? true : void 0;
    case ">":
      return least > n ? true : void 0;
    case "!=":
      return least > n ? true : void 0;
    case "<":
      return least >= n ? false : void 0;
    case "<=":
      return least > n ? false : void 0;
    case "==":
      return least > n ? false : void 0;
    default:
      return void 0;
  }
}
var toNumber = (v) => typeof v === "bigint" ? Number(v) : typeof v === "number" && Number.isFinite(v) ? v : void 0;
function leastSize(node2, base) {
  const args = node2.args;
  if (!Array.isArray(args) || args[0] !== "size") return void 0;
  const operand = node2.op === "call" && Array.isArray(args[1]) ? args[1][0] : node2.op === "rcall" ? args[1] : void 0;
  const field2 = isNode(operand) ? requiredField(operand, base) : void 0;
  if (!field2) return void 0;
  const least = field2.type === "string" ? field2.minLength : field2.type === "array" ? field2.minItems : field2.minProperties;
  return least !== void 0 && least >= 1 ? least : void 0;
}
function requiredField(node2, base) {
  const chain2 = node2.op === "." ? chainOf(node2) : void 0;
  if (!chain2 || chain2.length !== 2 || chain2[0] !== "self") return void 0;
  const name = chain2[1] ?? "";
  const field2 = base.properties.get(name);
  const required2 = base.required.includes(name);
  return field2 && required2 && !field2.nullable ? field2 : void 0;
}
var SAFE_STRING_CALLS = /* @__PURE__ */ new Set(["startsWith", "endsWith", "contains", "size"]);
function evaluatesWithoutError(node2, base) {
  const args = node2.args;
  switch (node2.op) {
    case "value":
      return true;
    case ".":
      return requiredField(node2, base) !== void 0;
    case "!_":
    case "&&":
    case "||":
    case "==":
    case "!=": {
      const operands = Array.isArray(args) ? args : [args];
      return operands.every((o) => isNode(o) && evaluatesWithoutError(o, base));
    }
    case "rcall": {
      if (!Array.isArray(args) || !SAFE_STRING_CALLS.has(String(args[0]))) return false;
      const [, receiver, callArgs] = args;
      const field2 = isNode(receiver) ? requiredField(receiver, base) : void 0;
      return field2?.type === "string" && Array.isArray(callArgs) && callArgs.every((a) => isNode(a) && a.op === "value" && typeof a.args === "string");
    }
    default:
      return false;
  }
}

// src/rules/compat/implied-by-structure.ts
var MAX_FREE = 10;
function impliedByBaseStructure(text, ast, base, absent) {
  const chains = presenceChains(ast, 2);
  if (!chains || chains.length === 0 || chains.some((c) => c[0] !== "self")) return false;
  const atoms = new Set(chains.flatMap((c) => [c.slice(1).join("."), c[1] ?? ""]));
  const named = new Set(atoms);
  mentioned(base.raw, base.raw, "", 2, named);
  for (const field2 of atoms) {
    const child = base.properties.get(field2);
    if (child && !field2.includes(".")) mentioned(child.raw, child.raw, `${field2}.`, 1, named);
  }
  const holds2 = celPredicate(text);
  return everyAcceptedSet(base, named, absent, (set) => holds2({ self: objectOf(set) }) === true);
}
function junctorImpliedByBase(key3, value2, base, absent) {
  const junctor = { [key3]: value2 };
  const branches = key3 === "not" ? [value2] : Array.isArray(value2) ? value2 : [];
  if (branches.length === 0 || !branches.every((b) => isPresenceOnly(b, 2))) return false;
  const named = /* @__PURE__ */ new Set();
  mentioned(base.raw, base.raw, "", 2, named);
  mentioned(junctor, {}, "", 2, named);
  return everyAcceptedSet(base, named, absent, (set) => accepts(junctor, {}, set, 2));
}
function everyAcceptedSet(base, named, absent, holds2) {
  const fields = [...named].filter((f) => !absent.has(topOf(f)));
  const free = fields.filter((f) => !isRequired(base.raw, f));
  if (free.length > MAX_FREE) return false;
  const required2 = fields.filter((f) => isRequired(base.raw, f));
  for (let mask2 = 0; mask2 < 1 << free.length; mask2++) {
    const set = new Set(free.filter((_, i) => mask2 >> i & 1));
    for (const f of required2) if (!f.includes(".") || set.has(topOf(f))) set.add(f);
    for (const f of required2) if (f.includes(".") && set.has(topOf(f))) set.add(f);
    if ([...set].some((f) => f.includes(".") && !set.has(topOf(f)))) continue;
    if (!accepts(base.raw, base.raw, set, 2)) continue;
    if (!holds2(set)) return false;
  }
  return true;
}
var topOf = (f) => f.slice(0, f.includes(".") ? f.indexOf(".") : void 0);
function isRequired(schema2, f) {
  const [top = "", below] = f.split(".");
  const node2 = below === void 0 ? schema2 : propertyOf(schema2, top);
  return node2 !== void 0 && requiredOf(node2, node2).includes(below ?? top);
}
var requiredOf = (schema2, owner) => (Array.isArray(schema2.required) ? schema2.required : []).filter(
  (f) => typeof f === "string" && propertyOf(owner, f)?.nullable !== true
);
var propertyOf = (schema2, field2) => {
  const p = isJsonObject(schema2.properties) ? schema2.properties[field2] : void 0;
  return isJsonObject(p) ? p : void 0;
};
function mentioned(schema2, owner, prefix, depth, into) {
  for (const f of requiredOf(schema2, owner)) into.add(prefix + f);
  const branches = [schema2.allOf, schema2.anyOf, schema2.oneOf, [schema2.not]].flatMap((b) => Array.isArray(b) ? b : []);
  for (const branch of branches) {
    if (!isPresenceOnly(branch, depth)) continue;
    mentioned(branch, owner, prefix, depth, into);
    if (depth > 1 && isJsonObject(branch.properties))
      for (const [field2, sub] of Object.entries(branch.properties)) {
        into.add(prefix + field2);
        if (isJsonObject(sub)) mentioned(sub, propertyOf(owner, field2) ?? {}, `${prefix}${field2}.`, depth - 1, into);
      }
  }
}
function accepts(schema2, owner, set, depth) {
  if (!requiredOf(schema2, owner).every((f) => set.has(f))) return false;
  const holds2 = (branch) => accepts(branch, owner, set, depth);
  for (const key3 of ["allOf", "anyOf", "oneOf"]) {
    const branches = schema2[key3];
    if (!Array.isArray(branches) || branches.length === 0 || !branches.every((b) => isPresenceOnly(b, depth))) continue;
    const met = branches.filter(holds2).length;
    if (key3 === "allOf" ? met !== branches.length : key3 === "anyOf" ? met === 0 : met !== 1) return false;
  }
  if (isPresenceOnly(schema2.not, depth) && holds2(schema2.not)) return false;
  if (depth > 1 && isJsonObject(schema2.properties))
    for (const [field2, sub] of Object.entries(schema2.properties)) {
      if (!set.has(field2) || !isJsonObject(sub)) continue;
      const below = new Set([...set].filter((f) => f.startsWith(`${field2}.`)).map((f) => f.slice(field2.length + 1)));
      if (!accepts(sub, propertyOf(owner, field2) ?? {}, below, depth - 1)) return false;
    }
  return true;
}
var PRESENCE_KEYS = /* @__PURE__ */ new Set(["required", "properties", "description"]);
function isPresenceOnly(branch, depth) {
  if (!isJsonObject(branch) || Object.keys(branch).length === 0) return false;
  if (!Object.keys(branch).every((k) => PRESENCE_KEYS.has(k))) return false;
  if (branch.required !== void 0 && !Array.isArray(branch.required)) return false;
  if (branch.properties === void 0) return true;
  return depth > 1 && isJsonObject(branch.properties) && Object.values(branch.properties).every((p) => isPresenceOnly(p, depth - 1));
}
function objectOf(set) {
  const self = {};
  for (const f of set) {
    const [top = "", below] = f.split(".");
    self[top] ??= {};
    if (below !== void 0) self[top][below] = true;
  }
  return self;
}

// src/rules/compat/compare-schemas.ts
function compareSchemas(base, head, headPath, options = {}) {
  const out = [];
  const emit = options.only ? (d) => void (options.only?.has(d.ruleId) && out.push(d)) : (d) => void out.push(d);
  compareNode(base, head, headPath, ROOT_PROPERTY, void 0, options, emit);
  return out;
}
function compareNode(base, head, path2, property, unit, options, report, setOnEveryBaseObject = false, nullDropped) {
  if (admitsNoValue(base)) return;
  const emit = unit === void 0 ? report : (d) => report({ ...d, ratchetUnit: unit });
  const types = compareTypes(base, head);
  if (types !== "same") {
    const d = {
      check: "type",
      property,
      base: typeName(base),
      head: typeName(head),
      path: head.has("type") ? path2.child("type") : path2
    };
    if (types === "changed") {
      emit({ ruleId: "compat/type-changed", ...d });
      return;
    }
    emit({ ruleId: "compat/type-widened", ...d });
  }
  const at = (key3) => head.has(key3) ? path2.child(key3) : path2;
  compareEnum(base, head, property, at("enum"), emit);
  compareRequired(base, head, path2, property, emit);
  compareNullable(base, head, property, at("nullable"), options, emit, nullDropped);
  let absent;
  const lacked = () => absent ??= fieldsOldObjectsLack(base, head, property);
  compareBounds(base, head, property, at, lacked, options, emit);
  compareValidations(base, head, path2, property, lacked, options, emit);
  compareExtensions(base, head, property, at, emit, setOnEveryBaseObject, unit !== void 0);
  const below = !options.unchangedOnUpdate && isImmutable(base) ? { ...options, unchangedOnUpdate: true } : options;
  compareChildren(base, head, path2, property, unit, below, report);
}
var isImmutable = (node2) => node2.validations.some(
  ({ rule }) => typeof rule.rule === "string" && IMMUTABLE.has(rule.rule.replace(/\s+/g, "")) && rule.optionalOldSelf !== true
);
var IMMUTABLE = /* @__PURE__ */ new Set(["self==oldSelf", "oldSelf==self"]);
function compareChildren(base, head, path2, property, unit, options, report) {
  const emit = unit === void 0 ? report : (d) => report({ ...d, ratchetUnit: unit });
  const headProperties = head.properties;
  const ha = head.additionalProperties;
  const required2 = new Set(base.required);
  const requiredInHead = new Set(head.required);
  for (const [name, b] of base.properties) {
    const h = headProperties.get(name);
    const childPath2 = path2.child("properties").key(name);
    const child = childProperty(property, name);
    if (h) {
      const dropped = h.default !== void 0 || !requiredInHead.has(name);
      const nullDropped = dropped ? "property" : void 0;
      compareNode(b, h, childPath2, child, unit, options, report, required2.has(name) && !b.nullable, nullDropped);
    } else if (ha instanceof SchemaNode)
      compareNode(b, ha, path2.child("additionalProperties"), child, unit, options, report, false, "property");
    else if (head.preserveUnknownFields !== true && ha !== true && !isObjectMeta(base, property, name))
      emit({
        ruleId: "compat/field-removed",
        check: "field",
        property: child,
        base: b.raw,
        head: null,
        path: head.has("properties") ? path2.child("properties") : path2
      });
  }
  const bi = base.items;
  const hi = head.items;
  if (bi && hi)
    compareNode(
      bi,
      hi,
      path2.child("items"),
      itemsProperty(property),
      unit ?? (head.listType === "map" ? void 0 : property),
      options,
      report
    );
  const ba = base.additionalProperties;
  if (ba instanceof SchemaNode && ha instanceof SchemaNode) {
    compareNode(
      ba,
      ha,
      path2.child("additionalProperties"),
      additionalPropertiesProperty(property),
      unit,
      options,
      report,
      false,
      "entry"
    );
  } else if ((ba instanceof SchemaNode || ba === true) && (ha === void 0 || ha === false) && head.preserveUnknownFields !== true) {
    const removedAt = head.has("additionalProperties") ? path2.child("additionalProperties") : path2;
    emit({
      ruleId: "compat/field-removed",
      check: "field",
      property: additionalPropertiesProperty(property),
      base: ba instanceof SchemaNode ? ba.raw : ba,
      head: asJson(head.raw.additionalProperties),
      path: removedAt
    });
  }
}
var ALL = ["object", "array", "string", "integer", "fraction", "boolean"];
function acceptedKinds(node2) {
  const type = node2.type;
  if (type === "number") return /* @__PURE__ */ new Set(["integer", "fraction"]);
  if (type === "object" || type === "array" || type === "string" || type === "integer" || type === "boolean")
    return /* @__PURE__ */ new Set([type]);
  if (type !== "") return /* @__PURE__ */ new Set();
  if (node2.intOrString) return /* @__PURE__ */ new Set(["integer", "string"]);
  return new Set(ALL);
}
function admitsNoValue(node2) {
  const values = node2.enum;
  if (values === void 0 || values.length === 0) return false;
  const kinds = acceptedKinds(node2);
  return !values.some((v) => jsonKinds(v).some((k) => kinds.has(k)));
}
function jsonKinds(value2) {
  if (typeof value2 === "string") return ["string"];
  if (typeof value2 === "boolean") return ["boolean"];
  if (typeof value2 === "number" || typeof value2 === "bigint") return ["integer", "fraction"];
  if (Array.isArray(value2)) return ["array"];
  if (value2 !== null && typeof value2 === "object") return ["object"];
  return [];
}
function compareTypes(base, head) {
  if (typeName(base) === typeName(head)) return "same";
  const b = acceptedKinds(base);
  const h = acceptedKinds(head);
  const bInH = [...b].every((k) => h.has(k));
  const hInB = [...h].every((k) => b.has(k));
  if (bInH && hInB) return "same";
  return bInH ? "widened" : "changed";
}
function typeName(node2) {
  if (node2.type !== "") return node2.type;
  return node2.intOrString ? "int-or-string" : null;
}
function compareEnum(base, head, property, path2, emit) {
  const b = effectiveEnum(base);
  const h = effectiveEnum(head);
  if (b === void 0 && h === void 0) return;
  const d = { check: "enum", property, base: asJson(b), head: asJson(h), path: path2 };
  if (b === void 0) return emit({ ruleId: "compat/enum-narrowed", ...d });
  const widened = TYPE_META.has(property) ? () => void 0 : () => emit({ ruleId: "compat/enum-widened", ...d });
  if (h === void 0) return widened();
  const hk = new Set(h.map(jsonKey));
  const bk = new Set(b.map(jsonKey));
  if (b.some((v) => !hk.has(jsonKey(v)))) emit({ ruleId: "compat/enum-narrowed", ...d });
  else if (h.some((v) => !bk.has(jsonKey(v)))) widened();
}
var TYPE_META = /* @__PURE__ */ new Set([
  childProperty(ROOT_PROPERTY, "apiVersion"),
  childProperty(ROOT_PROPERTY, "kind")
]);
function compareRequired(base, head, path2, property, emit) {
  const was = new Set(base.required);
  const seen = /* @__PURE__ */ new Set();
  head.required.forEach((name, k) => {
    if (was.has(name) || seen.has(name)) return;
    seen.add(name);
    if (head.properties.get(name)?.hasDefault) return;
    if (alwaysSet(base, property).has(name)) return;
    emit({
      ruleId: "compat/required-added",
      check: "required",
      property: childProperty(property, name),
      base: asJson(base.raw.required),
      head: asJson(head.raw.required),
      path: path2.child("required").index(k)
    });
  });
}
function setSizeLimit(base) {
  const values = base.items?.enum;
  if (base.listType !== "set" || values === void 0) return void 0;
  return new Set(values.map((v) => jsonKey(v))).size;
}
function compareNullable(base, head, property, path2, options, emit, nullDropped) {
  if (base.nullable === head.nullable) return;
  const d = {
    ruleId: "compat/nullable-changed",
    check: "nullable",
    property,
    base: asJson(base.raw.nullable),
    head: asJson(head.raw.nullable),
    path: path2
  };
  if (base.nullable)
    emit(nullDropped === void 0 ? d : { ...d, nullDropped, ...nullDropped === "property" ? WARNING : {} });
  else if (options.nullableAddition !== "Allow") emit({ ...d, severity: "warning" });
}
var KEYWORD_KINDS = {
  maximum: ["integer", "fraction"],
  minimum: ["integer", "fraction"],
  exclusiveMaximum: ["integer", "fraction"],
  exclusiveMinimum: ["integer", "fraction"],
  multipleOf: ["integer", "fraction"],
  maxLength: ["string"],
  minLength: ["string"],
  pattern: ["string"],
  format: ["string"],
  maxItems: ["array"],
  minItems: ["array"],
  maxProperties: ["object"],
  minProperties: ["object"]
};
var WARNING = { severity: "warning" };
var MAXIMA = ["maxLength", "maxItems", "maxProperties"];
var MINIMA = ["minLength", "minItems", "minProperties"];
function compareBounds(base, head, property, at, lacked, options, emit) {
  const allowed = base.enum;
  const baseKinds = acceptedKinds(base);
  const tightened = (check, b, h) => {
    const kinds = KEYWORD_KINDS[check];
    if (kinds && !kinds.some((k) => baseKinds.has(k))) return;
    if (allowed && allowed.length > 0 && enumSatisfies(check, head, allowed, options.patternMatches)) return;
    emit({ ruleId: "compat/validation-tightened", check, property, base: asJson(b), head: asJson(h), path: at(check) });
  };
  const bound2 = (key3, kind, zeroIsNothing) => {
    const b = base[key3];
    const h = head[key3];
    if (h === void 0) return;
    if (!(b === void 0 ? !(zeroIsNothing && h <= 0) : kind === "max" ? h < b : h > b)) return;
    if ((key3 === "minLength" || key3 === "minProperties") && h === 1 && baseRefusesEmpty(key3, base, options)) return;
    if (key3 === "maxItems" && h >= (setSizeLimit(base) ?? Infinity)) return;
    if ((key3 === "maximum" || key3 === "minimum") && head.type === "integer") {
      if (b === void 0 && isIntegerTypeLimit(key3, h, head.format)) return;
      const goType = isSomeGoTypeLimit(key3, h) ? options.goType?.(property) : void 0;
      if (goType !== void 0 && isGoTypeLimit(key3, h, goType)) return;
    }
    tightened(key3, b, h);
  };
  bound2("maximum", "max", false);
  if (head.exclusiveMaximum && !base.exclusiveMaximum && base.maximum !== void 0 && base.maximum === head.maximum)
    tightened("exclusiveMaximum", base.raw.exclusiveMaximum, true);
  bound2("minimum", "min", false);
  if (head.exclusiveMinimum && !base.exclusiveMinimum && base.minimum !== void 0 && base.minimum === head.minimum)
    tightened("exclusiveMinimum", base.raw.exclusiveMinimum, true);
  for (const key3 of MAXIMA) bound2(key3, "max", false);
  for (const key3 of MINIMA) bound2(key3, "min", true);
  const bm = base.multipleOf;
  const hm = head.multipleOf;
  if (hm !== void 0 && (bm === void 0 || !Number.isInteger(bm / hm))) tightened("multipleOf", bm, hm);
  const bp = base.pattern;
  const hp = head.pattern;
  if (hp !== "" && hp !== bp && !(bp !== "" && options.patternAdmitsAllOf?.(bp, hp) === true))
    tightened("pattern", base.raw.pattern, hp);
  else if (hp === "" && bp !== "" && options.patternRemoval === "Disallow") tightened("pattern", bp, head.raw.pattern);
  const hf = head.format.replaceAll("-", "");
  if (head.type === "string" && hf !== "" && hf !== base.format.replaceAll("-", "") && isRecognizedFormat(hf))
    tightened("format", base.raw.format, head.format);
  for (const key3 of ["allOf", "anyOf", "oneOf", "not"]) {
    const h = head.raw[key3];
    if (h === void 0 || h === null || Array.isArray(h) && h.length === 0) continue;
    if (key3 === "anyOf" && isIntOrStringSpelling(head)) continue;
    if (sameJson(base.raw[key3], h)) continue;
    const written = base.raw[key3];
    const seen = junctorWithoutNewFields(key3, h, lacked());
    if (seen === void 0 || sameJson(Array.isArray(written) && written.length === 0 ? void 0 : written, seen))
      continue;
    if (junctorImpliedByBase(key3, h, base, lacked())) continue;
    tightened(key3, base.raw[key3], h);
  }
}
function fieldsOldObjectsLack(base, head, property) {
  if (base.preserveUnknownFields === true) return /* @__PURE__ */ new Set();
  const before = base.properties;
  const kept = property === ROOT_PROPERTY || base.embeddedResource ? OBJECT_ROOT_FIELDS : /* @__PURE__ */ new Set();
  return new Set(
    [...head.properties].filter(([name, node2]) => !before.has(name) && !node2.hasDefault && !kept.has(name)).map(([name]) => name)
  );
}
var OBJECT_ROOT_FIELDS = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata"]);
var EMBEDDED_TYPE_FIELDS = /* @__PURE__ */ new Set(["apiVersion", "kind"]);
var NOTHING = /* @__PURE__ */ new Set();
var alwaysSet = (base, property) => property === ROOT_PROPERTY ? OBJECT_ROOT_FIELDS : base.embeddedResource ? EMBEDDED_TYPE_FIELDS : NOTHING;
function isIntOrStringSpelling(node2) {
  const branches = node2.anyOf;
  return node2.intOrString && Array.isArray(node2.raw.anyOf) && branches.length === node2.raw.anyOf.length && branches.every((b) => Object.keys(b.raw).length === 1 && (b.type === "integer" || b.type === "string"));
}
function compareValidations(base, head, path2, property, lacked, options, emit) {
  if (head.validations.length === 0) return;
  const baseRules = base.validations.flatMap(
    ({ index, rule }) => typeof rule.rule === "string" ? [{ index, text: rule.rule.trim(), optionalOldSelf: rule.optionalOldSelf === true }] : []
  );
  let fixes;
  const isFix = (index) => {
    const isRoot = property === ROOT_PROPERTY || base.embeddedResource;
    fixes ??= new Set((options.rulesNotCompiling?.(base, isRoot, baseRules) ?? []).map((r) => r.index));
    return fixes.has(index);
  };
  const compilesInHead = (text, optionalOldSelf) => (options.rulesNotCompiling?.(head, property === ROOT_PROPERTY || head.embeddedResource, [
    { text, optionalOldSelf }
  ]) ?? []).length === 0;
  const reported = /* @__PURE__ */ new Set();
  for (const { index, rule } of head.validations) {
    if (typeof rule.rule !== "string") continue;
    const text = rule.rule.trim();
    if (reported.has(text)) continue;
    const known = baseRules.some(
      (b) => (b.text === text || sameSelections(b.text, text, options)) && (rule.optionalOldSelf === true || !b.optionalOldSelf)
    );
    if (known || holdsForOldObjects(text, rule.optionalOldSelf === true, base, head, property, lacked(), options) || relaxesABaseRule(
      text,
      rule.optionalOldSelf === true,
      baseRules,
      lacked(),
      options,
      () => oldObjectScope(base, head, property)
    ) || movedFromAField(text, rule.optionalOldSelf === true, base, options) || holdsUnchanged(text, rule.optionalOldSelf === true, options) || impliedByBaseKeywords(text, base, lacked(), options) || keepsItemsUnique(text, base, options) || baseRules.length > 0 && isFix(index) || !compilesInHead(text, rule.optionalOldSelf === true))
      continue;
    reported.add(text);
    emit({
      ruleId: "compat/cel-rule-added-or-changed",
      check: "x-kubernetes-validations",
      property,
      base: baseRules.map((b) => b.text),
      head: text,
      path: path2.child("x-kubernetes-validations").index(index).child("rule"),
      rule: text,
      transition: /\boldSelf\b/.test(text)
      // the message's wording only
    });
  }
}
function holdsUnchanged(text, optionalOldSelf, options) {
  if (!options.unchangedOnUpdate || optionalOldSelf) return false;
  const [unchanged, ast] = [options.celAst?.("self == oldSelf"), options.celAst?.(text)];
  return unchanged !== void 0 && ast !== void 0 && readsOldSelf(ast) && isImpliedBy(unchanged, ast);
}
function holdsForOldObjects(text, optionalOldSelf, base, head, property, added, options) {
  if (!options.celAst) return false;
  const addedInItems = base.items && head.items ? fieldsOldObjectsLack(base.items, head.items, itemsProperty(property)) : /* @__PURE__ */ new Set();
  const ast = options.celAst(text);
  if (ast === void 0) return false;
  if (added.size === 0 && addedInItems.size === 0 && !gainsEnumValues(base, head) && !asksBelowAField(ast) && !comparesWithNull(ast))
    return false;
  return holdsWithoutFields(ast, oldObjectFacts(base, head, property, added), addedInItems, !optionalOldSelf);
}
function oldObjectFacts(base, head, property, added = fieldsOldObjectsLack(base, head, property)) {
  return {
    absent: added,
    present: fieldsOldObjectsHave(base),
    values: enumValuesOldObjectsHold(base),
    nested: (field2) => {
      const [b, h] = [base.properties.get(field2), head.properties.get(field2)];
      if (!b || !h || b.nullable || b.type !== "object" || h.type !== "object") return void 0;
      return oldObjectFacts(b, h, childProperty(property, field2));
    }
  };
}
function fieldsOldObjectsHave(base) {
  const required2 = new Set(Array.isArray(base.raw.required) ? base.raw.required : []);
  return new Set(
    [...base.properties].filter(([name, node2]) => (required2.has(name) || node2.hasDefault) && !node2.nullable).map(([name]) => name)
  );
}
function gainsEnumValues(base, head) {
  return [...head.properties].some(([name, node2]) => {
    const before = base.properties.get(name)?.enum;
    return before !== void 0 && node2.enum !== void 0 && node2.enum.some((v) => !before.some((b) => sameJson(b, v)));
  });
}
function enumValuesOldObjectsHold(base) {
  const required2 = new Set(Array.isArray(base.raw.required) ? base.raw.required : []);
  const out = /* @__PURE__ */ new Map();
  for (const [name, node2] of base.properties) {
    const values = node2.enum;
    if (!(required2.has(name) || node2.hasDefault) || values === void 0 || !values.every((v) => typeof v === "string"))
      continue;
    out.set(name, new Set(values));
  }
  return out;
}
function relaxesABaseRule(text, optionalOldSelf, baseRules, absent, options, oldObjects) {
  if (!options.celAst) return false;
  const ast = options.celAst(text);
  if (ast === void 0) return false;
  const isTransition = readsOldSelf(ast);
  const headOnCreate = !isTransition || optionalOldSelf;
  let onOld;
  const asOnOldObjects = () => onOld ??= onOldObjects(ast, { ...oldObjects(), oldSelf: isTransition && !optionalOldSelf });
  return baseRules.some((b) => {
    const baseAst = options.celAst?.(b.text);
    if (baseAst === void 0) return false;
    const baseIsTransition = readsOldSelf(baseAst);
    if (headOnCreate && baseIsTransition && !b.optionalOldSelf) return false;
    if (baseIsTransition && (!isTransition || b.optionalOldSelf !== optionalOldSelf)) return false;
    if (isImpliedBy(baseAst, ast, options.patternAdmitsAllOf)) return true;
    if (isImpliedByPresence({ text: b.text, ast: baseAst }, { text, ast }, absent)) return true;
    const rewritten = asOnOldObjects();
    return rewritten !== ast && isImpliedBy(baseAst, rewritten, options.patternAdmitsAllOf);
  });
}
function oldObjectScope(base, head, property) {
  const items = base.items && head.items && !base.items.nullable && base.items.type === "object" ? oldObjectFacts(base.items, head.items, itemsProperty(property)) : void 0;
  return { self: oldObjectFacts(base, head, property), ...items ? { items } : {} };
}
function sameSelections(base, head, options) {
  const [b, h] = [options.celAst?.(base), options.celAst?.(head)];
  return b !== void 0 && h !== void 0 && sameTree(withPropertyNames(b), withPropertyNames(h));
}
function keepsItemsUnique(text, base, options) {
  const keys = base.listType === "map" ? base.listMapKeys : void 0;
  if (base.listType !== "set" && (keys === void 0 || keys.length === 0)) return false;
  const ast = options.celAst?.(text);
  return ast !== void 0 && (isUniquenessRule(ast, "whole") || keys !== void 0 && isUniquenessRule(ast, keys));
}
function impliedByBaseKeywords(text, base, absent, options) {
  const ast = options.celAst?.(text);
  return ast !== void 0 && (impliedByBaseStructure(text, ast, base, absent) || impliedByBaseBounds(ast, base));
}
function movedFromAField(text, optionalOldSelf, base, options) {
  const ast = options.celAst?.(text);
  if (ast === void 0) return false;
  for (const field2 of fieldsOldObjectsHave(base)) {
    for (const { rule } of base.properties.get(field2)?.validations ?? []) {
      if (typeof rule.rule !== "string" || rule.optionalOldSelf === true !== optionalOldSelf) continue;
      const moved = options.celAst?.(rule.rule.trim());
      if (moved !== void 0 && isMovedUp(moved, ast, field2)) return true;
    }
  }
  return false;
}
var readsOldSelf = (ast) => astNodes(ast).some((n) => n.op === "id" && n.args === "oldSelf");
function compareExtensions(base, head, property, at, emit, setOnEveryBaseObject, inWholeList) {
  const change = (ruleId, key3, severity) => emit({
    ruleId,
    check: key3,
    property,
    base: asJson(base.raw[key3] ?? void 0),
    head: asJson(head.raw[key3] ?? void 0),
    path: at(key3),
    ...severity === void 0 ? {} : { severity }
  });
  const defaultMattersToStoredObjects = !setOnEveryBaseObject || head.default === void 0;
  if (!sameJson(base.default, head.default) && defaultMattersToStoredObjects && !defaultChangeIsItsFields(base, head))
    change("compat/default-changed", "default", base.default === void 0 && isZeroValue(head) ? "notice" : void 0);
  const listTypeChanged2 = (base.listType ?? "atomic") !== (head.listType ?? "atomic");
  if (listTypeChanged2) change("compat/list-type-changed", "x-kubernetes-list-type");
  else if (!sameSet(base.listMapKeys, head.listMapKeys))
    change("compat/list-type-changed", "x-kubernetes-list-map-keys");
  const mapType = base.mapType ?? "granular";
  if (mapType !== (head.mapType ?? "granular") && !inWholeList)
    change(
      "compat/list-type-changed",
      "x-kubernetes-map-type",
      mapType === "granular" && isStruct(head) ? "notice" : void 0
    );
  if (base.preserveUnknownFields === true && !keepsEveryField(head))
    change("compat/preserve-unknown-fields-changed", "x-kubernetes-preserve-unknown-fields");
  if (base.description !== head.description) change("compat/description-changed", "description");
}
var isStruct = (node2) => node2.properties.size > 0 && node2.additionalProperties === void 0;
function keepsEveryField(node2) {
  if (node2.preserveUnknownFields === true || node2.intOrString) return true;
  switch (node2.type) {
    case "string":
    case "integer":
    case "number":
    case "boolean":
      return true;
    case "array":
      return node2.items !== void 0 && keepsEveryField(node2.items);
    case "object": {
      const values = node2.additionalProperties;
      return node2.properties.size === 0 && (values === true || values instanceof SchemaNode && keepsEveryField(values));
    }
    default:
      return false;
  }
}
var isObjectMeta = (node2, property, name) => name === "metadata" && (property === ROOT_PROPERTY || node2.embeddedResource) || property === ROOT_METADATA;
var ROOT_METADATA = childProperty(ROOT_PROPERTY, "metadata");
var isZeroValue = (node2) => node2.type === "string" && node2.default === "";
function sameSet(a, b) {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

// src/rules/compat/compare-crds.ts
var SPEC = FieldPath.of("spec");
var versionPath = (i) => SPEC.child("versions").index(i);
function compareCrds(base, head, options = {}) {
  const out = [];
  if (isScope(base.scope) && isScope(head.scope) && base.scope !== head.scope) {
    out.push({
      ruleId: "compat/scope-changed",
      version: "",
      property: "",
      check: "scope",
      base: base.scope,
      head: head.scope,
      path: SPEC.child("scope")
    });
  }
  for (const b of base.versions) {
    if (versionNamed(base, b.name) !== b) continue;
    const h = versionNamed(head, b.name);
    if (!h) {
      if (b.served && !base.storedVersions.has(b.name)) {
        out.push({
          ruleId: "compat/version-removed",
          version: b.name,
          property: "",
          check: "version",
          base: b.name,
          head: null,
          path: SPEC.child("versions")
        });
      }
      continue;
    }
    if (b.served && !h.served) {
      out.push({
        ruleId: "compat/version-unserved",
        version: b.name,
        property: "",
        check: "served",
        base: true,
        head: h.hasServed ? false : null,
        path: h.hasServed ? versionPath(h.index).child("served") : versionPath(h.index)
      });
    }
    if (!b.served && !b.storage) continue;
    for (const check of ["status", "scale"]) {
      const was = b.subresources?.[check];
      const now = h.subresources?.[check];
      if (was !== void 0 && was !== null && (now === void 0 || now === null)) {
        const undeclared2 = check === "status" && b.schema !== void 0 && !declaresStatus(b.schema);
        out.push({
          ruleId: "compat/subresource-removed",
          version: b.name,
          property: "",
          check,
          base: was,
          head: null,
          path: h.subresources ? versionPath(h.index).child("subresources") : versionPath(h.index),
          ...undeclared2 ? { severity: "warning", statusUndeclared: true } : {}
        });
      }
    }
    if (b.schema && h.schema) {
      const root = versionPath(h.index).child("schema", "openAPIV3Schema");
      const goType = options.goTypesOf?.(b.name);
      const schemaOptions = goType ? { ...options, goType } : options;
      for (const d of compareSchemas(new SchemaNode(b.schema), new SchemaNode(h.schema), root, schemaOptions))
        out.push({ ...d, version: b.name });
    }
  }
  const bs = base.versions.find((v) => v.storage);
  const hs = head.versions.find((v) => v.storage);
  if (bs && hs && bs.name !== hs.name) {
    out.push({
      ruleId: "compat/storage-version-changed",
      version: hs.name,
      property: "",
      check: "storage",
      base: bs.name,
      head: hs.name,
      path: versionPath(hs.index).child("storage")
    });
  }
  return out;
}
var isScope = (s) => s === "Namespaced" || s === "Cluster";
function declaresStatus(schema2) {
  const root = new SchemaNode(schema2);
  return root.properties.has("status") || root.preserveUnknownFields === true;
}

// src/rules/compat/go-property-type.ts
import { posix as posix2 } from "node:path";

// src/parse/go/json-fields.ts
import { posix } from "node:path";
function jsonNamesOf(field2) {
  const json = field2.tag === void 0 ? void 0 : jsonTagOf(field2.tag);
  if (json?.name === "-" && json.options.length === 0) return [];
  if (field2.names.length > 0) {
    const exported = field2.names.filter(isExported);
    if (exported.length === 0) return [];
    return json !== void 0 && json.name !== "" ? [json.name] : exported;
  }
  return isExported(embeddedName(field2.type)) && json !== void 0 && json.name !== "" ? [json.name] : [];
}
function isInlined(field2) {
  if (field2.names.length > 0) return false;
  const json = field2.tag === void 0 ? void 0 : jsonTagOf(field2.tag);
  return json === void 0 || json.name === "";
}
function typeName2(type) {
  const bare = type.replace(/^\*+/, "").replace(/\[.*$/s, "").trim();
  const dot = bare.lastIndexOf(".");
  return dot < 0 ? { name: bare } : { qualifier: bare.slice(0, dot), name: bare.slice(dot + 1) };
}
var embeddedName = (type) => typeName2(type).name;
function importPathOf(file, qualifier) {
  const named = file.imports.find((i) => i.name === qualifier);
  if (named) return named.path;
  const byElement = file.imports.find((i) => i.name === void 0 && posix.basename(i.path) === qualifier);
  return byElement?.path ?? qualifier;
}
var isExported = (name) => new RegExp("^\\p{Lu}", "u").test(name);

// src/rules/compat/go-property-type.ts
var UNKNOWN = /* @__PURE__ */ Symbol("unknown");
function goPropertyTypes(world) {
  const choice = world.goSources();
  const sources = choice ? choice.sources : world.goFiles.map((f) => ({ path: f.path, text: f.text, file: () => f }));
  const byDir = /* @__PURE__ */ new Map();
  for (const s of sources) {
    if (s.path.endsWith("_test.go")) continue;
    const dir = posix2.dirname(s.path);
    const list2 = byDir.get(dir);
    if (list2) list2.push(s);
    else byDir.set(dir, [s]);
  }
  const parsedDirs = /* @__PURE__ */ new Map();
  const filesIn = (dir) => {
    let files = parsedDirs.get(dir);
    if (!files) {
      files = (byDir.get(dir) ?? []).map((s) => s.file()).filter((f) => f.error === void 0 && !f.isGenerated);
      parsedDirs.set(dir, files);
    }
    return files;
  };
  const versionDirs = (group, version) => {
    const dirs = [];
    for (const [dir, list2] of byDir) {
      if (isVendored(dir) || !list2.some((s) => s.text === void 0 || s.text.includes(`groupName=${group}`))) continue;
      const files = filesIn(dir);
      const tags = files.flatMap((f) => packageTags(f));
      if (!tags.some((t) => t.name === "groupName" && t.value === group)) continue;
      const versionName = tags.find((t) => t.name === "versionName")?.value ?? files[0]?.packageName;
      if (versionName === version) dirs.push(dir);
    }
    return dirs;
  };
  const dirOfImport = (importPath) => {
    const found = [...byDir.keys()].filter(
      (dir) => dir === `vendor/${importPath}` || dir.endsWith(`/vendor/${importPath}`) || !isVendored(dir) && (importPath === dir || importPath.endsWith(`/${dir}`))
    );
    const longest = Math.max(...found.map((d) => d.length));
    const at = found.filter((d) => d.length === longest);
    return at.length === 1 ? at[0] : void 0;
  };
  const structIn = (dir, name) => {
    const found = filesIn(dir).flatMap(
      (file) => file.structs.filter((s) => s.name === name).map((struct) => ({ file, struct }))
    );
    return found.length === 1 ? found[0] : void 0;
  };
  const namedIn = (dir, name) => {
    const found = filesIn(dir).flatMap(
      (file) => file.namedTypes.filter((t) => t.name === name).map((t) => ({ dir, file, type: t.type }))
    );
    return found.length === 1 ? found[0] : void 0;
  };
  const underlying = (at) => {
    let current = at;
    for (let depth = 0; depth < 16; depth++) {
      const bare = withoutPointers(current.type);
      if (BASIC_TYPES.has(bare) || !TYPE_NAME.test(bare)) return { ...current, type: bare };
      const { qualifier, name } = typeName2(bare);
      const dir = qualifier === void 0 ? current.dir : dirOfImport(importPathOf(current.file, qualifier));
      if (dir === void 0) return void 0;
      if (structIn(dir, name)) return { ...current, type: bare };
      const declared = namedIn(dir, name);
      if (!declared) return void 0;
      current = declared;
    }
    return void 0;
  };
  const structOf = (at) => {
    const bare = withoutPointers(at.type);
    if (!TYPE_NAME.test(bare)) return void 0;
    const { qualifier, name } = typeName2(bare);
    const dir = qualifier === void 0 ? at.dir : dirOfImport(importPathOf(at.file, qualifier));
    if (dir === void 0) return void 0;
    const found = structIn(dir, name);
    return found ? { dir, ...found } : void 0;
  };
  const fieldOf = (dir, file, struct, json, depth) => {
    if (depth > 16) return UNKNOWN;
    const direct = struct.fields.filter((f) => jsonNamesOf(f).includes(json));
    if (direct.length > 0) return direct.length === 1 ? { dir, file, type: direct[0].type } : UNKNOWN;
    let hit;
    for (const field2 of struct.fields) {
      if (!isInlined(field2)) continue;
      const inner = structOf({ dir, file, type: field2.type });
      if (!inner) return UNKNOWN;
      const found = fieldOf(inner.dir, inner.file, inner.struct, json, depth + 1);
      if (found === UNKNOWN || found && hit) return UNKNOWN;
      hit ??= found;
    }
    return hit;
  };
  const typeIn = (dir, kind, steps) => {
    const root = structIn(dir, kind);
    if (!root) return void 0;
    let at = { dir, file: root.file, type: kind };
    for (const step2 of steps) {
      const read = underlying(at);
      if (!read) return void 0;
      at = read;
      const bare = at.type;
      if (step2 === "items") {
        const element = /^\[\d*\]/.exec(bare);
        if (!element) return void 0;
        at = { ...at, type: bare.slice(element[0].length) };
      } else if (step2 === "additionalProperties") {
        const value2 = mapValueType(bare);
        if (value2 === void 0) return void 0;
        at = { ...at, type: value2 };
      } else {
        const struct = structOf(at);
        if (!struct) return void 0;
        const field2 = fieldOf(struct.dir, struct.file, struct.struct, step2.property, 0);
        if (field2 === void 0 || field2 === UNKNOWN) return void 0;
        at = field2;
      }
    }
    const type = underlying(at)?.type;
    return type !== void 0 && BASIC_TYPES.has(type) ? type : void 0;
  };
  return (group, version, kind, steps) => {
    const answers = new Set(versionDirs(group, version).map((dir) => typeIn(dir, kind, steps)));
    return answers.size === 1 ? [...answers][0] : void 0;
  };
}
var TYPE_NAME = /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)?$/;
var BASIC_TYPES = /* @__PURE__ */ new Set([
  "int",
  "int8",
  "int16",
  "int32",
  "int64",
  "uint",
  "uint8",
  "uint16",
  "uint32",
  "uint64",
  "uintptr",
  "byte",
  "rune"
]);
var withoutPointers = (type) => type.replace(/^\s*\*+\s*/, "").trim();
function mapValueType(type) {
  if (!type.startsWith("map[")) return void 0;
  let depth = 0;
  for (let i = 3; i < type.length; i++) {
    if (type[i] === "[") depth++;
    else if (type[i] === "]" && --depth === 0) return type.slice(i + 1).trim();
  }
  return void 0;
}
var isVendored = (dir) => dir === "vendor" || dir.startsWith("vendor/") || dir.includes("/vendor/");
function packageTags(file) {
  return file.packageComments.flatMap((c) => {
    const tag = tagOfComment(c);
    return tag && "name" in tag ? [{ name: tag.name, value: tag.value }] : [];
  });
}

// src/rules/compat/refused-base.ts
function isRefusedBase(crd) {
  return crd.versions.some((v) => v.schema !== void 0 && hasRefusedNode(v.schema, 0));
}
var MAX_DEPTH = 200;
function hasRefusedNode(node2, depth) {
  if (depth > MAX_DEPTH) return false;
  if ("default" in node2 && !defaultFitsType(node2)) return true;
  if (!hasType(node2)) return true;
  const children = [];
  if (isJsonObject(node2.properties)) children.push(...Object.values(node2.properties));
  children.push(node2.items, node2.additionalProperties);
  return children.some((c) => isJsonObject(c) && hasRefusedNode(c, depth + 1));
}
var hasType = (node2) => typeof node2.type === "string" && node2.type !== "" || node2["x-kubernetes-int-or-string"] === true || node2["x-kubernetes-preserve-unknown-fields"] === true;
function defaultFitsType(node2) {
  const value2 = node2.default;
  if (value2 === null) return true;
  if (node2["x-kubernetes-int-or-string"] === true) return typeof value2 === "string" || Number.isInteger(value2);
  switch (node2.type) {
    case "object":
      return isJsonObject(value2);
    case "array":
      return Array.isArray(value2);
    case "string":
      return typeof value2 === "string";
    case "integer":
      return Number.isInteger(value2);
    case "number":
      return typeof value2 === "number";
    case "boolean":
      return typeof value2 === "boolean";
    default:
      return true;
  }
}

// src/rules/compat/pattern-alternatives.ts
function hasBaseAsAlternative(base, head) {
  const b = anchored(base);
  const h = anchored(head);
  if (b.start !== h.start || b.end !== h.end) return false;
  const bodies = /* @__PURE__ */ new Set([b.body, ungrouped(b.body) ?? b.body]);
  const alternatives = topLevelAlternatives(ungrouped(h.body) ?? h.body);
  return alternatives !== void 0 && alternatives.length > 1 && alternatives.some((a) => bodies.has(a));
}
function anchored(pattern) {
  const start = pattern.startsWith("^");
  const end = pattern.endsWith("$") && !isEscaped(pattern, pattern.length - 1);
  return { start, end, body: pattern.slice(start ? 1 : 0, end ? -1 : void 0) };
}
function ungrouped(text) {
  if (!text.startsWith("(") || !text.endsWith(")") || isEscaped(text, text.length - 1)) return void 0;
  if (text.startsWith("(?") && !text.startsWith("(?:")) return void 0;
  const close = closingOf(text, 0);
  if (close !== text.length - 1) return void 0;
  return text.slice(text.startsWith("(?:") ? 3 : 1, -1);
}
function closingOf(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(text, i);
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}
function topLevelAlternatives(text) {
  const out = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(text, i);
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
    if (depth < 0 || i >= text.length) return void 0;
  }
  if (depth !== 0) return void 0;
  out.push(text.slice(from));
  return out;
}
function classEnd(text, open) {
  let i = open + 1;
  if (text[i] === "^") i++;
  if (text[i] === "]") i++;
  for (; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "[" && text[i + 1] === ":") {
      const end = text.indexOf(":]", i + 2);
      if (end !== -1) i = end + 1;
    } else if (text[i] === "]") return i;
  }
  return text.length;
}
function isEscaped(text, at) {
  let n = 0;
  for (let i = at - 1; i >= 0 && text[i] === "\\"; i--) n++;
  return n % 2 === 1;
}

// src/rules/compat/pattern-inclusion.ts
var OP = {
  ALT: 1,
  ALT_MATCH: 2,
  CAPTURE: 3,
  EMPTY_WIDTH: 4,
  FAIL: 5,
  MATCH: 6,
  NOP: 7,
  RUNE: 8,
  RUNE1: 9,
  RUNE_ANY: 10,
  RUNE_ANY_NOT_NL: 11
};
var BEGIN_TEXT = 4;
var END_TEXT = 8;
var FOLD_CASE = 1;
var MAX_RUNE = 1114111;
var WORK_LIMIT = 1e5;
var Undecided = class extends Error {
};
var compileHere = (pattern) => {
  const { RE2JS } = re2js();
  try {
    return RE2JS.compile(pattern);
  } catch {
    return void 0;
  }
};
function patternAdmitsAllOf(base, head, compile = compileHere) {
  if (base === head || hasBaseAsAlternative(base, head)) return true;
  const b = program(compile(base));
  const h = program(compile(head));
  if (!b || !h) return void 0;
  try {
    return !findOnlyBaseMatches(b, h);
  } catch (error) {
    if (error instanceof Undecided) return void 0;
    throw error;
  }
}
function program(compiled) {
  const prog = compiled?.re2Input?.prog;
  if (!prog || !Array.isArray(prog.inst)) return void 0;
  for (const inst of prog.inst) {
    if (inst.op === OP.EMPTY_WIDTH && (inst.arg & ~(BEGIN_TEXT | END_TEXT)) !== 0) return void 0;
    if (inst.op === OP.RUNE && inst.runes.length === 1 && (inst.arg & FOLD_CASE) !== 0) return void 0;
    if (inst.op > OP.RUNE_ANY_NOT_NL) return void 0;
  }
  return prog;
}
function instAt(prog, pc) {
  const inst = prog.inst[pc];
  if (inst === void 0) throw new Undecided();
  return inst;
}
function closure(prog, pcs, atBegin, budget) {
  budget.work += prog.inst.length >> 4;
  if (budget.work > WORK_LIMIT) throw new Undecided();
  const seen = new Uint8Array(prog.inst.length);
  const kept = [];
  const stack = [...pcs];
  while (stack.length > 0) {
    const pc = stack.pop();
    if (seen[pc] === 1) continue;
    seen[pc] = 1;
    budget.work++;
    const inst = instAt(prog, pc);
    switch (inst.op) {
      case OP.MATCH:
        return "matched";
      case OP.FAIL:
        break;
      case OP.ALT:
      case OP.ALT_MATCH:
        stack.push(inst.arg, inst.out);
        break;
      case OP.CAPTURE:
      case OP.NOP:
        stack.push(inst.out);
        break;
      case OP.EMPTY_WIDTH:
        if ((inst.arg & BEGIN_TEXT) !== 0 && !atBegin) break;
        if ((inst.arg & END_TEXT) !== 0)
          kept.push(pc);
        else stack.push(inst.out);
        break;
      default:
        kept.push(pc);
    }
  }
  kept.sort((x, y) => x - y);
  return { pcs: kept, atBegin, key: `${atBegin ? "B" : ""}${kept.join(",")}` };
}
function acceptsAtEnd(prog, state) {
  if (state === "matched") return true;
  const stack = [];
  for (const pc of state.pcs) if (instAt(prog, pc).op === OP.EMPTY_WIDTH) stack.push(instAt(prog, pc).out);
  const seen = /* @__PURE__ */ new Set();
  while (stack.length > 0) {
    const pc = stack.pop();
    if (seen.has(pc)) continue;
    seen.add(pc);
    const inst = instAt(prog, pc);
    if (inst.op === OP.MATCH) return true;
    if (inst.op === OP.ALT || inst.op === OP.ALT_MATCH) stack.push(inst.arg, inst.out);
    else if (inst.op === OP.CAPTURE || inst.op === OP.NOP) stack.push(inst.out);
    else if (inst.op === OP.EMPTY_WIDTH && ((inst.arg & BEGIN_TEXT) === 0 || state.atBegin)) stack.push(inst.out);
  }
  return false;
}
function consumes(inst, rune) {
  switch (inst.op) {
    case OP.RUNE_ANY:
      return true;
    case OP.RUNE_ANY_NOT_NL:
      return rune !== 10;
    case OP.RUNE1:
      return inst.runes[0] === rune;
    case OP.RUNE:
      return inst.matchRune(rune);
    default:
      return false;
  }
}
function step(prog, state, rune, budget) {
  if (state === "matched") return state;
  const next = [];
  for (const pc of state.pcs) if (consumes(instAt(prog, pc), rune)) next.push(instAt(prog, pc).out);
  next.push(prog.start);
  return closure(prog, next, false, budget);
}
function runeClasses(progs) {
  const cuts = /* @__PURE__ */ new Set([0]);
  const cut = (r) => {
    if (r <= MAX_RUNE) cuts.add(r);
  };
  const matchers = /* @__PURE__ */ new Map();
  for (const prog of progs) {
    for (const inst of prog.inst) {
      if (inst.op < OP.RUNE) continue;
      const runes3 = inst.op === OP.RUNE_ANY_NOT_NL ? [10, 10] : inst.op === OP.RUNE1 ? [inst.runes[0] ?? 0, inst.runes[0] ?? 0] : Array.from(inst.runes);
      for (let i = 0; i + 1 < runes3.length; i += 2) {
        cut(runes3[i] ?? 0);
        cut((runes3[i + 1] ?? 0) + 1);
      }
      matchers.set(`${inst.op}:${runes3.join(",")}`, inst);
    }
  }
  const byBehaviour = /* @__PURE__ */ new Map();
  for (const rune of [...cuts].sort((x, y) => x - y)) {
    let behaviour = "";
    for (const inst of matchers.values()) behaviour += consumes(inst, rune) ? "1" : "0";
    if (!byBehaviour.has(behaviour)) byBehaviour.set(behaviour, rune);
  }
  return [...byBehaviour.values()];
}
var key = (s) => s === "matched" ? "M" : s.key;
function findOnlyBaseMatches(base, head) {
  const classes = runeClasses([base, head]);
  const budget = { work: 0 };
  const first = [closure(base, [base.start], true, budget), closure(head, [head.start], true, budget)];
  const queue = [first];
  const seen = /* @__PURE__ */ new Set([`${key(first[0])}|${key(first[1])}`]);
  for (const [b, h] of queue) {
    if (h === "matched") continue;
    if (acceptsAtEnd(base, b) && !acceptsAtEnd(head, h)) return true;
    for (const rune of classes) {
      const pair3 = [step(base, b, rune, budget), step(head, h, rune, budget)];
      const k = `${key(pair3[0])}|${key(pair3[1])}`;
      if (!seen.has(k)) {
        seen.add(k);
        queue.push(pair3);
      }
    }
  }
  return false;
}

// src/rules/compat/compat-options.ts
function compareOptions(ctx) {
  const compiler = ctx.cache.get(CEL_COMPILER);
  const patterns = ctx.cache.get(COMPILED_PATTERNS);
  return {
    ...ctx.config.compat ?? DEFAULT_COMPAT_CONFIG,
    celAst: (expression) => compiler.ast(expression),
    patternMatches: (pattern, value2) => patterns.problem(pattern) === void 0 ? patterns.matches(pattern, value2) : void 0,
    patternAdmitsAllOf: (base, head) => patternAdmitsAllOf(base, head, (pattern) => patterns.program(pattern)),
    rulesNotCompiling: (node2, isResourceRoot, rules) => {
      const selfType = compiler.selfType(
        node2,
        isResourceRoot,
        rules.map((r) => r.text)
      );
      return rules.filter((r) => compiler.compile(r.text, "rule", selfType, r.optionalOldSelf).kind === "error");
    }
  };
}

// src/rules/compat/unreleased.ts
var keyOf = (d) => JSON.stringify([d.ruleId, d.version, d.property, d.check, "rule" in d ? d.rule : null]);
var AGAINST_RELEASE = {
  name: "compat differences against releases",
  create: () => /* @__PURE__ */ new WeakMap()
};
function keysAgainst(ctx, release, head) {
  const memo = ctx.cache.get(AGAINST_RELEASE);
  let byRelease = memo.get(head);
  if (!byRelease) memo.set(head, byRelease = /* @__PURE__ */ new Map());
  let keys = byRelease.get(release);
  if (keys === void 0) {
    const r = compatCrd(release);
    const h = compatCrd(head);
    keys = r && h && !isRefusedBase(r) ? new Set(compareCrds(r, h, compareOptions(ctx)).map(keyOf)) : "incomparable";
    byRelease.set(release, keys);
  }
  return keys;
}
function unreleasedSince(ctx, head, difference) {
  const byRelease = ctx.services?.releases?.at(head.name);
  if (!byRelease || byRelease.size === 0) return void 0;
  for (const crd of byRelease.values()) {
    if (crd === null) continue;
    if (!difference) return void 0;
    const keys = keysAgainst(ctx, crd, head);
    if (keys === "incomparable" || keys.has(keyOf(difference))) return void 0;
  }
  return [...byRelease.keys()];
}
var unreleasedSoftening = (releases) => ({
  atMost: "warning",
  note: `no release has what this changes: ${listed(releases)} ${releases.length === 1 ? "does" : "do"} not, so it breaks only builds made since`
});
var listed = (names) => names.length <= 1 ? names[0] ?? "" : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

// src/rules/compat/compat-report.ts
var COMPARED = { name: "compat differences", create: () => /* @__PURE__ */ new WeakMap() };
function differencesOf(ctx, ruleId) {
  if (!ctx.base) return [];
  const memo = ctx.cache.get(COMPARED);
  return ctx.head.crds().flatMap((object2) => {
    const stored = ctx.baseOf(object2);
    if (!stored) return [];
    let compared = memo.get(object2);
    if (compared?.base !== stored) {
      const head = compatCrd(object2);
      const base = compatCrd(stored);
      const byRule = /* @__PURE__ */ new Map();
      const options = { ...compareOptions(ctx), goTypesOf: goTypesOf(ctx, stored) };
      for (const d of head && base && !isRefusedBase(base) ? compareCrds(base, head, options) : []) {
        let list2 = byRule.get(d.ruleId);
        if (!list2) byRule.set(d.ruleId, list2 = []);
        list2.push(d);
      }
      compared = { base: stored, byRule };
      memo.set(object2, compared);
    }
    return (compared.byRule.get(ruleId) ?? []).map((difference) => ({ crd: object2, difference }));
  });
}
var GO_TYPES = {
  name: "compat Go property types",
  create: () => /* @__PURE__ */ new WeakMap()
};
function goTypesOf(ctx, stored) {
  const spec = isJsonObject(stored.value.spec) ? stored.value.spec : {};
  const group = typeof spec.group === "string" ? spec.group : "";
  const kind = isJsonObject(spec.names) && typeof spec.names.kind === "string" ? spec.names.kind : "";
  const world = ctx.whole?.base ?? ctx.base;
  return (version) => (property) => {
    const steps = parsePropertyPath(property);
    if (!world || group === "" || kind === "" || !steps) return void 0;
    const memo = ctx.cache.get(GO_TYPES);
    let lookup = memo.get(world);
    if (!lookup) memo.set(world, lookup = goPropertyTypes(world));
    return lookup(group, version, kind, steps);
  };
}
function compatReports(ctx, ruleId, describe) {
  return differencesOf(ctx, ruleId).map(({ crd, difference: d }) => {
    const { messageId, data } = describe(d, crd);
    const rule = "rule" in d ? d.rule : void 0;
    const severity = "severity" in d ? d.severity : void 0;
    return {
      messageId,
      object: crd,
      path: d.path,
      data: {
        ...data,
        compat: { version: d.version, property: d.property, check: d.check, base: d.base, head: d.head }
      },
      identity: JSON.stringify([d.version, d.property, d.check]),
      ...rule === void 0 ? {} : { discriminator: rule },
      ...severity === void 0 ? {} : { severity },
      ...STATUS_TIGHTENINGS.has(ruleId) && isStatusOnly(crd, d) ? { atMost: "warning" } : {},
      ...softening(ctx, crd, d)
    };
  });
}
var STATUS_TIGHTENINGS = /* @__PURE__ */ new Set([
  "compat/validation-tightened",
  "compat/required-added",
  "compat/enum-narrowed",
  "compat/cel-rule-added-or-changed",
  "compat/nullable-changed",
  "compat/list-type-changed"
]);
var CHANNEL_ANNOTATION = "gateway.networking.k8s.io/channel";
var EXPERIMENTAL = {
  atMost: "warning",
  note: "a CRD of Gateway API's experimental channel, which promises no compatibility"
};
var TEST_TREE = {
  atMost: "warning",
  note: "a CRD in a test tree, which tests install, not users"
};
function softenedFor(crd) {
  const metadata3 = crd.value.metadata;
  const experimental = isJsonObject(metadata3) && isJsonObject(metadata3.annotations) && metadata3.annotations[CHANNEL_ANNOTATION] === "experimental";
  return experimental ? EXPERIMENTAL : isInTestTree(crd.source.file) ? TEST_TREE : {};
}
function softening(ctx, crd, difference) {
  const softened = softenedFor(crd);
  if (softened.atMost !== void 0) return softened;
  const release = unreleasedSince(ctx, crd, difference);
  return release === void 0 ? softened : unreleasedSoftening(release);
}
function fieldName(property) {
  if (property === ROOT_PROPERTY) return "the schema root";
  return property.startsWith(`${ROOT_PROPERTY}.`) ? property.slice(2) : property.slice(1);
}
var unchangedName = (d) => fieldName(("ratchetUnit" in d ? d.ratchetUnit : void 0) ?? d.property);
var shown = (value2) => {
  if (value2 === null || value2 === void 0) return "none";
  if (typeof value2 === "string" && !/["\u0000-\u001f\u2028\u2029]/.test(value2)) return `"${value2}"`;
  return JSON.stringify(value2);
};
var typeText = (t) => t === null ? "any type" : shown(t);

// src/rules/compat/cel-rule-added-or-changed.ts
var celRuleAddedOrChanged = defineRule({
  id: "compat/cel-rule-added-or-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CEL validation rule (x-kubernetes-validations) was added to or changed on a field of a served CRD version",
    messages: {
      rule: "validation rule added or changed on {{field}} in {{version}}: {{rule}}; stored objects that fail it stay readable and updates that leave {{unchanged}} unchanged pass (ratcheting), but creates (a GitOps re-apply, a restore) and updates that change {{unchanged}} must satisfy it; make sure every stored object and client does, or add the rule in a new version",
      status: `validation rule added or changed on {{field}} in {{version}}: {{rule}}; ${STATUS_WRITES}, and a status write that fails the rule is rejected ${OLDER_CONTROLLER}; make sure every running controller writes status that satisfies it`,
      transition: "transition rule added or changed on {{field}} in {{version}}: {{rule}}; transition rules are never ratcheted, so every update that changes {{field}} must satisfy it from now on; make sure the clients that update it do, or add the rule in a new version"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/cel-rule-added-or-changed", (d, crd) => ({
    messageId: "transition" in d && d.transition ? "transition" : isStatusOnly(crd, d) ? "status" : "rule",
    data: { field: fieldName(d.property), unchanged: unchangedName(d), version: d.version, rule: shown(d.head) }
  }))
});

// src/rules/compat/crd-removed.ts
import { posix as posix3 } from "node:path";
var crdRemoved = defineRule({
  id: "compat/crd-removed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CustomResourceDefinition was removed",
    messages: {
      removed: "CustomResourceDefinition {{name}} was removed; where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired",
      removedFromChartCrds: "CustomResourceDefinition {{name}} is no longer in the Helm chart's crds/ directory; Helm installs the CRDs there on a first install only and never upgrades or deletes them, so clusters keep it and every stored {{kind}} object, but new installs of the chart no longer get it; tell the chart's users where to install it from",
      removedFromReleasePayload: 'CustomResourceDefinition {{name}} is no longer in the OpenShift release payload (it carries include.release.openshift.io annotations); the cluster-version operator does not delete what leaves the payload, so clusters keep it and every stored {{kind}} object, but new clusters no longer get it; to remove it from clusters, ship it one release more with the annotation release.openshift.io/delete: "true"',
      removedUnlisted: "CustomResourceDefinition {{name}} was removed, but no kustomization of the repository installed it: {{kustomization}} lists the files beside it one by one and not this one, so builds of it never applied this CRD and removing the file deletes nothing there; if it is installed another way and applied with pruning, that deletes every stored {{kind}} object with it",
      removedFromFile: "CustomResourceDefinition {{name}} was removed from this file (it stood at line {{baseLine}} before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired"
    }
  },
  check: (ctx) => {
    if (!ctx.base) return [];
    let listing;
    const listingOf = () => listing ??= kustomizeListing(ctx);
    return ctx.base.crds().flatMap((stored) => removal(ctx, stored, listingOf));
  }
});
var WHOLE_OBJECT = FieldPath.of("");
function removal(ctx, stored, listingOf) {
  const crd = compatCrd(stored);
  if (!crd || stored.name === "") return [];
  const survivor = (ctx.whole?.head ?? ctx.head).counterpart(stored);
  if (survivor || mayStillHold(ctx, stored)) return [];
  const file = stored.source.file;
  const text = ctx.base?.filesAt((p) => p === file)[0]?.text;
  const at = new Locator((f) => f === file ? text : void 0).locate(stored.source, ["metadata", "name"]);
  const spec = stored.value.spec;
  const kind = typeof spec.names?.kind === "string" ? spec.names.kind : "custom";
  const plural = typeof spec.names?.plural === "string" ? spec.names.plural : stored.name;
  const stillThere = ctx.head.filesAt((p) => p === file).length > 0;
  const chartCrds = inChartCrdsDirectory(ctx, file);
  const releasePayload = !chartCrds && isInReleasePayload(stored);
  const unlistedBy = chartCrds || releasePayload || stillThere ? void 0 : kustomizationNotListing(listingOf(), file);
  return [
    {
      messageId: chartCrds ? "removedFromChartCrds" : releasePayload ? "removedFromReleasePayload" : unlistedBy ? "removedUnlisted" : stillThere ? "removedFromFile" : "removed",
      ...chartCrds || releasePayload || unlistedBy ? { severity: "warning" } : {},
      object: stored,
      // §3.2: about the whole CRD, so fieldPath "" (placed by the line below, never followed).
      path: WHOLE_OBJECT,
      file,
      line: stillThere ? 1 : at.line,
      column: stillThere ? 1 : at.column,
      endLine: stillThere ? 1 : at.endLine,
      data: {
        name: stored.name,
        kind,
        plural,
        ...stillThere ? { baseLine: at.line } : {},
        ...unlistedBy ? { kustomization: unlistedBy } : {},
        compat: { version: "", property: "", check: "crd", base: stored.name, head: null }
      },
      identity: JSON.stringify(["", "", "crd"]),
      ...softening(ctx, stored)
    }
  ];
}
function inChartCrdsDirectory(ctx, file) {
  const dirs = file.split("/").slice(0, -1);
  const worlds = [ctx.base, ctx.whole?.head ?? ctx.head, ctx.whole?.base];
  return dirs.some((dir, i) => {
    if (dir !== "crds") return false;
    const chart = dirs.slice(0, i).join("/");
    return worlds.some((w) => w !== void 0 && isChartDirectory(w.paths(), chart));
  });
}
function isChartDirectory(paths, dir) {
  const prefix = dir === "" ? "" : `${dir}/`;
  let templates = false;
  let chartOrValues = false;
  for (const p of paths) {
    if (!p.startsWith(prefix)) continue;
    const rest = p.slice(prefix.length);
    if (rest === "Chart.yaml") return true;
    if (rest.startsWith("templates/")) templates = true;
    else if (/^(?:Chart|values)[^/]*\.ya?ml$/.test(rest)) chartOrValues = true;
  }
  return templates && chartOrValues;
}
function isInReleasePayload(crd) {
  const metadata3 = crd.value.metadata;
  const annotations = isJsonObject(metadata3) && isJsonObject(metadata3.annotations) ? metadata3.annotations : {};
  return Object.keys(annotations).some((key3) => key3.startsWith("include.release.openshift.io/"));
}
function kustomizationNotListing(listing, file) {
  const dir = posix3.dirname(file);
  const near = /* @__PURE__ */ new Set([dir, posix3.dirname(dir)]);
  const built = new Set([...listing.keys()].map((k) => posix3.dirname(k)));
  let beside;
  for (const [k, listed2] of listing) {
    if (listed2.some((r) => r === file || file.startsWith(`${r}/`) && !built.has(r))) return void 0;
    if (near.has(posix3.dirname(k)) && listed2.length > 0) beside ??= k;
  }
  return beside;
}
function kustomizeListing(ctx) {
  const listing = /* @__PURE__ */ new Map();
  for (const k of (ctx.whole?.base ?? ctx.base)?.filesAt(isKustomizationPath) ?? []) {
    const value2 = kustomizationOf(k.text);
    if (value2) listing.set(k.path, resourcesOf(k.path, value2));
  }
  return listing;
}
function mayStillHold(ctx, stored) {
  return ctx.head.files.some(
    (f) => (f.problems.length > 0 || f.nonObject !== void 0) && (f.path === stored.source.file || f.text === "" || f.text.includes(stored.name))
  );
}

// src/rules/compat/default-changed.ts
var defaultChanged = defineRule({
  id: "compat/default-changed",
  scope: "object",
  meta: {
    severity: "warning",
    description: "the default of a field of a served CRD version was added, changed or removed",
    messages: {
      added: "{{field}} in {{version}} now defaults to {{to}}; stored objects that never set it read {{to}} from now on without anyone writing them, and controllers act on it; make sure that is what those objects mean",
      changed: "the default of {{field}} in {{version}} changed from {{from}} to {{to}}; stored objects that never set it read {{to}} from now on without anyone writing them, and controllers act on it; keep the old default, or make sure every such object means {{to}}",
      removed: "the default of {{field}} in {{version}} ({{from}}) was removed; new objects are created without a value that controllers and clients may assume; keep the default"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/default-changed", (d) => ({
    messageId: d.base === null ? "added" : d.head === null ? "removed" : "changed",
    data: { field: fieldName(d.property), version: d.version, from: shown(d.base), to: shown(d.head) }
  }))
});

// src/rules/compat/description-changed.ts
var descriptionChanged = defineRule({
  id: "compat/description-changed",
  scope: "object",
  meta: {
    severity: "notice",
    offByDefault: true,
    description: "the description of a field of a served CRD version changed (off by default)",
    messages: {
      changed: "the description of {{field}} in {{version}} changed; kubectl explain and generated client docs show the new text; make sure it still describes what stored objects mean"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/description-changed", (d) => ({
    messageId: "changed",
    data: { field: fieldName(d.property), version: d.version }
  }))
});

// src/rules/compat/enum-narrowed.ts
var enumNarrowed = defineRule({
  id: "compat/enum-narrowed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version accepts fewer enum values than before",
    messages: {
      removed: "{{field}} in {{version}} no longer accepts {{values}} (enum {{from}} became {{to}}); stored objects with those values stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to those values is rejected; keep the values in the enum",
      status: `{{field}} in {{version}} {{change}}; ${STATUS_WRITES}, and a status write of such a value is rejected ${OLDER_CONTROLLER}; make sure every running controller writes values the enum accepts`,
      added: "{{field}} in {{version}} now only accepts {{to}} where any value was valid; stored objects with other values stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to another value is rejected; add the enum in a new version, or make sure no client writes other values"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/enum-narrowed", (d, crd) => {
    const field2 = fieldName(d.property);
    const unchanged = unchangedName(d);
    const status = isStatusOnly(crd, d);
    if (!Array.isArray(d.base)) {
      const to = shown(d.head);
      if (status)
        return { messageId: "status", data: { field: field2, version: d.version, change: `now only accepts ${to}` } };
      return { messageId: "added", data: { field: field2, unchanged, version: d.version, to } };
    }
    const now = new Set((Array.isArray(d.head) ? d.head : []).map(jsonKey));
    const values = d.base.filter((v) => !now.has(jsonKey(v))).map(shown).join(", ");
    if (status) {
      const change = `no longer accepts ${values} (enum ${shown(d.base)} became ${shown(d.head)})`;
      return { messageId: "status", data: { field: field2, version: d.version, change } };
    }
    return {
      messageId: "removed",
      data: { field: field2, unchanged, version: d.version, values, from: shown(d.base), to: shown(d.head) }
    };
  })
});

// src/rules/compat/enum-widened.ts
var enumWidened = defineRule({
  id: "compat/enum-widened",
  scope: "object",
  meta: {
    severity: "warning",
    description: "a field of a served CRD version accepts more enum values than before",
    messages: {
      added: "{{field}} in {{version}} now also accepts {{values}} (enum {{from}} became {{to}}); clients and controllers that switch over the old values meet values they do not know; make sure they handle them, or turn this rule off if adding values is your policy",
      removed: "the enum of {{field}} in {{version}} was removed (it was {{from}}); clients and controllers that switch over those values meet values they do not know; make sure they handle any value"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/enum-widened", (d) => {
    const field2 = fieldName(d.property);
    if (!Array.isArray(d.head))
      return { messageId: "removed", data: { field: field2, version: d.version, from: shown(d.base) } };
    const was = new Set((Array.isArray(d.base) ? d.base : []).map(jsonKey));
    const values = d.head.filter((v) => !was.has(jsonKey(v))).map(shown).join(", ");
    return {
      messageId: "added",
      data: { field: field2, version: d.version, values, from: shown(d.base), to: shown(d.head) }
    };
  })
});

// src/rules/compat/field-removed.ts
var fieldRemoved = defineRule({
  id: "compat/field-removed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version was removed from its schema",
    messages: {
      field: "{{field}} was removed from {{version}}; clients that set or read it break and stored values are pruned on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version",
      mapValues: "the values of the map {{parent}} were removed from {{version}} (additionalProperties is gone or false); clients that set its keys break and stored entries are pruned on the next write; keep additionalProperties or serve the change as a new version"
    }
  },
  check: (ctx) => compatReports(
    ctx,
    "compat/field-removed",
    (d) => d.property.endsWith("{*}") ? { messageId: "mapValues", data: { parent: fieldName(d.property.slice(0, -3)), version: d.version } } : { messageId: "field", data: { field: fieldName(d.property), version: d.version } }
  )
});

// src/rules/compat/list-type-changed.ts
var listTypeChanged = defineRule({
  id: "compat/list-type-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "the list or map type (x-kubernetes-list-type, -list-map-keys, -map-type) of a field of a served CRD version changed",
    messages: {
      changed: "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now merges {{field}} and assigns its ownership differently, so field managers that apply it conflict or overwrite each other, and stored values that break new uniqueness rules are rejected on their next change; keep the list type, or serve the change in a new version",
      structMadeAtomic: "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now owns {{field}} whole, so a manager that applies some of its fields removes those another manager set; Kubernetes made the same change to its own structs in place (kubernetes/kubernetes#100684), so it is only noted",
      mergeChanged: "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now merges {{field}} and assigns its ownership differently, so field managers that apply it conflict or overwrite each other; keep the type, or serve the change in a new version"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/list-type-changed", (d) => ({
    // compare-schemas.ts notes a struct made atomic, and reports every other change.
    messageId: addsUniqueness(d.check, d.head) ? "changed" : d.check === "x-kubernetes-map-type" && d.severity === "notice" ? "structMadeAtomic" : "mergeChanged",
    data: {
      check: d.check,
      field: fieldName(d.property),
      version: d.version,
      from: valueText(d.check, d.base),
      to: valueText(d.check, d.head)
    }
  }))
});
var addsUniqueness = (check, head) => check === "x-kubernetes-list-map-keys" || check === "x-kubernetes-list-type" && (head === "set" || head === "map");
function valueText(check, value2) {
  if (value2 !== null) return shown(value2);
  return check === "x-kubernetes-list-type" ? "none (atomic)" : check === "x-kubernetes-map-type" ? "none (granular)" : "none";
}

// src/rules/compat/nullable-changed.ts
var nullableChanged = defineRule({
  id: "compat/nullable-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version stopped (or started) accepting null",
    messages: {
      removed: "{{field}} in {{version}} no longer accepts null; stored objects with null stay readable and may be updated while {{kept}} (ratcheting), but creating objects with null (a GitOps re-apply, a restore) and setting {{field}} to null is rejected; keep nullable: true",
      entryDropped: "{{field}} in {{version}} no longer keeps null: the apiserver drops an entry whose value is null instead of storing it, so the key is lost from new objects (a GitOps re-apply, a restore) and from stored objects on their next write; keep nullable: true",
      dropped: "{{field}} in {{version}} no longer keeps null: the apiserver drops a null there (or sets the default in its place) instead of storing it, so clients that read null as meaningful find the field unset or defaulted; keep nullable: true",
      status: `{{field}} in {{version}} no longer accepts null; ${STATUS_WRITES}, and a status write of null is rejected ${OLDER_CONTROLLER}; keep nullable: true, or make sure every running controller writes a value`,
      added: "{{field}} in {{version}} now accepts null; clients and controllers that assume a value meet null; make sure they handle it, or set nullableAddition: Allow under compat: in the configuration"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/nullable-changed", (d, crd) => {
    const field2 = fieldName(d.property);
    const unit = "ratchetUnit" in d ? d.ratchetUnit : void 0;
    const kept = unit === void 0 ? `${field2} stays null` : `${fieldName(unit)} stays unchanged`;
    if (d.base !== true) return { messageId: "added", data: { field: field2, kept, version: d.version } };
    if ("nullDropped" in d && d.nullDropped !== void 0)
      return {
        messageId: d.nullDropped === "entry" ? "entryDropped" : "dropped",
        data: { field: field2, kept, version: d.version }
      };
    return { messageId: isStatusOnly(crd, d) ? "status" : "removed", data: { field: field2, kept, version: d.version } };
  })
});

// src/rules/compat/preserve-unknown-fields-changed.ts
var preserveUnknownFieldsChanged = defineRule({
  id: "compat/preserve-unknown-fields-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "x-kubernetes-preserve-unknown-fields was turned off on a field of a served CRD version",
    messages: {
      pruned: "{{field}} in {{version}} no longer preserves unknown fields; fields that stored objects carry there and the schema does not list are pruned on their next write (data loss), and clients that set them see them dropped; keep x-kubernetes-preserve-unknown-fields: true, or list every field that objects use"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/preserve-unknown-fields-changed", (d) => ({
    messageId: "pruned",
    data: { field: fieldName(d.property), version: d.version }
  }))
});

// src/rules/compat/required-added.ts
var requiredAdded = defineRule({
  id: "compat/required-added",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version became required",
    messages: {
      required: "{{field}} is now required in {{version}}; every create without it (a GitOps re-apply, a restore) and every update of {{parent}} that leaves it out is rejected; give it a default or keep it optional",
      status: `{{field}} is now required in {{version}}; ${STATUS_WRITES}, and a status write that leaves it out of {{parent}} is rejected ${OLDER_CONTROLLER}; give it a default, or make sure every running controller sets it`
    }
  },
  check: (ctx) => compatReports(ctx, "compat/required-added", (d, crd) => {
    const field2 = fieldName(d.property);
    const parent = formatPropertyPath((parsePropertyPath(d.property) ?? []).slice(0, -1));
    const unit = "ratchetUnit" in d ? d.ratchetUnit : void 0;
    return {
      messageId: isStatusOnly(crd, d) ? "status" : "required",
      data: {
        field: field2,
        version: d.version,
        parent: unit !== void 0 ? fieldName(unit) : parent === "^" ? "the object" : fieldName(parent)
      }
    };
  })
});

// src/rules/compat/scope-changed.ts
var scopeChanged = defineRule({
  id: "compat/scope-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CRD's spec.scope changed between Namespaced and Cluster",
    messages: {
      scope: "spec.scope changed from {{from}} to {{to}}; every object changes its URL and identity, existing objects become unreachable and every client and manifest that names them breaks; keep the scope and define a new CRD for the other scope"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/scope-changed", (d) => ({
    messageId: "scope",
    data: { from: shown(d.base), to: shown(d.head) }
  }))
});

// src/rules/crd/schema/version-priority.ts
var KUBE_VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;
var STABILITY = { alpha: 0, beta: 1, ga: 2 };
var INT64_MAX = 2n ** 63n - 1n;
function parseKubeVersion(name) {
  const m = KUBE_VERSION.exec(name);
  if (!m) return void 0;
  const major = BigInt(m[1] ?? "");
  const minor = m[3] === void 0 ? 0n : BigInt(m[3]);
  if (major > INT64_MAX || minor > INT64_MAX) return void 0;
  return {
    stability: m[2] === "alpha" ? STABILITY.alpha : m[2] === "beta" ? STABILITY.beta : STABILITY.ga,
    major,
    minor
  };
}
var isKubeVersion = (name) => parseKubeVersion(name) !== void 0;
var sign = (n) => n > 0n ? 1 : n < 0n ? -1 : 0;
function compareVersionPriority(a, b) {
  if (a === b) return 0;
  const va = parseKubeVersion(a);
  const vb = parseKubeVersion(b);
  if (!va && !vb) return b < a ? -1 : b > a ? 1 : 0;
  if (!va) return -1;
  if (!vb) return 1;
  if (va.stability !== vb.stability) return va.stability - vb.stability;
  if (va.major !== vb.major) return sign(va.major - vb.major);
  return sign(va.minor - vb.minor);
}
function byVersionPriority(names) {
  return [...names].sort((a, b) => compareVersionPriority(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

// src/rules/compat/served-version-divergence.ts
var DIVERGENCE_CHECKS = /* @__PURE__ */ new Set([
  "compat/field-removed",
  "compat/type-changed",
  "compat/required-added",
  "compat/enum-narrowed",
  "compat/nullable-changed",
  "compat/validation-tightened",
  "compat/cel-rule-added-or-changed",
  "compat/list-type-changed",
  "compat/preserve-unknown-fields-changed"
]);
function isCompared(strategy, options) {
  if (strategy === void 0 || strategy === "None") return true;
  return strategy === "Webhook" && options.servedVersionConversion === "Check";
}
var WEBHOOK_STRATEGY = /^[ \t]*strategy:[ \t]*["']?Webhook["']?[ \t]*(?:#.*)?$/m;
function servedConversion(crd, patches) {
  if (crd.conversionStrategy !== void 0) return crd.conversionStrategy;
  if (crd.versions.filter((v) => v.served).length < 2) return void 0;
  return patches().some((f) => f.text.includes(crd.object.name)) ? "Webhook" : void 0;
}
var WEBHOOK_PATCHES = {
  name: "kustomize conversion webhook patches",
  create: () => /* @__PURE__ */ new WeakMap()
};
function webhookPatches(world, cache) {
  return () => {
    const memo = cache.get(WEBHOOK_PATCHES);
    let found = memo.get(world);
    if (!found) {
      found = world.filesMentioning("Webhook", "kustomize-patch").filter((f) => WEBHOOK_STRATEGY.test(f.text));
      memo.set(world, found);
    }
    return found;
  };
}
function servedVersionDivergences(crd, options = {}, strategy = crd.conversionStrategy) {
  if (!isCompared(strategy, options)) return [];
  const served = crd.versions.filter((v) => v.served && v.schema !== void 0 && versionNamed(crd, v.name) === v);
  const ordered = byVersionPriority(served.map((v) => v.name)).flatMap((name) => served.filter((v) => v.name === name));
  const compare = {
    only: DIVERGENCE_CHECKS,
    nullableAddition: "Allow",
    ...options.patternRemoval === void 0 ? {} : { patternRemoval: options.patternRemoval },
    ...options.celAst === void 0 ? {} : { celAst: options.celAst },
    ...options.patternAdmitsAllOf === void 0 ? {} : { patternAdmitsAllOf: options.patternAdmitsAllOf }
  };
  const out = [];
  ordered.forEach((lower, i) => {
    for (const higher of ordered.slice(i + 1)) {
      if (!lower.schema || !higher.schema) continue;
      const root = FieldPath.of("spec").child("versions").index(higher.index).child("schema", "openAPIV3Schema");
      const pair3 = `${lower.name} -> ${higher.name}`;
      for (const difference of compareSchemas(
        new SchemaNode(lower.schema),
        new SchemaNode(higher.schema),
        root,
        compare
      )) {
        const rule = difference.ruleId.slice("compat/".length);
        const check = difference.ruleId === "compat/validation-tightened" ? `${rule}:${difference.check}` : rule;
        const identity = JSON.stringify([pair3, difference.property, check]);
        out.push({
          lower,
          higher,
          pair: pair3,
          check,
          difference,
          identity,
          key: difference.rule === void 0 ? identity : `${identity} ${difference.rule}`
        });
      }
    }
  });
  return out;
}
var messages = {
  removed: "{{property}} is in served version {{lower}} but not in {{higher}}, and {{conversion}}: a value set through {{lower}} is pruned when the object is written through {{higher}}; add the field to {{higher}}, or convert with a webhook that carries it",
  pruned: "{{property}} keeps unknown fields in served version {{lower}} but prunes them in {{higher}}, and {{conversion}}: fields set through {{lower}} are pruned when the object is written through {{higher}}; keep x-kubernetes-preserve-unknown-fields in {{higher}}, or convert with a webhook",
  required: "{{property}} is required in served version {{higher}} but not in {{lower}}, and {{conversion}}: an object created through {{lower}} without it is rejected when updated through {{higher}} unless the update sets it; give it a default in {{higher}} or keep it optional",
  typeChanged: "{{property}} is {{base}} in served version {{lower}} but {{head}} in {{higher}}, and {{conversion}}: a value written through {{lower}} has the wrong type for clients of {{higher}} and fails its validation; keep one type in both versions, or convert with a webhook",
  stricter: "{{what}} of {{property}} is stricter in served version {{higher}} than in {{lower}} ({{base}} \u2192 {{head}}), and {{conversion}}: an object written through {{lower}} can be rejected when it is updated through {{higher}}; accept the same values in both versions, or convert with a webhook",
  merged: "{{what}} of {{property}} differs between served versions {{lower}} and {{higher}} ({{base}} \u2192 {{head}}), and {{conversion}}: server-side apply merges it one way through {{lower}} and another through {{higher}}, so field managers that apply it through both conflict or overwrite each other; keep one type in both versions, or convert with a webhook"
};
var WHAT = {
  "enum-narrowed": "the enum",
  "nullable-changed": "nullable",
  "cel-rule-added-or-changed": "an x-kubernetes-validations rule",
  "list-type-changed": "the list or map type"
};
function messageIdOf(d) {
  switch (d.ruleId) {
    case "compat/field-removed":
      return "removed";
    case "compat/preserve-unknown-fields-changed":
      return "pruned";
    case "compat/required-added":
      return "required";
    case "compat/type-changed":
      return "typeChanged";
    case "compat/list-type-changed":
      return rejectsMore(d) ? "stricter" : "merged";
    default:
      return "stricter";
  }
}
function rejectsMore(d) {
  if (d.check === "x-kubernetes-list-map-keys") return true;
  if (d.check !== "x-kubernetes-list-type") return false;
  const [lower, higher] = [d.base ?? "atomic", d.head ?? "atomic"];
  return higher === "set" && lower !== "map" || higher === "map" && lower !== "map";
}
var servedVersionDivergence = defineRule({
  id: "compat/served-version-divergence",
  // The CRD and its stored version alone.
  scope: "object",
  meta: {
    severity: "error",
    description: "two served versions of a CRD without a conversion webhook no longer accept the same objects (a field missing, a value rejected)",
    messages
  },
  check: (ctx) => {
    if (!ctx.base) return [];
    const options = compareOptions(ctx);
    return ctx.head.crds().flatMap((object2) => {
      const head = compatCrd(object2);
      const stored = ctx.baseOf(object2);
      const base = stored ? compatCrd(stored) : void 0;
      if (!head || !base || !ctx.base) return [];
      const baseStrategy = servedConversion(base, webhookPatches(ctx.whole?.base ?? ctx.base, ctx.cache));
      const headStrategy = servedConversion(head, webhookPatches(ctx.whole?.head ?? ctx.head, ctx.cache)) ?? (baseStrategy === "Webhook" ? "Webhook" : void 0);
      const known = new Set(servedVersionDivergences(base, options, baseStrategy).map((d) => d.key));
      const conversion = headStrategy === "Webhook" ? "the conversion webhook must translate it (servedVersionConversion: Check)" : "conversion strategy None only rewrites apiVersion";
      return servedVersionDivergences(head, options, headStrategy).flatMap((d) => {
        if (known.has(d.key)) return [];
        const { difference } = d;
        const data = {
          compat: {
            version: d.pair,
            property: difference.property,
            check: d.check,
            base: difference.base ?? null,
            head: difference.head ?? null
          },
          property: fieldName(difference.property),
          lower: d.lower.name,
          higher: d.higher.name,
          conversion,
          what: difference.ruleId === "compat/validation-tightened" ? difference.check : WHAT[d.check] ?? d.check,
          base: shown(difference.base),
          head: shown(difference.head)
        };
        return [
          {
            messageId: messageIdOf(difference),
            object: object2,
            path: difference.path,
            data,
            identity: d.identity,
            ...difference.rule === void 0 ? {} : { discriminator: difference.rule },
            // As every compat/ finding: Gateway API's experimental channel and tests' copies promise no compatibility.
            ...softenedFor(object2)
          }
        ];
      });
    });
  }
});

// src/rules/compat/storage-version-changed.ts
var storageVersionChanged = defineRule({
  id: "compat/storage-version-changed",
  scope: "object",
  meta: {
    severity: "warning",
    description: "the storage version of a CRD changed",
    messages: {
      storage: "the storage version changed from {{from}} to {{to}}; objects stay stored as {{from}} until a storage migration rewrites them, so keep {{from}} in spec.versions until then and make sure {{from}} and {{to}} convert into each other without loss"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/storage-version-changed", (d) => ({
    messageId: "storage",
    data: { from: shown(d.base), to: shown(d.head) }
  }))
});

// src/rules/compat/subresource-removed.ts
var subresourceRemoved = defineRule({
  id: "compat/subresource-removed",
  scope: "object",
  meta: {
    severity: "error",
    description: "the status or scale subresource of a served CRD version was removed",
    messages: {
      status: "the status subresource of {{version}} was removed; controllers that write /status now get 404 Not Found, and status becomes writable through the main resource, where spec writers overwrite it; keep subresources.status",
      statusUndeclared: "the status subresource of {{version}} was removed; its schema declares no status, so nothing was ever stored through /status, but a controller that still calls it now gets 404 Not Found; keep subresources.status while such a controller may run",
      scale: "the scale subresource of {{version}} was removed; kubectl scale, HorizontalPodAutoscalers and other clients of /scale now get 404 Not Found; keep subresources.scale"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/subresource-removed", (d) => ({
    messageId: d.check === "scale" ? "scale" : "statusUndeclared" in d && d.statusUndeclared ? "statusUndeclared" : "status",
    data: { version: d.version }
  }))
});

// src/rules/compat/type-changed.ts
var typeChanged = defineRule({
  id: "compat/type-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "the type of a field of a served CRD version changed",
    messages: {
      type: "the type of {{field}} in {{version}} changed from {{from}} to {{to}}; stored objects no longer validate and typed clients fail to decode them (ratcheting does not help); add a new field, or serve the new type as a new version"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/type-changed", (d) => ({
    messageId: "type",
    data: { field: fieldName(d.property), version: d.version, from: typeText(d.base), to: typeText(d.head) }
  }))
});

// src/rules/compat/type-widened.ts
var typeWidened = defineRule({
  id: "compat/type-widened",
  scope: "object",
  meta: {
    severity: "warning",
    description: "a field of a served CRD version accepts more types than before",
    messages: {
      type: "the type of {{field}} in {{version}} widened from {{from}} to {{to}}; stored values stay valid, but clients that decode it as {{from}} break on the first value of the new kind; make sure every client decodes {{to}}, or add a new field"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/type-widened", (d) => ({
    messageId: "type",
    data: { field: fieldName(d.property), version: d.version, from: typeText(d.base), to: typeText(d.head) }
  }))
});

// src/rules/compat/validation-tightened.ts
var validationTightened = defineRule({
  id: "compat/validation-tightened",
  scope: "object",
  // A bound at the limit of the field's Go type is not a tightening (integer-type-limit.ts).
  consultsGoTypes: true,
  meta: {
    severity: "error",
    description: "a field of a served CRD version accepts fewer values than before (bounds, pattern, format, multipleOf, allOf/anyOf/oneOf/not)",
    messages: {
      value: "{{change}} in {{version}}; stored objects with values it rejects stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to such values is rejected; keep the old validation, or serve the tighter one in a new version",
      whole: "{{change}} in {{version}}; stored objects that violate it stay readable, but creating such objects (a GitOps re-apply, a restore) and any update that changes {{unchanged}} (any item or key of it) is rejected; keep the old bound, or serve the tighter one in a new version",
      status: `{{change}} in {{version}}; ${STATUS_WRITES}, and a status write that fails it is rejected ${OLDER_CONTROLLER}; make sure every running controller writes values it accepts, or serve the change in a new version`,
      notRatcheted: "{{change}} in {{version}}; {{check}} is not ratcheted, so every create (a GitOps re-apply, a restore) and every update of a stored object that fails it is rejected; keep the old schema, or serve the change in a new version"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/validation-tightened", (d, crd) => {
    const field2 = fieldName(d.property);
    const data = {
      change: changeText(d, field2),
      version: d.version,
      field: field2,
      unchanged: unchangedName(d),
      check: d.check
    };
    if (isStatusOnly(crd, d)) return { messageId: "status", data };
    if (COMBINATORS.has(d.check)) return { messageId: "notRatcheted", data };
    return { messageId: COUNTS.has(d.check) ? "whole" : "value", data };
  })
});
var COMBINATORS = /* @__PURE__ */ new Set(["allOf", "anyOf", "oneOf", "not"]);
var COUNTS = /* @__PURE__ */ new Set(["minItems", "maxItems", "minProperties", "maxProperties"]);
function changeText(d, field2) {
  const k = d.check;
  if (k === "exclusiveMaximum" || k === "exclusiveMinimum")
    return `${k} was set on ${field2}, so its ${k === "exclusiveMaximum" ? "maximum" : "minimum"} itself is no longer valid`;
  if (COMBINATORS.has(k)) return d.base === null ? `${k} was added to ${field2}` : `${k} of ${field2} changed`;
  if (d.head === null) return `${k} ${shown(d.base)} was removed from ${field2}, and compat.patternRemoval is Disallow`;
  if (d.base === null) return `${k} ${shown(d.head)} was added to ${field2}`;
  if (typeof d.base === "number" && typeof d.head === "number" && k !== "multipleOf")
    return `${k} of ${field2} ${d.head < d.base ? "lowered" : "raised"} from ${d.base} to ${d.head}`;
  return `${k} of ${field2} changed from ${shown(d.base)} to ${shown(d.head)}`;
}

// src/rules/compat/version-removed.ts
var versionRemoved = defineRule({
  id: "compat/version-removed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a served version of a CRD was removed from spec.versions",
    messages: {
      removed: "served version {{version}} was removed from spec.versions; every client, kubectl command and manifest that uses {{version}} now gets 404 Not Found; keep serving it until its users have moved, stop serving it (served: false) for a release, then remove it"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/version-removed", (d) => ({ messageId: "removed", data: { version: d.version } }))
});

// src/rules/compat/version-unserved.ts
var versionUnserved = defineRule({
  id: "compat/version-unserved",
  scope: "object",
  meta: {
    severity: "error",
    description: "a served version of a CRD is no longer served",
    messages: {
      unserved: "version {{version}} is no longer served; every client, kubectl command and manifest that uses {{version}} now gets 404 Not Found although its objects stay stored; keep serving it until its users have moved (when this ends a deprecation, suppress this finding with the reason)"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/version-unserved", (d) => ({ messageId: "unserved", data: { version: d.version } }))
});

// src/rules/compat/index.ts
var compatRules = [
  crdRemoved,
  scopeChanged,
  fieldRemoved,
  typeChanged,
  typeWidened,
  versionRemoved,
  versionUnserved,
  storageVersionChanged,
  subresourceRemoved,
  enumNarrowed,
  enumWidened,
  requiredAdded,
  nullableChanged,
  validationTightened,
  celRuleAddedOrChanged,
  defaultChanged,
  listTypeChanged,
  preserveUnknownFieldsChanged,
  descriptionChanged,
  servedVersionDivergence
];

// src/rules/cr/cr-error.ts
var printedPath = (e) => e.renderedPath ?? e.path?.toString() ?? "<nil>";

// src/rules/cr/test-tree.ts
var IN_TEST_TREE = "in a manifest of the repository's tests, which a test may fill in, patch or compare, or expect the apiserver to refuse: applied as written, it is refused";
function asTestTreeWarning(report, messageId) {
  const { apiserver: _asWritten, ...rest } = report;
  return { ...rest, ...messageId === void 0 ? {} : { messageId }, severity: "warning" };
}

// src/rules/cr/cr-report.ts
var CR_MESSAGES = {
  apiserver: "{{line}}",
  requiredWrittenNull: "{{line}} (written with no value, a null, which the apiserver drops before it validates: the field is not nullable and has no default)",
  inTestTree: `{{line}} (${IN_TEST_TREE})`
};
function renderCrError(e) {
  const parts = [printedPath(e), e.type];
  if (e.hasValue) parts.push(renderValue(e.value));
  if (e.detail) parts.push(e.detail);
  return parts.join(": ");
}
function crReport(r, e) {
  const report = apiserverReport(r, e);
  return isInTestTree(r.object.source.file) ? asTestTreeWarning(report, "inTestTree") : report;
}
function apiserverReport(r, e) {
  const apiserver = { path: printedPath(e), type: e.type, detail: e.detail };
  const writtenNull = e.type === "Required value" && e.path !== void 0 && isWrittenNull(r.object.value, e.path);
  return {
    messageId: writtenNull ? "requiredWrittenNull" : "apiserver",
    object: r.object,
    path: writtenNull && e.path ? withoutEmptyRoot(e.path) : placeOf(e),
    ...writtenNull ? { placement: "key" } : {},
    data: {
      line: renderCrError(e),
      crd: r.crd,
      version: r.version,
      operation: r.operation,
      response: responseOf(r)
    },
    apiserver,
    // Several errors can stand at one path (a pattern and a length): each is its own finding.
    discriminator: `${e.type} ${e.detail}`,
    ...e.path === void 0 ? { identity: printedPath(e) } : {}
  };
}
function responseOf(r) {
  const lines = [...new Set(r.errors.map((e) => renderCrError(e.error)))];
  const list2 = lines.length === 1 ? lines[0] ?? "" : `[${lines.join(", ")}]`;
  return `${r.object.kind}.${r.object.group} ${JSON.stringify(r.object.name)} is invalid: ${list2}`;
}
var KIND_LINE = FieldPath.of("kind");
function isWrittenNull(value2, path2) {
  let at = value2;
  const steps = withoutEmptyRoot(path2).segments();
  for (const [i, step2] of steps.entries()) {
    if (at === null || typeof at !== "object") return false;
    const container = at;
    if (!Object.hasOwn(container, step2)) return false;
    at = container[step2];
    if (i === steps.length - 1) return at === null;
  }
  return false;
}
function placeOf(e) {
  if (e.at) return e.at;
  const path2 = e.path;
  if (!path2) return KIND_LINE;
  const placed = withoutEmptyRoot(path2);
  if (e.type === "Required value") return placed.parentPath() ?? KIND_LINE;
  return placed;
}
function withoutEmptyRoot(path2) {
  const [first, ...rest] = path2.segments();
  if (first !== "") return path2;
  const [head, ...tail] = rest;
  return head === void 0 ? KIND_LINE : FieldPath.of(head, ...tail);
}

// src/rules/cr/nameless-resource.ts
function isNameless(o) {
  const metadata3 = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  const named = (key3) => metadata3[key3] !== void 0 && metadata3[key3] !== null && metadata3[key3] !== "";
  return !named("name") && !named("generateName");
}

// src/rules/cr/field-reference.ts
var PLACEHOLDERS = /* @__PURE__ */ new Set(["", "string"]);
var MIN_STRINGS = 16;
var MIN_SHARE = 0.75;
function fieldReferencePlaceholders(o) {
  const count = { placeholders: 0, strings: 0 };
  for (const [key3, value2] of Object.entries(o.value)) {
    if (key3 !== "apiVersion" && key3 !== "kind" && key3 !== "metadata") countStrings(value2, count);
  }
  return count.strings >= MIN_STRINGS && count.placeholders >= MIN_SHARE * count.strings ? count : void 0;
}
function countStrings(root, count) {
  const stack = [root];
  while (stack.length > 0) {
    const value2 = stack.pop();
    if (typeof value2 === "string") {
      count.strings++;
      if (PLACEHOLDERS.has(value2)) count.placeholders++;
    } else if (typeof value2 === "object" && value2 !== null) {
      for (const child of Array.isArray(value2) ? value2 : Object.values(value2)) stack.push(child);
    }
  }
}

// src/rules/cr/cel-rules-present.ts
var KNOWN = /* @__PURE__ */ new WeakMap();
function hasCelRules(schema2) {
  if (!schema2) return false;
  let known = KNOWN.get(schema2);
  if (known === void 0) {
    known = findRules(schema2);
    KNOWN.set(schema2, known);
  }
  return known;
}
function findRules(schema2) {
  const pending = [schema2];
  for (let n = pending.pop(); n; n = pending.pop()) {
    if (n.validations.length > 0) return true;
    if (n.items) pending.push(n.items);
    pending.push(...n.properties.values());
    const additional2 = n.additionalProperties;
    if (additional2 instanceof SchemaNode) pending.push(additional2);
  }
  return false;
}

// src/rules/cr/match/built-in-groups.ts
var BUILT_IN_GROUPS = /* @__PURE__ */ new Set([
  "",
  "admissionregistration.k8s.io",
  "apiextensions.k8s.io",
  "apiregistration.k8s.io",
  "apps",
  "authentication.k8s.io",
  "authorization.k8s.io",
  "autoscaling",
  "batch",
  "certificates.k8s.io",
  "coordination.k8s.io",
  "discovery.k8s.io",
  "events.k8s.io",
  "extensions",
  "flowcontrol.apiserver.k8s.io",
  "internal.apiserver.k8s.io",
  "networking.k8s.io",
  "node.k8s.io",
  "policy",
  "rbac.authorization.k8s.io",
  "resource.k8s.io",
  "scheduling.k8s.io",
  "storage.k8s.io",
  "storagemigration.k8s.io",
  "metrics.k8s.io",
  "custom.metrics.k8s.io",
  "external.metrics.k8s.io"
]);

// src/rules/cr/match/defined-kind.ts
function definedKind(crd) {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names = isJsonObject(spec.names) ? spec.names : {};
  return typeof names.kind === "string" ? names.kind : "";
}

// src/parse/json-patch.ts
import { isDeepStrictEqual } from "node:util";
function applyJsonPatches(doc, patches) {
  let root = structuredClone(doc);
  for (const operations of patches)
    for (const operation of operations) {
      const next = applyOperation(root, operation);
      if (next === FAILED) return void 0;
      root = next;
    }
  return root;
}
var FAILED = /* @__PURE__ */ Symbol("failed");
function applyOperation(root, operation) {
  if (!isRecord2(operation) || typeof operation.path !== "string") return FAILED;
  const path2 = pointer(operation.path);
  if (path2 === void 0) return FAILED;
  switch (operation.op) {
    case "add":
      return "value" in operation ? add(root, path2, structuredClone(operation.value)) : FAILED;
    case "remove":
      return remove(root, path2);
    case "replace":
      if (!("value" in operation) || get(root, path2) === FAILED) return FAILED;
      return add(remove(root, path2), path2, structuredClone(operation.value));
    case "move":
    case "copy": {
      const from = typeof operation.from === "string" ? pointer(operation.from) : void 0;
      const value2 = from === void 0 ? FAILED : get(root, from);
      if (from === void 0 || value2 === FAILED) return FAILED;
      const source = operation.op === "move" ? remove(root, from) : root;
      return source === FAILED ? FAILED : add(source, path2, structuredClone(value2));
    }
    case "test": {
      const value2 = get(root, path2);
      return value2 !== FAILED && isDeepStrictEqual(value2, operation.value) ? root : FAILED;
    }
    default:
      return FAILED;
  }
}
function pointer(text) {
  if (text === "") return [];
  if (!text.startsWith("/")) return void 0;
  return text.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function get(root, path2) {
  let at = root;
  for (const token of path2) {
    if (Array.isArray(at)) {
      const i = arrayIndex(token, at.length - 1);
      if (i === void 0) return FAILED;
      at = at[i];
    } else if (isRecord2(at) && Object.hasOwn(at, token)) at = at[token];
    else return FAILED;
  }
  return at;
}
function parentOf(root, path2) {
  const parent = get(root, path2.slice(0, -1));
  const key3 = path2.at(-1);
  return key3 !== void 0 && (Array.isArray(parent) || isRecord2(parent)) ? { container: parent, key: key3 } : void 0;
}
function add(root, path2, value2) {
  if (root === FAILED) return FAILED;
  if (path2.length === 0) return value2;
  const at = parentOf(root, path2);
  if (!at) return FAILED;
  if (Array.isArray(at.container)) {
    const i = at.key === "-" ? at.container.length : arrayIndex(at.key, at.container.length);
    if (i === void 0) return FAILED;
    at.container.splice(i, 0, value2);
  } else at.container[at.key] = value2;
  return root;
}
function remove(root, path2) {
  if (path2.length === 0) return FAILED;
  const at = parentOf(root, path2);
  if (!at) return FAILED;
  if (Array.isArray(at.container)) {
    const i = arrayIndex(at.key, at.container.length - 1);
    if (i === void 0) return FAILED;
    at.container.splice(i, 1);
  } else if (Object.hasOwn(at.container, at.key)) delete at.container[at.key];
  else return FAILED;
  return root;
}
function arrayIndex(token, max) {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) return void 0;
  const i = Number(token);
  return i <= max ? i : void 0;
}
var isRecord2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

// src/parse/kustomize-json-patches.ts
import path from "node:path";
var MAX_DEPTH2 = 8;
var MAX_CHAINS = 8;
function jsonPatchChains(kustomizationPaths, textAt) {
  const byDir = /* @__PURE__ */ new Map();
  for (const p of kustomizationPaths) if (isKustomizationPath(p)) byDir.set(path.posix.dirname(p), p);
  const read = /* @__PURE__ */ new Map();
  const kustomization = (p) => {
    if (!read.has(p)) read.set(p, readKustomization(p, textAt));
    return read.get(p);
  };
  const chains = /* @__PURE__ */ new Map();
  const visit2 = (p, outer, depth, seen) => {
    const k = kustomization(p);
    if (!k || depth > MAX_DEPTH2) return;
    const patches = [...k.patches, ...outer];
    for (const resource of k.resources) {
      const nested2 = byDir.get(resource);
      if (nested2 !== void 0) {
        if (!seen.has(nested2)) visit2(nested2, patches, depth + 1, /* @__PURE__ */ new Set([...seen, nested2]));
        continue;
      }
      if (patches.length === 0) continue;
      const list2 = chains.get(resource) ?? [];
      if (list2.length < MAX_CHAINS) list2.push(patches);
      chains.set(resource, list2);
    }
  };
  for (const p of byDir.values()) visit2(p, [], 0, /* @__PURE__ */ new Set([p]));
  return chains;
}
function readKustomization(p, textAt) {
  const text = textAt(p);
  const value2 = text === void 0 ? void 0 : kustomizationOf(text);
  if (!value2) return void 0;
  const dir = path.posix.dirname(p);
  const resources = resourcesOf(p, value2);
  const patches = [];
  for (const key3 of ["patches", "patchesJson6902"]) {
    const list2 = value2[key3];
    if (!Array.isArray(list2)) continue;
    for (const entry of list2) {
      if (!isJsonObject(entry)) continue;
      const target = targetOf(entry.target);
      const body = typeof entry.patch === "string" ? entry.patch : patchFileText(dir, entry.path, textAt);
      const operations = body === void 0 ? void 0 : operationsOf(body);
      if (target && operations) patches.push({ kustomization: p, target, operations });
    }
  }
  return { resources, patches };
}
function patchFileText(dir, entry, textAt) {
  const p = typeof entry === "string" ? resolveEntry(dir, entry) : void 0;
  return p === void 0 ? void 0 : textAt(p);
}
function operationsOf(text) {
  try {
    const docs = loadYaml(text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 });
    const [first] = docs;
    return docs.length === 1 && Array.isArray(first) ? first : void 0;
  } catch {
    return void 0;
  }
}
function targetOf(value2) {
  if (!isJsonObject(value2)) return void 0;
  if (value2.labelSelector !== void 0 || value2.annotationSelector !== void 0 || value2.namespace !== void 0)
    return void 0;
  const target = {};
  for (const key3 of ["group", "version", "kind", "name"]) {
    const v = value2[key3];
    if (v === void 0) continue;
    if (typeof v !== "string") return void 0;
    target[key3] = v;
  }
  return target;
}
function targetMatches(target, object2) {
  const apiVersion = typeof object2.apiVersion === "string" ? object2.apiVersion : "";
  const slash = apiVersion.indexOf("/");
  const metadata3 = isJsonObject(object2.metadata) ? object2.metadata : {};
  const actual = {
    group: slash === -1 ? "" : apiVersion.slice(0, slash),
    version: apiVersion.slice(slash + 1),
    kind: typeof object2.kind === "string" ? object2.kind : "",
    name: typeof metadata3.name === "string" ? metadata3.name : ""
  };
  return ["group", "version", "kind", "name"].every((key3) => {
    const pattern = target[key3];
    if (pattern === void 0 || pattern === "") return true;
    try {
      return new RegExp(`^(?:${pattern})$`).test(actual[key3]);
    } catch {
      return false;
    }
  });
}

// src/rules/cr/match/kustomized-crds.ts
var CHAINS = /* @__PURE__ */ new WeakMap();
function chainsOf(world) {
  let chains = CHAINS.get(world);
  if (!chains) {
    const kustomizations = world.paths().filter(isKustomizationPath);
    chains = kustomizations.length === 0 ? /* @__PURE__ */ new Map() : jsonPatchChains(kustomizations, (p) => world.filesAt((q) => q === p)[0]?.text);
    CHAINS.set(world, chains);
  }
  return chains;
}
function withKustomizedVariants(world, crds) {
  if (crds.length === 0) return [];
  const chains = chainsOf(world);
  if (chains.size === 0) return [...crds];
  return crds.flatMap((crd) => {
    const renderings = [];
    for (const chain2 of chains.get(crd.source.file) ?? []) {
      const applied = chain2.filter((patch) => targetMatches(patch.target, crd.value));
      const seen = renderings.some((r) => r.length === applied.length && r.every((p, i) => p === applied[i]));
      if (applied.length > 0 && !seen) renderings.push(applied);
    }
    const variants = [];
    for (const applied of renderings) {
      const value2 = applyJsonPatches(
        crd.value,
        applied.map((p) => p.operations)
      );
      const variant = isJsonObject(value2) ? toKubeObject(value2, crd.source) : void 0;
      if (variant) variants.push(variant);
    }
    return [...variants, crd];
  });
}

// src/rules/cr/match/reached-resources.ts
var REACHED = {
  name: "cr/ resources a change reaches",
  create: () => /* @__PURE__ */ new WeakMap()
};
function reachedResources(ctx) {
  const sides2 = ctx.change?.sides;
  if (!sides2) return void 0;
  const memo = ctx.cache.get(REACHED);
  let reached = memo.get(sides2);
  if (reached === void 0) {
    reached = reachOf(sides2);
    memo.set(sides2, reached);
  }
  return reached === "all" ? void 0 : reached;
}
function reachOf(sides2) {
  const files = sides2.flatMap((w) => w.files);
  if (files.some((f) => f.text.includes("MutatingWebhookConfiguration"))) return "all";
  const crdKinds = new Set(sides2.flatMap((w) => w.crds().map(definedKind)).filter((k) => k !== ""));
  return { changedKinds: new Set(files.flatMap((f) => f.objects.map((o) => o.kind))), crdKinds };
}
function judgedKinds(ctx, world) {
  const reach = reachedResources(ctx);
  const present = world.objectKinds();
  if (!reach) return present;
  return /* @__PURE__ */ new Set([...reach.changedKinds, ...[...reach.crdKinds].filter((k) => present.has(k))]);
}
function judgedObjects(ctx, kinds) {
  const reach = reachedResources(ctx);
  const all = (world) => kinds === "any" ? world.objects : world.ofKinds(kinds);
  if (!reach || !ctx.change) return all(ctx.head);
  const everywhere = ctx.head.ofKinds(new Set([...reach.crdKinds].filter((k) => kinds === "any" || kinds.has(k))));
  const found = new Set(everywhere);
  return [...everywhere, ...all(ctx.change.files).filter((o) => !found.has(o))];
}

// src/rules/cr/match/serving-crds.ts
var INDEXES = {
  name: "cr/ CRDs by kind, by world",
  create: () => /* @__PURE__ */ new WeakMap()
};
function crdIndex(ctx, world) {
  const byWorld = ctx.cache.get(INDEXES);
  let index = byWorld.get(world);
  if (index === void 0) {
    index = crdsByKind(world, ctx.cache.get(COMPILED_PATTERNS), ctx.services?.crdCatalog, judgedKinds(ctx, world));
    byWorld.set(world, index);
  }
  return index;
}
function crdsByKind(world, patterns, catalog, kinds = world.objectKinds()) {
  const index = indexOf(withKustomizedVariants(world, world.crdsDefining(kinds)), patterns);
  if (!catalog) return index;
  for (const [key3, crds] of indexOf(
    catalog.crds.filter((c) => kinds.has(definedKind(c))),
    patterns
  ))
    if (!index.has(key3)) index.set(key3, [...crds]);
  return index;
}
function indexOf(crds, patterns) {
  const index = /* @__PURE__ */ new Map();
  for (const crd of crds) {
    if (crd.version !== "v1" || isPatchFragment(crd)) continue;
    const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
    const names = isJsonObject(spec.names) ? spec.names : {};
    if (typeof spec.group !== "string" || typeof names.kind !== "string" || spec.preserveUnknownFields === true)
      continue;
    if (BUILT_IN_GROUPS.has(spec.group)) continue;
    if (!schemasAccepted(crd, patterns)) continue;
    const key3 = `${spec.group}/${names.kind}`;
    const list2 = index.get(key3);
    if (list2) list2.push(crd);
    else index.set(key3, [crd]);
  }
  return index;
}
function schemasAccepted(crd, patterns) {
  const versions = crdVersions(crd);
  const everyVersionHasSchema = versions.every((v) => isJsonObject(v.schema) && isJsonObject(v.schema.openAPIV3Schema));
  const oneStorageVersion = versions.filter((v) => v.storage === true).length === 1;
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names = isJsonObject(spec.names) ? spec.names : {};
  const namedRight = crd.name === `${String(names.plural)}.${String(spec.group)}`;
  return everyVersionHasSchema && oneStorageVersion && namedRight && crdSchemas(crd).every(
    (schema2) => defaultsAreValidated(schema2, true, patterns) && validatedDefaultErrors(schema2, { requirePrunedDefaults: true, patterns }).length === 0 && schemaErrorPaths(schema2, void 0, patterns).length === 0
  );
}
function candidates(ctx, index) {
  const kinds = new Set([...index.keys()].map((k) => k.slice(k.lastIndexOf("/") + 1)));
  return judgedObjects(ctx, kinds).filter(
    (o) => o.group !== "apiextensions.k8s.io" && index.has(`${o.group}/${o.kind}`)
  );
}
var MATCHES = /* @__PURE__ */ new WeakMap();
function match(index, o) {
  let known = MATCHES.get(index);
  if (!known) {
    known = /* @__PURE__ */ new Map();
    MATCHES.set(index, known);
  }
  const inTests = isInTestTree(o.source.file);
  const key3 = `${o.group}/${o.kind}/${o.version}${inTests ? " in tests" : ""}`;
  let found = known.get(key3);
  if (!found) {
    found = matchOf(index, o, inTests);
    known.set(key3, found);
  }
  return found;
}
function matchOf(index, o, inTests) {
  const crds = index.get(`${o.group}/${o.kind}`)?.filter((crd) => inTests || !isInTestTree(crd.source.file));
  if (!crds || crds.length === 0) return { kind: "none" };
  const versions = crds.flatMap((crd) => {
    const v = servedVersion(crd, o.version);
    return v ? [v] : [];
  });
  return versions.length > 0 ? { kind: "served", versions, crdNames: [...new Set(versions.map((v) => v.crdName))].join(", ") } : { kind: "unserved", crds };
}
var SERVED = { name: "cr/ served versions" };
function servedVersion(crd, version) {
  const known = crd.facts.get(SERVED, () => /* @__PURE__ */ new Map());
  if (!known.has(version)) known.set(version, readServedVersion(crd, version));
  return known.get(version);
}
function readServedVersion(crd, version) {
  const v = crdVersions(crd).find((x) => x.name === version);
  if (!v || v.served !== true) return void 0;
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names = isJsonObject(spec.names) ? spec.names : {};
  const sub = isJsonObject(v.subresources) ? v.subresources : {};
  const conversion = isJsonObject(spec.conversion) && typeof spec.conversion.strategy === "string" ? spec.conversion.strategy : "None";
  const schema2 = isJsonObject(v.schema) ? SchemaNode.of(v.schema.openAPIV3Schema) : void 0;
  return {
    crd,
    crdName: crd.name,
    group: String(spec.group),
    kind: String(names.kind),
    version,
    schema: schema2,
    statusSubresource: isJsonObject(sub.status),
    scale: scaleOf(sub.scale),
    conversion,
    hasCelRules: hasCelRules(schema2)
  };
}
function scaleOf(scale2) {
  if (!isJsonObject(scale2)) return void 0;
  const s = scale2;
  return {
    specReplicasPath: typeof s.specReplicasPath === "string" ? s.specReplicasPath : "",
    statusReplicasPath: typeof s.statusReplicasPath === "string" ? s.statusReplicasPath : "",
    labelSelectorPath: typeof s.labelSelectorPath === "string" ? s.labelSelectorPath : void 0
  };
}

// src/rules/crd/pruning/object-meta.ts
var OBJECT_META_FIELDS = /* @__PURE__ */ new Set([
  "name",
  "generateName",
  "namespace",
  "selfLink",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "labels",
  "annotations",
  "ownerReferences",
  "finalizers",
  "managedFields"
]);
function unknownObjectMetaKeys(metadata3) {
  if (!isJsonObject(metadata3)) return [];
  return Object.keys(metadata3).filter((k) => !OBJECT_META_FIELDS.has(k));
}

// src/rules/cr/content-key.ts
var KEYS = {
  name: "cr/ content keys by manifest",
  create: () => /* @__PURE__ */ new WeakMap()
};
function contentKey(cache, raw) {
  const keys = cache.get(KEYS);
  let key3 = keys.get(raw);
  if (key3 === void 0) {
    key3 = keyOf2(raw);
    keys.set(raw, key3);
  }
  return key3 ?? void 0;
}
function rootName(raw) {
  const metadata3 = raw.metadata;
  if (!isJsonObject(metadata3)) return void 0;
  const name = metadata3.name;
  return typeof name === "string" && name !== "" ? name : void 0;
}
function keyOf2(raw) {
  const metadata3 = raw.metadata;
  if (rootName(raw) === void 0 || !isJsonObject(metadata3) || !isPlainData(raw)) return null;
  let body = "";
  for (const k in raw)
    if (k !== "metadata") body += `${body === "" ? "{" : ","}${JSON.stringify(k)}:${JSON.stringify(raw[k])}`;
  const rest = {};
  for (const k in metadata3) if (k !== "name") setOwn(rest, k, metadata3[k]);
  return { body: body === "" ? "{}" : `${body}}`, metadata: JSON.stringify(rest) };
}
function isPlainData(v) {
  if (typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v) && (v !== 0 || 1 / v > 0);
  if (typeof v !== "object") return false;
  if (v === null) return true;
  if (Array.isArray(v)) {
    for (const item of v) if (!isPlainData(item)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  const o = v;
  for (const k in o) if (!isPlainData(o[k])) return false;
  return true;
}

// src/rules/cr/metadata/validate-resource-metadata.ts
var METADATA = FieldPath.of("metadata");
function validateRootMetadata(obj, operation) {
  const metadata3 = isJsonObject(obj.metadata) ? obj.metadata : {};
  const errs = [];
  if (operation === "create") {
    const name = typeof metadata3.name === "string" ? metadata3.name : "";
    const generateName = typeof metadata3.generateName === "string" ? metadata3.generateName : "";
    if (generateName !== "")
      for (const d of isDns1123Subdomain(maskTrailingDash(generateName)))
        errs.push(invalid(METADATA.child("generateName"), generateName, d));
    if (name === "" && generateName === "")
      errs.push(required(METADATA.child("name"), "name or generateName is required"));
    else if (name !== "") for (const d of isDns1123Subdomain(name)) errs.push(invalid(METADATA.child("name"), name, d));
  }
  for (const { error, at } of validateGenericMeta(metadata3))
    errs.push(at.toString() === error.path.toString() ? error : { ...error, at });
  return errs;
}
var maskTrailingDash = (prefix) => prefix.length > 1 && prefix.endsWith("-") ? `${prefix.slice(0, -2)}a` : prefix;
function validateEmbeddedResources(obj, schema2) {
  const errs = [];
  walk(obj, schema2, void 0, errs);
  return errs;
}
var childOf = (p, k) => p ? p.child(k) : FieldPath.of(k);
var keyOf3 = (p, k) => p ? p.key(k) : FieldPath.of("").key(k);
var EMBEDDED = schemaTrait((n) => n.embeddedResource);
function walk(x, s, path2, errs) {
  if (!s || !traitBelow(s, EMBEDDED)) return;
  if (Array.isArray(x)) {
    x.forEach((v, i) => walk(v, s.items, (path2 ?? FieldPath.of("")).index(i), errs));
    return;
  }
  if (!isJsonObject(x)) return;
  if (s.embeddedResource && path2) errs.push(...embeddedResource(x, path2));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  for (const k of Object.keys(x)) {
    if (Object.hasOwn(props, k)) walk(x[k], SchemaNode.of(props[k]), childOf(path2, k), errs);
    else if (additional2 instanceof SchemaNode) walk(x[k], additional2, keyOf3(path2, k), errs);
  }
}
function embeddedResource(x, path2) {
  const errs = validateEmbeddedTypeMeta(x, path2);
  if (isJsonObject(x.metadata)) errs.push(...validateEmbeddedMeta(x.metadata, path2.child("metadata")));
  return errs;
}

// src/rules/cr/cel/cel-go-error.ts
var CelGoError = class extends Error {
  constructor(celGoText) {
    super(celGoText);
    this.celGoText = celGoText;
    this.name = "CelGoError";
  }
  celGoText;
};
var NotEvaluable = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
    this.name = "NotEvaluable";
  }
  reason;
};

// src/rules/cr/cel/library/timestamp-library.ts
var K8sTimestamp = class {
  /** Nanoseconds since the Unix epoch, UTC. */
  constructor(nanos) {
    this.nanos = nanos;
  }
  nanos;
  /** string(timestamp) (conversion-library.ts). */
  celString() {
    return formatTimestamp(this);
  }
};
var TIMESTAMP_TYPES = [{ name: "kubernetes.Timestamp", ctor: K8sTimestamp }];
var RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;
var BILLION = 1000000000n;
var daysInMonth = (y, m) => new Date(Date.UTC(y, m, 0)).getUTCDate();
function parseRfc3339(s) {
  const m = RFC3339.exec(s);
  if (!m) return void 0;
  const [, y, mo, d, h, mi, se, frac = "", zone = "Z"] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return void 0;
  if (Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return void 0;
  let offset = 0;
  if (zone !== "Z") {
    const zh = Number(zone.slice(1, 3));
    const zm = Number(zone.slice(4, 6));
    if (zh > 23 || zm > 59) return void 0;
    offset = (zone.startsWith("-") ? -1 : 1) * (zh * 60 + zm) * 60;
  }
  const date = /* @__PURE__ */ new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(Number(h), Number(mi), Number(se), 0);
  const seconds = BigInt(Math.floor(date.getTime() / 1e3)) - BigInt(offset);
  return new K8sTimestamp(seconds * BILLION + BigInt(frac.padEnd(9, "0") || "0"));
}
function parseDate(s) {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? parseRfc3339(`${s}T00:00:00Z`) : void 0;
}
function toTimestamp(s) {
  const t = parseRfc3339(s);
  if (!t) throw new NotEvaluable(`timestamp(${JSON.stringify(s)}) is not the strict RFC 3339 form read here`);
  return t;
}
function formatTimestamp(t) {
  const seconds = t.nanos >= 0n ? t.nanos / BILLION : -((-t.nanos + BILLION - 1n) / BILLION);
  const frac = t.nanos - seconds * BILLION;
  const iso = new Date(Number(seconds) * 1e3).toISOString().slice(0, 19);
  const fraction = frac === 0n ? "" : `.${frac.toString().padStart(9, "0").replace(/0+$/, "")}`;
  return `${iso}${fraction}Z`;
}
var durationNanos = (d) => d.seconds * BILLION + BigInt(d.nanos);
var utc = (t) => new Date(Number(t.nanos / 1000000n));
function getter(name, f, durationUnit) {
  return {
    name,
    signatures: [
      [`kubernetes.Timestamp.k8s_${name}(): int`, (t) => BigInt(f(utc(t), t))],
      [
        `kubernetes.Timestamp.k8s_${name}(string): int`,
        () => {
          throw new NotEvaluable(`${name}() in a time zone`);
        }
      ],
      ...durationUnit === void 0 ? [] : [
        [
          `google.protobuf.Duration.k8s_${name}(): int`,
          (d) => durationNanos(d) / durationUnit
        ]
      ]
    ]
  };
}
var dayOfYear = (d) => Math.floor(
  (Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(d.getUTCFullYear(), 0, 1)) / 864e5
);
var TIMESTAMP_LIBRARY = [
  { name: "timestamp", signatures: [["k8s_timestamp(string): kubernetes.Timestamp", toTimestamp]] },
  getter("getFullYear", (d) => d.getUTCFullYear()),
  getter("getMonth", (d) => d.getUTCMonth()),
  getter("getDate", (d) => d.getUTCDate()),
  getter("getDayOfMonth", (d) => d.getUTCDate() - 1),
  getter("getDayOfWeek", (d) => d.getUTCDay()),
  getter("getDayOfYear", dayOfYear),
  getter("getHours", (d) => d.getUTCHours(), 3600n * BILLION),
  getter("getMinutes", (d) => d.getUTCMinutes(), 60n * BILLION),
  getter("getSeconds", (d) => d.getUTCSeconds(), BILLION),
  getter("getMilliseconds", (_d, t) => Number((t.nanos % BILLION + BILLION) % BILLION / 1000000n), 1000000n)
];
function timestampOperators(makeDuration) {
  const cmp2 = (a, b) => a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  return [
    ["kubernetes.Timestamp == kubernetes.Timestamp", (a, b) => cmp2(a, b) === 0],
    ["kubernetes.Timestamp < kubernetes.Timestamp", (a, b) => cmp2(a, b) < 0],
    ["kubernetes.Timestamp <= kubernetes.Timestamp", (a, b) => cmp2(a, b) <= 0],
    ["kubernetes.Timestamp > kubernetes.Timestamp", (a, b) => cmp2(a, b) > 0],
    ["kubernetes.Timestamp >= kubernetes.Timestamp", (a, b) => cmp2(a, b) >= 0],
    [
      "kubernetes.Timestamp - kubernetes.Timestamp: google.protobuf.Duration",
      (a, b) => makeDuration(a.nanos - b.nanos)
    ],
    [
      "kubernetes.Timestamp + google.protobuf.Duration: kubernetes.Timestamp",
      (a, d) => new K8sTimestamp(a.nanos + durationNanos(d))
    ],
    [
      "kubernetes.Timestamp - google.protobuf.Duration: kubernetes.Timestamp",
      (a, d) => new K8sTimestamp(a.nanos - durationNanos(d))
    ]
  ];
}

// src/rules/cr/cel/cel-value.ts
var Unrepresentable = class {
  constructor(why, text) {
    this.why = why;
    this.text = text;
  }
  why;
  text;
};
var SPECIAL_FORMATS = /* @__PURE__ */ new Set(["date", "date-time", "datetime", "duration"]);
var TIMESTAMP_FORMATS = /* @__PURE__ */ new Set(["date-time", "datetime"]);
var CelValueMemo = class {
  made = /* @__PURE__ */ new WeakMap();
  get(value2, node2, isResourceRoot) {
    if (typeof value2 !== "object" || value2 === null) return void 0;
    const known = this.made.get(value2);
    return known && known.node === node2 && known.isResourceRoot === isResourceRoot ? known.converted : void 0;
  }
  set(value2, node2, isResourceRoot, converted) {
    this.made.set(value2, { node: node2, isResourceRoot, converted });
  }
};
function toCelValue(value2, node2, isResourceRoot, memo) {
  const known = memo?.get(value2, node2, isResourceRoot);
  if (known) return known;
  const converted = convertNew(value2, node2, isResourceRoot, memo);
  if (memo && typeof value2 === "object" && value2 !== null) memo.set(value2, node2, isResourceRoot, converted);
  return converted;
}
var noHazards = () => ({
  setOrMapList: false,
  anySetOrMapList: false,
  multiEntryMap: false,
  nonAscii: false,
  escapedName: false,
  unrepresentable: false,
  trimmedMetadata: false,
  hiddenFields: false,
  generatedName: false,
  inexactNumber: false
});
function convertNew(value2, node2, isResourceRoot, memo) {
  const hazards = noHazards();
  const measure = { nodes: 0, largestCollection: 0, longestString: 0, totalBytes: 0 };
  const out = convert(value2, node2, isResourceRoot, { h: hazards, m: measure, memo });
  return { value: out, hazards, measure };
}
function convertChild(value2, node2, isResourceRoot, sink) {
  if (sink.memo === void 0 || typeof value2 !== "object" || value2 === null || !Array.isArray(node2.raw["x-kubernetes-validations"]))
    return convert(value2, node2, isResourceRoot, sink);
  const child = toCelValue(value2, node2, isResourceRoot, sink.memo);
  addHazards(sink.h, child.hazards);
  const m = sink.m;
  m.nodes += child.measure.nodes;
  m.largestCollection = Math.max(m.largestCollection, child.measure.largestCollection);
  m.longestString = Math.max(m.longestString, child.measure.longestString);
  m.totalBytes += child.measure.totalBytes;
  return child.value;
}
function addHazards(to, from) {
  to.setOrMapList ||= from.setOrMapList;
  to.anySetOrMapList ||= from.anySetOrMapList;
  to.multiEntryMap ||= from.multiEntryMap;
  to.nonAscii ||= from.nonAscii;
  to.escapedName ||= from.escapedName;
  to.unrepresentable ||= from.unrepresentable;
  to.trimmedMetadata ||= from.trimmedMetadata;
  to.generatedName ||= from.generatedName;
  to.hiddenFields ||= from.hiddenFields;
  to.inexactNumber ||= from.inexactNumber;
}
function convert(value2, node2, isResourceRoot, sink) {
  const { h, m } = sink;
  m.nodes++;
  if (value2 === null || value2 === void 0) {
    if (node2.nullable) return null;
    h.unrepresentable = true;
    return new Unrepresentable("null for a schema with nullable=false");
  }
  if (node2.intOrString) {
    if (typeof value2 === "string") return str(value2, h, m);
    return int(value2, h);
  }
  switch (node2.type) {
    case "integer":
      return int(value2, h);
    case "number":
      if (typeof value2 !== "number") return unrepresentable(h, "not a number");
      return value2;
    case "boolean":
      return typeof value2 === "boolean" ? value2 : unrepresentable(h, "not a boolean");
    case "string":
      if (typeof value2 !== "string") return unrepresentable(h, "not a string");
      if (SPECIAL_FORMATS.has(node2.format)) {
        const t = TIMESTAMP_FORMATS.has(node2.format) ? parseRfc3339(value2) : node2.format === "date" ? parseDate(value2) : void 0;
        return t ?? unrepresentable(h, `format ${node2.format}`, value2);
      }
      if (node2.format === "byte") return bytes(value2, h, m);
      return str(value2, h, m);
    case "array": {
      const items = node2.items;
      if (!Array.isArray(value2) || !items) return unrepresentable(h, "not a list");
      if (node2.listType === "set" || node2.listType === "map") {
        if (value2.length > 0) h.anySetOrMapList = true;
        if (value2.length > 1) h.setOrMapList = true;
      }
      m.largestCollection = Math.max(m.largestCollection, value2.length);
      return value2.map((v) => convertChild(v, items, items.embeddedResource, sink));
    }
    case "object":
      return object(value2, node2, isResourceRoot, sink);
    default:
      return unrepresentable(h, "no type");
  }
}
function object(value2, node2, isResourceRoot, sink) {
  const { h, m } = sink;
  if (!isJsonObject(value2)) return unrepresentable(h, "not an object");
  const keys = Object.keys(value2);
  const props = node2.properties;
  const additional2 = node2.additionalProperties;
  const out = {};
  const isStruct2 = props.size > 0 || isResourceRoot;
  let entries = 0;
  for (const k of keys) {
    const v = value2[k];
    if (v === void 0) continue;
    if (isResourceRoot && (k === "apiVersion" || k === "kind")) {
      entries++;
      out[k] = typeof v === "string" ? str(v, h, m) : unrepresentable(h, `${k} not a string`);
      continue;
    }
    if (isResourceRoot && k === "metadata") {
      entries++;
      out[k] = metadata(v, h, m);
      continue;
    }
    let child;
    let name = k;
    if (isStruct2) {
      child = props.get(k);
      name = escapeCelName(k);
      if (name !== k) h.escapedName = true;
    } else if (additional2 instanceof SchemaNode) child = additional2;
    if (!child || name === void 0) {
      h.hiddenFields = true;
      continue;
    }
    entries++;
    keyBytes(k, h, m);
    const c = convertChild(v, child, child.embeddedResource, sink);
    out[name] = c;
    if (name !== k && isKeywordFieldName(k)) out[k] = c;
  }
  if (entries > 1) h.multiEntryMap = true;
  if (!isStruct2) m.largestCollection = Math.max(m.largestCollection, entries);
  return out;
}
function metadata(v, h, m) {
  if (!isJsonObject(v)) return unrepresentable(h, "metadata not an object");
  const out = {};
  if (v.name === void 0 && typeof v.generateName === "string") h.generatedName = true;
  for (const [k, x] of Object.entries(v)) {
    if (k === "name" || k === "generateName")
      out[k] = typeof x === "string" ? str(x, h, m) : unrepresentable(h, `metadata.${k} not a string`);
    else h.trimmedMetadata = true;
  }
  return out;
}
function bytes(value2, h, m) {
  const text = value2.replace(/[\r\n]/g, "");
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text))
    return unrepresentable(h, "bytes that do not decode");
  const decoded = new Uint8Array(Buffer.from(text, "base64"));
  m.totalBytes += decoded.length;
  m.longestString = Math.max(m.longestString, decoded.length);
  return decoded;
}
function unrepresentable(h, why, text) {
  h.unrepresentable = true;
  return new Unrepresentable(why, text);
}
function str(value2, h, m) {
  keyBytes(value2, h, m);
  return value2;
}
function keyBytes(s, h, m) {
  const ascii = /^[\x00-\x7f]*$/.test(s);
  if (!ascii) h.nonAscii = true;
  const bytes2 = ascii ? s.length : Buffer.byteLength(s, "utf8");
  m.totalBytes += bytes2;
  if (bytes2 > m.longestString) m.longestString = bytes2;
}
var INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
function int(value2, h) {
  if (typeof value2 === "bigint") {
    if (value2 === INT64.min) h.inexactNumber = true;
    return value2 >= INT64.min && value2 <= INT64.max ? value2 : unrepresentable(h, "integer beyond int64");
  }
  if (typeof value2 !== "number" || !Number.isInteger(value2)) return unrepresentable(h, "not an integer");
  if (!Number.isSafeInteger(value2)) h.inexactNumber = true;
  const n = BigInt(value2);
  if (n === INT64.min) h.inexactNumber = true;
  return n >= INT64.min && n <= INT64.max ? n : unrepresentable(h, "integer beyond int64");
}

// src/rules/cr/cel/correlation.ts
function oldMapListItem(node2, oldList, item) {
  if (node2.listType !== "map" || !Array.isArray(oldList) || !isJsonObject(item)) return void 0;
  const key3 = compositeKey(node2.listMapKeys, item);
  if (key3 === void 0) return void 0;
  for (const old of oldList) if (isJsonObject(old) && compositeKey(node2.listMapKeys, old) === key3) return old;
  return void 0;
}
function compositeKey(keys, item) {
  const parts = [];
  for (const k of keys) {
    if (!Object.hasOwn(item, k)) return void 0;
    const v = item[k];
    if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") return void 0;
    parts.push(`${typeof v}:${String(v)}`);
  }
  return JSON.stringify(parts);
}
var Correlated = class _Correlated {
  constructor(value2, old, node2) {
    this.value = value2;
    this.old = old;
    this.node = node2;
  }
  value;
  old;
  node;
  equalKnown;
  children = /* @__PURE__ */ new Map();
  /** The correlated property or map value `field`; undefined when either side lacks it or no schema covers it. */
  key(field2) {
    const known = `k${field2}`;
    if (this.children.has(known)) return this.children.get(known);
    let child;
    if (isJsonObject(this.value) && isJsonObject(this.old) && Object.hasOwn(this.value, field2) && Object.hasOwn(this.old, field2)) {
      const additional2 = this.node.additionalProperties;
      const schema2 = this.node.properties.get(field2) ?? (additional2 instanceof SchemaNode ? additional2 : void 0);
      if (schema2) child = new _Correlated(this.value[field2], this.old[field2], schema2);
    }
    this.children.set(known, child);
    return child;
  }
  /** The correlated item `i`: only in map lists. */
  index(i) {
    const known = `i${i}`;
    if (this.children.has(known)) return this.children.get(known);
    let child;
    const items = this.node.items;
    if (Array.isArray(this.value) && i < this.value.length && items && this.node.listType === "map") {
      const old = oldMapListItem(this.node, this.old, this.value[i]);
      if (old !== void 0) child = new _Correlated(this.value[i], old, items);
    }
    this.children.set(known, child);
    return child;
  }
  /** CachedDeepEqual: unchanged from the old value, map-list items compared by key. */
  deepEqual() {
    if (this.equalKnown !== void 0) return this.equalKnown;
    this.equalKnown = this.compare();
    return this.equalKnown;
  }
  compare() {
    const { value: value2, old } = this;
    if (value2 === null || value2 === void 0 || old === null || old === void 0)
      return (value2 ?? null) === (old ?? null);
    if (Array.isArray(value2) !== Array.isArray(old) || isJsonObject(value2) !== isJsonObject(old)) return false;
    if (Array.isArray(value2) && Array.isArray(old)) {
      if (value2.length !== old.length) return false;
      if (this.node.listType !== "map") return sameValue(value2, old);
      for (let i = 0; i < value2.length; i++) {
        const child = this.index(i);
        if (!child || !child.deepEqual()) return false;
      }
      return true;
    }
    if (isJsonObject(value2) && isJsonObject(old)) {
      const keys = Object.keys(value2);
      if (keys.length !== Object.keys(old).length) return false;
      return keys.every((k) => {
        const child = this.key(k);
        return child !== void 0 && child.deepEqual();
      });
    }
    return value2 === old;
  }
};
function ratchetKey(r, field2) {
  if (!r.current) return r;
  if (!r.nearestParent && (field2 === "apiVersion" || field2 === "kind")) return {};
  return { current: r.current.key(field2), nearestParent: r.current };
}
function ratchetIndex(r, i) {
  if (!r.current) return r;
  return { current: r.current.index(i), nearestParent: r.current };
}
function shouldRatchet(r) {
  if (r.current) return r.current.deepEqual();
  return r.nearestParent?.deepEqual() ?? false;
}
var FORMATS_NOT_STRINGS = /* @__PURE__ */ new Set(["byte", "date", "date-time", "datetime", "duration"]);
function celGoEqual(a, b, node2) {
  if (a === null || b === null || a === void 0 || b === void 0) return (a ?? null) === (b ?? null);
  if (node2.intOrString) return a === b;
  switch (node2.type) {
    case "string":
      return FORMATS_NOT_STRINGS.has(node2.format) ? a === b ? true : void 0 : a === b;
    case "integer":
    case "number":
    case "boolean":
      return a === b;
    case "array": {
      const items = node2.items;
      if (!Array.isArray(a) || !Array.isArray(b) || !items) return void 0;
      if (a.length !== b.length) return false;
      if (node2.listType === "set") return every(a, (x) => some(b, (y) => celGoEqual(x, y, items)));
      if (node2.listType === "map")
        return every(a, (x) => {
          const y = oldMapListItem(node2, b, x);
          return y === void 0 ? false : celGoEqual(x, y, items);
        });
      return every(a, (x, i) => celGoEqual(x, b[i], items));
    }
    case "object": {
      if (!isJsonObject(a) || !isJsonObject(b)) return void 0;
      const keys = Object.keys(a);
      if (keys.length !== Object.keys(b).length) return false;
      const additional2 = node2.additionalProperties;
      return every(keys, (k) => {
        if (!Object.hasOwn(b, k)) return false;
        const child = node2.properties.get(k) ?? (additional2 instanceof SchemaNode ? additional2 : void 0);
        return child ? celGoEqual(a[k], b[k], child) : sameValue(a[k], b[k]);
      });
    }
    default:
      return void 0;
  }
}
function every(xs, f) {
  let unknown = false;
  for (const [i, x] of xs.entries()) {
    const r = f(x, i);
    if (r === false) return false;
    if (r === void 0) unknown = true;
  }
  return unknown ? void 0 : true;
}
function some(xs, f) {
  let unknown = false;
  for (const x of xs) {
    const r = f(x);
    if (r === true) return true;
    if (r === void 0) unknown = true;
  }
  return unknown ? void 0 : false;
}

// src/rules/cr/cel/cost-bound.ts
var PER_CALL_LIMIT = 1e6;
var RUNTIME_COST_BUDGET = 1e7;
function costBound(facts, measure) {
  const longest = Math.max(measure.longestString, facts.longestLiteral);
  const stringCost = 0.1 * longest + 1;
  const regexCost = facts.regex ? stringCost * (0.25 * longest + 1) : 0;
  const collection = Math.max(measure.largestCollection, facts.splits ? longest + 1 : 0);
  const perNode = 2 + stringCost + regexCost;
  const traversal = measure.nodes + measure.totalBytes * 0.1 + collection + 1;
  const listWork = (collection + 1) ** 2;
  const range2 = Math.max(collection, facts.longestListLiteral) + 1;
  const comparisons = facts.comparisons.reduce(
    (sum2, c) => sum2 + (c.op === "in" ? traversal : c.operands.some((o) => o.kind === "safe") ? stringCost : traversal),
    0
  );
  const once = facts.nodes * perNode + comparisons + facts.listFunctions * listWork;
  return Math.ceil(4 * range2 ** facts.macroDepth * once);
}

// src/rules/cr/cel/library/strings-library.ts
var runes2 = (s) => Array.from(s);
var indexOutOfRange = (i) => new CelGoError(`index out of range: ${i}`);
function charAt(s, i) {
  const r = runes2(s);
  if (i < 0n || i > BigInt(r.length)) throw indexOutOfRange(i);
  return i === BigInt(r.length) ? "" : r[Number(i)];
}
function indexOfOffset(s, sub, offset) {
  if (offset < 0n) throw indexOutOfRange(offset);
  const r = runes2(s);
  if (sub === "") return offset > BigInt(r.length) ? BigInt(r.length) : offset;
  const subR = runes2(sub);
  if (offset >= BigInt(r.length)) return -1n;
  for (let i = Number(offset); i < r.length - (subR.length - 1); i++) {
    if (subR.every((c, j) => r[i + j] === c)) return BigInt(i);
  }
  return -1n;
}
function lastIndexOf(s, sub) {
  const r = runes2(s);
  if (sub === "") return BigInt(r.length);
  if (Buffer.byteLength(s) < Buffer.byteLength(sub)) return -1n;
  return lastIndexOfOffset(s, sub, BigInt(r.length - 1));
}
function lastIndexOfOffset(s, sub, offset) {
  if (offset < 0n) throw indexOutOfRange(offset);
  const r = runes2(s);
  if (sub === "") return offset > BigInt(r.length) ? BigInt(r.length) : offset;
  const subR = runes2(sub);
  if (offset >= BigInt(r.length)) return -1n;
  let off = Number(offset);
  if (off > r.length - subR.length) off = r.length - subR.length;
  for (let i = off; i >= 0; i--) {
    if (subR.every((c, j) => r[i + j] === c)) return BigInt(i);
  }
  return -1n;
}
var lowerAscii = (s) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
var upperAscii = (s) => s.replace(/[a-z]+/g, (m) => m.toUpperCase());
var GO_SPACE = "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var TRIM = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, "gu");
var goTrimSpace = (s) => s.replace(TRIM, "");
function replaceN(s, old, replacement, n) {
  if (n === 0n || old === replacement) return s;
  if (old === "") {
    const r = runes2(s);
    let out2 = "";
    let done2 = 0n;
    for (let i = 0; i <= r.length; i++) {
      if (n < 0n || done2 < n) {
        out2 += replacement;
        done2++;
      }
      if (i < r.length) out2 += r[i];
    }
    return out2;
  }
  let out = "";
  let rest = s;
  let done = 0n;
  for (; ; ) {
    const at = rest.indexOf(old);
    if (at < 0 || n >= 0n && done >= n) break;
    out += rest.slice(0, at) + replacement;
    rest = rest.slice(at + old.length);
    done++;
  }
  return out + rest;
}
function splitN(s, sep, n) {
  if (n === 0n) return [];
  if (sep === "") {
    const r = runes2(s);
    if (n < 0n || n >= BigInt(r.length)) return r;
    const k2 = Number(n);
    return [...r.slice(0, k2 - 1), r.slice(k2 - 1).join("")];
  }
  const parts = s.split(sep);
  if (n < 0n || BigInt(parts.length) <= n) return parts;
  const k = Number(n);
  return [...parts.slice(0, k - 1), parts.slice(k - 1).join(sep)];
}
function substring(s, start, end) {
  const r = runes2(s);
  const l = BigInt(r.length);
  if (end === void 0) {
    if (start < 0n || start > l) throw indexOutOfRange(start);
    return r.slice(Number(start)).join("");
  }
  if (start > end) throw new CelGoError(`invalid substring range. start: ${start}, end: ${end}`);
  if (start < 0n || start > l) throw indexOutOfRange(start);
  if (end < 0n || end > l) throw indexOutOfRange(end);
  return r.slice(Number(start), Number(end)).join("");
}
function join(list2, sep = "") {
  return list2.map((x) => typeof x === "string" ? x : notAString(x)).join(sep);
}
var notAString = (x) => {
  throw new CelGoError(`join: invalid input: ${String(x)}`);
};
var STRINGS_LIBRARY = [
  { name: "charAt", signatures: [["string.k8s_charAt(int): string", charAt]] },
  {
    name: "indexOf",
    signatures: [
      ["string.k8s_indexOf(string): int", (s, sub) => indexOfOffset(s, sub, 0n)],
      ["string.k8s_indexOf(string, int): int", indexOfOffset]
    ]
  },
  {
    name: "lastIndexOf",
    signatures: [
      ["string.k8s_lastIndexOf(string): int", lastIndexOf],
      ["string.k8s_lastIndexOf(string, int): int", lastIndexOfOffset]
    ]
  },
  { name: "lowerAscii", signatures: [["string.k8s_lowerAscii(): string", lowerAscii]] },
  { name: "upperAscii", signatures: [["string.k8s_upperAscii(): string", upperAscii]] },
  {
    name: "replace",
    signatures: [
      ["string.k8s_replace(string, string): string", (s, o, r) => replaceN(s, o, r, -1n)],
      ["string.k8s_replace(string, string, int): string", replaceN]
    ]
  },
  {
    name: "split",
    signatures: [
      ["string.k8s_split(string): list<string>", (s, sep) => splitN(s, sep, -1n)],
      ["string.k8s_split(string, int): list<string>", splitN]
    ]
  },
  {
    name: "substring",
    signatures: [
      ["string.k8s_substring(int): string", (s, a) => substring(s, a)],
      ["string.k8s_substring(int, int): string", substring]
    ]
  },
  { name: "trim", signatures: [["string.k8s_trim(): string", goTrimSpace]] },
  {
    name: "join",
    signatures: [
      ["list<dyn>.k8s_join(): string", (l) => join(l)],
      ["list<dyn>.k8s_join(string): string", join]
    ]
  }
];

// src/rules/cr/cel/reached-hazards.ts
function reachedHazards(value2, node2, isResourceRoot, reached, whole, memo) {
  if (reached.some((r) => r.kind === "chain" && r.steps.length === 0)) return whole;
  const out = noHazards();
  for (const r of reached) if (r.kind === "chain") addAlong(value2, node2, isResourceRoot, r.steps, 0, out, memo);
  for (const k of HAZARD_KEYS) out[k] &&= whole[k];
  out.escapedName = whole.escapedName;
  return out;
}
var HAZARD_KEYS = Object.keys(noHazards());
function add2(to, from) {
  for (const k of HAZARD_KEYS) to[k] ||= from[k];
}
function addAlong(value2, node2, isResourceRoot, steps, i, out, memo) {
  if (value2 === void 0) return;
  const step2 = steps[i];
  const all = () => add2(out, toCelValue(value2, node2, isResourceRoot, memo).hazards);
  if (step2 === void 0) return all();
  if (Array.isArray(value2)) {
    const items = node2.items;
    if ("field" in step2 || !items) return all();
    for (const item of value2) addAlong(item, items, items.embeddedResource, steps, i + 1, out, memo);
    return;
  }
  if (!isJsonObject(value2) || node2.type !== "object") return all();
  if ("field" in step2 && isResourceRoot && ROOT_TYPE_AND_META.has(step2.field)) {
    return add2(out, toCelValue(rootPart(value2, step2.field, steps[i + 1]), node2, true, memo).hazards);
  }
  const additional2 = node2.additionalProperties instanceof SchemaNode ? node2.additionalProperties : void 0;
  const isStruct2 = node2.properties.size > 0 || isResourceRoot;
  if ("field" in step2) {
    const key3 = isStruct2 ? [unescapeCelName(step2.field), step2.field].find((k) => node2.properties.has(k)) : additional2 && step2.field;
    const child = key3 === void 0 ? void 0 : isStruct2 ? node2.properties.get(key3) : additional2;
    if (key3 === void 0 || !child) return all();
    return addAlong(value2[key3], child, child.embeddedResource, steps, i + 1, out, memo);
  }
  if (isStruct2 || !additional2 || "item" in step2) return all();
  for (const v of Object.values(value2)) addAlong(v, additional2, additional2.embeddedResource, steps, i + 1, out, memo);
}
var ROOT_TYPE_AND_META = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata"]);
function rootPart(root, field2, next) {
  const v = root[field2];
  if (v === void 0) return {};
  if (field2 !== "metadata" || !next || !("field" in next) || !NAMES.has(next.field) || !isJsonObject(v))
    return { [field2]: v };
  const names = {};
  for (const k of NAMES) if (v[k] !== void 0) names[k] = v[k];
  return { metadata: names };
}
var NAMES = /* @__PURE__ */ new Set(["name", "generateName"]);

// src/rules/cr/cel/library/library-function.ts
var runtimeName = (name, namespace) => namespace ? `k8s_${namespace}_${name}` : `k8s_${name}`;

// src/rules/cr/cel/library/regex-library.ts
var RegexCache = class {
  compiled = /* @__PURE__ */ new Map();
  get(pattern) {
    let re = this.compiled.get(pattern);
    if (re === void 0) {
      const { RE2JS } = re2js();
      try {
        re = RE2JS.compile(pattern);
      } catch {
        throw new NotEvaluable(`the regular expression ${JSON.stringify(pattern)} does not compile`);
      }
      this.compiled.set(pattern, re);
    }
    return re;
  }
};
function findAll(re, s, n) {
  const out = [];
  if (n === 0n) return out;
  const m = re.matcher(s);
  let prevEnd = -1;
  while (m.find()) {
    const start = m.start();
    const end = m.end();
    if (!(start === end && start === prevEnd)) out.push(m.group() ?? "");
    prevEnd = end;
    if (n > 0n && BigInt(out.length) >= n) break;
  }
  return out;
}
function regexLibrary(cache) {
  const matches = (s, p) => cache.get(p).matcher(s).find();
  const find = (s, p) => {
    const m = cache.get(p).matcher(s);
    return m.find() ? m.group() ?? "" : "";
  };
  return [
    {
      name: "matches",
      signatures: [
        ["string.k8s_matches(string): bool", matches],
        ["k8s_matches(string, string): bool", matches]
      ]
    },
    { name: "find", signatures: [["string.k8s_find(string): string", find]] },
    {
      name: "findAll",
      signatures: [
        ["string.k8s_findAll(string): list<string>", (s, p) => findAll(cache.get(p), s, -1n)],
        [
          "string.k8s_findAll(string, int): list<string>",
          (s, p, n) => findAll(cache.get(p), s, n)
        ]
      ]
    }
  ];
}

// src/rules/cr/cel/library/cel-equality.ts
function celEquals(a, b) {
  if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b) === 0;
  if (typeof a === "string" || typeof a === "boolean" || a === null) return a === b;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => celEquals(x, b[i]));
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && celEquals(a[k], b[k]));
  }
  if (isNumeric(a) || typeof b === "string" || typeof b === "boolean" || b === null || Array.isArray(b) || isPlainObject(b))
    return false;
  throw new NotEvaluable("a comparison of values of types the runtime does not compare");
}
function celCompare(a, b) {
  if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b);
  if (typeof a === "string" && typeof b === "string")
    return Math.sign(Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8")));
  if (typeof a === "boolean" && typeof b === "boolean") return a === b ? 0 : a ? 1 : -1;
  throw new NotEvaluable("an ordering of values the runtime does not order");
}
var isNumeric = (v) => typeof v === "bigint" || typeof v === "number";
function compareNumbers(a, b) {
  if (typeof a === "bigint" && typeof b === "bigint") return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) throw new NotEvaluable("a comparison with NaN");
  if (typeof a === "bigint" && !Number.isSafeInteger(x) || typeof b === "bigint" && !Number.isSafeInteger(y))
    throw new NotEvaluable("a comparison of a large int with a double");
  return x < y ? -1 : x > y ? 1 : 0;
}
var isPlainObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

// src/rules/cr/cel/library/lists-library.ts
var INT64_MAX2 = 2n ** 63n - 1n;
var INT64_MIN = -(2n ** 63n);
function isSorted(list2) {
  for (let i = 1; i < list2.length; i++) if (celCompare(list2[i - 1], list2[i]) === 1) return false;
  return true;
}
function sum(list2) {
  if (list2.length === 0) throw new NotEvaluable("sum() of an empty list (its zero depends on the static type)");
  if (list2.every((x) => typeof x === "bigint")) {
    let acc = 0n;
    for (const x of list2) {
      acc += x;
      if (acc > INT64_MAX2 || acc < INT64_MIN) throw new CelGoError("integer overflow");
    }
    return acc;
  }
  if (list2.every((x) => typeof x === "number")) return list2.reduce((a, b) => a + b, 0);
  throw new NotEvaluable("sum() of a list that is not all ints or all doubles");
}
function extreme(op, list2) {
  if (list2.length === 0) throw new CelGoError(`${op} called on empty list`);
  let result = list2[0];
  const prefer = op === "min" ? 1 : -1;
  for (const next of list2.slice(1)) if (celCompare(result, next) === prefer) result = next;
  return result;
}
function indexOf2(list2, item) {
  for (let i = 0; i < list2.length; i++) if (celEquals(list2[i], item)) return BigInt(i);
  return -1n;
}
function lastIndexOf2(list2, item) {
  for (let i = list2.length - 1; i >= 0; i--) if (celEquals(list2[i], item)) return BigInt(i);
  return -1n;
}
function slice(list2, start, end) {
  if (start < 0n || end < 0n) throw new CelGoError(`cannot slice(${start}, ${end}), negative indexes not supported`);
  if (start > end)
    throw new CelGoError(`cannot slice(${start}, ${end}), start index must be less than or equal to end index`);
  if (BigInt(list2.length) < end) throw new CelGoError(`cannot slice(${start}, ${end}), list is length ${list2.length}`);
  return list2.slice(Number(start), Number(end));
}
function flatten(list2, depth) {
  if (depth < 0n) throw new CelGoError("level must be non-negative");
  const out = [];
  for (const x of list2) {
    if (Array.isArray(x) && depth > 0n) out.push(...flatten(x, depth - 1n));
    else out.push(x);
  }
  return out;
}
function sortList(list2) {
  if (list2.length === 0) return [];
  const kind = typeof list2[0];
  if (!list2.every((x) => typeof x === kind)) throw new NotEvaluable("sort() of items of different types");
  if (kind !== "bigint" && kind !== "number" && kind !== "string" && kind !== "boolean")
    throw new NotEvaluable("sort() of items the runtime does not order");
  return [...list2].sort((a, b) => celCompare(a, b));
}
function distinct(list2) {
  const out = [];
  for (const x of list2) if (!out.some((y) => celEquals(x, y))) out.push(x);
  return out;
}
function range(n) {
  if (n > 1000n) throw new NotEvaluable("lists.range() of more than 1000 items (beyond the cost bound)");
  const out = [];
  for (let i = 0n; i < n; i++) out.push(i);
  return out;
}
var includes = (list2, x) => list2.some((y) => celEquals(y, x));
var LISTS_LIBRARY = [
  { name: "isSorted", signatures: [["list<dyn>.k8s_isSorted(): bool", isSorted]] },
  { name: "sum", signatures: [["list<dyn>.k8s_sum(): dyn", sum]] },
  { name: "min", signatures: [["list<dyn>.k8s_min(): dyn", (l) => extreme("min", l)]] },
  { name: "max", signatures: [["list<dyn>.k8s_max(): dyn", (l) => extreme("max", l)]] },
  { name: "indexOf", signatures: [["list<dyn>.k8s_indexOf(dyn): int", indexOf2]] },
  { name: "lastIndexOf", signatures: [["list<dyn>.k8s_lastIndexOf(dyn): int", lastIndexOf2]] },
  // cel-go ext.Lists version 3 (Kubernetes 1.34 and later); sortBy is a macro, not evaluated here.
  { name: "slice", signatures: [["list<dyn>.k8s_slice(int, int): list<dyn>", slice]] },
  {
    name: "flatten",
    signatures: [
      ["list<dyn>.k8s_flatten(): list<dyn>", (l) => flatten(l, 1n)],
      ["list<dyn>.k8s_flatten(int): list<dyn>", flatten]
    ]
  },
  { name: "sort", signatures: [["list<dyn>.k8s_sort(): list<dyn>", sortList]] },
  { name: "distinct", signatures: [["list<dyn>.k8s_distinct(): list<dyn>", distinct]] },
  { name: "reverse", signatures: [["list<dyn>.k8s_reverse(): list<dyn>", (l) => [...l].reverse()]] },
  { name: "range", namespace: "lists", signatures: [["k8s_lists_range(int): list<int>", range]] }
];
var SETS_LIBRARY = [
  {
    name: "contains",
    namespace: "sets",
    signatures: [
      ["k8s_sets_contains(list<dyn>, list<dyn>): bool", (a, b) => b.every((x) => includes(a, x))]
    ]
  },
  {
    name: "equivalent",
    namespace: "sets",
    signatures: [
      [
        "k8s_sets_equivalent(list<dyn>, list<dyn>): bool",
        (a, b) => b.every((x) => includes(a, x)) && a.every((x) => includes(b, x))
      ]
    ]
  },
  {
    name: "intersects",
    namespace: "sets",
    signatures: [
      [
        "k8s_sets_intersects(list<dyn>, list<dyn>): bool",
        (a, b) => a.some((x) => includes(b, x))
      ]
    ]
  }
];

// src/rules/cr/cel/library/conversion-library.ts
var INT64_MAX3 = 2n ** 63n - 1n;
var INT64_MIN2 = -(2n ** 63n);
function toInt(v) {
  if (typeof v === "bigint") return v;
  if (typeof v === "number") {
    if (!Number.isFinite(v) || v <= -(2 ** 63) || v >= 2 ** 63)
      throw new NotEvaluable("int() of a double out of the int range");
    return BigInt(Math.trunc(v));
  }
  if (typeof v === "string") {
    if (!/^[+-]?[0-9]+$/.test(v)) throw conversionError("int");
    const n = BigInt(v);
    if (n > INT64_MAX3 || n < INT64_MIN2) throw conversionError("int");
    return n;
  }
  throw new NotEvaluable("int() of a value of another type");
}
function toDouble(v) {
  if (typeof v === "number") return v;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "string" && /^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(v)) return Number(v);
  throw new NotEvaluable("double() of a value Go may read differently");
}
function toStringValue(v) {
  if (typeof v === "string") return v;
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "boolean") return v ? "true" : "false";
  if (v instanceof Uint8Array) {
    try {
      return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(v);
    } catch {
      throw new CelGoError("invalid UTF-8 in bytes, cannot convert to string");
    }
  }
  if (typeof v === "object" && v !== null && "celString" in v && typeof v.celString === "function") {
    return v.celString();
  }
  throw new NotEvaluable("string() of a value Go prints differently");
}
var conversionError = (to) => new CelGoError(`type conversion error from 'string' to '${to}'`);
var UNIT_NANOS = {
  ns: 1n,
  us: 1000n,
  \u00B5s: 1000n,
  \u03BCs: 1000n,
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n
};
var DURATION = /^([0-9]*)(?:\.([0-9]*))?(ns|us|µs|μs|ms|s|m|h)/;
function goParseDuration(text) {
  let s = text;
  let negative = false;
  if (s.startsWith("-") || s.startsWith("+")) {
    negative = s.startsWith("-");
    s = s.slice(1);
  }
  if (s === "0") return 0n;
  if (s === "") return void 0;
  const LIMIT = 2n ** 63n;
  let total = 0n;
  while (s !== "") {
    const m = DURATION.exec(s);
    if (!m) return void 0;
    const [whole, int2 = "", frac, unit = "s"] = m;
    if (int2 === "" && (frac === void 0 || frac === "")) return void 0;
    const scaleOfUnit = UNIT_NANOS[unit];
    const v = BigInt(int2 === "" ? "0" : int2);
    if (v > LIMIT / scaleOfUnit) return void 0;
    let nanos = v * scaleOfUnit;
    if (frac) {
      let f = 0n;
      let scale2 = 1;
      let overflow = false;
      for (const d of frac) {
        if (overflow) continue;
        if (f > (LIMIT - 1n) / 10n) {
          overflow = true;
          continue;
        }
        f = f * 10n + BigInt(d);
        scale2 *= 10;
      }
      nanos += BigInt(Math.trunc(Number(f) * (Number(scaleOfUnit) / scale2)));
      if (nanos > LIMIT) return void 0;
    }
    total += nanos;
    if (total > LIMIT) return void 0;
    s = s.slice(whole.length);
  }
  if (!negative && total > INT64_MAX3) return void 0;
  return negative ? -total : total;
}
function conversionLibrary(env) {
  const DurationCtor = env.evaluate('duration("0s")').constructor;
  const toDuration = (v) => {
    if (typeof v !== "string") throw new NotEvaluable("duration() of a non-string");
    const nanos = goParseDuration(v);
    if (nanos === void 0) throw conversionError("google.protobuf.Duration");
    const billion = 1000000000n;
    return new DurationCtor(nanos / billion, Number(nanos % billion));
  };
  return [
    { name: "int", signatures: [["k8s_int(dyn): int", toInt]] },
    { name: "double", signatures: [["k8s_double(dyn): double", toDouble]] },
    { name: "string", signatures: [["k8s_string(dyn): string", toStringValue]] },
    { name: "duration", signatures: [["k8s_duration(dyn): google.protobuf.Duration", toDuration]] }
  ];
}

// src/rules/cr/cel/library/format-library.ts
var NamedFormat = class {
  constructor(name, check) {
    this.name = name;
    this.check = check;
  }
  name;
  check;
};
var prefixed = (check) => (s) => check(s.length > 1 && s.endsWith("-") ? `${s.slice(0, -2)}a` : s);
var FORMATS = [
  new NamedFormat("dns1123Label", isDns1123Label),
  new NamedFormat("dns1123Subdomain", (s) => isDns1123Subdomain(s)),
  new NamedFormat("dns1035Label", isDns1035Label),
  new NamedFormat("qualifiedName", isQualifiedName),
  new NamedFormat("dns1123LabelPrefix", prefixed(isDns1123Label)),
  new NamedFormat(
    "dns1123SubdomainPrefix",
    prefixed((s) => isDns1123Subdomain(s))
  ),
  new NamedFormat("dns1035LabelPrefix", prefixed(isDns1035Label)),
  new NamedFormat("labelValue", isLabelValue),
  new NamedFormat("uri", void 0),
  new NamedFormat("uuid", void 0),
  new NamedFormat("byte", void 0),
  new NamedFormat("date", void 0),
  new NamedFormat("datetime", void 0)
];
var FORMAT_TYPES = [{ name: "kubernetes.NamedFormat", ctor: NamedFormat }];
function formatLibrary(none, of) {
  const validate = (f, s) => {
    if (!f.check) throw new NotEvaluable(`format.${f.name}() is not evaluated here`);
    const errs = f.check(s);
    return errs.length === 0 ? none() : of(errs);
  };
  return [
    ...FORMATS.map((f) => ({
      name: f.name,
      namespace: "format",
      signatures: [[`k8s_format_${f.name}(): kubernetes.NamedFormat`, () => f]]
    })),
    {
      name: "named",
      namespace: "format",
      signatures: [
        [
          "k8s_format_named(string): optional<kubernetes.NamedFormat>",
          (n) => {
            const f = FORMATS.find((x) => x.name === n);
            return f ? of(f) : none();
          }
        ]
      ]
    },
    {
      name: "validate",
      signatures: [["kubernetes.NamedFormat.k8s_validate(string): optional<list<string>>", validate]]
    }
  ];
}

// src/rules/cr/cel/library/overload-guard.ts
function celTypeName(v) {
  if (typeof v === "bigint") return "int";
  if (typeof v === "number") return "double";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (v === null) return "null_type";
  if (v instanceof Uint8Array) return "bytes";
  if (Array.isArray(v)) return "list";
  throw new NotEvaluable("a call with an argument of a type whose cel-go name is not known here");
}
function stringArgument(name, f) {
  return (v) => {
    if (typeof v === "string") return f(v);
    throw new CelGoError(`no such overload: ${name}(${celTypeName(v)})`);
  };
}

// src/rules/cr/cel/library/network-library.ts
var K8sIP = class {
  constructor(bytes2) {
    this.bytes = bytes2;
  }
  bytes;
  get family() {
    return this.bytes.length === 4 ? 4 : 6;
  }
  celString() {
    return formatAddr(this.bytes);
  }
};
var K8sCIDR = class _K8sCIDR {
  constructor(addr, bits) {
    this.addr = addr;
    this.bits = bits;
  }
  addr;
  bits;
  celString() {
    return `${this.addr.celString()}/${this.bits}`;
  }
  masked() {
    return new _K8sCIDR(new K8sIP(mask(this.addr.bytes, this.bits)), this.bits);
  }
};
var NETWORK_TYPES = [
  { name: "net.IP", ctor: K8sIP },
  { name: "net.CIDR", ctor: K8sCIDR }
];
function parseAddr(s) {
  if (s.includes(":")) return parseIPv6(s);
  if (s.includes(".")) return parseIPv4(s);
  return void 0;
}
function parseIPv4(s) {
  const fields = s.split(".");
  if (fields.length !== 4) return void 0;
  const out = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const f = fields[i];
    if (!/^[0-9]{1,3}$/.test(f) || f.length > 1 && f.startsWith("0")) return void 0;
    const n = Number(f);
    if (n > 255) return void 0;
    out[i] = n;
  }
  return out;
}
function parseIPv6(s) {
  if (s.includes("%")) return void 0;
  const halves = s.split("::");
  if (halves.length > 2) return void 0;
  const groupsOf = (part, allowV4) => {
    if (part === "") return [];
    const groups2 = part.split(":");
    const out2 = [];
    for (let i = 0; i < groups2.length; i++) {
      const g = groups2[i];
      if (g.includes(".")) {
        if (!allowV4 || i !== groups2.length - 1) return void 0;
        const v4 = parseIPv4(g);
        if (!v4) return void 0;
        out2.push(v4[0] << 8 | v4[1], v4[2] << 8 | v4[3]);
        continue;
      }
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return void 0;
      out2.push(parseInt(g, 16));
    }
    return out2;
  };
  let groups;
  if (halves.length === 2) {
    const head = groupsOf(halves[0], false);
    const tail = groupsOf(halves[1], true);
    if (!head || !tail) return void 0;
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return void 0;
    groups = [...head, ...new Array(missing).fill(0), ...tail];
  } else {
    const all = groupsOf(s, true);
    if (!all || all.length !== 8) return void 0;
    groups = all;
  }
  const out = new Uint8Array(16);
  groups.forEach((g, i) => {
    out[2 * i] = g >> 8;
    out[2 * i + 1] = g & 255;
  });
  return out;
}
var isV4In6 = (b) => b.length === 16 && b.slice(0, 10).every((x) => x === 0) && b[10] === 255 && b[11] === 255;
function formatAddr(b) {
  if (b.length === 4) return Array.from(b).join(".");
  const groups = [];
  for (let i = 0; i < 8; i++) groups.push(b[2 * i] << 8 | b[2 * i + 1]);
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  if (bestStart < 0) return groups.map((g) => g.toString(16)).join(":");
  const head = groups.slice(0, bestStart).map((g) => g.toString(16)).join(":");
  const tail = groups.slice(bestStart + bestLen).map((g) => g.toString(16)).join(":");
  return `${head}::${tail}`;
}
function mask(b, bits) {
  const out = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) {
    const keep = Math.max(0, Math.min(8, bits - 8 * i));
    out[i] = b[i] & (255 << 8 - keep & 255);
  }
  return out;
}
function libraryAddr(s) {
  const b = parseAddr(s);
  return b && !isV4In6(b) ? new K8sIP(b) : void 0;
}
function libraryPrefix(s) {
  const slash = s.lastIndexOf("/");
  if (slash < 0) return void 0;
  const addr = parseAddr(s.slice(0, slash));
  const bitsText = s.slice(slash + 1);
  if (!addr) return void 0;
  if (!/^(0|[1-9][0-9]{0,2})$/.test(bitsText)) {
    if (/^[+-]?[0-9]+$/.test(bitsText))
      throw new NotEvaluable(`the prefix length ${JSON.stringify(bitsText)} is read differently by Go releases`);
    return void 0;
  }
  const bits = Number(bitsText);
  if (bits > addr.length * 8) return void 0;
  if (isV4In6(addr)) return void 0;
  return new K8sCIDR(new K8sIP(addr), bits);
}
var toIP = (s) => libraryAddr(s) ?? notParsed("ip", s);
var toCIDR = (s) => libraryPrefix(s) ?? notParsed("cidr", s);
function notParsed(kind, s) {
  throw new NotEvaluable(`${kind}(${JSON.stringify(s)}) fails with Go's parser message, not reproduced here`);
}
function isUnspecified(ip) {
  return ip.bytes.every((x) => x === 0);
}
function isLoopback(ip) {
  const b = ip.bytes;
  return ip.family === 4 ? b[0] === 127 : b.slice(0, 15).every((x) => x === 0) && b[15] === 1;
}
function isMulticast(ip) {
  return ip.family === 4 ? (ip.bytes[0] & 240) === 224 : ip.bytes[0] === 255;
}
function isLinkLocalMulticast(ip) {
  const b = ip.bytes;
  return ip.family === 4 ? b[0] === 224 && b[1] === 0 && b[2] === 0 : b[0] === 255 && (b[1] & 15) === 2;
}
function isLinkLocalUnicast(ip) {
  const b = ip.bytes;
  return ip.family === 4 ? b[0] === 169 && b[1] === 254 : b[0] === 254 && (b[1] & 192) === 128;
}
function isGlobalUnicast(ip) {
  if (ip.family === 4 && ip.bytes.every((x) => x === 255)) return false;
  return !isUnspecified(ip) && !isLoopback(ip) && !isMulticast(ip) && !isLinkLocalUnicast(ip);
}
var sameBytes = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
function containsIP(c, ip) {
  return c.addr.family === ip.family && sameBytes(mask(c.addr.bytes, c.bits), mask(ip.bytes, c.bits));
}
function containsCIDR(c, other) {
  if (c.addr.family !== other.addr.family) return false;
  const bits = Math.min(c.bits, other.bits);
  return sameBytes(mask(c.addr.bytes, bits), mask(other.addr.bytes, bits)) && c.bits <= other.bits;
}
var NETWORK_LIBRARY = [
  {
    name: "ip",
    signatures: [
      ["k8s_ip(dyn): net.IP", stringArgument("ip", toIP)],
      ["net.CIDR.k8s_ip(): net.IP", (c) => c.addr]
    ]
  },
  { name: "isIP", signatures: [["k8s_isIP(dyn): bool", stringArgument("isIP", (s) => libraryAddr(s) !== void 0)]] },
  {
    name: "isCanonical",
    namespace: "ip",
    signatures: [["k8s_ip_isCanonical(string): bool", (s) => toIP(s).celString() === s]]
  },
  { name: "family", signatures: [["net.IP.k8s_family(): int", (ip) => BigInt(ip.family)]] },
  { name: "isUnspecified", signatures: [["net.IP.k8s_isUnspecified(): bool", isUnspecified]] },
  { name: "isLoopback", signatures: [["net.IP.k8s_isLoopback(): bool", isLoopback]] },
  { name: "isLinkLocalMulticast", signatures: [["net.IP.k8s_isLinkLocalMulticast(): bool", isLinkLocalMulticast]] },
  { name: "isLinkLocalUnicast", signatures: [["net.IP.k8s_isLinkLocalUnicast(): bool", isLinkLocalUnicast]] },
  { name: "isGlobalUnicast", signatures: [["net.IP.k8s_isGlobalUnicast(): bool", isGlobalUnicast]] },
  { name: "cidr", signatures: [["k8s_cidr(dyn): net.CIDR", stringArgument("cidr", toCIDR)]] },
  {
    name: "isCIDR",
    signatures: [["k8s_isCIDR(dyn): bool", stringArgument("isCIDR", (s) => libraryPrefix(s) !== void 0)]]
  },
  {
    name: "containsIP",
    signatures: [
      ["net.CIDR.k8s_containsIP(string): bool", (c, s) => containsIP(c, toIP(s))],
      ["net.CIDR.k8s_containsIP(net.IP): bool", containsIP]
    ]
  },
  {
    name: "containsCIDR",
    signatures: [
      ["net.CIDR.k8s_containsCIDR(string): bool", (c, s) => containsCIDR(c, toCIDR(s))],
      ["net.CIDR.k8s_containsCIDR(net.CIDR): bool", containsCIDR]
    ]
  },
  { name: "masked", signatures: [["net.CIDR.k8s_masked(): net.CIDR", (c) => c.masked()]] },
  { name: "prefixLength", signatures: [["net.CIDR.k8s_prefixLength(): int", (c) => BigInt(c.bits)]] }
];
var NETWORK_EQUALITY = [
  ["net.IP == net.IP", (a, b) => sameBytes(a.bytes, b.bytes)],
  ["net.CIDR == net.CIDR", (a, b) => a.bits === b.bits && sameBytes(a.addr.bytes, b.addr.bytes)]
];

// src/rules/cr/cel/library/url-library.ts
var K8sURL = class {
  constructor(scheme, host, path2, rawQuery) {
    this.scheme = scheme;
    this.host = host;
    this.path = path2;
    this.rawQuery = rawQuery;
  }
  scheme;
  host;
  path;
  rawQuery;
};
var URL_TYPES = [{ name: "kubernetes.URL", ctor: K8sURL }];
var invalid2 = (reason) => ({ invalid: true, reason });
var HOST_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"]*$/;
var PLAIN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
function unsure(what) {
  throw new NotEvaluable(`the URL ${what} is not parsed here as Go does`);
}
function parseRequestUri(s) {
  if (/[\u0000-\u001f\u007f]/.test(s)) return invalid2("net/url: invalid control character in URL");
  if (s === "") return invalid2("empty url");
  if (s.includes("#")) unsure("with a fragment");
  if (s === "*") return new K8sURL("", "", "*", "");
  let scheme = "";
  let rest = s;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+.-]/.test(c)) {
      if (i === 0) break;
      continue;
    }
    if (c === ":") {
      if (i === 0) return invalid2("missing protocol scheme");
      scheme = s.slice(0, i).toLowerCase();
      rest = s.slice(i + 1);
    }
    break;
  }
  let rawQuery = "";
  const q = rest.indexOf("?");
  if (q >= 0) {
    rawQuery = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  if (!rest.startsWith("/")) {
    if (scheme !== "") return new K8sURL(scheme, "", "", rawQuery);
    return invalid2("invalid URI for request");
  }
  let host = "";
  if (scheme !== "" && rest.startsWith("//")) {
    const authorityEnd = rest.indexOf("/", 2);
    const authority = authorityEnd < 0 ? rest.slice(2) : rest.slice(2, authorityEnd);
    rest = authorityEnd < 0 ? "" : rest.slice(authorityEnd);
    if (authority.includes("@")) unsure("with user information");
    if (authority.startsWith("[")) unsure("with an IPv6 host");
    if (authority.includes("%")) unsure("with an escaped host");
    const colon = authority.lastIndexOf(":");
    if (colon >= 0 && !/^[0-9]*$/.test(authority.slice(colon + 1)))
      return invalid2(`invalid port ${goQuote(authority.slice(colon))} after host`);
    if (!HOST_CHARS.test(authority)) {
      const bad = /[\u0000-\u007f]/.exec(authority.replace(/[A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"]/g, ""))?.[0];
      if (bad !== void 0) return invalid2(`invalid character ${goQuote(bad)} in host name`);
      unsure("with a host outside ASCII");
    }
    host = authority;
  }
  if (rest.includes("%")) unsure("with an escaped path");
  return new K8sURL(scheme, host, rest, rawQuery);
}
var toURL = (s) => {
  const u = parseRequestUri(s);
  if ("invalid" in u)
    throw new CelGoError(`URL parse error during conversion from string: parse ${goQuote(s)}: ${u.reason}`);
  return u;
};
function hostname(u) {
  const colon = u.host.lastIndexOf(":");
  return colon < 0 ? u.host : u.host.slice(0, colon);
}
function port(u) {
  const colon = u.host.lastIndexOf(":");
  return colon < 0 ? "" : u.host.slice(colon + 1);
}
function escapedPath(u) {
  if (!PLAIN_PATH.test(u.path)) unsure("path with characters Go escapes");
  return u.path;
}
function query(u) {
  if (u.rawQuery.includes("%")) unsure("query with escapes");
  const out = /* @__PURE__ */ new Map();
  for (const pair3 of u.rawQuery.split("&")) {
    if (pair3 === "" || pair3.includes(";")) continue;
    const eq = pair3.indexOf("=");
    const key3 = (eq < 0 ? pair3 : pair3.slice(0, eq)).replace(/\+/g, " ");
    const value2 = (eq < 0 ? "" : pair3.slice(eq + 1)).replace(/\+/g, " ");
    const list2 = out.get(key3);
    if (list2) list2.push(value2);
    else out.set(key3, [value2]);
  }
  return out;
}
var URL_LIBRARY = [
  { name: "url", signatures: [["k8s_url(dyn): kubernetes.URL", stringArgument("url", toURL)]] },
  {
    name: "isURL",
    signatures: [["k8s_isURL(dyn): bool", stringArgument("isURL", (s) => !("invalid" in parseRequestUri(s)))]]
  },
  { name: "getScheme", signatures: [["kubernetes.URL.k8s_getScheme(): string", (u) => u.scheme]] },
  { name: "getHost", signatures: [["kubernetes.URL.k8s_getHost(): string", (u) => u.host]] },
  { name: "getHostname", signatures: [["kubernetes.URL.k8s_getHostname(): string", hostname]] },
  { name: "getPort", signatures: [["kubernetes.URL.k8s_getPort(): string", port]] },
  { name: "getEscapedPath", signatures: [["kubernetes.URL.k8s_getEscapedPath(): string", escapedPath]] },
  {
    name: "getQuery",
    signatures: [
      ["kubernetes.URL.k8s_getQuery(): map<string, list<string>>", (u) => Object.fromEntries(query(u))]
    ]
  }
];

// src/rules/cr/cel/library/quantity-library.ts
var K8sQuantity = class {
  /** num / den, den > 0. */
  constructor(num, den) {
    this.num = num;
    this.den = den;
  }
  num;
  den;
};
var QUANTITY_TYPES = [{ name: "kubernetes.Quantity", ctor: K8sQuantity }];
var BINARY = {
  Ki: 2n ** 10n,
  Mi: 2n ** 20n,
  Gi: 2n ** 30n,
  Ti: 2n ** 40n,
  Pi: 2n ** 50n,
  Ei: 2n ** 60n
};
var DECIMAL = { n: -9, u: -6, m: -3, "": 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
var ERR_FORMAT_WRONG = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
var ERR_SUFFIX = "unable to parse quantity's suffix";
function scan(str2) {
  let pos = 0;
  let sign3 = "";
  if (str2[0] === "-" || str2[0] === "+") {
    sign3 = str2[0];
    pos++;
  }
  const digits = (from) => {
    let i = from;
    while (i < str2.length && str2[i] !== void 0 && str2[i] >= "0" && str2[i] <= "9") i++;
    return i;
  };
  const intEnd = digits(pos);
  const int2 = str2.slice(pos, intEnd);
  pos = intEnd;
  let frac;
  if (str2[pos] === ".") {
    const fracEnd = digits(pos + 1);
    frac = str2.slice(pos + 1, fracEnd);
    pos = fracEnd;
  }
  const suffixStart = pos;
  while (pos < str2.length && "eEinumkKMGTP".includes(str2[pos])) pos++;
  if (str2[pos] === "-" || str2[pos] === "+") pos++;
  pos = digits(pos);
  if (pos < str2.length) return false;
  return { sign: sign3, int: int2, frac, suffix: str2.slice(suffixStart) };
}
function parseQuantityOrError(s) {
  if (s === "") return { error: ERR_FORMAT_WRONG };
  if (s === "0") return new K8sQuantity(0n, 1n);
  const scanned = scan(s);
  if (!scanned) return { error: ERR_FORMAT_WRONG };
  const { sign: sign3, int: int2, frac, suffix } = scanned;
  let exp10;
  let binary;
  if (Object.hasOwn(BINARY, suffix)) binary = BINARY[suffix];
  else if (Object.hasOwn(DECIMAL, suffix)) exp10 = DECIMAL[suffix];
  else {
    const e = /^[eE]([+-]?[0-9]+)$/.exec(suffix);
    if (!e) return { error: ERR_SUFFIX };
    exp10 = Number(e[1]);
    if (Math.abs(exp10) > 100) throw new NotEvaluable("a quantity with an exponent beyond what is modelled");
  }
  if (int2 === "" && (frac === void 0 || frac === ""))
    throw new NotEvaluable(`the quantity ${JSON.stringify(s)} has no digits`);
  if (frac === "") throw new NotEvaluable(`the quantity ${JSON.stringify(s)} ends its number with a dot`);
  let num = BigInt(`${int2 || "0"}${frac ?? ""}`);
  let den = 10n ** BigInt((frac ?? "").length);
  if (sign3 === "-") num = -num;
  if (binary !== void 0) num *= binary;
  else [num, den] = scale(num, den, exp10);
  if (num * 1000000000n % den !== 0n)
    throw new NotEvaluable(`the quantity ${JSON.stringify(s)} is finer than 1n, which apimachinery rounds`);
  return reduce(num, den);
}
function parseQuantity(s) {
  const q = parseQuantityOrError(s);
  return q instanceof K8sQuantity ? q : void 0;
}
function scale(num, den, exp) {
  return exp >= 0 ? [num * 10n ** BigInt(exp), den] : [num, den * 10n ** BigInt(-exp)];
}
function gcd(a, b) {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}
function reduce(num, den) {
  const g = gcd(num, den);
  return new K8sQuantity(num / g, den / g);
}
var cmp = (a, b) => {
  const d = a.num * b.den - b.num * a.den;
  return d > 0n ? 1n : d < 0n ? -1n : 0n;
};
var add3 = (a, b, sign3) => reduce(a.num * b.den + sign3 * b.num * a.den, a.den * b.den);
var INT64_MAX4 = 2n ** 63n - 1n;
var INT64_MIN3 = -(2n ** 63n);
function asInt64(q) {
  if (q.den !== 1n || q.num > INT64_MAX4 || q.num < INT64_MIN3) return void 0;
  return q.num;
}
function approximateFloat(q) {
  const big = 2n ** 53n;
  if (q.den === 1n && q.num <= big && q.num >= -big) return Number(q.num);
  throw new NotEvaluable("asApproximateFloat() of a quantity whose float apimachinery may round differently");
}
function toQuantity(s) {
  const q = parseQuantityOrError(s);
  if (!(q instanceof K8sQuantity)) throw new CelGoError(q.error);
  return q;
}
function isQuantity(s) {
  return parseQuantity(s) !== void 0;
}
var QUANTITY_LIBRARY = [
  {
    name: "quantity",
    signatures: [["k8s_quantity(dyn): kubernetes.Quantity", stringArgument("quantity", toQuantity)]]
  },
  { name: "isQuantity", signatures: [["k8s_isQuantity(dyn): bool", stringArgument("isQuantity", isQuantity)]] },
  {
    name: "isInteger",
    signatures: [["kubernetes.Quantity.k8s_isInteger(): bool", (q) => asInt64(q) !== void 0]]
  },
  {
    name: "asInteger",
    signatures: [
      [
        "kubernetes.Quantity.k8s_asInteger(): int",
        (q) => asInt64(q) ?? fail("cannot convert value to integer")
      ]
    ]
  },
  {
    name: "asApproximateFloat",
    signatures: [["kubernetes.Quantity.k8s_asApproximateFloat(): double", approximateFloat]]
  },
  {
    name: "sign",
    signatures: [
      ["kubernetes.Quantity.k8s_sign(): int", (q) => q.num > 0n ? 1n : q.num < 0n ? -1n : 0n]
    ]
  },
  {
    name: "add",
    signatures: [
      [
        "kubernetes.Quantity.k8s_add(kubernetes.Quantity): kubernetes.Quantity",
        (a, b) => add3(a, b, 1n)
      ],
      [
        "kubernetes.Quantity.k8s_add(int): kubernetes.Quantity",
        (a, b) => add3(a, new K8sQuantity(b, 1n), 1n)
      ]
    ]
  },
  {
    name: "sub",
    signatures: [
      [
        "kubernetes.Quantity.k8s_sub(kubernetes.Quantity): kubernetes.Quantity",
        (a, b) => add3(a, b, -1n)
      ],
      [
        "kubernetes.Quantity.k8s_sub(int): kubernetes.Quantity",
        (a, b) => add3(a, new K8sQuantity(b, 1n), -1n)
      ]
    ]
  },
  {
    name: "isGreaterThan",
    signatures: [
      [
        "kubernetes.Quantity.k8s_isGreaterThan(kubernetes.Quantity): bool",
        (a, b) => cmp(a, b) === 1n
      ]
    ]
  },
  {
    name: "isLessThan",
    signatures: [
      [
        "kubernetes.Quantity.k8s_isLessThan(kubernetes.Quantity): bool",
        (a, b) => cmp(a, b) === -1n
      ]
    ]
  },
  { name: "compareTo", signatures: [["kubernetes.Quantity.k8s_compareTo(kubernetes.Quantity): int", cmp]] }
];
var QUANTITY_EQUALITY = [
  "kubernetes.Quantity == kubernetes.Quantity",
  (a, b) => cmp(a, b) === 0n
];
function fail(text) {
  throw new CelGoError(text);
}

// src/rules/cr/cel/library/semver-library.ts
var K8sSemver = class {
  constructor(major, minor, patch, pre) {
    this.major = major;
    this.minor = minor;
    this.patch = patch;
    this.pre = pre;
  }
  major;
  minor;
  patch;
  pre;
};
var SEMVER_TYPES = [{ name: "kubernetes.Semver", ctor: K8sSemver }];
var UINT64_MAX = 2n ** 64n - 1n;
var NUMBER = /^[0-9]+$/;
var ALPHANUM = /^[0-9A-Za-z-]+$/;
function number(s) {
  if (!NUMBER.test(s) || s.length > 1 && s.startsWith("0")) return void 0;
  const n = BigInt(s);
  return n > UINT64_MAX ? void 0 : n;
}
function parseSemver(s) {
  if (s === "") return void 0;
  const parts = splitN2(s, ".", 3);
  if (parts.length !== 3) return void 0;
  const major = number(parts[0]);
  const minor = number(parts[1]);
  if (major === void 0 || minor === void 0) return void 0;
  let patchText = parts[2];
  let build = [];
  let pre = [];
  const plus = patchText.indexOf("+");
  if (plus >= 0) {
    build = patchText.slice(plus + 1).split(".");
    patchText = patchText.slice(0, plus);
  }
  const dash = patchText.indexOf("-");
  if (dash >= 0) {
    pre = patchText.slice(dash + 1).split(".");
    patchText = patchText.slice(0, dash);
  }
  const patch = number(patchText);
  if (patch === void 0) return void 0;
  for (const p of pre) {
    if (p === "") return void 0;
    if (NUMBER.test(p) ? number(p) === void 0 : !ALPHANUM.test(p)) return void 0;
  }
  for (const b of build) if (b === "" || !ALPHANUM.test(b)) return void 0;
  return new K8sSemver(major, minor, patch, pre);
}
function splitN2(s, sep, n) {
  const all = s.split(sep);
  return all.length <= n ? all : [...all.slice(0, n - 1), all.slice(n - 1).join(sep)];
}
function normalizeAndParse(text) {
  const s = text.startsWith("v") ? text.slice(1) : text;
  const parts = splitN2(s, ".", 3).map((p) => {
    if (p.length <= 1) return p;
    const trimmed = p.replace(/^0+/, "");
    return trimmed === "" || !/^[0-9]/.test(trimmed) ? `0${trimmed}` : trimmed;
  });
  if (parts.length < 3) {
    if (/[+-]/.test(parts[parts.length - 1])) return void 0;
    while (parts.length < 3) parts.push("0");
  }
  return parseSemver(parts.join("."));
}
var sign2 = (a, b) => a < b ? -1n : a > b ? 1n : 0n;
function comparePre(a, b) {
  const an = NUMBER.test(a);
  const bn = NUMBER.test(b);
  if (an && bn) return sign2(BigInt(a), BigInt(b));
  if (an) return -1n;
  if (bn) return 1n;
  return a === b ? 0n : Buffer.compare(Buffer.from(a), Buffer.from(b)) < 0 ? -1n : 1n;
}
function compareSemver(a, b) {
  for (const [x, y] of [
    [a.major, b.major],
    [a.minor, b.minor],
    [a.patch, b.patch]
  ]) {
    if (x !== y) return sign2(x, y);
  }
  if (a.pre.length === 0 && b.pre.length === 0) return 0n;
  if (a.pre.length === 0) return 1n;
  if (b.pre.length === 0) return -1n;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
    const c = comparePre(a.pre[i], b.pre[i]);
    if (c !== 0n) return c;
  }
  return sign2(BigInt(a.pre.length), BigInt(b.pre.length));
}
function toSemver(s, normalize = false) {
  const v = normalize ? normalizeAndParse(s) : parseSemver(s);
  if (!v) throw new NotEvaluable(`semver(${JSON.stringify(s)}) fails with blang/semver's message, not reproduced here`);
  return v;
}
function asInt(n) {
  if (n > 2n ** 63n - 1n) throw new NotEvaluable("a semver number beyond int64");
  return n;
}
var SEMVER_LIBRARY = [
  {
    name: "semver",
    signatures: [
      ["k8s_semver(string): kubernetes.Semver", (s) => toSemver(s)],
      ["k8s_semver(string, bool): kubernetes.Semver", toSemver]
    ]
  },
  {
    name: "isSemver",
    signatures: [
      ["k8s_isSemver(string): bool", (s) => parseSemver(s) !== void 0],
      [
        "k8s_isSemver(string, bool): bool",
        (s, n) => (n ? normalizeAndParse(s) : parseSemver(s)) !== void 0
      ]
    ]
  },
  { name: "major", signatures: [["kubernetes.Semver.k8s_major(): int", (v) => asInt(v.major)]] },
  { name: "minor", signatures: [["kubernetes.Semver.k8s_minor(): int", (v) => asInt(v.minor)]] },
  { name: "patch", signatures: [["kubernetes.Semver.k8s_patch(): int", (v) => asInt(v.patch)]] },
  {
    name: "isGreaterThan",
    signatures: [
      [
        "kubernetes.Semver.k8s_isGreaterThan(kubernetes.Semver): bool",
        (a, b) => compareSemver(a, b) === 1n
      ]
    ]
  },
  {
    name: "isLessThan",
    signatures: [
      [
        "kubernetes.Semver.k8s_isLessThan(kubernetes.Semver): bool",
        (a, b) => compareSemver(a, b) === -1n
      ]
    ]
  },
  { name: "compareTo", signatures: [["kubernetes.Semver.k8s_compareTo(kubernetes.Semver): int", compareSemver]] }
];
var SEMVER_EQUALITY = [
  "kubernetes.Semver == kubernetes.Semver",
  (a, b) => compareSemver(a, b) === 0n
];

// src/rules/cr/cel/runtime-environment.ts
var libraryKey = (name, namespace) => namespace ? `${namespace}.${name}` : name;
function runtimeLibrary(regexes) {
  const { Environment, Optional } = celJs();
  const env = new Environment(ENVIRONMENT_OPTIONS).registerVariable("self", "dyn").registerVariable("oldSelf", "dyn");
  for (const t of [
    ...NETWORK_TYPES,
    ...URL_TYPES,
    ...QUANTITY_TYPES,
    ...SEMVER_TYPES,
    ...TIMESTAMP_TYPES,
    ...FORMAT_TYPES
  ])
    env.registerType(t.name, t.ctor);
  env.registerType("kubernetes.Unrepresentable", Unrepresentable);
  env.registerOperator(
    "kubernetes.Unrepresentable == kubernetes.Unrepresentable",
    (a, b) => {
      if (a.text !== void 0 && a.why === b.why && a.text === b.text) return true;
      throw new NotEvaluable(
        `values CEL gets as ${a.why === b.why ? a.why.replace("format ", "") : "other types"} are compared`
      );
    }
  );
  const all = [
    ...STRINGS_LIBRARY,
    ...LISTS_LIBRARY,
    ...SETS_LIBRARY,
    ...regexLibrary(regexes),
    ...conversionLibrary(env),
    ...formatLibrary(
      () => Optional.none(),
      (v) => Optional.of(v)
    ),
    ...NETWORK_LIBRARY,
    ...URL_LIBRARY,
    ...QUANTITY_LIBRARY,
    ...SEMVER_LIBRARY,
    ...TIMESTAMP_LIBRARY
  ];
  const functions = /* @__PURE__ */ new Map();
  for (const f of all) {
    const key3 = libraryKey(f.name, f.namespace);
    const known = functions.get(key3);
    functions.set(key3, known ? { ...known, signatures: [...known.signatures, ...f.signatures] } : f);
    for (const [signature, handler] of f.signatures) env.registerFunction(signature, handler);
  }
  for (const [signature, handler] of [...NETWORK_EQUALITY, QUANTITY_EQUALITY, SEMVER_EQUALITY])
    env.registerOperator(signature, handler);
  const DurationCtor = env.evaluate('duration("0s")').constructor;
  const makeDuration = (nanos) => new DurationCtor(nanos / 1000000000n, Number(nanos % 1000000000n));
  for (const [signature, handler] of timestampOperators(makeDuration))
    env.registerOperator(signature, handler);
  return { env, functions };
}

// src/rules/cr/cel/operand-shapes.ts
var EMPTY_SCOPE = /* @__PURE__ */ new Map();
function withVariable(scope, name, shape) {
  const out = new Map(scope);
  out.set(name, shape);
  return out;
}
function itemOf(range2) {
  return range2.kind === "chain" ? { ...range2, steps: [...range2.steps, { item: true }] } : UNKNOWN2;
}
function containerShape(node2, scope) {
  if (node2.op === "list" || node2.op === "map") return SAFE;
  if (node2.op === "rcall" && ["split", "findAll"].includes(node2.args[0])) return SAFE;
  const shape = operandShape(node2, scope);
  return shape.kind === "safe" ? UNKNOWN2 : shape;
}
var SAFE = { kind: "safe" };
var UNKNOWN2 = { kind: "unknown" };
var SCALAR_OPERATORS = /* @__PURE__ */ new Set([
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "&&",
  "||",
  "!_",
  "-_",
  "-",
  "*",
  "/",
  "%",
  "in"
]);
var SCALAR_METHODS = /* @__PURE__ */ new Set([
  "size",
  "startsWith",
  "endsWith",
  "contains",
  "matches",
  "find",
  "findAll",
  "charAt",
  "indexOf",
  "lastIndexOf",
  "lowerAscii",
  "upperAscii",
  "replace",
  "substring",
  "trim",
  "join",
  "split",
  "isSorted",
  "all",
  "exists",
  "exists_one",
  "hasValue"
]);
function operandShape(node2, scope = EMPTY_SCOPE) {
  switch (node2.op) {
    case "value":
      return SAFE;
    case "list":
    case "map":
      return node2.args.length === 0 ? SAFE : UNKNOWN2;
    case "call": {
      const [name, args] = node2.args;
      if (name === "dyn" && args[0]) return operandShape(args[0], scope);
      return SAFE;
    }
    case "rcall": {
      const [name, receiver, args] = node2.args;
      if (SCALAR_METHODS.has(name)) return SAFE;
      if (name === "value" && args.length === 0) return operandShape(receiver, scope);
      if (name === "orValue" && args[0]) return either(operandShape(receiver, scope), operandShape(args[0], scope));
      return UNKNOWN2;
    }
    case "?:": {
      const [, a, b] = node2.args;
      return either(operandShape(a, scope), operandShape(b, scope));
    }
    case "+": {
      const [a, b] = node2.args;
      return operandShape(a, scope).kind === "safe" && operandShape(b, scope).kind === "safe" ? SAFE : UNKNOWN2;
    }
    case "id":
    case ".":
    case ".?":
    case "[]":
    case "[?]":
      return chain(node2, scope);
    default:
      return SCALAR_OPERATORS.has(node2.op) ? SAFE : UNKNOWN2;
  }
}
function either(a, b) {
  if (a.kind === "safe") return b;
  if (b.kind === "safe") return a;
  return UNKNOWN2;
}
function chain(node2, scope) {
  const steps = [];
  let n = node2;
  for (; ; ) {
    if (n.op === "id") {
      const bound2 = typeof n.args === "string" ? scope.get(n.args) : void 0;
      if (bound2) {
        if (bound2.kind !== "chain") return bound2.kind === "safe" && steps.length === 0 ? bound2 : UNKNOWN2;
        return { kind: "chain", root: bound2.root, steps: [...bound2.steps, ...steps.reverse()] };
      }
      if (n.args !== "self" && n.args !== "oldSelf") return UNKNOWN2;
      return { kind: "chain", root: n.args, steps: steps.reverse() };
    }
    if (n.op === "." || n.op === ".?") {
      const [receiver, field2] = n.args;
      steps.push({ field: field2 });
      n = receiver;
    } else if (n.op === "[]" || n.op === "[?]") {
      const [receiver, index] = n.args;
      steps.push(index.op === "value" && typeof index.args === "string" ? { field: index.args } : { index: true });
      n = receiver;
    } else return UNKNOWN2;
  }
}
function riskyComparison(c, node2, isResourceRoot, h) {
  if (c.operands.some((o) => o.kind === "safe")) return false;
  return c.operands.some((o) => {
    if (o.kind === "safe") return false;
    if (o.kind === "unknown") return true;
    const target = resolve(node2, isResourceRoot, o.steps);
    if (target === void 0) return true;
    if (target === "scalar") return false;
    if (target === "metadata") return h.trimmedMetadata;
    if (o.steps.length === 0 && isResourceRoot && h.trimmedMetadata) return true;
    return c.op === "add" ? (target.listType === "set" || target.listType === "map") && h.anySetOrMapList : holdsRiskyValues(target, h);
  });
}
function resolve(node2, isResourceRoot, steps) {
  let n = node2;
  let root = isResourceRoot;
  for (const [i, step2] of steps.entries()) {
    if ("field" in step2 && root && (step2.field === "apiVersion" || step2.field === "kind")) return "scalar";
    if ("field" in step2 && root && step2.field === "metadata") return i === steps.length - 1 ? "metadata" : "scalar";
    let next;
    if ("item" in step2) {
      if (n.items) next = n.items;
      else return n.type === "object" ? "scalar" : void 0;
    } else if ("index" in step2) next = n.items ?? additional(n);
    else
      next = n.properties.get(unescapeCelName(step2.field)) ?? n.properties.get(step2.field) ?? (n.properties.size === 0 ? additional(n) : void 0);
    if (!next) return void 0;
    n = next;
    root = n.embeddedResource;
    if (root) return void 0;
  }
  return n;
}
var additional = (n) => {
  const a = n.additionalProperties;
  return a instanceof SchemaNode ? a : void 0;
};
var RISKY_FORMATS = /* @__PURE__ */ new Set(["date", "date-time", "datetime", "duration"]);
function holdsRiskyValues(node2, h) {
  const stack = [node2];
  let seen = 0;
  while (stack.length > 0) {
    const n = stack.pop();
    if (++seen > 1e4) return true;
    if (n.listType === "set" || n.listType === "map" || n.preserveUnknownFields === true) return true;
    if (h.unrepresentable && n.type === "string" && RISKY_FORMATS.has(n.format)) return true;
    if (n.type === "" && !n.intOrString) return true;
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values());
    const a = additional(n);
    if (a) stack.push(a);
  }
  return false;
}
function riskyIteration(range2, node2, isResourceRoot) {
  if (range2.kind === "safe") return false;
  if (range2.kind === "unknown") return true;
  const target = resolve(node2, isResourceRoot, range2.steps);
  if (target === void 0 || target === "metadata") return true;
  return target !== "scalar" && target.type !== "array";
}
function riskySize(operand, node2, isResourceRoot) {
  if (operand.kind === "safe") return false;
  if (operand.kind === "unknown") return true;
  const target = resolve(node2, isResourceRoot, operand.steps);
  if (target === void 0 || target === "metadata") return true;
  return target !== "scalar" && target.type !== "array" && target.type !== "string";
}
function riskyLookup(container, node2, isResourceRoot) {
  if (container.kind === "safe") return false;
  if (container.kind === "unknown") return true;
  const target = resolve(node2, isResourceRoot, container.steps);
  if (target === void 0) return true;
  if (target === "scalar" || target === "metadata") return false;
  return [...target.properties.keys()].some((k) => escapeCelName(k) !== k);
}

// src/rules/cr/cel/runtime-program.ts
var MACROS2 = /* @__PURE__ */ new Set(["all", "exists", "exists_one", "map", "filter"]);
var STANDARD_CALLS = /* @__PURE__ */ new Set(["size", "has", "dyn", "type"]);
var STANDARD_METHODS = /* @__PURE__ */ new Set([
  "size",
  "startsWith",
  "endsWith",
  "contains",
  "hasValue",
  "value",
  "orValue",
  "or"
]);
var OPTIONAL_FUNCTIONS = /* @__PURE__ */ new Set(["of", "none"]);
var NAMESPACES = /* @__PURE__ */ new Set(["format", "sets", "lists", "strings", "ip", "optional"]);
var COMPARING = /* @__PURE__ */ new Set([
  "indexOf",
  "lastIndexOf",
  "sets.contains",
  "sets.equivalent",
  "sets.intersects",
  "isSorted",
  "min",
  "max",
  "sort",
  "distinct"
]);
var REGEX = /* @__PURE__ */ new Set(["matches", "find", "findAll"]);
var COMPARERS = /* @__PURE__ */ new Set(["int", "double", "string", "bool", "bytes"]);
var CelRuntime = class {
  libraryMade;
  regexes = new RegexCache();
  prepared = /* @__PURE__ */ new Map();
  get library() {
    return this.libraryMade ??= runtimeLibrary(this.regexes);
  }
  prepare(expression) {
    let known = this.prepared.get(expression);
    if (!known) {
      known = this.prepareNew(expression);
      this.prepared.set(expression, known);
    }
    return known;
  }
  prepareNew(expression) {
    const env = this.library.env;
    let ast;
    try {
      ast = env.parse(expression).ast;
    } catch {
      return {
        kind: "not evaluated",
        reason: "the expression does not parse in the CEL library used here",
        usesOldSelf: /\boldSelf\b/.test(expression)
      };
    }
    const walked = walk2(ast, expression, this.library);
    if (walked.unsupported !== void 0)
      return {
        kind: "not evaluated",
        reason: walked.unsupported,
        usesOldSelf: walked.facts.usesOldSelf,
        facts: walked.facts
      };
    try {
      return { kind: "ready", facts: walked.facts, program: env.parse(walked.text) };
    } catch {
      return {
        kind: "not evaluated",
        reason: "the rewritten expression does not parse",
        usesOldSelf: walked.facts.usesOldSelf
      };
    }
  }
  run(prepared, self, oldSelf) {
    const activation = { self };
    if (oldSelf === "none") activation.oldSelf = celJs().Optional.none();
    else if (oldSelf !== void 0) activation.oldSelf = oldSelf.value;
    try {
      return { kind: "value", value: prepared.program(activation) };
    } catch (error) {
      return mapError(error);
    }
  }
  /** `optional.of(v)`, for optionalOldSelf rules. */
  optionalOf(value2) {
    return { value: celJs().Optional.of(value2) };
  }
};
var CEL_RUNTIME = { name: "CEL runtime (cr/)", create: () => new CelRuntime() };
function hazardReason(facts, h, node2, isResourceRoot, selfEqualsOldSelfAgrees = () => false) {
  if (h.unrepresentable || h.setOrMapList || h.anySetOrMapList || h.trimmedMetadata || h.hiddenFields) {
    const risky = facts.comparisons.find(
      (c) => riskyComparison(c, node2, isResourceRoot, h) && !(c.selfWithOldSelf && selfEqualsOldSelfAgrees())
    );
    if (risky)
      return risky.op === "add" ? "lists of type set or map merge on + in the apiserver" : "a comparison whose operands may hold lists of type set or map, strings CEL gets as timestamps or durations, or fields CEL does not see, which compare differently in the apiserver";
    if (facts.opaqueEquality && (h.unrepresentable || h.setOrMapList))
      return "a library function compares values that are lists of type set or map, or timestamps or durations in the apiserver";
  }
  if (h.multiEntryMap && facts.iterated.some((r) => riskyIteration(r, node2, isResourceRoot)))
    return "map() or filter() over a map follows Go\u2019s random iteration order";
  if ((h.nonAscii || facts.nonAsciiLiteral) && facts.ordering)
    return "strings outside ASCII order by UTF-8 bytes in Go";
  if (h.escapedName && facts.lookups.some((c) => riskyLookup(c, node2, isResourceRoot)))
    return "a property name CEL escapes is looked up";
  if ((h.trimmedMetadata || h.hiddenFields) && facts.sized.some((o) => riskySize(o, node2, isResourceRoot)))
    return "an object has fields CEL does not see (metadata of a resource root, or fields kept by x-kubernetes-preserve-unknown-fields), which size() counts in the apiserver";
  if (h.generatedName && facts.readsMetadata)
    return "the object is named by generateName: the apiserver generates metadata.name before validating";
  if (h.inexactNumber)
    return "an integer beyond 2^53, or -2^63 (whose division by -1 overflows in cel-go only), is not handled exactly here";
  return void 0;
}
function walk2(root, expression, library) {
  const comparisons = [];
  const lookups = [];
  const iterated = [];
  const reached = [];
  const sized = [];
  const facts = {
    readsMetadata: false,
    comparisons,
    reached,
    lookups,
    iterated,
    longestListLiteral: 0,
    splits: false,
    listFunctions: 0,
    opaqueEquality: false,
    usesOldSelf: false,
    ordering: false,
    sized,
    nonAsciiLiteral: false,
    nodes: 0,
    macroDepth: 0,
    regex: false,
    longestLiteral: 0
  };
  const edits = [];
  let unsupported;
  const stack = [{ node: root, depth: 0, scope: EMPTY_SCOPE }];
  const pushAll = (v, depth, scope) => {
    if (Array.isArray(v)) for (const x of v) pushAll(x, depth, scope);
    else if (isNode2(v)) stack.push({ node: v, depth, scope });
  };
  const unsupportedCall = (what) => {
    unsupported ??= what;
    facts.listFunctions++;
  };
  while (stack.length > 0) {
    const { node: node2, depth, scope, inChain } = stack.pop();
    facts.nodes++;
    facts.macroDepth = Math.max(facts.macroDepth, depth);
    if (!inChain && CHAIN_OPERATORS.has(node2.op)) {
      const shape = operandShape(node2, scope);
      if (shape.kind === "chain") reached.push(shape);
    }
    switch (node2.op) {
      case "id":
        if (node2.args === "oldSelf") facts.usesOldSelf = true;
        continue;
      case "value": {
        const v = node2.args;
        if (typeof v === "string") {
          if (!/^[\x00-\x7f]*$/.test(v)) facts.nonAsciiLiteral = true;
          facts.longestLiteral = Math.max(facts.longestLiteral, Buffer.byteLength(v, "utf8"));
        } else if (!(typeof v === "boolean" || typeof v === "bigint" || typeof v === "number" || v === null))
          unsupported ??= "bytes or unsigned int literals";
        else if (v === -(2n ** 63n)) unsupported ??= "the literal -9223372036854775808";
        continue;
      }
      case "call": {
        const [name, args] = node2.args;
        if (name === "size" && args[0]) sized.push(operandShape(args[0], scope));
        if (name === "has") {
          const arg = args[0];
          if (arg && (arg.op === "." || arg.op === ".?") && !selectsIdentifier(arg)) {
            const [receiver, field2] = arg.args;
            edits.push(
              { start: node2.range.start, end: arg.range.start, text: "(" },
              { start: receiver.range.end, end: node2.range.end, text: `).?${field2}.hasValue()` }
            );
            stack.push({ node: receiver, depth, scope });
            continue;
          }
        }
        if (STANDARD_CALLS.has(name)) {
          pushAll(args, depth, scope);
          continue;
        }
        const f = library.functions.get(libraryKey(name));
        if (!f) {
          unsupportedCall(`${name}()`);
          pushAll(args, depth, scope);
          continue;
        }
        noteLibraryCall(name, facts);
        edits.push({ start: node2.range.start, end: node2.range.start + name.length, text: runtimeName(name) });
        pushAll(args, depth, scope);
        continue;
      }
      case "rcall": {
        const [name, receiver, args] = node2.args;
        const namespace = receiver.op === "id" && typeof receiver.args === "string" && NAMESPACES.has(receiver.args) && !scope.has(receiver.args) ? receiver.args : void 0;
        if (namespace === "optional") {
          if (!OPTIONAL_FUNCTIONS.has(name)) unsupportedCall(`optional.${name}()`);
          pushAll(args, depth, scope);
          continue;
        }
        if (namespace) {
          const f2 = library.functions.get(libraryKey(name, namespace));
          if (!f2) {
            unsupportedCall(`${namespace}.${name}()`);
            pushAll(args, depth, scope);
            continue;
          }
          noteLibraryCall(`${namespace}.${name}`, facts);
          if (namespace === "lists" && name === "range")
            facts.longestListLiteral = Math.max(facts.longestListLiteral, 1e3);
          edits.push({
            start: receiver.range.start,
            end: nameEnd(expression, receiver, name),
            text: runtimeName(name, namespace)
          });
          pushAll(args, depth, scope);
          continue;
        }
        if (MACROS2.has(name)) {
          if ((name === "all" || name === "exists" || name === "exists_one") && args.length !== 2)
            unsupportedCall(`${name}() with ${args.length} arguments`);
          const range2 = containerShape(receiver, scope);
          if (name === "map" || name === "filter") iterated.push(range2);
          const variable = args[0];
          const inner = variable && variable.op === "id" && typeof variable.args === "string" ? withVariable(scope, variable.args, itemOf(range2)) : scope;
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth + 1, inner);
          continue;
        }
        if (name === "size") sized.push(operandShape(receiver, scope));
        if (STANDARD_METHODS.has(name) && !library.functions.has(libraryKey(name))) {
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth, scope);
          continue;
        }
        const f = library.functions.get(libraryKey(name));
        if (!f) {
          unsupportedCall(`${name}()`);
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth, scope);
          continue;
        }
        noteLibraryCall(name, facts);
        const end = nameEnd(expression, receiver, name);
        edits.push({ start: end - name.length, end, text: runtimeName(name) });
        stack.push({ node: receiver, depth, scope });
        pushAll(args, depth, scope);
        continue;
      }
      default:
        if ((node2.op === "." || node2.op === ".?") && node2.args[1] === "metadata")
          facts.readsMetadata = true;
        if (!CEL_GO_OPERATORS.has(node2.op)) {
          unsupportedCall(`the operator ${node2.op}`);
          pushAll(node2.args, depth, scope);
          continue;
        }
        if (node2.op === "<" || node2.op === "<=" || node2.op === ">" || node2.op === ">=") {
          const [left, right] = node2.args;
          if (!isNotString(left) && !isNotString(right)) facts.ordering = true;
        }
        if (node2.op === "==" || node2.op === "!=" || node2.op === "in" || node2.op === "+") {
          const [left, right] = node2.args;
          const operands = node2.op === "in" ? [operandShape(left, scope)] : [operandShape(left, scope), operandShape(right, scope)];
          comparisons.push({
            op: node2.op === "+" ? "add" : node2.op === "in" ? "in" : "eq",
            operands,
            selfWithOldSelf: isSelfWithOldSelf(left, right)
          });
        }
        if (node2.op === "[]" || node2.op === "[?]")
          lookups.push(containerShape(node2.args[0], scope));
        if (node2.op === "in") lookups.push(containerShape(node2.args[1], scope));
        if (node2.op === "list" || node2.op === "map")
          facts.longestListLiteral = Math.max(facts.longestListLiteral, node2.args.length);
        if (CHAIN_OPERATORS.has(node2.op)) {
          const [receiver, index] = node2.args;
          stack.push({ node: receiver, depth, scope, inChain: true });
          pushAll(index, depth, scope);
          continue;
        }
        pushAll(node2.args, depth, scope);
    }
  }
  if (unsupported !== void 0)
    return { text: expression, facts, unsupported: `${unsupported} is not evaluated by this runtime` };
  edits.sort((a, b) => b.start - a.start);
  let text = expression;
  for (const e of edits) text = text.slice(0, e.start) + e.text + text.slice(e.end);
  return { text, facts };
}
var CHAIN_OPERATORS = /* @__PURE__ */ new Set(["id", ".", ".?", "[]", "[?]"]);
var NUMERIC_CALLS = /* @__PURE__ */ new Set(["size", "int", "uint", "double"]);
var NOT_STRING_OPERATORS = /* @__PURE__ */ new Set([
  "-",
  "*",
  "/",
  "%",
  "-_",
  "!_",
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "&&",
  "||",
  "in"
]);
function isNotString(node2) {
  if (node2.op === "value") return typeof node2.args !== "string" && !(node2.args instanceof Uint8Array);
  if (node2.op === "call") return NUMERIC_CALLS.has(node2.args[0]);
  if (node2.op === "rcall") return node2.args[0] === "size";
  return NOT_STRING_OPERATORS.has(node2.op);
}
function isSelfWithOldSelf(a, b) {
  const name = (n) => n.op === "id" ? n.args : void 0;
  return name(a) === "self" && name(b) === "oldSelf" || name(a) === "oldSelf" && name(b) === "self";
}
function selectsIdentifier(node2) {
  let n = node2;
  while (n.op === "." || n.op === ".?") n = n.args[0];
  return n.op === "id";
}
var SPLITS = /* @__PURE__ */ new Set(["split", "findAll"]);
var LIST_FUNCTIONS = /* @__PURE__ */ new Set([
  "isSorted",
  "sum",
  "min",
  "max",
  "indexOf",
  "lastIndexOf",
  "join",
  "sets.contains",
  "sets.equivalent",
  "sets.intersects",
  "slice",
  "flatten",
  "sort",
  "distinct",
  "reverse",
  "lists.range"
]);
function noteLibraryCall(key3, facts) {
  if (SPLITS.has(key3)) facts.splits = true;
  if (LIST_FUNCTIONS.has(key3)) facts.listFunctions++;
  if (COMPARING.has(key3)) facts.opaqueEquality = true;
  if (key3 === "isSorted" || key3 === "min" || key3 === "max") facts.ordering = true;
  if (REGEX.has(key3)) facts.regex = true;
}
function nameEnd(expression, receiver, name) {
  const dot = skipBlank(expression, receiver.range.end);
  const start = skipBlank(expression, dot + 1);
  return start + name.length;
}
function isNode2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && "op" in v && "args" in v;
}
function mapError(error) {
  if (error instanceof CelGoError) return { kind: "error", text: error.celGoText };
  if (error instanceof NotEvaluable) return { kind: "not evaluated", reason: error.reason };
  const e = typeof error === "object" && error !== null ? error : {};
  const summary = e.summary ?? e.message ?? String(error);
  switch (e.code) {
    case "no_such_key": {
      const key3 = /^No such key: (.*)$/s.exec(summary)?.[1];
      if (key3 !== void 0) return { kind: "error", text: `no such key: ${key3}` };
      break;
    }
    case "index_out_of_bounds": {
      const index = /index (-?\d+)/.exec(summary)?.[1];
      if (index !== void 0) return { kind: "error", text: `index out of bounds: ${index}` };
      break;
    }
    case "division_by_zero":
      return { kind: "error", text: "division by zero" };
    case "modulo_by_zero":
      return { kind: "error", text: "modulus by zero" };
    case "numeric_overflow":
      if (summary.startsWith("integer overflow")) return { kind: "error", text: "integer overflow" };
      break;
    case "optional_value_missing":
      return { kind: "error", text: "optional.none() dereference" };
    case "no_such_overload": {
      const m = /^no such overload: (?:dyn<)?(\w+)>? (?:<|<=|>|>=) (?:dyn<)?(\w+)>?$/.exec(summary);
      if (m && COMPARERS.has(m[1]) && COMPARERS.has(m[2]))
        return { kind: "error", text: "no such overload" };
      break;
    }
  }
  return {
    kind: "not evaluated",
    reason: `the CEL library's error "${summary.split("\n")[0]}" has no known cel-go text`
  };
}

// src/rules/cr/cel/validate-cel.ts
var MAX_MESSAGE_BYTES = 5 * 1024;
function validateCelRules(run) {
  const state = {
    cache: run.cache,
    runtime: run.cache.get(CEL_RUNTIME),
    errors: [],
    notEvaluated: [],
    spent: 0,
    costUnknown: void 0,
    evaluated: 0,
    stopped: false,
    celValues: new CelValueMemo()
  };
  if (!hasCelRules(run.schema)) return { errors: [], notEvaluated: [], evaluated: 0 };
  const root = run.oldValue !== void 0 && run.oldValue !== null ? new Correlated(run.value, run.oldValue, run.schema) : void 0;
  visit(
    {
      node: run.schema,
      value: run.value,
      old: run.oldValue ?? void 0,
      path: void 0,
      isResourceRoot: true,
      ratchet: { current: root }
    },
    state
  );
  return { errors: state.errors, notEvaluated: state.notEvaluated, evaluated: state.evaluated };
}
function visit(at, state) {
  if (at.value === null || at.value === void 0 || state.stopped) return;
  if (!hasWorkBelow(at.node)) return;
  if (!isCelVisible(at.node)) return;
  try {
    rulesAt(at, state);
  } catch (error) {
    for (const { rule } of at.node.validations) {
      state.notEvaluated.push({
        path: at.path,
        rule: decodeValidationRule(rule).rule,
        reason: `the evaluation failed here (${error instanceof Error ? error.message : String(error)})`
      });
    }
  }
  for (const nested2 of at.node.allOf) {
    for (const rule of rulesBelow(nested2))
      state.notEvaluated.push({ path: at.path, rule, reason: "rules inside allOf are not evaluated by this runtime" });
  }
  if (Array.isArray(at.value)) {
    const items = at.node.items;
    if (!items || !hasWorkBelow(items)) return;
    at.value.forEach((item, i) => {
      const old = at.old === void 0 ? void 0 : oldMapListItem(at.node, at.old, item);
      visit(
        {
          node: items,
          value: item,
          old,
          path: indexPath(at.path, i),
          isResourceRoot: items.embeddedResource,
          ratchet: ratchetIndex(at.ratchet, i)
        },
        state
      );
    });
    return;
  }
  if (!isJsonObject(at.value)) return;
  const value2 = at.value;
  const props = at.node.properties;
  const additional2 = at.node.additionalProperties;
  const oldObject = isJsonObject(at.old) ? at.old : void 0;
  for (const k of Object.keys(value2).sort()) {
    const prop = props.get(k);
    const child = prop ?? (props.size === 0 && additional2 instanceof SchemaNode ? additional2 : void 0);
    if (!child || !hasWorkBelow(child)) continue;
    const path2 = prop ? childPath(at.path, k) : keyPath(at.path, k);
    const old = oldObject && Object.hasOwn(oldObject, k) ? oldObject[k] ?? void 0 : void 0;
    visit(
      {
        node: child,
        value: value2[k],
        old,
        path: path2,
        isResourceRoot: child.embeddedResource,
        ratchet: ratchetKey(at.ratchet, k)
      },
      state
    );
  }
}
var CEL_WORK = schemaTrait((n) => Array.isArray(n.raw["x-kubernetes-validations"]) || n.allOf.length > 0);
var hasWorkBelow = (node2) => traitBelow(node2, CEL_WORK);
function rulesBelow(schema2) {
  const out = [];
  const stack = [schema2];
  while (stack.length > 0) {
    const n = stack.pop();
    for (const { rule } of n.validations) out.push(decodeValidationRule(rule).rule);
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values(), ...n.allOf);
    const additional2 = n.additionalProperties;
    if (additional2 instanceof SchemaNode) stack.push(additional2);
  }
  return out;
}
var childPath = (p, name) => p ? p.child(name) : FieldPath.of(name);
var keyPath = (p, key3) => p ? p.key(key3) : FieldPath.of("").key(key3);
var indexPath = (p, i) => p ? p.index(i) : FieldPath.of("").index(i);
var usesOld = (p) => p.kind === "ready" ? p.facts.usesOldSelf : p.usesOldSelf;
var NODE_RULES = {
  name: "cr/ CEL rules by schema node",
  create: () => /* @__PURE__ */ new WeakMap()
};
function nodeRules(node2, state) {
  const byNode = state.cache.get(NODE_RULES);
  let known = byNode.get(node2);
  if (known === void 0) {
    const rules = node2.validations.map(({ rule }) => decodeValidationRule(rule));
    const prepared = rules.map((r) => r.rule.trim() === "" ? void 0 : state.runtime.prepare(r.rule));
    known = { rules, prepared, usesOldSelf: prepared.some((p) => p !== void 0 && usesOld(p)) };
    byNode.set(node2, known);
  }
  return known;
}
function rulesAt(at, state) {
  const { rules, prepared, usesOldSelf: nodeUsesOldSelf } = nodeRules(at.node, state);
  if (rules.length === 0) return;
  const values = new ValuesAt(at, state.celValues);
  rules.forEach((rule, i) => {
    const p = prepared[i];
    if (!p || state.stopped) return;
    const optionalOldSelf = rule.optionalOldSelf === true;
    if (usesOld(p) && at.old === void 0 && !optionalOldSelf) return;
    const skip = (reason) => {
      state.notEvaluated.push({ path: at.path, rule: rule.rule, reason });
    };
    if (state.costUnknown) return skip(state.costUnknown);
    const self = values.self();
    const old = usesOld(p) && at.old !== void 0 ? values.old() : void 0;
    const facts = p.facts;
    if (!facts || !spend(
      state,
      Math.min(costBound(facts, largest(self, old)), estimatedCost(state, at, rule.rule, optionalOldSelf, "bool"))
    ))
      return skip(state.costUnknown ?? (p.kind === "ready" ? "" : p.reason));
    if (p.kind !== "ready") return skip(p.reason);
    const agrees = () => old !== void 0 && !self.hazards.trimmedMetadata && !self.hazards.hiddenFields && !old.hazards.trimmedMetadata && !old.hazards.hiddenFields && celGoEqual(at.value, at.old, at.node) === sameValue(at.value, at.old);
    const hazard = hazardOf(p.facts, self, at.value, at, state.celValues, agrees) ?? (old ? hazardOf(p.facts, old, at.old, at, state.celValues, agrees) : void 0);
    if (hazard) return skip(hazard);
    const oldSelf = optionalOldSelf ? old ? state.runtime.optionalOf(old.value) : "none" : old ? { value: old.value } : void 0;
    const result = state.runtime.run(p, self.value, oldSelf);
    if (result.kind === "not evaluated") return skip(result.reason);
    if (result.kind === "error") {
      state.evaluated++;
      const detail2 = result.text.startsWith("no such overload") ? `'${result.text}': call arguments did not match a supported operator, function or macro signature for rule: ${ruleErrorString(rule)}` : `${result.text} evaluating rule: ${ruleErrorString(rule)}`;
      state.errors.push({ type: "Invalid value", path: at.path, value: at.node.type, hasValue: true, detail: detail2 });
      return;
    }
    if (result.value === true) {
      state.evaluated++;
      return;
    }
    if (result.value !== false) return skip("the rule did not evaluate to a bool here");
    const detail = messageOf(at, rule, nodeUsesOldSelf, values, state);
    if (detail.kind === "not evaluated") return skip(detail.reason);
    state.evaluated++;
    if (!usesOld(p) && shouldRatchet(at.ratchet)) return;
    const path2 = errorPath(at, rule);
    if (path2 === null) return skip("the rule\u2019s fieldPath does not resolve in the schema");
    state.errors.push(failure(path2, at, rule, detail.text));
  });
}
function hazardOf(facts, converted, value2, at, memo, selfEqualsOldSelfAgrees) {
  if (hazardReason(facts, converted.hazards, at.node, at.isResourceRoot, selfEqualsOldSelfAgrees) === void 0)
    return void 0;
  const reached = reachedHazards(value2, at.node, at.isResourceRoot, facts.reached, converted.hazards, memo);
  return hazardReason(facts, reached, at.node, at.isResourceRoot, selfEqualsOldSelfAgrees);
}
var ValuesAt = class {
  constructor(at, memo) {
    this.at = at;
    this.memo = memo;
  }
  at;
  memo;
  selfMade;
  oldMade;
  self() {
    return this.selfMade ??= toCelValue(this.at.value, this.at.node, this.at.isResourceRoot, this.memo);
  }
  old() {
    return this.oldMade ??= toCelValue(this.at.old, this.at.node, this.at.isResourceRoot, this.memo);
  }
};
function largest(a, b) {
  if (!b) return a.measure;
  return {
    nodes: Math.max(a.measure.nodes, b.measure.nodes) * 2,
    largestCollection: Math.max(a.measure.largestCollection, b.measure.largestCollection),
    longestString: Math.max(a.measure.longestString, b.measure.longestString),
    totalBytes: a.measure.totalBytes + b.measure.totalBytes
  };
}
function estimatedCost(state, at, expression, optionalOldSelf, result) {
  let byExpression = ESTIMATES.get(at.node.raw);
  if (byExpression === void 0) ESTIMATES.set(at.node.raw, byExpression = /* @__PURE__ */ new Map());
  let slots = byExpression.get(expression);
  if (slots === void 0) byExpression.set(expression, slots = []);
  const slot = (at.isResourceRoot ? 4 : 0) + (optionalOldSelf ? 2 : 0) + (result === "bool" ? 0 : 1);
  let cost = slots[slot];
  if (cost === void 0) slots[slot] = cost = estimateCost(state, at, expression, optionalOldSelf, result);
  return cost;
}
var ESTIMATES = /* @__PURE__ */ new WeakMap();
function estimateCost(state, at, expression, optionalOldSelf, result) {
  const compiler = state.cache.get(CEL_COMPILER);
  const costs = state.cache.get(CEL_COSTS);
  const ast = compiler.ast(expression);
  const selected = compiler.selectedBy(expression);
  const self = costs.declType(at.node.raw, at.isResourceRoot);
  if (!ast || !self || selected === "all") return Infinity;
  try {
    return costs.maxCost(ast, expression, self, optionalOldSelf, result, selected) ?? Infinity;
  } catch {
    return Infinity;
  }
}
function spend(state, bound2) {
  if (bound2 > PER_CALL_LIMIT) {
    state.costUnknown = "the runtime cost of this or an earlier rule could exceed the per-call limit of 1,000,000 (cel-go would stop all rules there): not bounded exactly here";
    return false;
  }
  state.spent += bound2;
  if (state.spent > RUNTIME_COST_BUDGET) {
    state.costUnknown = "the rules of this object could exceed the cost budget of 10,000,000 (cel-go would stop there): not bounded exactly here";
    return false;
  }
  return true;
}
function messageOf(at, rule, nodeUsesOldSelf, values, state) {
  const fallback = { kind: "text", text: ruleMessageOrDefault(rule) };
  if (rule.messageExpression === "") return fallback;
  const p = state.runtime.prepare(rule.messageExpression);
  const oldBound = nodeUsesOldSelf && at.old !== void 0;
  const self = values.self();
  const old = oldBound ? values.old() : void 0;
  if (!p.facts || !spend(
    state,
    Math.min(
      costBound(p.facts, largest(self, old)),
      estimatedCost(state, at, rule.messageExpression, false, "string")
    )
  ))
    return {
      kind: "not evaluated",
      reason: state.costUnknown ?? (p.kind === "ready" ? "" : `messageExpression: ${p.reason}`)
    };
  if (p.kind !== "ready") return { kind: "not evaluated", reason: `messageExpression: ${p.reason}` };
  if (p.facts.usesOldSelf && !oldBound) return fallback;
  const hazard = hazardOf(p.facts, self, at.value, at, state.celValues) ?? (old && p.facts.usesOldSelf ? hazardOf(p.facts, old, at.old, at, state.celValues) : void 0);
  if (hazard) return { kind: "not evaluated", reason: `messageExpression: ${hazard}` };
  const result = state.runtime.run(p, self.value, old ? { value: old.value } : void 0);
  if (result.kind === "not evaluated") return { kind: "not evaluated", reason: `messageExpression: ${result.reason}` };
  if (result.kind === "error" || typeof result.value !== "string") return fallback;
  const trimmed = goTrimSpace(result.value);
  if (trimmed === "" || /\n/.test(trimmed) || Buffer.byteLength(trimmed, "utf8") > MAX_MESSAGE_BYTES) return fallback;
  return { kind: "text", text: trimmed };
}
var ruleMessageOrDefault = (rule) => rule.message.length === 0 ? `failed rule: ${ruleErrorString(rule)}` : goTrimSpace(rule.message);
var ruleErrorString = (rule) => goTrimSpace(rule.message.length > 0 ? rule.message : rule.rule);
function errorPath(at, rule) {
  if (rule.fieldPath === "") return at.path;
  const steps = fieldPathSteps(rule.fieldPath, at.node);
  if (!steps) return null;
  const [first, ...rest] = steps;
  if (!first) return at.path;
  const head = first.property ? first.name : `[${first.name}]`;
  let p = at.path ? at.path.child(head) : FieldPath.of(head);
  for (const step2 of rest) p = step2.property ? p.child(step2.name) : p.key(step2.name);
  return p;
}
function failure(path2, at, rule, detail) {
  const omitted = at.node.type === "object" || at.node.type === "array";
  switch (rule.reason) {
    case "FieldValueForbidden":
      return { type: "Forbidden", path: path2, hasValue: false, detail };
    case "FieldValueRequired":
      return { type: "Required value", path: path2, hasValue: false, detail };
    case "FieldValueDuplicate":
      return omitted ? { type: "Duplicate value", path: path2, hasValue: false, detail: "" } : { type: "Duplicate value", path: path2, value: at.value, hasValue: true, detail: "" };
    default:
      return omitted ? { type: "Invalid value", path: path2, hasValue: false, detail } : { type: "Invalid value", path: path2, value: at.value, hasValue: true, detail };
  }
}

// src/rules/cr/list-type/validate-list-types.ts
function validateListTypes(obj, s) {
  const errs = [];
  if (s && isJsonObject(obj) && traitBelow(s, SET_OR_MAP)) objectLists(obj, s, void 0, errs);
  return errs;
}
var SET_OR_MAP = schemaTrait((n) => n.listType === "set" || n.listType === "map");
function objectLists(obj, s, path2, errs) {
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  if (additional2 instanceof SchemaNode && traitBelow(additional2, SET_OR_MAP))
    for (const k of Object.keys(obj)) {
      if (!Object.hasOwn(props, k)) value(obj[k], additional2, path2 ? path2.key(k) : FieldPath.of("").key(k), errs);
    }
  for (const k of Object.keys(obj)) {
    const sub = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : void 0;
    if (sub && traitBelow(sub, SET_OR_MAP)) value(obj[k], sub, path2 ? path2.child(k) : FieldPath.of(k), errs);
  }
}
function value(x, s, path2, errs) {
  if (Array.isArray(x)) list(x, s, path2, errs);
  else if (isJsonObject(x)) objectLists(x, s, path2, errs);
}
function list(x, s, path2, errs) {
  if (s.listType === "set") for (const i of repeats(x.map(encode))) errs.push(duplicate(path2.index(i), x[i]));
  else if (s.listType === "map") errs.push(...mapErrors(x, s, path2));
  const items = s.items;
  if (items && traitBelow(items, SET_OR_MAP)) x.forEach((item, i) => value(item, items, path2.index(i), errs));
}
function mapErrors(x, s, path2) {
  for (const [i, item] of x.entries()) {
    if (item !== null && !isJsonObject(item))
      return [invalid(path2.index(i), item, "must be an object for an array of list-type map")];
  }
  const keys = s.listMapKeys;
  const keyOf4 = (item) => {
    const key3 = {};
    if (isJsonObject(item)) {
      for (const k of keys) if (Object.hasOwn(item, k)) key3[k] = item[k];
    }
    return key3;
  };
  return repeats(x.map((item) => encode(keyOf4(item)))).map((i) => duplicate(path2.index(i), keyOf4(x[i])));
}
function repeats(encoded) {
  const times = /* @__PURE__ */ new Map();
  const out = [];
  encoded.forEach((e, i) => {
    const n = times.get(e) ?? 0;
    if (n === 1) out.push(i);
    times.set(e, n + 1);
  });
  return out;
}
function encode(v) {
  if (Array.isArray(v)) return `[${v.map(encode).join(",")}]`;
  if (isJsonObject(v))
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${encode(v[k])}`).join(",")}}`;
  return JSON.stringify(v ?? null);
}

// src/rules/cr/prepare/drop-nulls.ts
function dropNulls(x, s) {
  if (Array.isArray(x)) return x.map((v) => dropNulls(v, s?.items));
  if (!isJsonObject(x)) return x;
  const out = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    const schema2 = schemaForField(k, s);
    if (v === null && schema2 !== void 0 && !schema2.nullable && !schema2.hasDefault) continue;
    setOwn(out, k, dropNulls(v, schema2));
  }
  return out;
}
function schemaForField(k, s) {
  if (!s) return void 0;
  const props = s.raw.properties;
  if (isJsonObject(props) && Object.hasOwn(props, k)) return SchemaNode.of(props[k]);
  const additional2 = s.additionalProperties;
  return additional2 instanceof SchemaNode ? additional2 : void 0;
}

// src/rules/cr/prepare/prepare-object.ts
function prepareObject(raw, schema2) {
  const pruned = prune(raw, schema2, true);
  let value2 = pruned.value;
  const dropped = [...pruned.pruned];
  for (const m of pruned.metadata) {
    const unknown = unknownObjectMetaKeys(valueAt(value2, m.path));
    if (unknown.length === 0) continue;
    value2 = withoutKeys(value2, m.path, new Set(unknown));
    for (const k of unknown) dropped.push([...m.path, k]);
  }
  value2 = dropNulls(value2, schema2);
  const defaulted = applyDefaults(value2, schema2);
  return { value: isJsonObject(defaulted.value) ? defaulted.value : {}, dropped, defaulted: defaulted.filled };
}
function valueAt(root, path2) {
  let v = root;
  for (const step2 of path2) {
    if (typeof step2 === "number") v = Array.isArray(v) ? v[step2] : void 0;
    else v = isJsonObject(v) && Object.hasOwn(v, step2) ? v[step2] : void 0;
  }
  return v;
}
function withoutKeys(root, path2, keys) {
  const [head, ...rest] = path2;
  if (head === void 0) {
    if (!isJsonObject(root)) return root;
    const out2 = {};
    for (const k of Object.keys(root)) if (!keys.has(k)) setOwn(out2, k, root[k]);
    return out2;
  }
  if (typeof head === "number")
    return Array.isArray(root) ? root.map((v, i) => i === head ? withoutKeys(v, rest, keys) : v) : root;
  if (!isJsonObject(root)) return root;
  const out = {};
  for (const k of Object.keys(root)) setOwn(out, k, k === head ? withoutKeys(root[k], rest, keys) : root[k]);
  return out;
}

// src/rules/cr/schema/validate-scale.ts
var MAX_INT32 = 2147483647;
function validateScale(obj, scale2) {
  if (!scale2) return [];
  const errs = [];
  for (const p of [scale2.specReplicasPath, scale2.statusReplicasPath]) {
    const path2 = FieldPath.of(p);
    const read = nested(obj, p, "int64");
    if (read.error !== void 0) errs.push(invalid(path2, 0, read.error));
    else if (typeof read.value === "number" && read.value < 0)
      errs.push(invalid(path2, read.value, "should be a non-negative integer"));
    else if (typeof read.value === "number" && read.value > MAX_INT32)
      errs.push(invalid(path2, read.value, `should be less than or equal to ${MAX_INT32}`));
  }
  if (scale2.labelSelectorPath !== void 0) {
    const read = nested(obj, scale2.labelSelectorPath, "string");
    if (read.error !== void 0) errs.push(invalid(FieldPath.of(scale2.labelSelectorPath), "", read.error));
  }
  return errs;
}
function nested(obj, jsonPath, want) {
  const fields = jsonPath.replace(/^\./, "").split(".");
  let v = obj;
  for (const [i, f] of fields.entries()) {
    if (!isJsonObject(v)) {
      return { error: `value cannot be found at .${fields.slice(0, i).join(".")}: ${goTypeName(v)} is not a map` };
    }
    if (!Object.hasOwn(v, f)) return {};
    v = v[f];
  }
  if (want === "int64" ? typeof v === "number" && Number.isInteger(v) : typeof v === "string") return { value: v };
  return {
    error: `.${fields.join(".")} accessor error: ${goValue(v)} is of the type ${goTypeName(v)}, expected ${want}`
  };
}
function goTypeName(v) {
  if (v === null || v === void 0) return "<nil>";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int64" : "float64";
  return Array.isArray(v) ? "[]interface {}" : "map[string]interface {}";
}
function goValue(v) {
  if (v === null || v === void 0) return "<nil>";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

// src/rules/cr/schema/string-formats.ts
function checkFormat(format, value2) {
  const check = CHECKS.get(format.replaceAll("-", "").replaceAll("_", "").toLowerCase());
  return check ? check(value2) : void 0;
}
var UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
var UUID3 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
var UUID4 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
var UUID5 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
var HOSTNAME = /^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z\p{L}]){2,63})$/u;
var HEXCOLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
var BSON = /^[0-9a-fA-F]{24}$/;
var MAC = /^([0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}$|^([0-9a-fA-F]{2}[:-]){7}[0-9a-fA-F]{2}$|^([0-9a-fA-F]{4}\.){2}[0-9a-fA-F]{4}$|^([0-9a-fA-F]{4}\.){3}[0-9a-fA-F]{4}$/;
var DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
var DATETIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?$/;
var RFC1123_HOSTNAME = /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var CHECKS = /* @__PURE__ */ new Map([
  ["uuid", (v) => UUID.test(v)],
  ["uuid3", (v) => UUID3.test(v)],
  ["uuid4", (v) => UUID4.test(v)],
  ["uuid5", (v) => UUID5.test(v)],
  ["ipv4", (v) => v.includes(".") && isIP(v)],
  ["ipv6", (v) => v.includes(":") && isIP(v)],
  ["cidr", isCidr],
  ["mac", (v) => MAC.test(v)],
  // Reported only where a plain RFC 1123 name fails too: which copy of strfmt's pattern the
  // apiserver runs is not pinned here, and a false error is worse than a missed one.
  ["hostname", (v) => v.length <= 255 && HOSTNAME.test(v) || RFC1123_HOSTNAME.test(v)],
  ["hexcolor", (v) => HEXCOLOR.test(v)],
  ["bsonobjectid", (v) => BSON.test(v)],
  // encoding/base64 ignores line breaks.
  ["byte", (v) => BASE64.test(v.replace(/[\r\n]/g, ""))],
  ["password", () => true],
  ["date", isDate],
  ["datetime", isDateTime],
  // since 1.34: apimachinery's DNS-1123 label and subdomain
  ["k8sshortname", (v) => isDns1123Label(v).length === 0],
  ["k8slongname", (v) => isDns1123Subdomain(v).length === 0]
]);
function isDate(v) {
  const m = DATE.exec(v);
  return m !== null && validDay(Number(m[1]), Number(m[2]), Number(m[3]));
}
function isDateTime(v) {
  const m = DATETIME.exec(v);
  if (!m) return false;
  return validDay(Number(m[1]), Number(m[2]), Number(m[3])) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60;
}
function validDay(y, mo, d) {
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[mo - 1] ?? 0);
}
function isIPv4(v) {
  const parts = v.split(".");
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}
function isIP(v) {
  if (isIPv4(v)) return true;
  if (!/^[0-9a-fA-F:.]+$/.test(v)) return false;
  const halves = v.split("::");
  if (halves.length > 2) return false;
  const groups = (s) => s === "" ? [] : s.split(":");
  const head = groups(halves[0] ?? "");
  const tail = halves.length === 2 ? groups(halves[1] ?? "") : [];
  if (!head || !tail) return false;
  const all = [...head, ...tail];
  let count = 0;
  for (const [i, g] of all.entries()) {
    if (i === all.length - 1 && g.includes(".")) {
      if (!isIPv4(g)) return false;
      count += 2;
    } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count < 8 : count === 8;
}
function isCidr(v) {
  const slash = v.indexOf("/");
  if (slash < 0) return false;
  const ip = v.slice(0, slash);
  const bits = v.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bits) || !isIP(ip)) return false;
  return Number(bits) <= (isIPv4(ip) ? 32 : 128);
}

// src/rules/cr/schema/validate-value.ts
var Place = class _Place {
  constructor(parent, step2, asKey) {
    this.parent = parent;
    this.step = step2;
    this.asKey = asKey;
  }
  parent;
  step;
  asKey;
  dottedMade;
  pathMade;
  static ROOT = new _Place(void 0, "", false);
  /** The place of a list item. */
  item(i) {
    return new _Place(this, i, false);
  }
  /** The place of an object's member; a map key (`asKey`), or a name with dots, is one subscript step. */
  member(k, asKey) {
    return new _Place(this, k, asKey || k.includes("."));
  }
  get dotted() {
    if (this.dottedMade === void 0) {
      const { parent, step: step2 } = this;
      if (parent === void 0) this.dottedMade = "";
      else if (typeof step2 === "number") this.dottedMade = `${parent.dotted}[${step2}]`;
      else this.dottedMade = parent.dotted === "" ? step2 : `${parent.dotted}.${step2}`;
    }
    return this.dottedMade;
  }
  get path() {
    const { parent, step: step2 } = this;
    if (parent === void 0) return void 0;
    if (this.pathMade === void 0) {
      const above = parent.path;
      if (typeof step2 === "number") this.pathMade = (above ?? FieldPath.of("")).index(step2);
      else if (above === void 0) this.pathMade = this.asKey ? FieldPath.of("").key(step2) : FieldPath.of(step2);
      else this.pathMade = this.asKey ? above.key(step2) : above.child(step2);
    }
    return this.pathMade;
  }
};
function validateValue(value2, schema2, opts) {
  const errs = [];
  node(
    errs,
    value2,
    schema2,
    Place.ROOT,
    opts.old,
    { patterns: opts.patterns, k8sNameFormats: opts.k8sNameFormats ?? true },
    true
  );
  return errs;
}
function node(errs, v, s, at, old, checks, isRoot = false) {
  const start = errs.length;
  validateNodeInto(errs, v, s, at, old, checks, isRoot);
  if (errs.length > start && old !== void 0 && sameValue(v, old.value)) errs.length = start;
}
function validateNode(v, s, at, old, checks, isRoot) {
  const errs = [];
  validateNodeInto(errs, v, s, at, old, checks, isRoot);
  return errs;
}
function validateNodeInto(errs, v, s, at, old, checks, isRoot) {
  if (v === null || v === void 0) {
    const t2 = typeError(v, s, at);
    if (t2) errs.push(t2);
    const e2 = enumError(v, s, at);
    if (e2) errs.push(e2);
    return;
  }
  const t = typeError(v, s, at);
  if (t) errs.push(t);
  const { raw } = s;
  if (Array.isArray(raw.anyOf) || Array.isArray(raw.oneOf) || Array.isArray(raw.allOf) || raw.not !== void 0)
    errs.push(...junctors(v, s, at, checks));
  if (typeof v === "string") errs.push(...stringErrors(v, s, at, checks));
  else if (typeof v === "number") errs.push(...numberErrors(v, s, at));
  else if (Array.isArray(v)) sliceErrors(errs, v, s, at, old, checks);
  const e = enumError(v, s, at);
  if (e) errs.push(e);
  if (isJsonObject(v)) objectErrors(errs, v, s, at, old, checks, isRoot);
}
var err = (type, at, detail, value2, typeInvalid = false) => ({
  type,
  path: at.path,
  ...at.path?.toString() === at.dotted ? {} : { renderedPath: at.dotted === "" ? "<nil>" : at.dotted },
  ...value2 ? { value: value2.v } : {},
  hasValue: value2 !== void 0,
  detail,
  ...typeInvalid ? { typeInvalid } : {}
});
function typesOf(s) {
  if (s.intOrString) return ["integer", "string"];
  return s.type === "" ? [] : [s.type];
}
function infoOf(v) {
  if (typeof v === "boolean") return { type: "boolean", format: "" };
  if (typeof v === "string") return { type: "string", format: "" };
  if (typeof v === "number")
    return Number.isInteger(v) ? { type: "integer", format: "int64" } : { type: "number", format: "float64" };
  if (Array.isArray(v)) return { type: "array", format: "" };
  return { type: "object", format: "" };
}
function typeError(v, s, at) {
  const types = typesOf(s);
  const format = s.format;
  if (types.length === 0) return void 0;
  const message = (expected, got) => err("Invalid value", at, `${at.dotted} in body must be of type ${expected}: ${goQuote(got)}`, { v: got }, true);
  if (v === null || v === void 0) return s.nullable ? void 0 : message(types.join(","), "null");
  const info = infoOf(v);
  const isString = info.type === "string";
  const isSlice = info.type === "array";
  const isFloatInt = info.type === "number" && Number.isInteger(v) && types.includes("integer");
  const isIntFloat = info.type === "integer" && types.includes("number");
  const isLowerInt = format === "int64" && info.format === "int32";
  if (!isString && !isSlice && format !== "" && !(types.includes(info.type) || info.format === format || isFloatInt || isIntFloat || isLowerInt)) {
    return message(format, info.format);
  }
  if (!(types.includes("number") || types.includes("integer")) && format !== "" && (isString || isSlice))
    return void 0;
  if (!(types.includes(info.type) || isFloatInt || isIntFloat)) return message(types.join(","), info.type);
  return void 0;
}
function junctors(v, s, at, checks) {
  const errs = [];
  const judgedPath = at.path;
  const own = (detail) => ({
    type: "Invalid value",
    path: void 0,
    value: "",
    hasValue: true,
    detail,
    judged: judgedPath?.segments() ?? [],
    ...judgedPath ? { at: judgedPath } : {}
  });
  const anyOf = s.anyOf;
  if (anyOf.length > 0) {
    const results = anyOf.map((b) => validateNode(v, b, at, void 0, checks, false));
    if (!results.some((r) => r.length === 0)) {
      errs.push(own(`${goQuote(at.dotted)} must validate at least one schema (anyOf)`));
      errs.push(...fewest(results));
    }
  }
  const oneOf = s.oneOf;
  if (oneOf.length > 0) {
    const results = oneOf.map((b) => validateNode(v, b, at, void 0, checks, false));
    const valid = results.filter((r) => r.length === 0).length;
    if (valid !== 1) {
      errs.push(
        own(
          `${goQuote(at.dotted)} must validate one and only one schema (oneOf). ${valid === 0 ? "Found none valid" : `Found ${valid} valid alternatives`}`
        )
      );
      if (valid === 0) errs.push(...fewest(results));
    }
  }
  const allOf = s.allOf;
  if (allOf.length > 0) {
    const results = allOf.map((b) => validateNode(v, b, at, void 0, checks, false));
    const valid = results.filter((r) => r.length === 0).length;
    for (const r of results) errs.push(...r);
    if (valid !== allOf.length)
      errs.push(
        own(`${goQuote(at.dotted)} must validate all the schemas (allOf)${valid === 0 ? ". None validated" : ""}`)
      );
  }
  const not = s.not;
  if (not && validateNode(v, not, at, void 0, checks, false).length === 0)
    errs.push(own(`${goQuote(at.dotted)} must not validate the schema (not)`));
  return errs;
}
function fewest(results) {
  let best;
  for (const r of results) if (!best || r.length < best.length) best = r;
  return best ?? [];
}
function stringErrors(v, s, at, checks) {
  const errs = [];
  const length = [...v].length;
  if (s.maxLength !== void 0 && length > s.maxLength)
    errs.push(err("Too long", at, `may not be more than ${s.maxLength} bytes`));
  if (s.minLength !== void 0 && length < s.minLength)
    errs.push(err("Invalid value", at, `${at.dotted} in body should be at least ${s.minLength} chars long`, { v }));
  if (s.pattern !== "" && !checks.patterns.matches(s.pattern, v))
    errs.push(err("Invalid value", at, `${at.dotted} in body should match '${s.pattern}'`, { v }));
  if (s.format !== "" && isCheckedFormat(s.format, checks) && checkFormat(s.format, v) === false)
    errs.push(err("Invalid value", at, `${at.dotted} in body must be of type ${s.format}: ${goQuote(v)}`, { v }, true));
  return errs;
}
var isCheckedFormat = (format, checks) => checks.k8sNameFormats || !/^k8s-?(short|long)-?name$/i.test(format.replaceAll("_", ""));
function numberErrors(v, s, at) {
  const errs = [];
  const range2 = rangeError(v, s, at);
  if (range2) errs.push(range2);
  const m = s.multipleOf;
  if (m !== void 0 && m > 0) {
    const mult = m < 1 ? 1 / m * v : v / m;
    if (!Number.isInteger(mult))
      errs.push(err("Invalid value", at, `${at.dotted} in body should be a multiple of ${goFloat(m)}`, { v }));
  }
  const max = s.maximum;
  if (max !== void 0 && (s.exclusiveMaximum ? v >= max : v > max)) {
    errs.push(
      err(
        "Invalid value",
        at,
        `${at.dotted} in body should be less than ${s.exclusiveMaximum ? "" : "or equal to "}${goFloat(max)}`,
        { v }
      )
    );
  }
  const min = s.minimum;
  if (min !== void 0 && (s.exclusiveMinimum ? v <= min : v < min)) {
    errs.push(
      err(
        "Invalid value",
        at,
        `${at.dotted} in body should be greater than ${s.exclusiveMinimum ? "" : "or equal to "}${goFloat(min)}`,
        { v }
      )
    );
  }
  return errs;
}
var MAX_FLOAT32 = 34028234663852886e22;
var INT_RANGES = {
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  // int64's and uint64's maxima as float64 reads them (2^63 and 2^64), which themselves do not fit.
  int64: [-(2 ** 63), 2 ** 63],
  uint64: [0, 2 ** 64]
};
function rangeError(v, s, at) {
  const type = s.intOrString ? "" : s.type;
  const format = s.format;
  let fits = true;
  if (type === "integer") {
    const [min, max] = INT_RANGES[format] ?? INT_RANGES.int64;
    fits = Number.isInteger(v) && v >= min && (max === INT_RANGES.int64?.[1] || max === INT_RANGES.uint64?.[1] ? v < max : v <= max);
  } else if (type === "number" && (format === "float" || format === "float32")) fits = Math.abs(v) <= MAX_FLOAT32;
  if (fits) return void 0;
  const detail = format !== "" && (type !== "number" || format === "float" || format === "float32") && (type !== "integer" || INT_RANGES[format]) ? `Checked value must be of type ${type} with format ${format} in ${at.dotted}` : `Checked value must be of type ${type} (default format) in ${at.dotted}`;
  return { type: "Invalid value", path: void 0, value: "", hasValue: true, detail };
}
function sliceErrors(errs, v, s, at, old, checks) {
  const items = s.items;
  if (items) {
    v.forEach((item, i) => {
      node(errs, item, items, at.item(i), correlatedItem(item, s, old), checks);
    });
  }
  if (s.minItems !== void 0 && v.length < s.minItems)
    errs.push(
      err("Invalid value", at, `${at.dotted} in body should have at least ${s.minItems} items`, { v: v.length })
    );
  if (s.maxItems !== void 0 && v.length > s.maxItems) errs.push(tooMany(at, v.length, s.maxItems));
}
function correlatedItem(item, s, old) {
  if (!old) return void 0;
  const match2 = oldMapListItem(s, old.value, item);
  return match2 === void 0 ? void 0 : { value: match2 };
}
var tooMany = (at, actual, max) => err("Too many", at, `must have at most ${max} ${max === 1 ? "item" : "items"}`, { v: actual });
function enumError(v, s, at) {
  const values = s.enum;
  if (!values || values.length === 0) return void 0;
  if (v !== null && v !== void 0 && values.some((e) => e !== null && sameValue(e, v))) return void 0;
  const supported = values.map((e) => typeof e === "string" ? e : JSON.stringify(goJsonValue(e)));
  return {
    type: "Unsupported value",
    path: at.path,
    ...at.path?.toString() === at.dotted ? {} : { renderedPath: at.dotted === "" ? "<nil>" : at.dotted },
    value: v ?? null,
    hasValue: true,
    detail: `supported values: ${supported.map(goQuote).join(", ")}`
  };
}
function objectErrors(errs, v, s, at, old, checks, isRoot) {
  const count = Object.keys(v).length;
  if (s.minProperties !== void 0 && count < s.minProperties) {
    errs.push(
      err("Invalid value", at, `${at.dotted} in body should have at least ${s.minProperties} properties`, { v: count })
    );
    return;
  }
  if (s.maxProperties !== void 0 && count > s.maxProperties) {
    errs.push(tooMany(at, count, s.maxProperties));
    return;
  }
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  const oldObject = old && isJsonObject(old.value) ? old.value : void 0;
  const childOld = (k) => oldObject && Object.hasOwn(oldObject, k) && !(isRoot && (k === "apiVersion" || k === "kind")) ? { value: oldObject[k] } : void 0;
  if (additional2 === false) {
    for (const k of Object.keys(v)) {
      if (!Object.hasOwn(props, k))
        errs.push(
          err("Invalid value", at, `${at.dotted === "" ? "" : at.dotted}.${k} in body is a forbidden property`, {
            v: k
          })
        );
    }
  } else if (additional2 instanceof SchemaNode) {
    for (const k of Object.keys(v))
      if (!Object.hasOwn(props, k)) node(errs, v[k], additional2, at.member(k, true), childOld(k), checks);
  }
  for (const [k, ps] of s.properties)
    if (Object.hasOwn(v, k)) node(errs, v[k], ps, at.member(k, false), childOld(k), checks);
  for (const r of s.required) {
    if (!Object.hasOwn(v, r)) errs.push({ ...err("Required value", at.member(r, false), ""), hasValue: false });
  }
}

// src/rules/cr/validate-custom-resource.ts
function validateCustomResource(raw, served, cache, oldObject, cluster = { k8sNameFormats: true }) {
  const patterns = cache.get(COMPILED_PATTERNS);
  const prepared = prepareObject(raw, served.schema);
  let value2 = prepared.value;
  let old;
  if (oldObject && oldObject !== "not converted") {
    const stored = oldObject.stored ? prepareObject(oldObject.raw, oldObject.stored.schema).value : oldObject.raw;
    old = prepareObject({ ...stored, apiVersion: raw.apiVersion }, served.schema).value;
  }
  if (served.statusSubresource) value2 = withStatusOf(value2, old);
  const operation = oldObject ? "update" : "create";
  const errors = [];
  const add4 = (ruleId, errs) => {
    for (const e of errs) errors.push({ ruleId, error: e });
  };
  add4("cr/metadata", validateRootMetadata(value2, operation));
  if (served.schema) {
    const found = validateValue(value2, served.schema, {
      patterns,
      k8sNameFormats: cluster.k8sNameFormats,
      ...old ? { old: { value: old } } : {}
    });
    const covered = rejectionsOfDropped(found, raw, prepared.dropped);
    for (const e of found)
      errors.push({
        ruleId: "cr/schema",
        error: e,
        ...covered.has(e) ? { reportedByUnknownField: true } : {}
      });
  }
  add4("cr/schema", validateScale(value2, served.scale));
  add4("cr/metadata", validateEmbeddedResources(value2, served.schema));
  if (!old || validateListTypes(old, served.schema).length === 0)
    add4("cr/list-type", validateListTypes(value2, served.schema));
  const celNotEvaluated = [];
  const templated = holdsPlaceholder(raw);
  if (templated) {
    const onPlaceholder = (e) => e.error.path !== void 0 && restsOnPlaceholder(raw, e.error.path.segments()) || e.error.judged !== void 0 && judgesPlaceholder(raw, e.error.judged);
    errors.splice(0, errors.length, ...errors.filter((e) => !onPlaceholder(e)));
  }
  if (served.schema && served.hasCelRules) {
    if (errors.some((e) => isBlocking(e.error))) errors.push({ ruleId: "cr/cel", error: NOT_CHECKED });
    else {
      const outcome = validateCelRules({ schema: served.schema, value: value2, ...old ? { oldValue: old } : {}, cache });
      for (const e of outcome.errors) {
        if (templated && judgesPlaceholder(raw, e.path?.segments() ?? [])) {
          celNotEvaluated.push({
            path: e.path,
            rule: "*",
            reason: "the value it judges holds template placeholders, whose rendered values are not known"
          });
        } else errors.push({ ruleId: "cr/cel", error: e });
      }
      celNotEvaluated.push(...outcome.notEvaluated);
    }
  }
  return { operation, errors, celNotEvaluated, dropped: prepared.dropped };
}
function rejectionsOfDropped(found, raw, dropped) {
  const covered = /* @__PURE__ */ new Set();
  if (dropped.length === 0) return covered;
  const holders = [];
  for (const e of found) {
    if (!e.path) continue;
    const at = e.path.segments();
    if (e.typeInvalid && typeof valueAt2(raw, at) === "object" && valueAt2(raw, at) !== null)
      holders.push({ error: e, at });
    else if (e.type === "Invalid value" && typeof e.value === "string" && e.detail.endsWith(" in body is a forbidden property"))
      holders.push({ error: e, at: [...at, e.value] });
  }
  const isPrefix2 = (p, d) => p.length < d.length && p.every((s, i) => s === d[i]);
  for (const d of dropped) {
    const steps = d.map(String);
    let innermost;
    for (const h of holders)
      if (isPrefix2(h.at, steps) && (!innermost || h.at.length > innermost.at.length)) innermost = h;
    if (innermost) covered.add(innermost.error);
  }
  return covered;
}
function valueAt2(root, steps) {
  let v = root;
  for (const s of steps) {
    if (Array.isArray(v)) v = v[Number(s)];
    else if (isJsonObject(v) && Object.hasOwn(v, s)) v = v[s];
    else return void 0;
  }
  return v;
}
function holdsPlaceholder(raw) {
  for (const k in raw) if (k !== "metadata" && anyPlaceholder(raw[k])) return true;
  return false;
}
function anyPlaceholder(root) {
  const pending = [root];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === "string" && placeholderIn(v) !== void 0) return true;
    if (Array.isArray(v)) pending.push(...v);
    else if (isJsonObject(v)) pending.push(...Object.keys(v), ...Object.values(v));
  }
  return false;
}
function judgesPlaceholder(raw, steps) {
  let v = raw;
  for (const s of steps) {
    const next = Array.isArray(v) ? v[Number(s)] : isJsonObject(v) && Object.hasOwn(v, s) ? v[s] : void 0;
    if (next === void 0) break;
    v = next;
  }
  return v === raw ? holdsPlaceholder(raw) : anyPlaceholder(v);
}
function restsOnPlaceholder(raw, steps) {
  const v = valueAt2(raw, steps);
  if (typeof v === "string") return placeholderIn(v) !== void 0;
  const members = Array.isArray(v) ? v : isJsonObject(v) ? Object.values(v) : [];
  return members.some((m) => typeof m === "string" && placeholderIn(m) !== void 0);
}
function withStatusOf(value2, old) {
  const out = {};
  for (const k of Object.keys(value2)) if (k !== "status") out[k] = value2[k];
  if (old && isJsonObject(old) && Object.hasOwn(old, "status")) out.status = old.status;
  return out;
}
function isBlocking(e) {
  return e.type === "Required value" || e.type === "Unsupported value" || e.type === "Too long" || e.type === "Too many" || e.typeInvalid === true;
}
var NOT_CHECKED = {
  type: "Invalid value",
  path: void 0,
  value: null,
  hasValue: true,
  detail: "some validation rules were not checked because the object was invalid; correct the existing errors to complete validation"
};

// src/rules/cr/outcome-memo.ts
var BODIES = {
  name: "cr/ create outcomes by served version and body",
  create: () => /* @__PURE__ */ new WeakMap()
};
var STAND_IN_METADATA = { name: "a" };
function createOutcome(raw, served, cache, cluster) {
  const key3 = bodyKey(raw, served, cache);
  const metadata3 = raw.metadata;
  if (key3 === void 0 || !isJsonObject(metadata3))
    return validateCustomResource(raw, served, cache, void 0, cluster);
  const byServed = cache.get(BODIES);
  let bodies = byServed.get(served);
  if (!bodies) {
    bodies = /* @__PURE__ */ new Map();
    byServed.set(served, bodies);
  }
  let body = bodies.get(key3);
  if (body === void 0) {
    body = bodyOutcome(raw, served, cache, cluster);
    bodies.set(key3, body);
  } else if (body.k8sNameFormats !== cluster.k8sNameFormats) body = bodyOutcome(raw, served, cache, cluster);
  let metaErrors = validateRootMetadata(raw, "create");
  if (body.templated) metaErrors = metaErrors.filter((e) => !restsOnPlaceholder(raw, e.path.segments()));
  const unknown = unknownObjectMetaKeys(metadata3);
  if (metaErrors.length === 0 && unknown.length === 0) return body.outcome;
  const meta = metaErrors.map((error) => ({ ruleId: "cr/metadata", error }));
  const dropped = unknown.length === 0 ? body.outcome.dropped : [...body.outcome.dropped, ...unknown.map((k) => ["metadata", k])];
  if (body.celRan && metaErrors.some(isBlocking)) {
    const errors = [
      ...meta,
      ...body.outcome.errors.filter((e) => e.ruleId !== "cr/cel"),
      { ruleId: "cr/cel", error: NOT_CHECKED }
    ];
    return { ...body.outcome, errors, celNotEvaluated: [], dropped };
  }
  return { ...body.outcome, errors: [...meta, ...body.outcome.errors], dropped };
}
function judgedByBody(raw, versions, cache) {
  return versions.every((v) => bodyKey(raw, v, cache) !== void 0);
}
function bodyKey(raw, served, cache) {
  return readsRootMetadata(served.schema) ? void 0 : contentKey(cache, raw)?.body;
}
var isRootMetadataError = (e) => e.ruleId === "cr/metadata" && e.error.path?.segments()[0] === "metadata";
function bodyOutcome(raw, served, cache, cluster) {
  const standIn = { ...raw, metadata: STAND_IN_METADATA };
  const outcome = validateCustomResource(standIn, served, cache, void 0, cluster);
  const celRan = served.schema !== void 0 && served.hasCelRules && !outcome.errors.some((e) => e.error === NOT_CHECKED);
  return { outcome, templated: holdsPlaceholder(raw), celRan, k8sNameFormats: cluster.k8sNameFormats };
}
var ROOT_KEYS = /* @__PURE__ */ new Set(["type", "description", "title", "properties", "required"]);
var METADATA_KEYS = /* @__PURE__ */ new Set(["type", "description", "title"]);
var READS_METADATA = /* @__PURE__ */ new WeakMap();
function readsRootMetadata(schema2) {
  if (!schema2) return false;
  let reads2 = READS_METADATA.get(schema2);
  if (reads2 === void 0) {
    const properties = isJsonObject(schema2.raw.properties) ? schema2.raw.properties : {};
    const metadata3 = Object.hasOwn(properties, "metadata") ? properties.metadata : void 0;
    reads2 = Object.keys(schema2.raw).some((k) => !ROOT_KEYS.has(k)) || metadata3 !== void 0 && (!isJsonObject(metadata3) || Object.keys(metadata3).some((k) => !METADATA_KEYS.has(k)));
    READS_METADATA.set(schema2, reads2);
  }
  return reads2;
}

// src/rules/cr/custom-resource-review.ts
var REVIEWS = {
  name: "cr/ reviews by world",
  create: () => /* @__PURE__ */ new WeakMap()
};
function madeCustomResourceReview(ctx) {
  return ctx.cache.get(REVIEWS).get(ctx.head);
}
function customResourceReview(ctx) {
  const byWorld = ctx.cache.get(REVIEWS);
  let review = byWorld.get(ctx.head);
  if (!review) {
    review = reviewWorld(ctx);
    byWorld.set(ctx.head, review);
  }
  return review;
}
function reviewWorld(ctx) {
  const index = crdIndex(ctx, ctx.head);
  if (index.size === 0) return { reviewed: [], unserved: [], nameless: [], undropped: /* @__PURE__ */ new Set() };
  const baseIndex = ctx.base ? crdIndex(ctx, ctx.base) : void 0;
  const strict = ctx.config.cr?.fieldValidation === "Strict";
  const [major = 99, minor = 99] = (ctx.config.crd?.minKubernetesVersion ?? "99.99").split(".").map(Number);
  const cluster = { k8sNameFormats: major > 1 || major === 1 && minor >= 34 };
  const reviewed = [];
  const unserved = [];
  const undropped = /* @__PURE__ */ new Set();
  const nameless = [];
  for (const o of candidates(ctx, index)) {
    if (!isJsonObject(o.value.metadata)) continue;
    const m = match(index, o);
    if (m.kind === "unserved") unserved.push({ object: o, crds: m.crds });
    if (m.kind !== "served") continue;
    const atBase = ctx.baseOf(o);
    const base = atBase && !refusedOnCreate(atBase, baseIndex, ctx, cluster) ? atBase : void 0;
    const viaWebhook = (served) => base !== void 0 && base.version !== o.version && served.conversion === "Webhook";
    let first;
    let common = [];
    let allDrop = true;
    for (const served of m.versions) {
      const outcome = base ? validateCustomResource(
        o.value,
        served,
        ctx.cache,
        viaWebhook(served) ? "not converted" : oldObjectOf(base, baseIndex),
        cluster
      ) : createOutcome(o.value, served, ctx.cache, cluster);
      common = first === void 0 ? [...outcome.errors] : commonErrors(common, outcome.errors);
      if (first === void 0 && outcome.dropped.length === 0) undropped.add(o);
      first ??= outcome;
      allDrop &&= outcome.dropped.length > 0;
      if (common.length === 0 && !(strict && allDrop)) break;
      if (!base && !strict && common.every(isRootMetadataError) && judgedByBody(o.value, m.versions, ctx.cache)) break;
    }
    const firstServed = m.versions[0];
    if (!first || !firstServed) continue;
    if (base && common.length > 0 && sameValue(base.value, o.value))
      common = withoutNoopErrors(common, base, baseIndex, ctx, cluster);
    const refusedAtDecoding = strict && allDrop;
    const fieldReference = common.length > 0 ? fieldReferencePlaceholders(o) : void 0;
    if (fieldReference === void 0 && isNameless(o)) {
      nameless.push({ object: o, crd: m.crdNames });
      continue;
    }
    const unreported = refusedAtDecoding || fieldReference !== void 0;
    reviewed.push({
      object: o,
      crd: m.crdNames,
      version: firstServed.version,
      operation: first.operation,
      errors: unreported ? [] : common,
      celNotEvaluated: unreported ? [] : first.celNotEvaluated,
      ...base && m.versions.some(viaWebhook) ? { notConverted: base.apiVersion } : {},
      ...fieldReference ? { fieldReference: { ...fieldReference, errors: common.length } } : {}
    });
  }
  return { reviewed, unserved, nameless, undropped };
}
function withoutNoopErrors(errors, base, baseIndex, ctx, cluster) {
  const served = baseServedVersions(base, baseIndex);
  if (served.length === 0) return [...errors];
  const old = { raw: base.value, stored: served[0] };
  let before;
  for (const v of served) {
    const outcome = validateCustomResource(base.value, v, ctx.cache, old, cluster);
    before = before === void 0 ? [...outcome.errors] : commonErrors(before, outcome.errors);
  }
  const gone = new Set((before ?? []).map(errorKey));
  return errors.filter((e) => !gone.has(errorKey(e)));
}
function refusedOnCreate(base, baseIndex, ctx, cluster) {
  const served = baseServedVersions(base, baseIndex);
  return served.length > 0 && served.every((v) => createOutcome(base.value, v, ctx.cache, cluster).errors.some((e) => isBlocking(e.error)));
}
function oldObjectOf(base, baseIndex) {
  return { raw: base.value, stored: baseServedVersions(base, baseIndex)[0] };
}
function baseServedVersions(base, baseIndex) {
  return (baseIndex?.get(`${base.group}/${base.kind}`) ?? []).flatMap((crd) => {
    const v = servedVersion(crd, base.version);
    return v ? [v] : [];
  });
}
function commonErrors(kept, other) {
  const returned = new Set(other.map(errorKey));
  return kept.filter((e) => returned.has(errorKey(e)));
}
var errorKey = (e) => `${e.ruleId} ${printedPath(e.error)} ${e.error.type}`;

// src/rules/cr/label-selector.ts
function selectorMayMatch(selector, labels) {
  if (!isJsonObject(selector)) return true;
  const has = (key3) => Object.hasOwn(labels, key3);
  if (isJsonObject(selector.matchLabels)) {
    for (const [key3, value2] of Object.entries(selector.matchLabels)) {
      if (typeof value2 !== "string" || isTemplated(key3) || isTemplated(value2)) continue;
      if (labels[key3] !== value2) return false;
    }
  }
  if (Array.isArray(selector.matchExpressions)) {
    for (const e of selector.matchExpressions) {
      if (!isJsonObject(e) || typeof e.key !== "string" || isTemplated(e.key)) continue;
      const values = Array.isArray(e.values) ? e.values : [];
      if (values.some((v) => typeof v !== "string" || isTemplated(v))) continue;
      const value2 = has(e.key) ? labels[e.key] : void 0;
      const listed2 = value2 !== void 0 && values.includes(value2);
      if (e.operator === "Exists" && value2 === void 0) return false;
      if (e.operator === "DoesNotExist" && value2 !== void 0) return false;
      if (e.operator === "In" && !listed2) return false;
      if (e.operator === "NotIn" && listed2) return false;
    }
  }
  return true;
}
var isTemplated = (s) => placeholderIn(s) !== void 0;

// src/rules/cr/templated-webhook-rules.ts
var TEMPLATED = "__kube_api_review_templated__";
var CONTROL_LINE = /^\s*\{\{-?\s*(?:(?:if|else|end|range|with)\b|\$\w*\s*:?=)(?:(?!\}\})[^\n])*\}\}\s*$/;
var TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*)\s*:/;
var COMMENT = /\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/g;
var ACTION = /\{\{[\s\S]*?\}\}/g;
var ALONE = /^\s*\{\{(?:(?!\}\})[\s\S])*\}\}\s*$/;
function templatedWebhooks(document) {
  if (document.includes("{%")) return void 0;
  const lines = [];
  let section;
  for (const line of document.replace(COMMENT, "").split("\n")) {
    if (CONTROL_LINE.test(line)) continue;
    section = TOP_LEVEL_KEY.exec(line)?.[1] ?? section;
    if (ALONE.test(line)) {
      if (section === void 0 || section === "webhooks") return void 0;
      continue;
    }
    lines.push(line.replace(ACTION, TEMPLATED));
  }
  let values;
  try {
    values = loadYaml(lines.join("\n"), { maxDepth: LIMITS.maxDepth, maxAliases: LIMITS.maxExpandedNodes });
  } catch {
    return void 0;
  }
  const configuration = values[0];
  if (values.length !== 1 || !isJsonObject(configuration) || !Array.isArray(configuration.webhooks)) return void 0;
  return configuration.webhooks.map((w) => {
    if (!isJsonObject(w)) return {};
    const name = typeof w.name === "string" && !w.name.includes(TEMPLATED) ? w.name : void 0;
    const rules = Array.isArray(w.rules) ? w.rules.map(ruleOf) : void 0;
    return { ...name === void 0 ? {} : { name }, ...rules === void 0 ? {} : { rules } };
  });
}
function ruleOf(r) {
  const field2 = (key3) => {
    const v = isJsonObject(r) ? r[key3] : TEMPLATED;
    if (!Array.isArray(v)) return typeof v === "string" && v.includes(TEMPLATED) ? ["*"] : [];
    if (v.some((s) => typeof s === "string" && s.includes(TEMPLATED))) return ["*"];
    return v.filter((s) => typeof s === "string");
  };
  return {
    operations: field2("operations"),
    apiGroups: field2("apiGroups"),
    apiVersions: field2("apiVersions"),
    resources: field2("resources")
  };
}

// src/rules/cr/mutating-webhooks.ts
var GROUP = "admissionregistration.k8s.io";
var KIND = "MutatingWebhookConfiguration";
var WEBHOOKS = {
  name: "cr/ mutating webhooks by world",
  create: () => /* @__PURE__ */ new WeakMap()
};
function mutatingWebhooks(ctx) {
  const byWorld = ctx.cache.get(WEBHOOKS);
  let found = byWorld.get(ctx.head);
  if (!found) {
    found = [...ctx.head.ofKind(GROUP, KIND).flatMap(webhooksOf), ...templatedWebhooks2(ctx.head)];
    byWorld.set(ctx.head, found);
  }
  return found;
}
function webhooksOf(configuration) {
  const webhooks = configuration.value.webhooks;
  if (!Array.isArray(webhooks)) return [];
  return webhooks.filter(isJsonObject).flatMap((w) => {
    const name = typeof w.name === "string" && w.name !== "" ? w.name : configuration.name;
    const policy = typeof w.matchPolicy === "string" ? w.matchPolicy : configuration.version === "v1beta1" ? "Exact" : "";
    const exact = policy === "Exact" ? { exact: true } : {};
    const selector = w.objectSelector === void 0 ? {} : { objectSelector: w.objectSelector };
    if (Array.isArray(w.rules)) {
      return [
        {
          name,
          ...exact,
          ...selector,
          rules: w.rules.filter(isJsonObject).map((r) => ({
            operations: strings2(r.operations),
            apiGroups: strings2(r.apiGroups),
            apiVersions: strings2(r.apiVersions),
            resources: strings2(r.resources)
          }))
        }
      ];
    }
    return isJsonObject(w.clientConfig) ? [{ name, ...selector }] : [];
  });
}
var KIND_LINE2 = /^[ \t]*kind:[ \t]*["']?MutatingWebhookConfiguration["']?[ \t]*(?:#.*)?$/m;
function templatedWebhooks2(world) {
  return world.filesMentioning(KIND).flatMap((file) => {
    if (!file.problems.some((p) => p.code === "template")) return [];
    return file.text.split(/^---[^\n]*$/m).filter((document) => document.includes("{{") && KIND_LINE2.test(document)).flatMap((document) => {
      const where = `templated in ${file.path}`;
      const read = templatedWebhooks(document);
      if (read === void 0) return [{ name: where }];
      return read.map((w) => ({
        name: w.name === void 0 ? where : `${w.name} (${where})`,
        ...w.rules === void 0 ? {} : { rules: w.rules }
      }));
    });
  });
}
var strings2 = (v) => {
  if (!Array.isArray(v)) return [];
  const names = v.filter((s) => typeof s === "string");
  return names.some((s) => s.includes("{{")) ? ["*"] : names;
};
function webhookMutating(webhooks, request) {
  const operation = request.operation === "create" ? "CREATE" : "UPDATE";
  const names = (list2, value2) => list2.includes("*") || list2.includes(value2);
  return webhooks.find(
    (w) => selectorMayMatch(w.objectSelector, request.labels) && (w.rules === void 0 || w.rules.some(
      (r) => names(r.operations, operation) && names(r.apiGroups, request.group) && (w.exact !== true || names(r.apiVersions, request.version)) && (r.resources.includes("*/*") || names(r.resources, request.resource))
    ))
  );
}
function webhookFilling(webhooks, r, e) {
  if (e.ruleId !== "cr/schema" || e.error.type !== "Required value") return void 0;
  const resource = r.crd.split(".")[0] ?? "";
  return webhookMutating(webhooks(), {
    group: r.object.group,
    version: r.object.version,
    resource,
    operation: r.operation,
    labels: labelsOf(r.object)
  });
}
function labelsOf(o) {
  const metadata3 = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  const labels = isJsonObject(metadata3.labels) ? metadata3.labels : {};
  return Object.fromEntries(Object.entries(labels).filter((e) => typeof e[1] === "string"));
}

// src/rules/cr/cel.ts
var cel = defineRule({
  id: "cr/cel",
  meta: {
    severity: "error",
    description: "a custom resource that fails an x-kubernetes-validations rule of its CRD, or whose rules the apiserver would not check because of other errors",
    messages: {
      ...CR_MESSAGES,
      notEvaluated: "the x-kubernetes-validations rule {{rule}} (at {{at}}) of {{crd}} version {{version}} was not evaluated offline: {{reason}}; the apiserver may still reject this resource",
      notEvaluatedAll: "the x-kubernetes-validations rules of {{crd}} version {{version}} were not evaluated offline: {{reason}}; the apiserver may still reject this resource",
      notEvaluatedMany: "{{count}} x-kubernetes-validations rules of {{crd}} version {{version}} were not evaluated offline ({{rules}}): {{reason}}; the apiserver may still reject this resource",
      notChecked: "the x-kubernetes-validations rules of {{crd}} were not checked: the apiserver evaluates them only once the other errors of the resource are fixed, and adds to its answer: {{line}}",
      notCheckedUnlessWebhook: "the x-kubernetes-validations rules of {{crd}} were not checked, because of required fields the mutating webhook {{webhook}} may set first (see the cr/schema warnings); if it does not, the apiserver rejects the resource with: {{line}}"
    }
  },
  check: (ctx) => {
    const webhooks = () => mutatingWebhooks(ctx);
    return customResourceReview(ctx).reviewed.flatMap((r) => {
      const reports = r.errors.filter((e) => e.ruleId === "cr/cel").map((e) => reportOf(r, e, webhooks));
      const byReason = /* @__PURE__ */ new Map();
      for (const n of r.celNotEvaluated) byReason.set(n.reason, [...byReason.get(n.reason) ?? [], n]);
      for (const [reason, list2] of byReason) {
        const first = list2[0];
        if (!first) continue;
        const where = (n) => n.path?.toString() ?? "the top level";
        reports.push({
          // '*': every rule of the resource (cr/validate-custom-resource.ts, a templated manifest).
          messageId: first.rule === "*" ? "notEvaluatedAll" : list2.length === 1 ? "notEvaluated" : "notEvaluatedMany",
          object: r.object,
          path: list2.length === 1 ? first.path ?? KIND_LINE3 : KIND_LINE3,
          severity: "notice",
          data: {
            rule: JSON.stringify(first.rule),
            at: where(first),
            count: list2.length,
            rules: listText(list2.map((n) => `${JSON.stringify(n.rule)} at ${where(n)}`)),
            crd: r.crd,
            version: r.version,
            reason,
            operation: r.operation,
            notEvaluated: list2.map((n) => ({ path: n.path?.toString() ?? "", rule: n.rule }))
          },
          discriminator: reason,
          identity: "not evaluated"
        });
      }
      return reports;
    });
  }
});
function reportOf(r, e, webhooks) {
  const report = crReport(r, e.error);
  if (e.error !== NOT_CHECKED) return report;
  const blocking = r.errors.filter((b) => isBlocking(b.error));
  const filling = blocking.map((b) => webhookFilling(webhooks, r, b));
  const webhook = filling[0];
  if (webhook === void 0 || filling.some((w) => w === void 0))
    return { ...report, messageId: "notChecked", severity: "notice" };
  const { apiserver: _unknown, ...rest } = report;
  return {
    ...rest,
    messageId: "notCheckedUnlessWebhook",
    severity: "notice",
    data: { ...report.data, webhook: webhook.name }
  };
}
var KIND_LINE3 = FieldPath.of("kind");
var listText = (items) => items.length <= 3 ? items.join(", ") : `${items.slice(0, 3).join(", ")} and ${items.length - 3} more`;

// src/rules/cr/crd-not-found.ts
var isToolConfigGroup = (group) => group.endsWith(".config.k8s.io") || group === "kubeadm.k8s.io" || group === "kind.x-k8s.io" || group === "config.kubernetes.io";
var crdNotFound = defineRule({
  id: "cr/crd-not-found",
  meta: {
    severity: "notice",
    offByDefault: true,
    description: "a custom resource whose group and kind no CRD of the repository defines, so it could not be validated",
    messages: {
      notFound: "no CRD in the repository{{catalogText}} defines kind {{kind}} in group {{group}}: this resource was not validated against a schema",
      onlyInTests: "only a CRD of the repository's tests ({{crdFile}}) defines kind {{kind}} in group {{group}}, and it judges the tests' resources only: this resource was not validated against a schema"
    }
  },
  check: (ctx) => {
    const candidates2 = judgedObjects(ctx, "any").filter(
      (o) => !BUILT_IN_GROUPS.has(o.group) && !isToolConfigGroup(o.group)
    );
    if (candidates2.length === 0) return [];
    const kinds = new Set(candidates2.map((o) => o.kind));
    const served = new Set((ctx.services?.crdCatalog?.crds ?? []).map(groupKindOf));
    const inTests = /* @__PURE__ */ new Map();
    for (const crd of ctx.head.crdsDefining(kinds)) {
      const key3 = groupKindOf(crd);
      if (!isInTestTree(crd.source.file)) served.add(key3);
      else if (!inTests.has(key3)) inTests.set(key3, crd.source.file);
    }
    const catalogText = ctx.services?.crdCatalog ? " or its cr.catalog" : "";
    return candidates2.flatMap((o) => {
      const key3 = `${o.group}/${o.kind}`;
      const crdFile = inTests.get(key3);
      if (served.has(key3) || crdFile !== void 0 && isInTestTree(o.source.file)) return [];
      const data = { kind: o.kind, group: o.group, catalogText, ...crdFile ? { crdFile } : {} };
      return [{ messageId: crdFile ? "onlyInTests" : "notFound", object: o, path: KIND2, data }];
    });
  }
});
var KIND2 = FieldPath.of("kind");
function groupKindOf(crd) {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names = isJsonObject(spec.names) ? spec.names : {};
  return `${String(spec.group)}/${String(names.kind)}`;
}

// src/rules/cr/list-type.ts
var listType = defineRule({
  id: "cr/list-type",
  meta: {
    severity: "error",
    description: "a custom resource with duplicate items in an x-kubernetes-list-type set or map list",
    messages: CR_MESSAGES
  },
  check: (ctx) => customResourceReview(ctx).reviewed.flatMap(
    (r) => r.errors.filter((e) => e.ruleId === "cr/list-type").map((e) => crReport(r, e.error))
  )
});

// src/rules/cr/metadata.ts
var metadata2 = defineRule({
  id: "cr/metadata",
  meta: {
    severity: "error",
    description: "a custom resource whose metadata, or an embedded resource's apiVersion, kind or metadata, the apiserver rejects",
    messages: {
      ...CR_MESSAGES,
      nameless: "{{kind}} has neither metadata.name nor metadata.generateName, so kubectl cannot apply it as it is: taken for data a program reads or a skeleton a tool completes, it was not validated against {{crd}}"
    }
  },
  check: (ctx) => {
    const review = customResourceReview(ctx);
    const nameless = review.nameless.map(({ object: object2, crd }) => ({
      messageId: "nameless",
      severity: "notice",
      object: object2,
      path: METADATA2,
      placement: "key",
      data: { kind: object2.kind, crd }
    }));
    return [
      ...review.reviewed.flatMap(
        (r) => r.errors.filter((e) => e.ruleId === "cr/metadata").map((e) => crReport(r, e.error))
      ),
      ...nameless
    ];
  }
});
var METADATA2 = FieldPath.of("metadata");

// src/rules/cr/identity-only-resource.ts
var IDENTITY_KEYS = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata", "spec", "status"]);
function isIdentityOnlyTestResource(o) {
  if (!isInTestTree(o.source.file)) return false;
  const { value: value2 } = o;
  if (!Object.keys(value2).every((k) => IDENTITY_KEYS.has(k))) return false;
  const spec = value2.spec;
  return spec === void 0 || spec === null || isJsonObject(spec) && Object.keys(spec).length === 0;
}

// src/rules/cr/schema.ts
var schema = defineRule({
  id: "cr/schema",
  meta: {
    severity: "error",
    description: "a custom resource that the apiserver's OpenAPI validation of its CRD's schema rejects (types, formats, enums, required fields, bounds, patterns, scale replicas)",
    messages: {
      ...CR_MESSAGES,
      requiredInReference: "{{line}}: this resource of a test tree writes nothing but its identity, as end-to-end tests write the objects they look up or wait for rather than create; if this one is applied, the apiserver rejects it",
      requiredUnlessWebhook: "{{line}}, unless the mutating webhook {{webhook}} sets it: webhooks run before schema validation, and those built on controller-runtime or knative add every field their Go type declares without omitempty (the fields controller-gen marks required)",
      fieldReference: `{{placeholders}} of the {{strings}} string values of this {{kind}} are placeholders ("" or "string"): a field reference generated from the schema of {{crd}}, not a resource anybody applies, so the apiserver's answer for its placeholders is not reported ({{errors}} errors as written)`,
      notConverted: "the stored object is {{stored}}, which only the conversion webhook of {{crd}} converts to {{version}}: this update was validated without it (no ratcheting, no transition rules), so an unchanged invalid value the apiserver would accept may be reported"
    }
  },
  check: (ctx) => {
    const webhooks = () => mutatingWebhooks(ctx);
    return customResourceReview(ctx).reviewed.flatMap((r) => {
      const reports = r.errors.filter((e) => e.ruleId === "cr/schema" && !e.reportedByUnknownField).map((e) => reportOf2(r, e, webhooks));
      if (r.fieldReference)
        reports.push({
          messageId: "fieldReference",
          object: r.object,
          path: KIND3,
          severity: "notice",
          data: { ...r.fieldReference, kind: r.object.kind, crd: r.crd }
        });
      if (r.notConverted)
        reports.push({
          messageId: "notConverted",
          object: r.object,
          path: API_VERSION,
          severity: "notice",
          data: { stored: r.notConverted, crd: r.crd, version: r.object.apiVersion }
        });
      return reports;
    });
  }
});
function reportOf2(r, e, webhooks) {
  const report = crReport(r, e.error);
  const webhook = webhookFilling(webhooks, r, e);
  const softened = webhook ? { messageId: "requiredUnlessWebhook", data: { ...report.data, webhook: webhook.name } } : e.error.type === "Required value" && isIdentityOnlyTestResource(r.object) ? { messageId: "requiredInReference" } : void 0;
  if (!softened) return report;
  const { apiserver: _notKnown, ...rest } = report;
  return { ...rest, ...softened, severity: "warning" };
}
var API_VERSION = FieldPath.of("apiVersion");
var KIND3 = FieldPath.of("kind");

// src/rules/crd/pruning/drop-groups.ts
function groupDrops(drops) {
  const byHolder = /* @__PURE__ */ new Map();
  for (const d of drops) {
    const list2 = byHolder.get(d.holder);
    if (list2) list2.push(d);
    else byHolder.set(d.holder, [d]);
  }
  return [...byHolder].map(([holder, list2]) => ({
    holder,
    first: list2[0],
    drops: list2,
    places: new Set(list2.map((d) => JSON.stringify(d.path.slice(0, -1)))).size,
    names: [...new Set(list2.map((d) => String(d.path[d.path.length - 1])))]
  }));
}

// src/rules/crd/pruning/rejections.ts
function rejectionsOf(value2, schema2, path2) {
  const actual = Array.isArray(value2) ? "array" : isJsonObject(value2) ? "object" : void 0;
  if (!actual) return [];
  const out = [];
  const type = typeRejection(schema2, actual, path2);
  if (type) out.push(type);
  if (actual === "object" && isJsonObject(value2) && schema2.additionalProperties === false) {
    const props = isJsonObject(schema2.raw.properties) ? schema2.raw.properties : {};
    const parent = openapiPath(path2);
    for (const key3 of Object.keys(value2)) {
      if (Object.hasOwn(props, key3)) continue;
      out.push({
        path: [...path2, key3],
        reason: "forbidden",
        declared: "object",
        actual,
        error: invalid(FieldPath.of(parent), key3, `${parent}.${key3} in body is a forbidden property`)
      });
    }
  }
  return out;
}
function typeRejection(s, actual, path2) {
  const types = s.intOrString ? ["integer", "string"] : s.type === "" ? [] : [s.type];
  const format = keptFormat(types, s.format);
  if (types.length === 0 && format === "") return void 0;
  const name = openapiPath(path2);
  const declared = types.join(",");
  if (actual === "object" && format !== "" && !types.includes("object")) {
    return {
      path: path2,
      reason: "type",
      declared: declared || format,
      actual,
      error: invalid(FieldPath.of(name), "", `${name} in body must be of type ${format}: ""`)
    };
  }
  if (actual === "array" && format !== "" && !types.includes("number") && !types.includes("integer")) return void 0;
  if (types.includes(actual)) return void 0;
  return {
    path: path2,
    reason: "type",
    declared,
    actual,
    error: invalid(FieldPath.of(name), actual, `${name} in body must be of type ${declared}: "${actual}"`)
  };
}
function keptFormat(types, format) {
  if (format === "") return "";
  const only = types.length === 1 ? types[0] : "";
  switch (only) {
    case "":
    case "string":
      return unrecognizedFormat("string", format) === void 0 ? format : "";
    case "integer":
      return format === "int32" || format === "int64" ? format : "";
    case "number":
      return format === "float" || format === "double" ? format : "";
    default:
      return "";
  }
}
function openapiPath(path2) {
  let out = "";
  for (const step2 of path2) out += typeof step2 === "number" ? `[${step2}]` : out === "" ? step2 : `.${step2}`;
  return out;
}

// src/rules/cr/unknown-field.ts
var messages2 = {
  pruned: "{{field}} is not declared in the schema of {{crd}} version {{version}}: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored",
  metadata: "{{field}} is not a field of ObjectMeta: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored",
  prunedMany: "{{holderText}} does not declare {{namesText}} in the schema of {{crd}} version {{version}}: the apiserver drops {{count}} fields{{placesText}} (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored ({{dropped}})",
  prunedAll: "{{holderText}} is an object with no properties in the schema of {{crd}} version {{version}}, so the apiserver drops all {{count}} fields set under it{{placesText}} ({{namesText}}), or refuses the object, under the strict field validation kubectl apply uses by default; declare them in the CRD, or mark it x-kubernetes-preserve-unknown-fields if it holds arbitrary data",
  metadataMany: "ObjectMeta has no field {{namesText}}: the apiserver drops {{count}} fields of {{holderText}}{{placesText}} (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored ({{dropped}})",
  wrongType: "{{field}} is {{actualText}} where the schema of {{crd}} version {{version}} declares {{declaredText}}: the apiserver prunes {{dropped}} from it and then rejects the resource ({{error}})",
  braces: '{{field}} is {{mapping}}, which YAML reads as a mapping, where the schema of {{crd}} version {{version}} declares {{declaredText}}: the apiserver prunes its keys and then rejects the resource ({{error}}); write "{{mapping}}" in quotes if a string is meant',
  strict: "{{field}} is not declared in the schema of {{crd}} version {{version}}: under strict field validation (cr.fieldValidation: Strict, what kubectl apply asks for) the apiserver refuses the object: {{error}}",
  forbidden: "{{field}} is not allowed, as the schema of {{crd}} version {{version}} sets additionalProperties: false above it: the apiserver prunes {{dropped}} from its value and then rejects the resource ({{error}})"
};
var unknownField = defineRule({
  id: "cr/unknown-field",
  meta: {
    severity: "warning",
    description: "a custom resource sets a field its CRD schema does not declare, which the apiserver prunes (or, under strict field validation, refuses)",
    messages: messages2
  },
  check: (ctx) => {
    const index = crdIndex(ctx, ctx.head);
    if (index.size === 0) return [];
    const fieldValidation = ctx.config.cr?.fieldValidation ?? "Warn";
    const undropped = madeCustomResourceReview(ctx)?.undropped;
    return candidates(ctx, index).flatMap((o) => {
      if (undropped?.has(o) || isNameless(o)) return [];
      const m = match(index, o);
      if (m.kind !== "served") return [];
      const reports = prunedFieldsOf(o, m.versions, m.crdNames, fieldValidation, ctx.cache);
      return isInTestTree(o.source.file) ? reports.map((r) => r.severity === "error" ? asTestTreeWarning(r) : r) : reports;
    });
  }
});
function prunedFieldsOf(o, serving, crd, fieldValidation, cache) {
  const first = serving[0];
  if (!first) return [];
  let common;
  for (const s of serving) {
    const outcome = memoizedOutcomeOf(o, s, cache);
    common = common ? {
      pruned: intersect(common.pruned, outcome.pruned, declaringHolder),
      metadata: intersect(common.metadata, outcome.metadata),
      rejected: intersect(common.rejected, outcome.rejected)
    } : outcome;
    if (common.pruned.size === 0 && common.metadata.size === 0 && common.rejected.size === 0) return [];
  }
  if (!common) return [];
  const version = first.version;
  if (fieldValidation === "Strict") return strictReports(o, common, crd, version);
  const rejected = [...common.rejected.values()].map(({ rejection, dropped }) => {
    const path2 = toFieldPath(rejection.path);
    const mapping = rejection.reason === "type" ? bracesText(valueAt3(o.value, rejection.path), rejection.declared) : void 0;
    return {
      messageId: rejection.reason === "forbidden" ? "forbidden" : mapping ? "braces" : "wrongType",
      object: o,
      path: path2,
      // A forbidden key is the key's fault; a value of the wrong type, the value's.
      ...rejection.reason === "forbidden" ? KEY : {},
      severity: "error",
      apiserver: rejection.error,
      data: {
        field: path2.toString(),
        crd,
        version,
        actualText: rejection.actual === "object" ? "a mapping" : "a list",
        declaredText: typeText2(rejection.declared),
        dropped: droppedText(dropped),
        droppedFields: dropped.map((p) => toFieldPath(p).toString()),
        error: renderFieldError(rejection.error),
        ...mapping ? { mapping } : {}
      }
    };
  });
  if (fieldValidation === "Ignore") return rejected;
  const quiet = (kind, drops) => groupDrops(drops.values()).map((g) => quietReport(o, kind, g, crd, version));
  return [...quiet("pruned", common.pruned), ...quiet("metadata", common.metadata), ...rejected];
}
function strictReports(o, common, crd, version) {
  const paths = [...common.pruned.values(), ...common.metadata.values()].map((d) => d.path);
  for (const { dropped } of common.rejected.values()) paths.push(...dropped);
  return paths.map((p) => {
    const path2 = toFieldPath(p);
    const dotted = p.map((s, i) => typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`).join("");
    const detail = `strict decoding error: unknown field "${dotted}"`;
    return {
      messageId: "strict",
      object: o,
      path: path2,
      ...KEY,
      severity: "error",
      apiserver: { path: dotted, type: "unknown field", detail },
      data: { field: path2.toString(), crd, version, error: detail }
    };
  });
}
var KEY = { placement: "key" };
function quietReport(o, kind, group, crd, version) {
  const path2 = toFieldPath(group.first.path);
  if (group.drops.length === 1)
    return { messageId: kind, object: o, path: path2, ...KEY, data: { field: path2.toString(), crd, version } };
  const messageId = kind === "metadata" ? "metadataMany" : group.drops.every((d) => hasNoProperties(d.holderSchema)) ? "prunedAll" : "prunedMany";
  return {
    messageId,
    object: o,
    path: path2,
    ...KEY,
    // The resource and the node, not the first key: the finding stays the same finding when
    // items are added, removed or reordered.
    identity: `${kind} under ${group.holder}`,
    data: {
      holder: group.holder,
      // In one place, the object itself (spec.resources[0]); in several, the schema's place.
      holderText: group.places === 1 ? objectText(group.first.path.slice(0, -1)) : placeText(group.holder),
      crd,
      version,
      count: group.drops.length,
      places: group.places,
      placesText: group.places === 1 ? "" : ` in ${group.places} places of this object`,
      names: group.names,
      namesText: listText2(group.names, messageId === "prunedAll" ? "and" : "or"),
      dropped: droppedText(group.drops.map((d) => d.path)),
      droppedFields: group.drops.map((d) => toFieldPath(d.path).toString())
    }
  };
}
var OUTCOMES = {
  name: "cr/unknown-field outcomes by served version and content",
  create: () => /* @__PURE__ */ new WeakMap()
};
function memoizedOutcomeOf(o, s, cache) {
  const content = contentKey(cache, o.value);
  if (content === void 0) return outcomeOf(o.value, s);
  const byServed = cache.get(OUTCOMES);
  let bodies = byServed.get(s);
  if (!bodies) {
    bodies = /* @__PURE__ */ new Map();
    byServed.set(s, bodies);
  }
  let byMetadata = bodies.get(content.body);
  if (!byMetadata) {
    byMetadata = /* @__PURE__ */ new Map();
    bodies.set(content.body, byMetadata);
  }
  let outcome = byMetadata.get(content.metadata);
  if (!outcome) {
    outcome = outcomeOf(o.value, s);
    byMetadata.set(content.metadata, outcome);
  }
  return outcome;
}
function outcomeOf(value2, s) {
  const rejections = [];
  const result = prune(value2, s.schema, true, (value3, schema2, path2) => {
    if (!(s.statusSubresource && path2[0] === "status")) rejections.push(...rejectionsOf(value3, schema2, path2));
  });
  const outcome = { pruned: /* @__PURE__ */ new Map(), metadata: /* @__PURE__ */ new Map(), rejected: /* @__PURE__ */ new Map() };
  const place = (d, quiet) => {
    const p = d.path;
    let holder;
    for (const r of rejections)
      if (r.path.length < p.length && isPrefix(r.path, p) && (!holder || r.path.length > holder.path.length))
        holder = r;
    if (!holder) {
      quiet.set(JSON.stringify(p), d);
      return;
    }
    const key3 = `${JSON.stringify(holder.path)} ${holder.error.type} ${holder.error.path.toString()}`;
    const entry = outcome.rejected.get(key3);
    if (entry) entry.dropped.push(p);
    else outcome.rejected.set(key3, { rejection: holder, dropped: [p] });
  };
  for (const d of result.drops) place(d, outcome.pruned);
  for (const m of result.metadata) {
    for (const k of unknownObjectMetaKeys(valueAt3(value2, m.path)))
      place({ path: [...m.path, k], holder: m.place, holderSchema: void 0 }, outcome.metadata);
  }
  return outcome;
}
var isPrefix = (prefix, p) => prefix.every((step2, i) => p[i] === step2);
var TYPE_TEXT = {
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "a boolean",
  array: "a list",
  object: "an object",
  "integer,string": "an integer or a string"
};
var typeText2 = (declared) => TYPE_TEXT[declared] ?? `type ${declared}`;
var hasNoProperties = (s) => s === void 0 || s.properties.size === 0;
var placeText = (place) => place === "" ? "the top level" : place;
var objectText = (p) => p.length === 0 ? "the top level" : toFieldPath(p).toString();
function listText2(names, conjunction) {
  if (names.length > 5)
    return `${names.slice(0, 5).join(", ")} ${conjunction} ${names.length - 5} ${conjunction === "or" ? "others" : "more"}`;
  return names.length === 1 ? String(names[0]) : `${names.slice(0, -1).join(", ")} ${conjunction} ${names[names.length - 1]}`;
}
function droppedText(dropped) {
  const names = dropped.map((p) => toFieldPath(p).toString());
  return names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
}
function bracesText(value2, declared) {
  if (!isJsonObject(value2) || declared !== "string" && declared !== "integer,string") return void 0;
  const keys = Object.keys(value2);
  if (keys.length === 0 || keys.some((k) => value2[k] !== null)) return void 0;
  return `{${keys.join(", ")}}`;
}
function intersect(a, b, pick = (x) => x) {
  const out = /* @__PURE__ */ new Map();
  for (const [k, x] of a) {
    const y = b.get(k);
    if (y !== void 0) out.set(k, pick(x, y));
  }
  return out;
}
var declaringHolder = (x, y) => hasNoProperties(x.holderSchema) ? y : x;
function valueAt3(root, path2) {
  let v = root;
  for (const step2 of path2) {
    if (typeof step2 === "number") v = Array.isArray(v) ? v[step2] : void 0;
    else
      v = typeof v === "object" && v !== null && !Array.isArray(v) && Object.hasOwn(v, step2) ? v[step2] : void 0;
  }
  return v;
}
function toFieldPath(p) {
  const [head, ...rest] = p;
  let path2 = FieldPath.of(String(head));
  for (const step2 of rest) {
    if (typeof step2 === "number") path2 = path2.index(step2);
    else path2 = step2.includes(".") ? path2.key(step2) : path2.child(step2);
  }
  return path2;
}

// src/rules/cr/unserved-version.ts
var unservedVersion = defineRule({
  id: "cr/unserved-version",
  meta: {
    severity: "error",
    description: "a custom resource whose apiVersion names a version its CRD does not serve",
    messages: {
      unserved: 'no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} serves {{served}}',
      unservedInTestTree: `no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} serves {{served}} (${IN_TEST_TREE})`,
      newerThanServed: `no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} serves only older versions ({{served}}); a cluster that runs a newer CRD of {{kind}}, installed from elsewhere, serves it, and one that runs this repository's does not`
    }
  },
  check: (ctx) => customResourceReview(ctx).unserved.map((u) => {
    const inTestTree = isInTestTree(u.object.source.file);
    const servedNames = [
      ...new Set(
        u.crds.flatMap(
          (crd) => crdVersions(crd).filter((v) => v.served === true).map((v) => String(v.name))
        )
      )
    ];
    const requested = u.object.apiVersion.slice(u.object.apiVersion.indexOf("/") + 1);
    const newer = isKubeVersion(requested) && servedNames.length > 0 && servedNames.every((v) => compareVersionPriority(requested, v) > 0);
    return {
      messageId: inTestTree ? "unservedInTestTree" : newer ? "newerThanServed" : "unserved",
      ...inTestTree || newer ? { severity: "warning" } : {},
      object: u.object,
      path: API_VERSION2,
      data: {
        kind: u.object.kind,
        apiVersion: u.object.apiVersion,
        crd: [...new Set(u.crds.map((c) => c.name))].join(", "),
        served: servedNames.length === 0 ? "no version" : servedNames.map((v) => `${u.object.group}/${v}`).join(", ")
      }
    };
  })
});
var API_VERSION2 = FieldPath.of("apiVersion");

// src/rules/cr/index.ts
var crRules = [schema, metadata2, listType, cel, unknownField, unservedVersion, crdNotFound];

// src/rules/lifecycle/change-index.ts
import { posix as posix5 } from "node:path";

// src/rules/lifecycle/serialized-form.ts
import { posix as posix4 } from "node:path";
var isSerialized = (field2) => jsonNamesOf(field2).length > 0;
var GoPackages = class {
  /**
   * Every definition of a struct in a package: files under build tags (`//go:build linux` and
   * `!linux`) may each define it, and its serialized form is what any of them serializes.
   */
  structs = /* @__PURE__ */ new Map();
  forms = /* @__PURE__ */ new Map();
  inlinedBy;
  constructor(files) {
    for (const file of files) {
      if (file.error !== void 0 || !isReviewedGoFile(file.path)) continue;
      const dir = posix4.dirname(file.path);
      for (const struct of file.structs) {
        const key3 = structKey(dir, struct.name);
        const definitions = this.structs.get(key3);
        if (definitions) definitions.push({ file, struct });
        else this.structs.set(key3, [{ file, struct }]);
      }
    }
  }
  /** The serialized form of the struct `name` of the package in `dir`; undefined when there is none. */
  form(dir, name) {
    const key3 = structKey(dir, name);
    const known = this.forms.get(key3);
    if (known === "computing") return { names: /* @__PURE__ */ new Set(), unseen: /* @__PURE__ */ new Set() };
    if (known) return known;
    const definitions = this.structs.get(key3);
    if (!definitions) return void 0;
    this.forms.set(key3, "computing");
    const names = /* @__PURE__ */ new Set();
    const unseen = /* @__PURE__ */ new Set();
    for (const at of definitions)
      for (const field2 of at.struct.fields) {
        for (const n of jsonNamesOf(field2)) names.add(n);
        const own = field2.names.length === 0 && field2.tag !== void 0 ? jsonTagOf(field2.tag) : void 0;
        if (own !== void 0 && own.name !== "" && !(own.name === "-" && own.options.length === 0))
          names.add(own.name);
        if (!isInlined(field2)) continue;
        const type = typeName2(field2.type);
        const inner = type.qualifier === void 0 ? this.form(dir, type.name) : void 0;
        if (inner) {
          for (const n of inner.names) names.add(n);
          for (const u of inner.unseen) unseen.add(u);
        } else {
          unseen.add(`${type.qualifier === void 0 ? dir : importPathOf(at.file, type.qualifier)}.${type.name}`);
        }
      }
    const form = { names, unseen };
    this.forms.set(key3, form);
    return form;
  }
  /** The structs of the same package whose serialized form holds the fields of `name` inlined, at any depth. */
  inliners(dir, name) {
    if (!this.inlinedBy) {
      this.inlinedBy = /* @__PURE__ */ new Map();
      for (const [key3, definitions] of this.structs) {
        const d = key3.slice(0, key3.indexOf("\0"));
        for (const { struct } of definitions)
          for (const field2 of struct.fields) {
            if (!isInlined(field2)) continue;
            const type = typeName2(field2.type);
            if (type.qualifier !== void 0) continue;
            const inner = structKey(d, type.name);
            const by = this.inlinedBy.get(inner) ?? /* @__PURE__ */ new Set();
            by.add(struct.name);
            this.inlinedBy.set(inner, by);
          }
      }
    }
    const out = /* @__PURE__ */ new Set();
    const queue = [name];
    for (let next = queue.pop(); next !== void 0; next = queue.pop()) {
      for (const by of this.inlinedBy.get(structKey(dir, next)) ?? []) {
        if (by === name || out.has(by)) continue;
        out.add(by);
        queue.push(by);
      }
    }
    return [...out];
  }
};
var structKey = (dir, name) => `${dir}\0${name}`;

// src/rules/lifecycle/change-index.ts
var ChangeIndex = class {
  /** `base`: the base's Go files the family reads (go-files-needed.ts); undefined without a base. */
  constructor(base) {
    this.base = base;
    for (const file of base ?? []) {
      for (const decl of file.consts) {
        const key3 = constKey(file, decl);
        const docs = this.constDocs.get(key3) ?? /* @__PURE__ */ new Set();
        for (const c of decl.doc) docs.add(c.text.trim());
        this.constDocs.set(key3, docs);
      }
      for (const struct of file.structs) {
        const sk = structKey2(file, struct);
        const sdocs = this.structDocs.get(sk) ?? /* @__PURE__ */ new Set();
        for (const c of [...struct.doc, ...struct.secondDoc]) sdocs.add(c.text.trim());
        this.structDocs.set(sk, sdocs);
        for (const field2 of struct.fields) {
          for (const name of namesOf(field2)) {
            const docs = this.fieldDocs.get(`${sk}\0${name}`) ?? /* @__PURE__ */ new Set();
            for (const c of field2.doc) docs.add(c.text.trim());
            this.fieldDocs.set(`${sk}\0${name}`, docs);
          }
        }
      }
    }
  }
  base;
  fieldDocs = /* @__PURE__ */ new Map();
  structDocs = /* @__PURE__ */ new Map();
  constDocs = /* @__PURE__ */ new Map();
  basePackages;
  get hasBase() {
    return this.base !== void 0;
  }
  /** The change adds this struct: no base, or no struct of this name in this package at base. */
  isAddedStruct(file, struct) {
    return !this.base || !this.structDocs.has(structKey2(file, struct));
  }
  /**
   * The JSON names under which this field of the head struct is new to the API: all of them
   * without a base; else those the struct's serialized form did not have at base, judged in every
   * form the field is part of (the struct, and each struct of the package that inlines it), so a
   * field moved into an inlined struct is not new either.
   *
   * An inlined type the review cannot see (another package) held unknown names at base. While it
   * is still inlined at head it holds the same ones on both sides; once the change removes it,
   * any name could have come from it (Karpenter c81e6ace4 replaced `v1.NodeSelectorRequirement`
   * inline with explicit `key`, `operator`, `values`), and no name of that form counts as new.
   */
  addedJsonNames(head, file, struct, field2) {
    const names = jsonNamesOf(field2);
    if (!this.base) return names;
    this.basePackages ??= new GoPackages(this.base);
    const base = this.basePackages;
    const dir = posix5.dirname(file.path);
    const forms = [struct.name, ...head.inliners(dir, struct.name)].map((name) => ({
      before: base.form(dir, name),
      after: head.form(dir, name)
    }));
    return names.filter(
      (n) => forms.every(
        ({ before, after }) => before === void 0 || !before.names.has(n) && [...before.unseen].every((u) => after?.unseen.has(u) === true)
      )
    );
  }
  /**
   * The tag line `// <text>` on this field is new or edited: no field of the struct at base with
   * the same Go name or the same JSON name carried it (a Go rename leaves its tags untouched).
   */
  isTouchedFieldTag(file, struct, field2, text) {
    if (!this.base) return true;
    const t = text.trim();
    return !namesOf(field2).some((n) => this.fieldDocs.get(`${structKey2(file, struct)}\0${n}`)?.has(t));
  }
  isTouchedStructTag(file, struct, text) {
    if (!this.base) return true;
    return !this.structDocs.get(structKey2(file, struct))?.has(text.trim());
  }
  /** The tag line `// <text>` on this declaration (field, type or constant) is new or edited. */
  isTouchedTag(at, text) {
    const owner = at.owner;
    switch (owner.kind) {
      case "field":
        return this.isTouchedFieldTag(at.file, owner.struct, owner.field, text);
      case "type":
        return this.isTouchedStructTag(at.file, owner.struct, text);
      case "const":
        return !this.base || !this.constDocs.get(constKey(at.file, owner.decl))?.has(text.trim());
    }
  }
};
var constKey = (file, decl) => `${posix5.dirname(file.path)}\0${decl.name}`;
var structKey2 = (file, struct) => `${posix5.dirname(file.path)}\0${struct.name}`;
var namesOf = (field2) => [
  ...field2.names.length > 0 ? field2.names : [field2.type.replace(/^\*/, "")],
  ...jsonNamesOf(field2).map((n) => `json:${n}`)
];

// src/rules/lifecycle/gate-table.ts
import { posix as posix6 } from "node:path";
var FEATUREGATE_IMPORT = "k8s.io/component-base/featuregate";
var STAGE_COMMENT = /^\s*(alpha|beta|ga|deprecated)\s*:\s*v?([0-9]+\.[0-9]+)\b/i;
function gateTable(world, config, worldGoFiles) {
  const configured = configuredFeatureFiles(config);
  const goFiles = worldGoFiles.filter(
    (f) => configured ? configured(f.path) : isFeatureFile(f) && isReviewedGoFile(f.path)
  );
  const lists = world.filesAt((path2) => configured ? configured(path2) : isFeatureList(path2));
  const gates = /* @__PURE__ */ new Map();
  for (const list2 of lists)
    for (const gate of gatesOfFeatureList(list2.text)) if (!gates.has(gate.name)) gates.set(gate.name, gate);
  const constants = new ConstantIndex(goFiles);
  for (const file of goFiles) {
    for (const map of file.specMaps) {
      for (const entry of map.entries) {
        const constant = constants.resolve(file, entry.key);
        const name = constant?.stringValue ?? entry.key.slice(entry.key.lastIndexOf(".") + 1);
        const stageComments = constant ? stageCommentsOf(constant.file.path, constant.decl) : [];
        const known = gates.get(name);
        if (known) {
          if (known.stageComments.length === 0 && stageComments.length > 0)
            gates.set(name, { ...known, stageComments });
          continue;
        }
        gates.set(name, { name, specs: specsOf(map, entry.values), isLegacy: isLegacyMap(map), stageComments });
      }
    }
  }
  for (const c of constants.all()) {
    const name = c.stringValue ?? c.decl.name;
    if (!gates.has(name))
      gates.set(name, { name, specs: [], isLegacy: false, stageComments: stageCommentsOf(c.file.path, c.decl) });
  }
  const configuredVersion = config.lifecycle?.currentVersion;
  const currentVersion = configuredVersion === void 0 ? highestVersion(gates) : parseMinorVersion(configuredVersion);
  return { gates, ...currentVersion ? { currentVersion } : {} };
}
var isFeatureFile = (f) => f.specMaps.length > 0 || f.imports.some((i) => i.path === FEATUREGATE_IMPORT);
var isLegacyMap = (map) => map.valueType.endsWith("FeatureSpec");
function specsOf(map, literals) {
  const specs = literals.map((lit) => {
    const version = isLegacyMap(map) ? void 0 : versionOf(lit.fields.get("Version"));
    const stage = stageOf(lit.fields.get("PreRelease") ?? "");
    return {
      ...version ? { version } : {},
      ...stage ? { stage } : {},
      lockToDefault: lit.fields.get("LockToDefault") === "true"
    };
  });
  return specs.sort((a, b) => a.version && b.version ? compareVersions(a.version, b.version) : 0);
}
function versionOf(expr) {
  if (expr === void 0) return void 0;
  const parsed = /MustParse\w*\(\s*"v?([0-9]+)\.([0-9]+)(?:\.[0-9]+)?"\s*\)/.exec(expr) ?? /MajorMinor\(\s*([0-9]+)\s*,\s*([0-9]+)\s*\)/.exec(expr);
  return parsed ? { major: Number(parsed[1]), minor: Number(parsed[2]) } : void 0;
}
function stageCommentsOf(file, decl) {
  return decl.doc.flatMap((c) => {
    const m = STAGE_COMMENT.exec(c.text);
    const version = m ? parseMinorVersion(m[2] ?? "") : void 0;
    if (!m || !version) return [];
    const column = c.column + 2 + c.text.length - c.text.trimStart().length;
    return [{ stage: (m[1] ?? "").toLowerCase(), version, file, line: c.line, column }];
  });
}
function highestVersion(gates) {
  let best;
  for (const gate of gates.values())
    for (const s of gate.specs) if (s.version && (!best || compareVersions(s.version, best) > 0)) best = s.version;
  return best;
}
var ConstantIndex = class {
  byName = /* @__PURE__ */ new Map();
  constructor(files) {
    for (const file of files) {
      const definesGates = file.specMaps.length > 0 || file.imports.some((i) => i.path === FEATUREGATE_IMPORT);
      for (const decl of file.consts) {
        const typed = decl.type !== void 0 && /(^|\.)Feature$/.test(decl.type);
        if (!typed && !(definesGates && decl.type === void 0 && decl.stringValue !== void 0)) continue;
        const list2 = this.byName.get(decl.name) ?? [];
        list2.push({ file, decl, ...decl.stringValue === void 0 ? {} : { stringValue: decl.stringValue } });
        this.byName.set(decl.name, list2);
      }
    }
  }
  all() {
    return [...this.byName.values()].flat();
  }
  resolve(from, key3) {
    const dot = key3.lastIndexOf(".");
    const ident = key3.slice(dot + 1);
    const candidates2 = this.byName.get(ident) ?? [];
    if (candidates2.length <= 1) return candidates2[0];
    if (dot === -1) {
      const dir = posix6.dirname(from.path);
      return candidates2.find((c) => posix6.dirname(c.file.path) === dir) ?? candidates2[0];
    }
    const alias = key3.slice(0, dot);
    const imported = from.imports.find((i) => (i.name ?? i.path.slice(i.path.lastIndexOf("/") + 1)) === alias);
    if (!imported) return candidates2[0];
    const p = imported.path;
    return candidates2.find((c) => {
      const dir = posix6.dirname(c.file.path);
      return dir === p || dir.endsWith(`/${p}`) || p.endsWith(`/${dir}`);
    }) ?? candidates2[0];
  }
};

// src/rules/lifecycle/go-files-needed.ts
import { posix as posix8 } from "node:path";

// src/rules/lifecycle/gated-types.ts
import { posix as posix7 } from "node:path";
var isGated = (at) => at.lifecycle.length > 0 || at.featureGates.length > 0 || at.malformed.length > 0;
var typeKey = (dir, name) => `${dir}\0${name}`;
var baseTypeName = (type) => type.replace(/^(\*|\[[^\]]*\]|map\[[^\]]*\])+/, "").replace(/^.*\./, "");
function gatedTypes(fields, changes) {
  const structs = /* @__PURE__ */ new Map();
  const usesByName = /* @__PURE__ */ new Map();
  const inside = /* @__PURE__ */ new Map();
  for (const at of fields) {
    const key3 = typeKey(posix7.dirname(at.file.path), at.struct.name);
    const isKind = at.field.names.length === 0 && baseTypeName(at.field.type) === "TypeMeta";
    structs.set(key3, { name: at.struct.name, isKind: isKind || (structs.get(key3)?.isKind ?? false) });
    const used = baseTypeName(at.field.type);
    if (isSerialized(at.field) && used !== "") usesByName.set(used, [...usesByName.get(used) ?? [], at]);
    if (changes.isAddedStruct(at.file, at.struct) && isSerialized(at.field))
      inside.set(key3, (inside.get(key3) ?? true) && isGated(at));
  }
  const behindGate = /* @__PURE__ */ new Set();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key3, { name, isKind }] of structs) {
      if (isKind || behindGate.has(key3)) continue;
      const uses = usesByName.get(name) ?? [];
      if (uses.length === 0) continue;
      if (uses.every((u) => isGated(u) || behindGate.has(typeKey(posix7.dirname(u.file.path), u.struct.name)))) {
        behindGate.add(key3);
        changed = true;
      }
    }
  }
  return { behindGate, gatedInside: new Set([...inside].filter(([, gated]) => gated).map(([key3]) => key3)) };
}

// src/rules/lifecycle/go-files-needed.ts
var mayDefineGates = (text) => text.includes("FeatureSpec") || text.includes("VersionedSpecs") || text.includes(FEATUREGATE_IMPORT) || /\\[0-7xuU]/.test(text);
var mayHoldGateTag = (text) => /\+\s*(?:lifecycle|featureGate)/.test(text) || text.includes("ifEnabled") || text.includes("ifDisabled");
var CHOSEN = /* @__PURE__ */ new WeakMap();
function lifecycleGoFiles(world, config) {
  const choice = world.goSources();
  if (!choice) return world.goFiles;
  const byConfig = CHOSEN.get(world) ?? /* @__PURE__ */ new WeakMap();
  CHOSEN.set(world, byConfig);
  let files = byConfig.get(config);
  if (!files) {
    const configured = configuredFeatureFiles(config);
    const mayMatter = (path2, text) => configured?.(path2) === true || isReviewedGoFile(path2) && (text === void 0 || mayDefineGates(text) || mayHoldGateTag(text));
    const dirs = new Set([...choice.changedPaths].filter(isReviewedGoFile).map((p) => posix8.dirname(p)));
    for (const s of choice.sources) if (mayMatter(s.path, s.text)) dirs.add(posix8.dirname(s.path));
    const read = (path2) => !path2.endsWith("_test.go") || configured?.(path2) === true;
    files = choice.sources.filter((s) => dirs.has(posix8.dirname(s.path)) && read(s.path)).map((s) => s.file());
    byConfig.set(config, files);
  }
  return files;
}
function goFilesUsing(world, config, names) {
  const choice = world.goSources();
  if (!choice) return [];
  const chosen = new Set(lifecycleGoFiles(world, config));
  const wanted = new Set(names);
  const taken = /* @__PURE__ */ new Set();
  for (let fresh = [...wanted]; fresh.length > 0; ) {
    const mayUse = new RegExp(fresh.map(escapeRegExp).join("|"));
    const added = [];
    const take = (file) => {
      taken.add(file);
      for (const struct of file.structs) {
        if (wanted.has(struct.name) || !struct.fields.some((f) => wanted.has(baseTypeName(f.type)))) continue;
        wanted.add(struct.name);
        added.push(struct.name);
      }
    };
    for (const file of taken) take(file);
    for (const s of choice.sources) {
      if (s.text !== void 0 && !mayUse.test(s.text)) continue;
      const file = s.file();
      if (!taken.has(file)) take(file);
    }
    fresh = added;
  }
  return [...taken].filter((f) => !chosen.has(f));
}
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// src/rules/lifecycle/lifecycle-facts.ts
var PER_CONTEXT = {
  name: "lifecycle facts",
  create: () => /* @__PURE__ */ new WeakMap()
};
function lifecycleFacts(ctx) {
  const computed = ctx.cache.get(PER_CONTEXT);
  let facts = computed.get(ctx);
  if (!facts) {
    const headGo = lifecycleGoFiles(ctx.head, ctx.config);
    const files = headGo.filter((f) => f.error === void 0 && isReviewedGoFile(f.path));
    const fields = [];
    const declarations = [];
    for (const file of files) {
      const inFile = fieldTagsOf(file);
      fields.push(...inFile);
      declarations.push(...declarationTagsOf(file, inFile));
    }
    facts = {
      table: gateTable(ctx.head, ctx.config, headGo),
      fields,
      declarations,
      kubernetesTags: kubernetesTags(fields),
      changes: new ChangeIndex(ctx.base && lifecycleGoFiles(ctx.base, ctx.config))
    };
    computed.set(ctx, facts);
  }
  return facts;
}
function kubernetesTags(fields) {
  const out = [];
  for (const at of fields) {
    if (at.lifecycle.length === 0) continue;
    const first = at.lifecycle.find((t) => t.component === KUBERNETES);
    if (!first || first.problems.length > 0) continue;
    const minVersion = first.values.get("minVersion") ?? "";
    const status = first.values.get("status") ?? "";
    const featureGate = first.values.get("featureGate") ?? "";
    out.push({ at, tag: first, minVersion, status, featureGate });
  }
  return out;
}
function tagReport(facts, at, tag, messageId, data, options = { diffAware: true }) {
  const touched = facts.changes.isTouchedTag(at, `+${tag.raw}`);
  const severity = options.diffAware && !touched ? "warning" : void 0;
  return {
    messageId,
    file: at.file.path,
    line: tag.line,
    column: tag.column,
    endLine: at.line,
    data: { field: at.label, ...data },
    discriminator: `${at.label} ${tag.raw}`,
    ...severity ? { severity } : {}
  };
}

// src/rules/lifecycle/comment-divergence.ts
var commentDivergence = defineRule({
  id: "lifecycle/comment-divergence",
  meta: {
    severity: "warning",
    description: "a feature gate's stage comment disagrees with the +lifecycle: tags of its fields",
    messages: {
      diverges: "the comment says {{stage}}: v{{version}} for feature gate {{gate}}, but {{field}} is tagged minVersion={{minVersion}},status={{stage}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const tags = facts.kubernetesTags;
    const out = [];
    for (const gate of facts.table.gates.values()) {
      for (const comment of gate.stageComments) {
        const other = tags.find((k) => {
          const v = parseMinorVersion(k.minVersion);
          return k.featureGate === gate.name && k.status === comment.stage && v !== void 0 && compareVersions(v, comment.version) !== 0;
        });
        if (!other) continue;
        out.push({
          messageId: "diverges",
          file: comment.file,
          line: comment.line,
          column: comment.column,
          data: {
            stage: comment.stage,
            version: formatVersion(comment.version),
            gate: gate.name,
            field: other.at.label,
            minVersion: other.minVersion
          },
          discriminator: `${gate.name} ${comment.stage}`
        });
      }
    }
    return out;
  }
});

// src/rules/lifecycle/gate-mismatch.ts
var gateMismatch = defineRule({
  id: "lifecycle/gate-mismatch",
  meta: {
    severity: "error",
    description: "a field's +lifecycle:kubernetes: gate is not among the gates of its +featureGate= tag",
    messages: {
      mismatch: "{{field}}: the lifecycle tag names feature gate {{gate}}, but +featureGate= names {{named}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    return facts.kubernetesTags.flatMap((k) => {
      const named = k.at.featureGates.flatMap((t) => t.gates).filter((g) => g !== "");
      if (named.length === 0 || named.includes(k.featureGate)) return [];
      return [tagReport(facts, k.at, k.tag, "mismatch", { gate: k.featureGate, named: named.join(", ") })];
    });
  }
});

// src/rules/lifecycle/gates-not-found.ts
var gatesNotFound = defineRule({
  id: "lifecycle/gates-not-found",
  meta: {
    severity: "notice",
    description: "Go tags name feature gates, but the review found no feature gate definition, so gate names were not checked",
    messages: {
      discovered: `{{tags}} tags in {{files}} name feature gates (this one first), but this review found no feature gate definition, so gate names were not checked; set ${FEATURE_FILES_KEY} in ${DEFAULT_CONFIG_FILE} to the files that define them (Go files with featuregate.Feature constants and their spec maps, or the generated ${VERSIONED_FEATURE_LIST})`,
      configured: `{{tags}} tags in {{files}} name feature gates (this one first), but ${FEATURE_FILES_KEY} ({{globs}}) matches no feature gate definition, so gate names were not checked`
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    if (facts.table.gates.size > 0) return [];
    const named = [
      ...facts.kubernetesTags.map((k) => ({
        file: k.at.file.path,
        line: k.tag.line,
        column: k.tag.column,
        endLine: k.at.line
      })),
      ...facts.declarations.flatMap(
        (at) => [
          ...at.featureGates.filter((t) => t.gates.some((g) => g !== "")),
          ...at.gateConditions.filter((t) => t.gate !== "")
        ].map((t) => ({ file: at.file.path, line: t.line, column: t.column, endLine: at.line }))
      )
    ].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column);
    const first = named[0];
    if (!first) return [];
    const files = new Set(named.map((t) => t.file)).size;
    const globs = ctx.config.lifecycle?.featureFiles ?? [];
    const data = { tags: named.length, files: files === 1 ? "1 file" : `${files} files`, globs: globs.join(", ") };
    return [{ messageId: globs.length > 0 ? "configured" : "discovered", ...first, data }];
  }
});

// src/rules/lifecycle/inconsistent-tags.ts
var inconsistentTags = defineRule({
  id: "lifecycle/inconsistent-tags",
  meta: {
    severity: "error",
    description: "two fields tagged with the same feature gate disagree on status or minVersion",
    messages: {
      inconsistent: "{{field}} is tagged minVersion={{minVersion}},status={{status}} for feature gate {{gate}}, but {{other}} is tagged minVersion={{otherMinVersion}},status={{otherStatus}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const byGate = /* @__PURE__ */ new Map();
    for (const k of facts.kubernetesTags) byGate.set(k.featureGate, [...byGate.get(k.featureGate) ?? [], k]);
    const out = [];
    for (const [gate, tags] of byGate) {
      const ordered = [...tags].sort(
        (a, b) => a.at.file.path < b.at.file.path ? -1 : a.at.file.path > b.at.file.path ? 1 : a.tag.line - b.tag.line
      );
      const [first, ...later] = ordered;
      if (!first) continue;
      for (const k of later) {
        if (k.status === first.status && k.minVersion === first.minVersion) continue;
        out.push(
          tagReport(facts, k.at, k.tag, "inconsistent", {
            minVersion: k.minVersion,
            status: k.status,
            gate,
            other: first.at.label,
            otherMinVersion: first.minVersion,
            otherStatus: first.status
          })
        );
      }
    }
    return out;
  }
});

// src/rules/lifecycle/parse-error.ts
var parseError = defineRule({
  id: "lifecycle/parse-error",
  meta: {
    severity: "notice",
    description: "part of a Go file could not be read by the Go grammar, so that part was not checked",
    messages: {
      syntax: `${GO_GRAMMAR} (this tool's Go parser) cannot read the code here ({{problem}}): Go syntax newer than the grammar, or Go that does not compile (go build is the judge); the declarations it could read in this file were still checked`,
      unreadable: "{{problem}}; its lifecycle tags and feature gates were not checked"
    }
  },
  check: (ctx) => lifecycleGoFiles(ctx.head, ctx.config).flatMap((f) => {
    if (!isReviewedGoFile(f.path)) return [];
    const problem = f.error ?? f.syntaxError;
    if (!problem) return [];
    return [
      {
        messageId: f.error ? "unreadable" : "syntax",
        file: f.path,
        line: problem.line,
        column: problem.column,
        data: { problem: problem.message }
      }
    ];
  })
});

// src/rules/lifecycle/prerelease-tag.ts
import { posix as posix9 } from "node:path";
var PREFIX = "k8s:prerelease-lifecycle-gen:";
var VERSION_KEYS = ["introduced", "deprecated", "removed"];
var MAJOR_MINOR = /^([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
var PRERELEASE_VERSION = /^v[0-9]+(alpha|beta)[0-9]+$/;
var GENERATED_METHOD = "APILifecycleIntroduced";
var UNREAD = "; no prerelease-lifecycle-gen output (APILifecycleIntroduced) is in this package, so nothing reads these tags yet";
var prereleaseTag = defineRule({
  id: "lifecycle/prerelease-tag",
  meta: {
    severity: "error",
    description: "a +k8s:prerelease-lifecycle-gen: tag is malformed, out of order, or missing on an alpha or beta kind",
    messages: {
      badVersion: "{{type}}: {{key}}={{value}} is not a version MAJOR.MINOR such as 1.20{{unread}}",
      badReplacement: "{{type}}: replacement={{value}} must be group,version,Kind{{unread}}",
      unknownKey: "{{type}}: unknown tag +{{tag}}; the keys are introduced, deprecated, removed, replacement{{unread}}",
      order: "{{type}}: {{key}}={{value}} comes before {{earlierKey}}={{earlierValue}}{{unread}}",
      missingIntroduced: "{{type}} is in {{version}}, whose doc.go enables prerelease-lifecycle-gen, but has no +k8s:prerelease-lifecycle-gen:introduced tag{{unread}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const out = [];
    const goFiles = lifecycleGoFiles(ctx.head, ctx.config);
    const enabledDirs = new Set(
      goFiles.filter(
        (f) => posix9.basename(f.path) === "doc.go" && f.packageComments.some((c) => /^\s*\+k8s:prerelease-lifecycle-gen=true\s*$/.test(c.text))
      ).map((f) => posix9.dirname(f.path))
    );
    const generatedDirs = new Set(
      goFiles.filter((f) => f.isGenerated && f.text.includes(GENERATED_METHOD)).map((f) => posix9.dirname(f.path))
    );
    for (const file of goFiles) {
      if (file.error || !isReviewedGoFile(file.path)) continue;
      const read = generatedDirs.has(posix9.dirname(file.path));
      for (const struct of file.structs) out.push(...checkStruct(facts, file, struct, enabledDirs, read));
    }
    return out;
  }
});
function checkStruct(facts, file, struct, enabledDirs, generatorRuns) {
  const unread = generatorRuns ? "" : UNREAD;
  const out = [];
  const versions = /* @__PURE__ */ new Map();
  const report = (messageId, line, column, raw, data, diffAware) => {
    const severity = !generatorRuns || diffAware && !facts.changes.isTouchedStructTag(file, struct, `+${raw}`) ? "warning" : void 0;
    out.push({
      messageId,
      file: file.path,
      line,
      column,
      data: { type: struct.name, unread, ...data },
      discriminator: `${struct.name} ${raw}`,
      ...severity ? { severity } : {}
    });
  };
  const seenKeys = /* @__PURE__ */ new Set();
  for (const comment of [...struct.secondDoc, ...struct.doc]) {
    const tag = tagOfComment(comment);
    if (!tag || "message" in tag || !tag.name.startsWith(PREFIX)) continue;
    const key3 = tag.name.slice(PREFIX.length);
    seenKeys.add(key3);
    const value2 = (tag.value ?? "").trim();
    if (VERSION_KEYS.includes(key3)) {
      const m = MAJOR_MINOR.exec(value2);
      if (!m) report("badVersion", tag.line, tag.column, tag.raw, { key: key3, value: value2 }, false);
      else
        versions.set(key3, {
          version: { major: Number(m[1]), minor: Number(m[2]) },
          value: value2,
          line: tag.line,
          column: tag.column,
          raw: tag.raw
        });
    } else if (key3 === "replacement") {
      const parts = value2.split(",");
      if (parts.length !== 3 || parts[1] === "" || parts[2] === "")
        report("badReplacement", tag.line, tag.column, tag.raw, { value: value2 }, false);
    } else report("unknownKey", tag.line, tag.column, tag.raw, { tag: tag.raw }, false);
  }
  const pairs = [
    ["introduced", "deprecated"],
    ["deprecated", "removed"],
    ...versions.has("deprecated") ? [] : [["introduced", "removed"]]
  ];
  for (const [earlierKey, laterKey] of pairs) {
    const earlier = versions.get(earlierKey);
    const later = versions.get(laterKey);
    if (earlier && later && compareVersions(later.version, earlier.version) < 0) {
      report(
        "order",
        later.line,
        later.column,
        later.raw,
        { key: laterKey, value: later.value, earlierKey, earlierValue: earlier.value },
        true
      );
    }
  }
  const dir = posix9.dirname(file.path);
  const version = posix9.basename(dir);
  const isKind = struct.fields.some((f) => f.names.length === 0 && /(^|\.)TypeMeta$/.test(f.type));
  if (isKind && !seenKeys.has("introduced") && PRERELEASE_VERSION.test(version) && enabledDirs.has(dir)) {
    const severity = generatorRuns && facts.changes.isAddedStruct(file, struct) ? void 0 : "warning";
    out.push({
      messageId: "missingIntroduced",
      file: file.path,
      line: struct.line,
      column: struct.column,
      data: { type: struct.name, version, unread },
      discriminator: `${struct.name} introduced`,
      ...severity ? { severity } : {}
    });
  }
  return out;
}

// src/rules/lifecycle/feature-gate.ts
function effectiveSpec(gate, at, compare) {
  let found;
  for (const spec of gate.specs) {
    if (spec.version === void 0 || at === void 0 || compare(spec.version, at) <= 0) found = spec;
  }
  return found;
}

// src/rules/lifecycle/status-mismatch.ts
var statusMismatch = defineRule({
  id: "lifecycle/status-mismatch",
  meta: {
    severity: "error",
    description: "a +lifecycle:kubernetes: tag's status is not its feature gate's stage at the current version",
    messages: {
      mismatch: "{{field}}: the tag says status={{status}}, but feature gate {{gate}} is {{stage}} at {{version}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates, currentVersion } = facts.table;
    return facts.kubernetesTags.flatMap((k) => {
      const gate = gates.get(k.featureGate);
      const spec = gate ? effectiveSpec(gate, currentVersion, compareVersions) : void 0;
      if (!spec?.stage || statusOfStage(spec.stage) === k.status) return [];
      const version = gate?.isLegacy || !currentVersion ? "the current version" : `v${formatVersion(currentVersion)}`;
      return [
        tagReport(facts, k.at, k.tag, "mismatch", {
          status: k.status,
          gate: k.featureGate,
          stage: spec.stage,
          version
        })
      ];
    });
  }
});

// src/rules/lifecycle/tag-after-ga.ts
var tagAfterGa = defineRule({
  id: "lifecycle/tag-after-ga",
  meta: {
    severity: "error",
    description: "a +lifecycle:kubernetes: tag remains after its feature gate went GA or was locked to its default",
    messages: {
      ga: "{{field}}: feature gate {{gate}} is GA; remove the +lifecycle:kubernetes: tag",
      locked: "{{field}}: feature gate {{gate}} is locked to its default; remove the +lifecycle:kubernetes: tag"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates, currentVersion } = facts.table;
    return facts.kubernetesTags.flatMap((k) => {
      const gate = gates.get(k.featureGate);
      const spec = gate ? effectiveSpec(gate, currentVersion, compareVersions) : void 0;
      if (!spec) return [];
      if (spec.stage === "GA") return [tagReport(facts, k.at, k.tag, "ga", { gate: k.featureGate })];
      if (spec.lockToDefault) return [tagReport(facts, k.at, k.tag, "locked", { gate: k.featureGate })];
      return [];
    });
  }
});

// src/rules/lifecycle/tag-syntax.ts
var tagSyntax = defineRule({
  id: "lifecycle/tag-syntax",
  meta: {
    severity: "error",
    description: "a +lifecycle:, +featureGate= or ifEnabled/ifDisabled tag on a Go declaration is malformed",
    messages: {
      malformed: "{{field}}: {{problem}}",
      second: "{{field}} has a second +lifecycle:{{component}}: tag; a field carries one tag per component (KEP-2558)",
      emptyGate: "{{field}}: +featureGate= names no feature gate",
      emptyCondition: "{{field}}: +k8s:{{condition}}() names no feature gate"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const out = [];
    const fixed = { diffAware: false };
    for (const at of facts.declarations) {
      for (const bad of at.malformed)
        out.push(
          tagReport(
            facts,
            at,
            { raw: bad.message, line: bad.line, column: bad.column },
            "malformed",
            { problem: bad.message },
            fixed
          )
        );
      const seen = /* @__PURE__ */ new Set();
      for (const tag of at.lifecycle) {
        if (tag.problems.length > 0)
          out.push(tagReport(facts, at, tag, "malformed", { problem: tag.problems.join("; ") }, fixed));
        else if (seen.has(tag.component))
          out.push(tagReport(facts, at, tag, "second", { component: tag.component }, fixed));
        seen.add(tag.component);
      }
      for (const tag of at.featureGates)
        if (tag.gates.some((g) => g === "")) out.push(tagReport(facts, at, tag, "emptyGate", {}, fixed));
      for (const tag of at.gateConditions) {
        if (tag.gate === "")
          out.push({
            ...tagReport(facts, at, tag, "emptyCondition", { condition: tag.condition }, fixed),
            discriminator: `${at.label} ${tag.raw} ${tag.condition}`
          });
      }
    }
    return out;
  }
});

// src/rules/lifecycle/ungated-field.ts
import { posix as posix11 } from "node:path";

// src/rules/lifecycle/api-packages.ts
import { posix as posix10 } from "node:path";
var API_DIR = /* @__PURE__ */ new Set(["api", "apis"]);
var EMBEDDED_TYPE_META = /^\*?([A-Za-z_][A-Za-z0-9_]*\.)?TypeMeta$/;
function apiPackages(files) {
  const out = /* @__PURE__ */ new Map();
  for (const file of files) {
    const dir = posix10.dirname(file.path);
    if (out.has(dir) || isOutsideRepository(dir)) continue;
    const evidence = evidenceIn(dir, file);
    if (evidence) out.set(dir, evidence);
  }
  return out;
}
function evidenceIn(dir, file) {
  if (file.packageComments.some((c) => hasTag(c, "groupName"))) return "groupName";
  for (const struct of file.structs) {
    if ([...struct.doc, ...struct.secondDoc].some((c) => hasTag(c, "kubebuilder:object:root")))
      return "kubebuilder:object:root";
    if (struct.fields.some((f) => f.names.length === 0 && EMBEDDED_TYPE_META.test(f.type))) return "TypeMeta";
  }
  return dir.split("/").slice(0, -1).some((s) => API_DIR.has(s)) ? "path" : void 0;
}
function hasTag(comment, name) {
  const tag = tagOfComment(comment);
  return tag !== void 0 && !("message" in tag) && tag.name === name;
}

// src/rules/lifecycle/ungated-field.ts
var ungatedField = defineRule({
  id: "lifecycle/ungated-field",
  meta: {
    severity: "warning",
    description: "a field the change adds to a stable API version has no +featureGate= or +lifecycle: tag",
    messages: {
      ungated: "{{field}} ({{json}}) is added to the stable API {{version}} without a +featureGate= or +lifecycle: tag; new fields in stable APIs are normally added behind a feature gate"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    if (!facts.changes.hasBase || !facts.declarations.some(hasGateTag)) return [];
    const goFiles = lifecycleGoFiles(ctx.head, ctx.config);
    const api = apiPackages(goFiles.filter((f) => f.error === void 0));
    const packages = new GoPackages(goFiles);
    const candidates2 = [];
    for (const at of facts.fields) {
      const dir = posix11.dirname(at.file.path);
      const version = posix11.basename(dir);
      if (!STABLE_VERSION.test(version) || !api.has(dir) || isGenerated(at.file.path) || !isSerialized(at.field))
        continue;
      if (isGated(at) || facts.changes.isAddedStruct(at.file, at.struct)) continue;
      const added = facts.changes.addedJsonNames(packages, at.file, at.struct, at.field);
      if (added.length > 0) candidates2.push({ at, dir, version, added });
    }
    if (candidates2.length === 0) return [];
    const more = everyField(
      goFilesUsing(
        ctx.head,
        ctx.config,
        candidates2.map((c) => c.at.struct.name)
      )
    );
    const gated = gatedTypes([...facts.fields, ...more], facts.changes);
    const out = [];
    for (const { at, dir, version, added } of candidates2) {
      if (gated.behindGate.has(typeKey(dir, at.struct.name)) || gated.gatedInside.has(typeKey(dir, baseTypeName(at.field.type))))
        continue;
      out.push({
        messageId: "ungated",
        file: at.file.path,
        line: at.field.line,
        column: at.field.column,
        data: {
          field: at.label,
          version,
          json: `JSON ${added.length === 1 ? "name" : "names"} ${added.map((n) => `"${n}"`).join(", ")}`
        },
        discriminator: at.label
      });
    }
    return out;
  }
});
var everyField = (files) => files.filter((f) => f.error === void 0 && isReviewedGoFile(f.path)).flatMap((f) => fieldTagsOf(f));
var hasGateTag = (at) => at.lifecycle.length > 0 || at.featureGates.length > 0 || at.gateConditions.length > 0;
var STABLE_VERSION = /^v[0-9]+$/;
var isGenerated = (path2) => {
  const base = posix11.basename(path2);
  return base.startsWith("zz_generated") || base.startsWith("generated.") || base.endsWith("_test.go") || base.endsWith(".pb.go");
};

// src/rules/lifecycle/dependency-gates.ts
import { posix as posix12 } from "node:path";
var GATE_CONSTANT = /^\s*(?:const\s+)?[A-Za-z_]\w*\s+(?:featuregate\.)?Feature\s*=\s*"([^"\\\n]+)"/gm;
function gateNamesIn(goSource) {
  return [...goSource.matchAll(GATE_CONSTANT)].map((m) => m[1] ?? "");
}
var NAMES2 = {
  name: "lifecycle: gate names of dependencies, by directory",
  create: () => /* @__PURE__ */ new Map()
};
function isDependencyGate(ctx, goFile, gate) {
  const files = ctx.services?.dependencyGates;
  if (!files) return false;
  const byDir = ctx.cache.get(NAMES2);
  const dir = posix12.dirname(goFile);
  let names = byDir.get(dir);
  if (!names) {
    names = new Set(files.read(goFile).flatMap((f) => gateNamesIn(f.text)));
    byDir.set(dir, names);
  }
  return names.has(gate);
}

// src/rules/lifecycle/unknown-gate.ts
var unknownGate = defineRule({
  id: "lifecycle/unknown-gate",
  meta: {
    severity: "error",
    description: "a lifecycle, featureGate or ifEnabled/ifDisabled tag names a feature gate the repository does not define",
    messages: {
      unknown: "{{field}}: feature gate {{gate}} is not defined in this repository"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates } = facts.table;
    if (gates.size === 0) return [];
    const unknown = (file, gate) => !gates.has(gate) && !isDependencyGate(ctx, file, gate);
    const out = [];
    for (const k of facts.kubernetesTags) {
      if (unknown(k.at.file.path, k.featureGate))
        out.push(tagReport(facts, k.at, k.tag, "unknown", { gate: k.featureGate }));
    }
    for (const at of facts.declarations) {
      for (const tag of at.featureGates) {
        for (const gate of tag.gates) {
          if (gate !== "" && unknown(at.file.path, gate))
            out.push({
              ...tagReport(facts, at, tag, "unknown", { gate }),
              discriminator: `${at.label} ${tag.raw} ${gate}`
            });
        }
      }
      for (const tag of at.gateConditions) {
        if (tag.gate !== "" && unknown(at.file.path, tag.gate))
          out.push({
            ...tagReport(facts, at, tag, "unknown", { gate: tag.gate }),
            discriminator: `${at.label} ${tag.raw} ${tag.condition} ${tag.gate}`
          });
      }
    }
    return out;
  }
});

// src/rules/lifecycle/version-mismatch.ts
var versionMismatch = defineRule({
  id: "lifecycle/version-mismatch",
  meta: {
    severity: "error",
    description: "a +lifecycle:kubernetes: tag's minVersion is not the version its feature gate reached that status",
    messages: {
      spec: "{{field}}: the tag says minVersion={{minVersion}}, but feature gate {{gate}} became {{status}} in v{{expected}}",
      comment: "{{field}}: the tag says minVersion={{minVersion}}, but the comment of feature gate {{gate}} says {{status}}: v{{expected}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    return facts.kubernetesTags.flatMap((k) => {
      const gate = facts.table.gates.get(k.featureGate);
      const tagged = parseMinorVersion(k.minVersion);
      if (!gate || !tagged) return [];
      if (gate.isLegacy) {
        const comment = gate.stageComments.find((c) => c.stage === k.status);
        if (!comment || compareVersions(comment.version, tagged) === 0) return [];
        return [
          tagReport(facts, k.at, k.tag, "comment", {
            minVersion: k.minVersion,
            gate: gate.name,
            status: k.status,
            expected: formatVersion(comment.version)
          })
        ];
      }
      const first = gate.specs.find((s) => s.stage !== void 0 && statusOfStage(s.stage) === k.status);
      if (!first?.version || compareVersions(first.version, tagged) === 0) return [];
      return [
        tagReport(facts, k.at, k.tag, "spec", {
          minVersion: k.minVersion,
          gate: gate.name,
          status: k.status,
          expected: formatVersion(first.version)
        })
      ];
    });
  }
});

// src/rules/lifecycle/index.ts
var family = [
  parseError,
  tagSyntax,
  unknownGate,
  gatesNotFound,
  gateMismatch,
  prereleaseTag,
  statusMismatch,
  tagAfterGa,
  versionMismatch,
  commentDivergence,
  inconsistentTags,
  ungatedField
];
var lifecycleRules = family.map((rule) => ({ ...rule, reads: readsForLifecycle }));

// src/rules/refgrant/core-pairs.ts
var GW = "gateway.networking.k8s.io";
var SECRET = { group: "", kind: "Secret" };
var SERVICE = { group: "", kind: "Service" };
var CORE_PAIRS = [
  // ReferenceGrantFrom/To doc comments (apis/v1/referencegrant_types.go): "When used to permit a
  // SecretObjectReference: Gateway"; conformance gateway-secret-*-reference-grant.
  { from: { group: GW, kind: "Gateway" }, to: SECRET },
  // Gateway spec.tls.frontend…caCertificateRefs: "Support: Core - A single reference to a
  // Kubernetes ConfigMap", refused with RefNotPermitted without a grant (apis/v1/gateway_types.go).
  { from: { group: GW, kind: "Gateway" }, to: { group: "", kind: "ConfigMap" } },
  // GEP-1713: a ListenerSet's certificateRefs need a grant from ListenerSet (conformance
  // listenerset-reference-grant); XListenerSet is its experimental-channel group.
  { from: { group: GW, kind: "ListenerSet" }, to: SECRET },
  { from: { group: "gateway.networking.x-k8s.io", kind: "XListenerSet" }, to: SECRET },
  // "When used to permit a BackendObjectReference": the routes to core Services.
  ...["GRPCRoute", "HTTPRoute", "TCPRoute", "TLSRoute", "UDPRoute"].map((kind) => ({
    from: { group: GW, kind },
    to: SERVICE
  })),
  // KEP-3294 CrossNamespaceVolumeDataSource: the CSI external-provisioner checks a grant for
  // every cross-namespace PVC or VolumeSnapshot source (pkg/controller/util.go IsGranted).
  { from: { group: "", kind: "PersistentVolumeClaim" }, to: { group: "", kind: "PersistentVolumeClaim" } },
  {
    from: { group: "", kind: "PersistentVolumeClaim" },
    to: { group: "snapshot.storage.k8s.io", kind: "VolumeSnapshot" }
  }
];
var same = (a, b) => a.group === b.group && a.kind === b.kind;
function isCorePair(from, to) {
  return CORE_PAIRS.some((p) => same(p.from, from) && same(p.to, to));
}
var isCoreReferrer = (gk) => CORE_PAIRS.some((p) => same(p.from, gk));
var isCoreTarget = (gk) => CORE_PAIRS.some((p) => same(p.to, gk));

// src/rules/refgrant/extract-references.ts
var ROUTE_GROUP = "gateway.networking.k8s.io";
function extractCrossNamespaceReferences(objects, options) {
  const byKind = /* @__PURE__ */ new Map();
  for (const f of options.fields) {
    const key3 = `${f.group}\0${f.kind}`;
    const list2 = byKind.get(key3);
    if (list2) list2.push(f);
    else byKind.set(key3, [f]);
  }
  const out = [];
  for (const object2 of objects) {
    const fields = byKind.get(`${object2.group}\0${object2.kind}`);
    if (!fields || options.clusterScoped?.has(`${object2.group}/${object2.kind}`)) continue;
    const namespace = options.namespaces.namespaceOf(object2);
    const isMeshRoute = options.meshRouteExemption && isMeshOnlyRoute(object2);
    for (const f of fields) {
      if (f.isBackend && isMeshRoute) continue;
      for (const { value: value2, path: path2 } of walk3(object2.value, f, 0, void 0)) {
        const target = targetOf2(value2, f, namespace);
        if (target === void 0) continue;
        if (f.isBackend && isRouteDelegation(target)) continue;
        const from = { group: object2.group, kind: object2.kind, namespace, name: object2.name };
        out.push({
          object: object2,
          path: path2,
          grantable: f.grantable,
          isCorePair: f.isConfigured || isCorePair(from, target),
          from,
          to: target
        });
      }
    }
  }
  return out;
}
function* walk3(value2, f, step2, path2) {
  const s = f.steps[step2];
  if (s === void 0) {
    if (path2 && isJsonObject(value2)) yield { value: value2, path: path2 };
    return;
  }
  if ("field" in s) {
    if (!isJsonObject(value2)) return;
    yield* walk3(value2[s.field], f, step2 + 1, path2 ? path2.child(s.field) : FieldPath.of(s.field));
    return;
  }
  if (!Array.isArray(value2) || !path2) return;
  for (let i = 0; i < value2.length; i++) yield* walk3(value2[i], f, step2 + 1, path2.index(i));
}
var stringOr = (value2, fallback) => typeof value2 === "string" ? value2 : fallback;
function targetOf2(ref, f, referrerNamespace) {
  const ns = ref.namespace;
  const namespace = typeof ns === "string" && ns !== "" ? ns : void 0;
  if (namespace === void 0 || namespace === referrerNamespace) return void 0;
  return {
    // A null is an absent key: the apiserver drops it before defaulting.
    group: stringOr(ref[f.groupKey], f.defaultGroup),
    kind: stringOr(ref.kind, f.defaultKind),
    namespace,
    name: stringOr(ref.name, "")
  };
}
function isRouteDelegation(target) {
  return target.group === ROUTE_GROUP && target.kind.endsWith("Route");
}
function isMeshOnlyRoute(o) {
  if (o.group !== ROUTE_GROUP || !o.kind.endsWith("Route")) return false;
  const spec = o.value.spec;
  const parents = isJsonObject(spec) ? spec.parentRefs : void 0;
  return Array.isArray(parents) && parents.length > 0 && parents.every((p) => isJsonObject(p) && p.group === "" && p.kind === "Service");
}

// src/rules/refgrant/is-reference-permitted.ts
var fromKey = (group, kind, namespace) => `${group}\0${kind}\0${namespace}`;
var GrantIndex = class {
  constructor(grants) {
    this.grants = grants;
    for (const grant of grants) {
      let byFrom = this.byNamespace.get(grant.namespace);
      if (!byFrom) this.byNamespace.set(grant.namespace, byFrom = /* @__PURE__ */ new Map());
      const seen = /* @__PURE__ */ new Set();
      for (const f of grant.from) {
        const key3 = fromKey(f.group, f.kind, f.namespace);
        if (seen.has(key3)) continue;
        seen.add(key3);
        let list2 = byFrom.get(key3);
        if (!list2) byFrom.set(key3, list2 = []);
        for (const to of grant.to) list2.push({ to, grant });
      }
    }
  }
  grants;
  byNamespace = /* @__PURE__ */ new Map();
  /**
   * The grants that permit a cross-namespace reference, each once, in the order given; empty
   * when none does. Same-namespace references need no grant, so none is returned for them.
   */
  permitting(reference) {
    const { from, to } = reference;
    if (from.namespace === to.namespace) return [];
    const candidates2 = this.byNamespace.get(to.namespace)?.get(fromKey(from.group, from.kind, from.namespace));
    if (!candidates2) return [];
    const out = [];
    for (const c of candidates2) {
      if (out.includes(c.grant)) continue;
      if (matchesTo(c.to, reference)) out.push(c.grant);
    }
    return out;
  }
};
function matchesTo(to, reference) {
  return to.group === reference.to.group && to.kind === reference.to.kind && (to.name === void 0 || to.name === reference.to.name);
}

// src/rules/refgrant/validate-grant.ts
var GATEWAY_GROUP = "gateway.networking.k8s.io";
var KEP_GROUP = "authorization.k8s.io";
function grantFormOf(o) {
  if (o.kind !== "ReferenceGrant") return void 0;
  return o.group === GATEWAY_GROUP ? "gateway" : o.group === KEP_GROUP ? "kep" : void 0;
}
var PATTERNS = {
  group: "^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",
  kind: "^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$",
  namespace: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"
};
var RESOURCE_PATTERN = PATTERNS.namespace;
var GROUP2 = { required: true, maxLength: 253, pattern: PATTERNS.group };
var OPTIONAL_GROUP = { ...GROUP2, required: false };
var KIND4 = { required: true, minLength: 1, maxLength: 63, pattern: PATTERNS.kind };
var NAMESPACE = { required: true, minLength: 1, maxLength: 63, pattern: PATTERNS.namespace };
var NAME = { required: false, minLength: 1, maxLength: 253 };
var RESOURCE = { required: true, minLength: 1, maxLength: 63, pattern: RESOURCE_PATTERN };
var ENTRY_SCHEMAS = {
  gateway: { from: { group: GROUP2, kind: KIND4, namespace: NAMESPACE }, to: { group: GROUP2, kind: KIND4, name: NAME } },
  kep: {
    from: { group: OPTIONAL_GROUP, resource: RESOURCE, namespace: NAMESPACE },
    to: { group: OPTIONAL_GROUP, resource: RESOURCE, name: NAME }
  }
};
var MAX_ENTRIES = 16;
var DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
function validateGrant(o, form) {
  const errors = [];
  const unknownFields = [];
  const v = o.value;
  unknownFields.push(...undeclared(v, ["apiVersion", "kind", "metadata", "spec"], void 0));
  errors.push(...validateName(v.metadata));
  const specPath = FieldPath.of("spec");
  const spec = v.spec;
  if (spec === void 0 || spec === null) return { errors: [...errors, required(specPath, "")], unknownFields };
  if (!isJsonObject(spec)) return { errors: [...errors, typeError2(specPath, spec, "object")], unknownFields };
  unknownFields.push(...undeclared(spec, ["from", "to"], specPath));
  for (const list2 of ["from", "to"]) {
    const listPath = specPath.child(list2);
    const items = spec[list2];
    if (items === void 0 || items === null) {
      errors.push(required(listPath, ""));
      continue;
    }
    if (!Array.isArray(items)) {
      errors.push(typeError2(listPath, items, "array"));
      continue;
    }
    if (items.length < 1)
      errors.push(invalid(listPath, items.length, `${listPath.toString()} in body should have at least 1 items`));
    if (items.length > MAX_ENTRIES)
      errors.push({
        type: "Too many",
        path: listPath,
        value: items.length,
        detail: `must have at most ${MAX_ENTRIES} items`,
        hasValue: true
      });
    const schema2 = ENTRY_SCHEMAS[form][list2];
    items.forEach((item, i) => {
      const itemPath = listPath.index(i);
      if (!isJsonObject(item)) {
        errors.push(typeError2(itemPath, item, "object"));
        return;
      }
      unknownFields.push(...undeclared(item, Object.keys(schema2), itemPath));
      for (const [field2, rule] of Object.entries(schema2))
        errors.push(...validateString(item[field2], itemPath.child(field2), rule));
    });
  }
  return { errors, unknownFields };
}
function validateName(metadata3) {
  const meta = isJsonObject(metadata3) ? metadata3 : {};
  const path2 = FieldPath.of("metadata", "name");
  const name = meta.name;
  if (name === void 0 || name === null || name === "") {
    return typeof meta.generateName === "string" && meta.generateName !== "" ? [] : [required(path2, "name or generateName is required")];
  }
  if (typeof name !== "string") return [typeError2(path2, name, "string")];
  const problems = [];
  if (name.length > 253) problems.push("must be no more than 253 characters");
  if (!DNS1123_SUBDOMAIN.test(name)) {
    problems.push(
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
    );
  }
  return problems.map((p) => invalid(path2, name, p));
}
function validateString(value2, path2, rule) {
  if (value2 === void 0 || value2 === null) return rule.required ? [required(path2, "")] : [];
  if (typeof value2 !== "string") return [typeError2(path2, value2, "string")];
  const p = path2.toString();
  const out = [];
  if (rule.minLength !== void 0 && value2.length < rule.minLength)
    out.push(invalid(path2, value2, `${p} in body should be at least ${rule.minLength} chars long`));
  if (value2.length > rule.maxLength)
    out.push({ type: "Too long", path: path2, detail: `may not be more than ${rule.maxLength} bytes`, hasValue: false });
  if (rule.pattern !== void 0 && !new RegExp(rule.pattern).test(value2))
    out.push(invalid(path2, value2, `${p} in body should match '${rule.pattern}'`));
  return out;
}
function typeError2(path2, value2, want) {
  const got = typeName3(value2);
  return invalid(path2, got, `${path2.toString()} in body must be of type ${want}: ${JSON.stringify(got)}`);
}
function typeName3(value2) {
  if (value2 === null) return "null";
  if (Array.isArray(value2)) return "array";
  if (typeof value2 === "number") return Number.isInteger(value2) ? "integer" : "number";
  return typeof value2;
}
function undeclared(o, declared, parent) {
  return Object.keys(o).filter((k) => !declared.includes(k)).map((k) => parent ? parent.child(k) : FieldPath.of(k));
}

// src/rules/refgrant/grant-set.ts
var SERVED_VERSIONS = {
  gateway: ["v1", "v1beta1"],
  kep: ["v1alpha1"]
};
function readGrants(objects, kinds, namespaces, servedHere = /* @__PURE__ */ new Set()) {
  const examined = [];
  const grants = [];
  const unmapped = [];
  for (const object2 of objects) {
    const form = grantFormOf(object2);
    if (!form) continue;
    const namespace = namespaces.namespaceOf(object2);
    const validation = validateGrant(object2, form);
    const served = SERVED_VERSIONS[form].includes(object2.version) || servedHere.has(`${object2.group}/${object2.version}`);
    const rejection = !served ? { reason: form === "gateway" && object2.version === "v1alpha2" ? "removed-version" : "unknown-version" } : validation.errors.length > 0 ? { reason: "schema", validation } : void 0;
    examined.push({ object: object2, form, namespace, validation, ...rejection ? { rejection } : {} });
    if (rejection) continue;
    const normalised = normalise(object2, form, kinds);
    unmapped.push(...normalised.unmapped);
    grants.push({ object: object2, form, namespace, name: object2.name, from: normalised.from, to: normalised.to });
  }
  return { examined, grants, index: new GrantIndex(grants.filter(isPlaced)), unmapped };
}
var isPlaced = (g) => g.namespace !== void 0;
function normalise(object2, form, kinds) {
  const spec = isJsonObject(object2.value.spec) ? object2.value.spec : {};
  const unmapped = [];
  const entries = (list2) => {
    const items = spec[list2];
    return Array.isArray(items) ? items.flatMap(
      (item, i) => isJsonObject(item) ? [{ item, path: FieldPath.of("spec", list2).index(i) }] : []
    ) : [];
  };
  const str2 = (v) => typeof v === "string" ? v : void 0;
  const kindOf = (item, path2) => {
    const group = str2(item.group) ?? "";
    if (form === "gateway") return { group, kind: str2(item.kind) ?? "" };
    const resource = str2(item.resource) ?? "";
    const kind = kinds.kindOf(group, resource);
    if (kind === void 0) {
      unmapped.push({ object: object2, path: path2.child("resource"), group, resource });
      return void 0;
    }
    return { group, kind };
  };
  const from = entries("from").flatMap(({ item, path: path2 }) => {
    const gk = kindOf(item, path2);
    return gk ? [{ ...gk, namespace: str2(item.namespace) ?? "" }] : [];
  });
  const to = entries("to").flatMap(({ item, path: path2 }) => {
    const gk = kindOf(item, path2);
    const name = str2(item.name);
    return gk ? [name === void 0 ? gk : { ...gk, name }] : [];
  });
  return { from, to, unmapped };
}

// src/rules/refgrant/kind-resource-map.ts
var BUILT_IN_RESOURCES = [
  { group: "", kind: "Service", resource: "services" },
  { group: "", kind: "Secret", resource: "secrets" },
  { group: "", kind: "ConfigMap", resource: "configmaps" },
  { group: "", kind: "PersistentVolumeClaim", resource: "persistentvolumeclaims" },
  { group: "gateway.networking.k8s.io", kind: "Gateway", resource: "gateways" },
  { group: "gateway.networking.k8s.io", kind: "HTTPRoute", resource: "httproutes" },
  { group: "gateway.networking.k8s.io", kind: "GRPCRoute", resource: "grpcroutes" },
  { group: "gateway.networking.k8s.io", kind: "TLSRoute", resource: "tlsroutes" },
  { group: "gateway.networking.k8s.io", kind: "TCPRoute", resource: "tcproutes" },
  { group: "gateway.networking.k8s.io", kind: "UDPRoute", resource: "udproutes" },
  { group: "gateway.networking.k8s.io", kind: "ListenerSet", resource: "listenersets" },
  { group: "gateway.networking.k8s.io", kind: "BackendTLSPolicy", resource: "backendtlspolicies" },
  { group: "gateway.networking.k8s.io", kind: "ReferenceGrant", resource: "referencegrants" },
  { group: "gateway.networking.x-k8s.io", kind: "XListenerSet", resource: "xlistenersets" },
  { group: "snapshot.storage.k8s.io", kind: "VolumeSnapshot", resource: "volumesnapshots" },
  { group: "inference.networking.k8s.io", kind: "InferencePool", resource: "inferencepools" }
];
var key2 = (group, name) => `${group}\0${name}`;
var KindResourceMap = class {
  kinds = /* @__PURE__ */ new Map();
  resources = /* @__PURE__ */ new Map();
  /** Later sources win: configuration over repository CRDs over the built-in table. */
  constructor(...sources) {
    for (const m of sources.flat()) {
      this.kinds.set(key2(m.group, m.resource), m.kind);
      this.resources.set(key2(m.group, m.kind), m.resource);
    }
  }
  /** The kind of a (group, plural resource), exactly as written; undefined when unknown. */
  kindOf(group, resource) {
    return this.kinds.get(key2(group, resource));
  }
  resourceOf(group, kind) {
    return this.resources.get(key2(group, kind));
  }
  /** Whether some known kind, lowercased, is this text: a KEP `resource` that looks like a kind. */
  singularOf(group, text) {
    for (const [k, resource] of this.resources) {
      const [g = "", kind = ""] = k.split("\0");
      if (g === group && kind.toLowerCase() === text && resource !== text) return resource;
    }
    return void 0;
  }
};
function crdResourceMappings(crds) {
  return crds.flatMap((crd) => {
    const spec = crd.value.spec;
    if (!isJsonObject(spec) || !isJsonObject(spec.names)) return [];
    const { group } = spec;
    const { kind, plural } = spec.names;
    return typeof group === "string" && typeof kind === "string" && typeof plural === "string" && kind !== "" && plural !== "" ? [{ group, kind, resource: plural }] : [];
  });
}
function clusterScopedKinds(crds) {
  return new Set(
    crds.flatMap((crd) => {
      const spec = crd.value.spec;
      if (!isJsonObject(spec) || spec.scope !== "Cluster" || !isJsonObject(spec.names)) return [];
      const { group } = spec;
      const { kind } = spec.names;
      return typeof group === "string" && typeof kind === "string" ? [`${group}/${kind}`] : [];
    })
  );
}

// src/rules/refgrant/kustomize-namespaces.ts
import { posix as posix13 } from "node:path";
function kustomizeNamespaces(allPaths, kustomizations) {
  const paths = new Set(allPaths);
  const byDir = /* @__PURE__ */ new Map();
  for (const file of kustomizations) {
    if (!isKustomizationPath(file.path) || file.problems.length > 0) continue;
    const dir = posix13.dirname(file.path);
    if (byDir.has(dir)) continue;
    const k = readKustomization2(dir, file, paths);
    if (k) byDir.set(dir, k);
  }
  const listed2 = new Set([...byDir.values()].flatMap((k) => k.children));
  const out = /* @__PURE__ */ new Map();
  const done = /* @__PURE__ */ new Set();
  const reached = /* @__PURE__ */ new Set();
  const visit2 = (k, inherited) => {
    const key3 = `${k.dir}\0${inherited ?? ""}`;
    if (done.has(key3)) return;
    done.add(key3);
    reached.add(k.dir);
    const namespace = inherited ?? k.namespace;
    if (namespace !== void 0) {
      for (const f of k.files) {
        const set = out.get(f);
        if (set) set.add(namespace);
        else out.set(f, /* @__PURE__ */ new Set([namespace]));
      }
    }
    for (const child of k.children) {
      const c = byDir.get(child);
      if (c) visit2(c, namespace);
    }
  };
  for (const k of byDir.values()) if (!listed2.has(k.dir)) visit2(k, void 0);
  for (const k of byDir.values()) if (!reached.has(k.dir)) visit2(k, void 0);
  return out;
}
function readKustomization2(dir, file, paths) {
  const value2 = kustomizationValue(file);
  if (!value2) return void 0;
  const namespace = typeof value2.namespace === "string" && value2.namespace !== "" ? value2.namespace : void 0;
  const files = [];
  const children = [];
  for (const key3 of ["resources", "bases", "components"]) {
    const list2 = value2[key3];
    if (!Array.isArray(list2)) continue;
    for (const entry of list2) {
      const p = typeof entry === "string" ? resolveEntry2(dir, entry) : void 0;
      if (p === void 0) continue;
      if (paths.has(p)) files.push(p);
      else if (KUSTOMIZATION_FILE_NAMES.some((name) => paths.has(posix13.join(p, name)))) children.push(p);
    }
  }
  return { dir, namespace, files, children };
}
function kustomizationValue(file) {
  const object2 = file.objects.find((o) => o.kind === "Kustomization" || o.kind === "Component");
  if (object2) return object2.value;
  if (file.objects.length > 0) return void 0;
  try {
    const value2 = loadYaml(file.text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 })[0];
    return isJsonObject(value2) ? value2 : void 0;
  } catch {
    return void 0;
  }
}
function resolveEntry2(dir, entry) {
  const e = entry.trim();
  if (e === "" || e.includes("://") || posix13.isAbsolute(e) || /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(e))
    return void 0;
  return posix13.normalize(posix13.join(dir, e)).replace(/(.)\/+$/, "$1");
}

// src/rules/refgrant/namespace-defaults.ts
var NamespaceDefaults = class {
  constructor(world, configured) {
    this.configured = configured;
    this.byFile = kustomizeNamespaces(world.paths(), world.filesAt(isKustomizationPath));
  }
  configured;
  byFile;
  /** The object's namespace once deployed, or undefined when the repository does not say. */
  namespaceOf(o) {
    if (o.namespace !== void 0) return o.namespace;
    const fromKustomize = this.byFile.get(o.source.file);
    if (fromKustomize !== void 0) return fromKustomize.size === 1 ? [...fromKustomize][0] : void 0;
    return this.configured;
  }
};

// src/rules/refgrant/reference-fields.ts
var GW2 = "gateway.networking.k8s.io";
var field = (group, kind, path2, defaults, options = {}) => ({
  group,
  kind,
  path: path2,
  steps: parseReferencePath(path2),
  defaultGroup: defaults[0],
  defaultKind: defaults[1],
  groupKey: options.groupKey ?? "group",
  grantable: options.grantable ?? true,
  isBackend: options.isBackend ?? false,
  isConfigured: options.isConfigured ?? false
});
var SECRET2 = ["", "Secret"];
var SERVICE2 = ["", "Service"];
var REQUIRED = ["", ""];
var backend = { isBackend: true };
var listenerCertificates = (group, kind) => field(group, kind, "spec.listeners[*].tls.certificateRefs[*]", SECRET2);
var routeBackends = (kind, filters) => [
  field(GW2, kind, "spec.rules[*].backendRefs[*]", SERVICE2, backend),
  ...filters.flatMap((f) => [
    field(GW2, kind, `spec.rules[*].filters[*].${f}.backendRef`, SERVICE2, backend),
    field(GW2, kind, `spec.rules[*].backendRefs[*].filters[*].${f}.backendRef`, SERVICE2, backend)
  ])
];
var BUILT_IN_REFERENCE_FIELDS = [
  listenerCertificates(GW2, "Gateway"),
  field(GW2, "Gateway", "spec.tls.backend.clientCertificateRef", SECRET2),
  field(GW2, "Gateway", "spec.tls.frontend.default.validation.caCertificateRefs[*]", REQUIRED),
  field(GW2, "Gateway", "spec.tls.frontend.perPort[*].tls.validation.caCertificateRefs[*]", REQUIRED),
  // GEP-1713: a ListenerSet needs a grant from kind ListenerSet, never the Gateway's (§2.4 item 17).
  listenerCertificates(GW2, "ListenerSet"),
  listenerCertificates("gateway.networking.x-k8s.io", "XListenerSet"),
  ...routeBackends("HTTPRoute", ["requestMirror", "externalAuth"]),
  ...routeBackends("GRPCRoute", ["requestMirror"]),
  ...routeBackends("TLSRoute", []),
  ...routeBackends("TCPRoute", []),
  ...routeBackends("UDPRoute", []),
  // No namespace field in v1alpha3 and v1; v1alpha2 spec.targetRef had one (§2.3 item 10).
  field(GW2, "BackendTLSPolicy", "spec.targetRefs[*]", REQUIRED, { grantable: false }),
  field(GW2, "BackendTLSPolicy", "spec.validation.caCertificateRefs[*]", REQUIRED, { grantable: false }),
  field(GW2, "BackendTLSPolicy", "spec.targetRef", REQUIRED, { grantable: false }),
  field(GW2, "BackendTLSPolicy", "spec.tls.caCertRefs[*]", REQUIRED, { grantable: false }),
  // CrossNamespaceVolumeDataSource: apiGroup absent means core; kind is required.
  field("", "PersistentVolumeClaim", "spec.dataSourceRef", ["", ""], { groupKey: "apiGroup" })
];
function referenceFields(configured) {
  return [
    ...BUILT_IN_REFERENCE_FIELDS,
    ...configured.map((c) => field(c.group, c.kind, c.path, [c.defaultGroup, c.defaultKind], { isConfigured: true }))
  ];
}

// src/rules/refgrant/analyze-world.ts
var ANALYSES = {
  name: "refgrant world analyses",
  create: () => /* @__PURE__ */ new WeakMap()
};
function analysisOf(ctx, world) {
  const analyses = ctx.cache.get(ANALYSES);
  let analysis = analyses.get(world);
  if (!analysis) {
    analysis = analyzeWorld(world, ctx.config.refgrant ?? DEFAULT_REFGRANT_CONFIG);
    analyses.set(world, analysis);
  }
  return analysis;
}
function analyzeWorld(world, config = DEFAULT_REFGRANT_CONFIG) {
  const namespaces = new NamespaceDefaults(world, config.defaultNamespace);
  const fields = referenceFields(config.referenceFields);
  const referrers = world.ofKinds(new Set(fields.map((f) => f.kind)));
  const grantObjects = world.ofKinds(GRANT_KINDS);
  const kinds = new KindResourceMap(
    BUILT_IN_RESOURCES,
    crdResourceMappings(world.crdsNaming(namesInGrants(grantObjects))),
    config.resources
  );
  return {
    references: extractCrossNamespaceReferences(referrers, {
      fields,
      namespaces,
      meshRouteExemption: config.meshRouteExemption,
      clusterScoped: clusterScopedKinds(world.crdsDefining(new Set(referrers.map((o) => o.kind))))
    }),
    grants: readGrants(grantObjects, kinds, namespaces, versionsServedBy(world.crdsDefining(GRANT_KINDS))),
    kinds
  };
}
var GRANT_KINDS = /* @__PURE__ */ new Set(["ReferenceGrant"]);
function versionsServedBy(crds) {
  const served = /* @__PURE__ */ new Set();
  for (const crd of crds) {
    const group = isJsonObject(crd.value.spec) ? crd.value.spec.group : void 0;
    if (typeof group !== "string") continue;
    for (const v of crdVersions(crd))
      if (v.served === true && typeof v.name === "string") served.add(`${group}/${v.name}`);
  }
  return served;
}
function namesInGrants(grants) {
  const names = /* @__PURE__ */ new Set();
  for (const g of grants) {
    const spec = isJsonObject(g.value.spec) ? g.value.spec : {};
    for (const list2 of [spec.from, spec.to]) {
      if (!Array.isArray(list2)) continue;
      for (const entry of list2) {
        if (!isJsonObject(entry)) continue;
        if (typeof entry.kind === "string") names.add(entry.kind);
        if (typeof entry.resource === "string") names.add(entry.resource);
      }
    }
  }
  return names;
}

// src/rules/refgrant/invalid-grant.ts
var messages3 = {
  removedVersion: "gateway.networking.k8s.io/v1alpha2 ReferenceGrants are not served since Gateway API v1.1 and the version was removed in v1.2, so the apiserver answers 404 NotFound and {{grant}} grants nothing: use gateway.networking.k8s.io/v1 (or v1beta1); the fields are the same",
  unknownVersion: "{{apiVersion}} is not a served version of ReferenceGrant, so the apiserver answers 404 NotFound and {{grant}} grants nothing: use {{served}}",
  schema: "the apiserver rejects ReferenceGrant {{grant}} ({{error}}), so it grants nothing{{hint}}",
  unknownField: "{{field}} is not a field of ReferenceGrant: kubectl's strict field validation rejects {{grant}}, and other clients have the field dropped{{hint}}"
};
var invalidGrant = defineRule({
  id: "refgrant/invalid-grant",
  meta: {
    severity: "error",
    description: "a ReferenceGrant that the CRD schema rejects, or in a version that is not served: it grants nothing",
    messages: messages3
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.examined.flatMap((g) => reportsOf(g, kinds));
  }
});
function reportsOf(g, kinds) {
  const grant = g.namespace === void 0 ? g.object.name : `${g.namespace}/${g.object.name}`;
  const { object: object2 } = g;
  if (g.rejection?.reason === "removed-version" || g.rejection?.reason === "unknown-version") {
    const served = g.form === "gateway" ? "gateway.networking.k8s.io/v1 (or v1beta1)" : "authorization.k8s.io/v1alpha1";
    return [
      {
        messageId: g.rejection.reason === "removed-version" ? "removedVersion" : "unknownVersion",
        object: object2,
        path: FieldPath.of("apiVersion"),
        data: { grant, apiVersion: object2.apiVersion, served },
        apiserver: requestError(
          "NotFound",
          `no matches for kind "ReferenceGrant" in version ${goQuote(object2.apiVersion)}`
        )
      }
    ];
  }
  const schema2 = g.validation.errors.map((e) => ({
    messageId: "schema",
    object: object2,
    path: e.path,
    data: { grant, error: renderFieldError(e), hint: kindLikeResourceHint(e, g, kinds) },
    apiserver: e,
    discriminator: renderFieldError(e)
  }));
  const unknown = g.validation.unknownFields.map((path2) => ({
    messageId: "unknownField",
    object: object2,
    path: path2,
    data: { grant, field: path2.toString(), hint: unknownFieldHint(path2, g) }
  }));
  return [...schema2, ...unknown];
}
function unknownFieldHint(path2, g) {
  const segments = path2.segments();
  const last = segments[segments.length - 1];
  if (segments[1] === "to" && last === "namespace")
    return `; a grant only opens its own namespace (${g.namespace ?? "the one it is applied in"}), so create it in the target's namespace instead`;
  if (g.form === "kep" && last === "kind")
    return "; authorization.k8s.io/v1alpha1 grants name the plural resource (resource: httproutes), not the kind";
  if (g.form === "gateway" && last === "resource")
    return "; gateway.networking.k8s.io grants name the kind (kind: HTTPRoute), not the resource";
  if (segments.length === 1 && last === "status") return "; ReferenceGrant has no status";
  return "";
}
function kindLikeResourceHint(e, g, kinds) {
  const segments = e.path.segments();
  if (g.form !== "kep" || segments[segments.length - 1] !== "resource" || typeof e.value !== "string" || !/[A-Z]/.test(e.value))
    return "";
  const entry = g.object.value.spec;
  const item = isJsonObject(entry) && Array.isArray(entry[segments[1] ?? ""]) ? entry[segments[1] ?? ""][Number(segments[2])] : void 0;
  const group = isJsonObject(item) && typeof item.group === "string" ? item.group : "";
  const plural = kinds.resourceOf(group, e.value);
  return `; ${goQuote(e.value)} looks like a kind: name the lowercase plural resource${plural === void 0 ? "" : ` (${plural})`}`;
}

// src/rules/refgrant/object-text.ts
function objectText2(o) {
  const name = OBJECT_NAME.test(o.name) ? o.name : JSON.stringify(o.name);
  return `${kindText(o.group, o.kind)} ${o.namespace === void 0 ? name : `${o.namespace}/${name}`}`;
}
var OBJECT_NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
function kindText(group, kind) {
  return group === "" ? kind : `${kind}.${group}`;
}

// src/rules/refgrant/lint.ts
var messages4 = {
  coreAlias: 'group {{group}} is not the core group: only "" means core, and Envoy Gateway, Contour, Istio and the CSI provisioner compare groups verbatim, so this entry matches nothing there; write group: ""',
  kepTypo: "group gateway.networking.kubernetes.io is a typo from KEP-3766's example and matches nothing: write gateway.networking.k8s.io",
  ownNamespace: "from namespace {{namespace}} is the grant's own namespace, and references within a namespace need no grant: this entry does nothing",
  noName: "this entry grants access to every {{kind}} in {{namespace}}; the Gateway API security guide asks for group, kind and name unless there is a good reason",
  implementationSpecific: "{{kind}} is outside the Core pairs ({{pairs}}): whether it is honoured depends on the implementation",
  duplicate: "this entry repeats {{list}}[{{first}}], which grants the same thing; entries are OR-ed, so it adds nothing",
  overlapping: "this entry is covered by {{list}}[{{first}}], which names no object and so already grants every {{kind}}",
  kepForm: "no Kubernetes release serves authorization.k8s.io/v1alpha1 (KEP-3766 is provisional), so this grant will not apply unless the cluster provides the API; gateway.networking.k8s.io/v1 is the served form"
};
var CORE_PAIRS_TEXT = (() => {
  const targetsOf = /* @__PURE__ */ new Map();
  for (const p of CORE_PAIRS) targetsOf.set(p.from.kind, [...targetsOf.get(p.from.kind) ?? [], p.to.kind]);
  const referrersOf = /* @__PURE__ */ new Map();
  for (const [from, to] of targetsOf) referrersOf.set(to.join(", "), [...referrersOf.get(to.join(", ")) ?? [], from]);
  return [...referrersOf].map(([to, from]) => `${from.join(", ")} \u2192 ${to}`).join("; ");
})();
var lint = defineRule({
  id: "refgrant/lint",
  meta: {
    severity: "warning",
    description: "a valid ReferenceGrant written in a way that is probably not what was meant (core alias, pointless or overlapping entries)",
    messages: messages4
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.examined.filter((g) => g.rejection === void 0).flatMap((g) => lintGrant(g, kinds));
  }
});
function lintGrant(g, kinds) {
  const out = [];
  const report = (messageId, path2, data, severity = "warning") => {
    out.push({
      messageId,
      object: g.object,
      path: path2,
      data,
      ...severity === "warning" ? {} : { severity },
      discriminator: messageId
    });
  };
  if (g.form === "kep") report("kepForm", FieldPath.of("apiVersion"), {});
  const entries = entriesOf(g, kinds);
  for (const e of entries) {
    const group = e.value.group;
    const isCoreAlias = group === "core" || group === "v1";
    const isKepTypo = group === "gateway.networking.kubernetes.io";
    if (isCoreAlias) report("coreAlias", e.path.child("group"), { group });
    if (isKepTypo) report("kepTypo", e.path.child("group"), {});
    if (e.list === "from" && g.namespace !== void 0 && e.value.namespace === g.namespace)
      report("ownNamespace", e.path.child("namespace"), { namespace: g.namespace });
    if (e.kind !== void 0 && !isCoreAlias && !isKepTypo) {
      const gk = { group: e.group, kind: e.kind };
      const isCore = e.list === "from" ? isCoreReferrer(gk) : isCoreTarget(gk);
      if (!isCore)
        report("implementationSpecific", e.path, { kind: kindText(e.group, e.kind), pairs: CORE_PAIRS_TEXT }, "notice");
    }
    if (e.list === "to" && e.value.name === void 0) {
      report(
        "noName",
        e.path,
        {
          kind: e.kind === void 0 ? "object of this kind" : kindText(e.group, e.kind),
          namespace: g.namespace ?? "the namespace it is applied in"
        },
        "notice"
      );
    }
  }
  reportRepeats(entries, report);
  return out;
}
function reportRepeats(entries, report) {
  for (const e of entries) {
    if (e.kind === void 0) continue;
    const earlier = entries.filter(
      (o) => o.list === e.list && o.index < e.index && o.kind === e.kind && o.group === e.group
    );
    if (e.list === "from") {
      const same3 = earlier.find((o) => o.value.namespace === e.value.namespace);
      if (same3) report("duplicate", e.path, { list: `spec.${e.list}`, first: same3.index }, "notice");
      continue;
    }
    const same2 = earlier.find((o) => o.value.name === e.value.name);
    if (same2) {
      report("duplicate", e.path, { list: `spec.${e.list}`, first: same2.index }, "notice");
      continue;
    }
    const wider = entries.find(
      (o) => o.list === "to" && o !== e && o.kind === e.kind && o.group === e.group && o.value.name === void 0 && e.value.name !== void 0
    );
    if (wider)
      report("overlapping", e.path, { list: "spec.to", first: wider.index, kind: kindText(e.group, e.kind) }, "notice");
  }
}
function entriesOf(g, kinds) {
  const spec = isJsonObject(g.object.value.spec) ? g.object.value.spec : {};
  return ["from", "to"].flatMap((list2) => {
    const items = spec[list2];
    if (!Array.isArray(items)) return [];
    return items.flatMap((value2, index) => {
      if (!isJsonObject(value2)) return [];
      const group = typeof value2.group === "string" ? value2.group : "";
      const kind = g.form === "gateway" ? typeof value2.kind === "string" ? value2.kind : void 0 : kinds.kindOf(group, typeof value2.resource === "string" ? value2.resource : "");
      return [{ list: list2, index, path: FieldPath.of("spec", list2).index(index), value: value2, group, kind }];
    });
  });
}

// src/rules/refgrant/permitting-grants.ts
function permittingGrants(r, grants) {
  if (!r.grantable) return [];
  const { namespace } = r.from;
  const stated = namespace === void 0 ? [] : grants.index.permitting({ from: { ...r.from, namespace }, to: r.to });
  if (stated.length > 0) return stated;
  return grants.grants.filter(
    (g) => (g.namespace === void 0 || namespace === void 0 && g.namespace === r.to.namespace) && g.from.some(
      (f) => f.group === r.from.group && f.kind === r.from.kind && (namespace === void 0 || f.namespace === namespace)
    ) && g.to.some(
      (t) => t.group === r.to.group && t.kind === r.to.kind && (t.name === void 0 || t.name === r.to.name)
    )
  );
}

// src/rules/refgrant/not-permitted.ts
var messages5 = {
  notPermitted: '{{referrerText}} refers to {{targetText}} in another namespace, and no ReferenceGrant in namespace {{namespace}} permits it, so controllers refuse it (RefNotPermitted): add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: {{fromNamespace}}} to {group: "{{toGroup}}", kind: {{toKind}}}',
  notCorePair: `{{referrerText}} refers to {{targetText}} in another namespace, and no ReferenceGrant in namespace {{namespace}} permits it; {{fromKindText}} to {{toKindText}} is not one of Gateway API's Core pairs, so whether a grant is required depends on the implementation (one that requires it refuses the reference with RefNotPermitted): if yours does, add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: {{fromNamespace}}} to {group: "{{toGroup}}", kind: {{toKind}}}`,
  namespaceNotStated: '{{referrerText}} has no namespace in the repository (no metadata.namespace, and no single namespace from kustomizations or refgrant.defaultNamespace) and refers to {{targetText}}: applied in any namespace other than {{namespace}}, the reference would be refused (RefNotPermitted), because no ReferenceGrant in {{namespace}} has a from entry for {{fromKind}} (in any namespace) and a to entry that covers it{{notCore}}; add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: <where it is applied>} to {group: "{{toGroup}}", kind: {{toKind}}}, or set metadata.namespace',
  ungrantable: "{{referrerText}} refers to {{targetText}} in another namespace, which no ReferenceGrant can permit: a BackendTLSPolicy, its targets and its CA certificates must all be in one namespace (GEP-1897); move the policy to {{namespace}}",
  ungrantableNamespaceNotStated: "{{referrerText}} has no namespace in the repository (no metadata.namespace, and no single namespace from kustomizations or refgrant.defaultNamespace) and refers to {{targetText}}: applied in any namespace other than {{namespace}}, the reference is refused, and no ReferenceGrant can permit it: a BackendTLSPolicy, its targets and its CA certificates must all be in one namespace (GEP-1897)"
};
var IN_TEST_TREE2 = " (in a manifest of the repository's tests, which may check that the reference is refused)";
var messagesInTestTree = {
  notPermittedInTestTree: `${messages5.notPermitted}${IN_TEST_TREE2}`,
  ungrantableInTestTree: `${messages5.ungrantable}${IN_TEST_TREE2}`
};
var notPermitted = defineRule({
  id: "refgrant/not-permitted",
  meta: {
    severity: "error",
    description: "a cross-namespace reference that no ReferenceGrant in the target namespace permits (RefNotPermitted)",
    messages: { ...messages5, ...messagesInTestTree }
  },
  check: (ctx) => {
    const analysis = analysisOf(ctx, ctx.head);
    return analysis.references.filter((r) => permittingGrants(r, analysis.grants).length === 0).map(notPermittedReport);
  }
});
function refusalSeverity(r) {
  return r.from.namespace !== void 0 && (r.isCorePair || !r.grantable) && !isInTestTree(r.object.source.file) ? "error" : "warning";
}
function notPermittedReport(r) {
  const stated = r.from.namespace !== void 0;
  const sure = stated && (r.isCorePair || !r.grantable);
  const inTests = sure && isInTestTree(r.object.source.file);
  const messageId = inTests ? r.grantable ? "notPermittedInTestTree" : "ungrantableInTestTree" : !r.grantable ? stated ? "ungrantable" : "ungrantableNamespaceNotStated" : !stated ? "namespaceNotStated" : r.isCorePair ? "notPermitted" : "notCorePair";
  const severity = refusalSeverity(r);
  return {
    messageId,
    object: r.object,
    path: r.path,
    ...severity === "error" ? {} : { severity },
    data: {
      referrerText: objectText2(r.from),
      referrer: { kind: r.from.kind, ...stated ? { namespace: r.from.namespace } : {}, name: r.from.name },
      target: { group: r.to.group, kind: r.to.kind, namespace: r.to.namespace, name: r.to.name },
      targetText: objectText2(r.to),
      namespace: r.to.namespace,
      fromGroup: r.from.group,
      fromKind: r.from.kind,
      fromKindText: kindText(r.from.group, r.from.kind),
      ...stated ? { fromNamespace: r.from.namespace } : {},
      toGroup: r.to.group,
      toKind: r.to.kind,
      toKindText: kindText(r.to.group, r.to.kind),
      notCore: r.isCorePair ? "" : ` (and ${kindText(r.from.group, r.from.kind)} to ${kindText(r.to.group, r.to.kind)} is not a Core pair, so whether a grant is required at all depends on the implementation)`
    },
    discriminator: targetDiscriminator(r)
  };
}
var targetDiscriminator = (r) => `${kindText(r.to.group, r.to.kind)} ${r.to.namespace}/${r.to.name}`;

// src/rules/refgrant/grant-pairing.ts
var GrantPairing = class {
  constructor(head, base, baseOf) {
    this.base = base;
    const examinedOf = new Map(base.examined.map((e) => [e.object, e]));
    for (const now of head.examined) {
      const same2 = baseOf(now.object);
      const was = same2 ? examinedOf.get(same2) : this.sameName(now);
      this.stored.set(now.object, was);
      if (!was) continue;
      const list2 = this.successors.get(was.object);
      if (list2) list2.push(now);
      else this.successors.set(was.object, [now]);
    }
  }
  base;
  stored = /* @__PURE__ */ new Map();
  successors = /* @__PURE__ */ new Map();
  /** The base grant a head grant was, or undefined when it is new. */
  storedOf(now) {
    return this.stored.get(now);
  }
  /** The head grant a base grant became, or undefined when it was deleted (or moved to another namespace). */
  successorOf(was) {
    const list2 = this.successors.get(was);
    return list2?.find((e) => e.object.source.file === was.source.file) ?? list2?.[0];
  }
  sameName(now) {
    const candidates2 = this.base.examined.filter(
      (b) => b.namespace === now.namespace && b.object.name === now.object.name
    );
    return candidates2.find((b) => b.object.source.file === now.object.source.file) ?? candidates2[0];
  }
};

// src/rules/refgrant/revoked.ts
var messages6 = {
  narrowed: "this change narrows ReferenceGrant {{grant}} ({{changes}}); no reference in the repository is affected, but referrers outside it cannot be checked",
  revoked: "this change revokes the access {{referrerText}} has to {{targetText}}: {{changes}}; controllers remove what a revoked grant enabled (a route loses this backend, a listener becomes invalid, new PVC provisioning fails): keep the grant or remove the reference"
};
var revoked = defineRule({
  id: "refgrant/revoked",
  meta: {
    severity: "error",
    description: "a change removes or narrows a ReferenceGrant that a reference in the repository still relies on",
    messages: messages6
  },
  check: (ctx) => {
    if (!ctx.base) return [];
    const head = analysisOf(ctx, ctx.head);
    const base = analysisOf(ctx, ctx.base);
    const pairing = new GrantPairing(head.grants, base.grants, (o) => ctx.baseOf(o));
    const out = [];
    for (const r of head.references) {
      if (!r.grantable || permittingGrants(r, head.grants).length > 0) continue;
      const before = permittingGrants(r, base.grants);
      if (before.length === 0) continue;
      const severity = refusalSeverity(r) === "error" && before.some((g) => g.namespace !== void 0) ? "error" : "warning";
      out.push({
        messageId: "revoked",
        object: r.object,
        path: r.path,
        ...severity === "error" ? {} : { severity },
        data: {
          referrerText: objectText2(r.from),
          referrer: {
            kind: r.from.kind,
            ...r.from.namespace === void 0 ? {} : { namespace: r.from.namespace },
            name: r.from.name
          },
          targetText: objectText2(r.to),
          target: { group: r.to.group, kind: r.to.kind, namespace: r.to.namespace, name: r.to.name },
          grants: before.map(grantName),
          changes: before.map((g) => `ReferenceGrant ${grantName(g)} ${whatChanged(g, r, head, pairing)}`).join("; ")
        },
        discriminator: targetDiscriminator(r)
      });
    }
    const named = new Set(out.flatMap((o) => Array.isArray(o.data?.grants) ? o.data.grants : []));
    for (const now of head.grants.grants) {
      const stored = pairing.storedOf(now.object)?.object;
      const was = stored && base.grants.grants.find((b) => b.object === stored);
      const changes = was ? narrowing(was, now) : [];
      if (changes.length === 0 || named.has(grantName(now))) continue;
      out.push({
        messageId: "narrowed",
        object: now.object,
        path: FieldPath.of("spec"),
        severity: "notice",
        data: { grant: grantName(now), changes: changes.join("; ") }
      });
    }
    return out;
  }
});
var grantName = (g) => g.namespace === void 0 ? g.name : `${g.namespace}/${g.name}`;
function narrowing(was, now) {
  const lostFrom = was.from.filter(
    (f) => !now.from.some((h) => h.group === f.group && h.kind === f.kind && h.namespace === f.namespace)
  );
  const lostTo = was.to.filter(
    (t) => !now.to.some((h) => h.group === t.group && h.kind === t.kind && (h.name === void 0 || h.name === t.name))
  );
  return [
    ...lostFrom.map((f) => `from ${kindText(f.group, f.kind)} in ${f.namespace} removed`),
    ...lostTo.map(
      (t) => `to ${kindText(t.group, t.kind)}${t.name === void 0 ? "" : ` ${t.name}`} no longer covered`
    )
  ];
}
function whatChanged(g, r, head, pairing) {
  const here = pairing.successorOf(g.object);
  if (!here) {
    const moved = head.grants.examined.find(
      (e) => e.object.name === g.name && e.namespace !== g.namespace && e.form === g.form && !pairing.storedOf(e.object)
    );
    return moved ? `moved to ${moved.namespace === void 0 ? "no stated namespace" : `namespace ${moved.namespace}`}` : "was deleted";
  }
  if (here.rejection) return "became invalid (see refgrant/invalid-grant), so it grants nothing";
  const now = head.grants.grants.find((h) => h.object === here.object);
  if (!now) return "became invalid";
  const { from, to } = r;
  if (!now.from.some(
    (f) => f.group === from.group && f.kind === from.kind && (from.namespace === void 0 || f.namespace === from.namespace)
  )) {
    const unmapped = head.grants.unmapped.some((u) => u.object === here.object);
    return unmapped ? "has a resource that can no longer be mapped to a kind (see refgrant/unmapped-resource)" : `no longer has a from entry for ${from.kind} (group "${from.group}") in ${from.namespace === void 0 ? "any namespace" : `namespace ${from.namespace}`}`;
  }
  const sameKind = now.to.filter((t) => t.group === to.group && t.kind === to.kind);
  if (sameKind.length > 0)
    return `now only admits the ${to.kind} name${sameKind.length > 1 ? "s" : ""} ${sameKind.map((t) => t.name ?? "").join(", ")}, not ${to.name}`;
  return `no longer has a to entry for ${to.kind} (group "${to.group}")`;
}

// src/rules/refgrant/unmapped-resource.ts
var unmappedResource = defineRule({
  id: "refgrant/unmapped-resource",
  meta: {
    severity: "warning",
    description: "a ReferenceGrant entry that names a resource (the KEP-3766 form) which cannot be mapped to a kind, so it matches nothing",
    messages: {
      unmapped: 'cannot resolve resource "{{resource}}" in group "{{group}}" to a kind (it is not in the built-in table, a CRD in the repository or refgrant.resources), so this entry matches nothing: add a mapping under refgrant.resources in the configuration',
      singular: '"{{resource}}" looks like a kind, not a resource: resources are plural and lowercase, so this entry matches nothing; write "{{plural}}"'
    }
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.unmapped.map((u) => {
      const plural = kinds.singularOf(u.group, u.resource);
      return {
        messageId: plural === void 0 ? "unmapped" : "singular",
        object: u.object,
        path: u.path,
        data: { group: u.group, resource: u.resource, ...plural === void 0 ? {} : { plural } }
      };
    });
  }
});

// src/rules/refgrant/index.ts
var refgrantRules = [notPermitted, invalidGrant, lint, revoked, unmappedResource];

// src/rules/index.ts
var RULES = [
  ...approvalRules,
  ...crdRules,
  ...crRules,
  ...refgrantRules,
  ...lifecycleRules,
  ...compatRules,
  ...parseProblemRules,
  ...suppressionRules
];

export {
  compatRules,
  RULES
};
