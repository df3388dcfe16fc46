import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/parse/derived-facts.ts
var DerivedFacts = class {
  values;
  // most objects never get a fact
  get(key, derive) {
    this.values ??= /* @__PURE__ */ new Map();
    if (this.values.has(key)) return this.values.get(key);
    const value = derive();
    this.values.set(key, value);
    return value;
  }
};

// src/parse/kube-object.ts
var isJsonObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function objectIdentity(o) {
  return `${o.group}/${o.kind}/${o.namespace ?? ""}/${o.name}`;
}
function toKubeObject(value, source) {
  if (!isJsonObject(value)) return void 0;
  const { apiVersion, kind } = value;
  if (typeof apiVersion !== "string" || typeof kind !== "string" || apiVersion === "" || kind === "") return void 0;
  const metadata = isJsonObject(value.metadata) ? value.metadata : {};
  const slash = apiVersion.indexOf("/");
  const namespace = typeof metadata.namespace === "string" && metadata.namespace !== "" ? metadata.namespace : void 0;
  return {
    apiVersion,
    group: slash === -1 ? "" : apiVersion.slice(0, slash),
    version: slash === -1 ? apiVersion : apiVersion.slice(slash + 1),
    kind,
    name: typeof metadata.name === "string" ? metadata.name : "",
    ...namespace === void 0 ? {} : { namespace },
    value,
    source,
    facts: new DerivedFacts()
  };
}
function objectsOfDocument(value, source) {
  const top = toKubeObject(value, { ...source, prefix: [] });
  if (!top) return [];
  const items = top.value.items;
  if (!top.kind.endsWith("List") || !Array.isArray(items)) return [top];
  return items.flatMap((item, i) => {
    const o = toKubeObject(item, { ...source, prefix: ["items", i] });
    return o ? [o] : [];
  });
}
var CRD_GROUP = "apiextensions.k8s.io";
var CRD_KIND = "CustomResourceDefinition";
var isCrd = (o) => o.group === CRD_GROUP && o.kind === CRD_KIND;

// node_modules/js-yaml/dist/js-yaml.mjs
var NOT_RESOLVED = /* @__PURE__ */ Symbol("NOT_RESOLVED");
function defineScalarTag(tagName, options) {
  return {
    tagName,
    nodeKind: "scalar",
    implicit: options.implicit ?? false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    implicitFirstChars: options.implicitFirstChars ?? null,
    resolve: options.resolve,
    identify: options.identify,
    represent: options.represent ?? ((data) => String(data)),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineSequenceTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "sequence",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addItem: options.addItem,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineMappingTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "mapping",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addPair: options.addPair,
    has: options.has,
    keys: options.keys,
    get: options.get,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
  resolve: (source) => source,
  identify: (data) => typeof data === "string"
});
var NULL_VALUES$1 = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES$1.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: ["n"],
  resolve: (source, isExplicit) => {
    if (source === "null" || isExplicit && source === "") return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var NULL_VALUES = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var TRUE_VALUES$2 = [
  "true",
  "True",
  "TRUE"
];
var FALSE_VALUES$2 = [
  "false",
  "False",
  "FALSE"
];
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "t",
    "T",
    "f",
    "F"
  ],
  resolve: (source) => {
    if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: ["t", "f"],
  resolve: (source) => {
    if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES = [
  "true",
  "True",
  "TRUE",
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "on",
  "On",
  "ON"
];
var FALSE_VALUES = [
  "false",
  "False",
  "FALSE",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "off",
  "Off",
  "OFF"
];
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "y",
    "Y",
    "n",
    "N",
    "t",
    "T",
    "f",
    "F",
    "o",
    "O"
  ],
  resolve: (source) => {
    if (TRUE_VALUES.indexOf(source) !== -1) return true;
    if (FALSE_VALUES.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$2(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger$2,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$1(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlInteger$1,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
  let value = source.replace(/_/g, "");
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  if (value.includes(":")) {
    let result = 0;
    for (const part of value.split(":")) result = result * 60 + Number(part);
    return sign * result;
  }
  if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
  if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
  if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase();
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  const result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat$2,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$2
});
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
    let value = source.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".includes(value[0])) value = value.slice(1);
    if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (value === ".nan") return NaN;
    const result2 = sign * parseFloat(value);
    return Number.isFinite(result2) ? result2 : NOT_RESOLVED;
  }
  if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = Number(source);
  if (Number.isFinite(result)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlFloat$1,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$1
});
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
  if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase().replace(/_/g, "");
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  let result = 0;
  if (value.includes(":")) {
    for (const part of value.split(":")) result = result * 60 + Number(part);
    result *= sign;
  } else result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat
});
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
  implicit: true,
  implicitFirstChars: ["<"],
  resolve: (source, isExplicit) => {
    if (source === "<<" || isExplicit && source === "") return "<<";
    return NOT_RESOLVED;
  },
  identify: () => false
});
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
  const input = source.replace(/\s/g, "");
  if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
  const binary = atob(input);
  const result = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
  return result;
}
function representYamlBinary(object) {
  let binary = "";
  for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
  return btoa(binary);
}
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
  resolve: resolveYamlBinary,
  identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
  represent: representYamlBinary
});
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
  const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
  date.setUTCFullYear(year, month, day);
  return date;
}
function resolveYamlTimestamp(source) {
  let match = YAML_DATE_REGEXP.exec(source);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
  if (match === null) return NOT_RESOLVED;
  const year = +match[1];
  const month = +match[2] - 1;
  const day = +match[3];
  if (!match[4]) {
    const date2 = makeUtcDate(year, month, day);
    if (date2.getUTCFullYear() !== year || date2.getUTCMonth() !== month || date2.getUTCDate() !== day) return NOT_RESOLVED;
    return date2;
  }
  const hour = +match[4];
  const minute = +match[5];
  const second = +match[6];
  let fraction = 0;
  if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
  if (match[7]) {
    let value = match[7].slice(0, 3);
    while (value.length < 3) value += "0";
    fraction = +value;
  }
  const date = makeUtcDate(year, month, day, hour, minute, second, fraction);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
  if (match[9]) {
    const offsetHour = +match[10];
    const offsetMinute = +(match[11] || 0);
    if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
    const offset = (offsetHour * 60 + offsetMinute) * 6e4;
    date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
  }
  return date;
}
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
  implicit: true,
  implicitFirstChars: [..."0123456789"],
  resolve: resolveYamlTimestamp,
  identify: (object) => object instanceof Date,
  represent: (object) => object.toISOString()
});
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
  create: () => [],
  addItem: (container, item) => {
    container.push(item);
  },
  identify: Array.isArray
});
function isPlainObject(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  const prototype = Object.getPrototypeOf(data);
  return prototype === null || prototype === Object.prototype;
}
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
  create: () => ({
    list: [],
    seen: /* @__PURE__ */ new Set()
  }),
  addItem: (carrier, item) => {
    let key;
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve an ordered map item";
      key = item.keys().next().value;
    } else if (isPlainObject(item)) {
      const itemKeys = Object.keys(item);
      if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
      key = itemKeys[0];
    } else return "cannot resolve an ordered map item";
    if (carrier.seen.has(key)) return "duplicate key in ordered map";
    carrier.seen.add(key);
    carrier.list.push(item);
    return "";
  },
  finalize: (carrier) => carrier.list,
  identify: () => false
});
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
  create: () => [],
  addItem: (container, item) => {
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve a pairs item";
      container.push(item.entries().next().value);
      return "";
    }
    if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
    const object = item;
    const keys = Object.keys(object);
    if (keys.length !== 1) return "cannot resolve a pairs item";
    container.push([keys[0], object[keys[0]]]);
    return "";
  },
  identify: () => false
});
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
    const normalizedKey = String(key);
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    if (key !== null && typeof key === "object") return false;
    return Object.prototype.hasOwnProperty.call(container, String(key));
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => {
    const normalizedKey = String(key);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
  create: () => /* @__PURE__ */ new Set(),
  identify: (data) => data instanceof Set,
  represent: (data) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of data) map.set(key, null);
    return map;
  },
  addPair: (container, key, value) => {
    if (value !== null) return "cannot resolve a set item";
    container.add(key);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: () => null
});
function createTagDefinitionMap() {
  return {
    scalar: /* @__PURE__ */ Object.create(null),
    sequence: /* @__PURE__ */ Object.create(null),
    mapping: /* @__PURE__ */ Object.create(null)
  };
}
function createTagDefinitionListMap() {
  return {
    scalar: [],
    sequence: [],
    mapping: []
  };
}
function compileTags(tags) {
  const result = [];
  for (const tag of tags) {
    let index = result.length;
    for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
      const previous = result[previousIndex];
      if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
        index = previousIndex;
        break;
      }
    }
    result[index] = tag;
  }
  return result;
}
var Schema = class Schema2 {
  tags;
  /** @internal */
  implicitScalarTags;
  /**
  * Dispatch implicit scalar resolvers by `source.charAt(0)`. Each bucket holds
  * the resolvers that may match that key, in schema order; a key absent from
  * the map uses
  * {@link Schema.implicitScalarAnyFirstChar}
  * (resolvers that declared no first-char constraint, so they apply to any
  * first character).
  */
  implicitScalarByFirstChar;
  implicitScalarAnyFirstChar;
  /**
  * The default scalar tag (`!!str`), resolved once so the composer's fallback
  * for unresolved plain scalars avoids a keyed lookup per scalar.
  *
  * @internal
  */
  defaultScalarTag;
  /**
  * The default container tags (`!!seq` / `!!map`), used by the dumper: when a
  * value is identified by its default tag, the tag is implicit and not
  * printed. Undefined if the schema does not define them (then such values
  * can't be dumped).
  *
  * @internal
  */
  defaultSequenceTag;
  /** @internal */
  defaultMappingTag;
  exact;
  prefix;
  constructor(tags) {
    const compiledTags = compileTags(tags);
    const implicitScalarTags = [];
    const exact = createTagDefinitionMap();
    const prefix = createTagDefinitionListMap();
    for (const tag of compiledTags) {
      if (tag.nodeKind === "scalar" && tag.implicit) {
        if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
        implicitScalarTags.push(tag);
      }
      switch (tag.nodeKind) {
        case "scalar":
          if (tag.matchByTagPrefix) prefix.scalar.push(tag);
          else exact.scalar[tag.tagName] = tag;
          break;
        case "sequence":
          if (tag.matchByTagPrefix) prefix.sequence.push(tag);
          else exact.sequence[tag.tagName] = tag;
          break;
        case "mapping":
          if (tag.matchByTagPrefix) prefix.mapping.push(tag);
          else exact.mapping[tag.tagName] = tag;
      }
    }
    const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
    const keys = /* @__PURE__ */ new Set();
    for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
    const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
    for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
    const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
    if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
    this.tags = compiledTags;
    this.implicitScalarTags = implicitScalarTags;
    this.implicitScalarByFirstChar = implicitScalarByFirstChar;
    this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
    this.defaultScalarTag = defaultScalarTag;
    this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
    this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
    this.exact = exact;
    this.prefix = prefix;
  }
  /** @internal */
  lookupScalarTag(tagName) {
    const exactTag = this.exact.scalar[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupSequenceTag(tagName) {
    const exactTag = this.exact.sequence[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupMappingTag(tagName) {
    const exactTag = this.exact.mapping[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  resolveImplicitScalarTag(source) {
    const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
    for (const tag2 of candidates) {
      const value = tag2.resolve(source, false, tag2.tagName);
      if (value !== NOT_RESOLVED) return {
        value,
        tag: tag2
      };
    }
    const tag = this.defaultScalarTag;
    return {
      value: tag.resolve(source, false, tag.tagName),
      tag
    };
  }
  /**
  * Creates a new schema with the specified tags added. If a tag already
  * exists, it is replaced by the specified tag.
  *
  * @example
  *
  * ```javascript
  * import { CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
  *
  * const schema = CORE_SCHEMA.withTags(mergeTag, realMapTag)
  * ```
  */
  withTags(...tags) {
    let flatTags = [];
    for (const tag of tags) flatTags = flatTags.concat(tag);
    return new Schema2([...this.tags, ...flatTags]);
  }
};
var FAILSAFE_SCHEMA = new Schema([
  strTag,
  seqTag,
  mapTag
]);
var JSON_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullJsonTag,
  boolJsonTag,
  intJsonTag,
  floatJsonTag
]);
var CORE_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullCoreTag,
  boolCoreTag,
  intCoreTag,
  floatCoreTag
]);
var YAML11_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullYaml11Tag,
  boolYaml11Tag,
  intYaml11Tag,
  floatYaml11Tag,
  timestampTag,
  mergeTag,
  binaryTag,
  omapTag,
  pairsTag,
  setTag
]);
var DUMP_SCHEMA = YAML11_SCHEMA.withTags({
  ...intYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = intYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
  }
}, {
  ...floatYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
  }
});
var realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => /* @__PURE__ */ new Map(),
  addPair: (container, key, value) => {
    container.set(key, value);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: (container, key) => container.get(key),
  identify: (data) => data instanceof Map || isPlainObject(data),
  represent: (data) => {
    if (data instanceof Map) return data;
    const map = /* @__PURE__ */ new Map();
    const obj = data;
    for (const key of Object.keys(obj)) map.set(key, obj[key]);
    return map;
  }
});
function normalizeKey(key) {
  if (Array.isArray(key)) {
    const array = Array.prototype.slice.call(key);
    for (let index = 0; index < array.length; index++) {
      if (Array.isArray(array[index])) return null;
      if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
    }
    return String(array);
  }
  if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
  return String(key);
}
var legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    const normalizedKey = normalizeKey(key);
    if (normalizedKey === null) return "nested arrays are not supported inside keys";
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    const normalizedKey = normalizeKey(key);
    return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => {
    const normalizedKey = String(key);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var DEFAULT_SNIPPET_OPTIONS = {
  maxLength: 79,
  indent: 1,
  linesBefore: 3,
  linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
  let head = "";
  let tail = "";
  const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
  if (position - lineStart > maxHalfLength) {
    head = " ... ";
    lineStart = position - maxHalfLength + head.length;
  }
  if (lineEnd - position > maxHalfLength) {
    tail = " ...";
    lineEnd = position + maxHalfLength - tail.length;
  }
  return {
    str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "\u2192") + tail,
    pos: position - lineStart + head.length
  };
}
function padStart(string, max) {
  return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark, options) {
  if (!mark.buffer) return null;
  const opts = {
    ...DEFAULT_SNIPPET_OPTIONS,
    ...options
  };
  const re = /\r?\n|\r|\0/g;
  const lineStarts = [0];
  const lineEnds = [];
  let match;
  let foundLineNo = -1;
  while (match = re.exec(mark.buffer)) {
    lineEnds.push(match.index);
    lineStarts.push(match.index + match[0].length);
    if (mark.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
  }
  if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
  let result = "";
  const lineNoLength = Math.min(mark.line + opts.linesAfter, lineEnds.length).toString().length;
  const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
  for (let i = 1; i <= opts.linesBefore; i++) {
    if (foundLineNo - i < 0) break;
    const line2 = getLine(mark.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
    result = `${" ".repeat(opts.indent)}${padStart((mark.line - i + 1).toString(), lineNoLength)} | ${line2.str}
${result}`;
  }
  const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
  result += `${" ".repeat(opts.indent)}${padStart((mark.line + 1).toString(), lineNoLength)} | ${line.str}
`;
  result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^
`;
  for (let i = 1; i <= opts.linesAfter; i++) {
    if (foundLineNo + i >= lineEnds.length) break;
    const line2 = getLine(mark.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
    result += `${" ".repeat(opts.indent)}${padStart((mark.line + i + 1).toString(), lineNoLength)} | ${line2.str}
`;
  }
  return result.replace(/\n$/, "");
}
function formatError(exception, compact) {
  let where = "";
  if (!exception.mark) return exception.reason;
  if (exception.mark.name) where += `in "${exception.mark.name}" `;
  where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
  if (!compact && exception.mark.snippet) where += `

${exception.mark.snippet}`;
  return `${exception.reason} ${where}`;
}
var YAMLException = class YAMLException2 extends Error {
  reason;
  mark;
  /**
  * Optional `mark` contains source snippet data. Usually, use
  * {@link YAMLException.throwAt} instead of passing it directly.
  */
  constructor(reason, mark) {
    super();
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
  }
  /**
  * Returns the formatted error, omitting the source snippet in compact mode.
  */
  toString(compact) {
    return `${this.name}: ${formatError(this, compact)}`;
  }
  /**
  * Builds a YAMLException with a source snippet and throws it. `source` is
  * the raw input text; `position` is an offset into it.
  */
  static throwAt(source, position, message, filename = "") {
    let line = 0;
    let lineStart = 0;
    for (let index = 0; index < position; index++) {
      const ch = source.charCodeAt(index);
      if (ch === 10) {
        line++;
        lineStart = index + 1;
      } else if (ch === 13) {
        line++;
        if (source.charCodeAt(index + 1) === 10) index++;
        lineStart = index + 1;
      }
    }
    const mark = {
      name: filename,
      buffer: source,
      position,
      line,
      column: position - lineStart
    };
    mark.snippet = makeSnippet(mark);
    throw new YAMLException2(message, mark);
  }
};
var EVENT_ID = {
  DOCUMENT: 1,
  SEQUENCE: 2,
  MAPPING: 3,
  SCALAR: 4,
  ALIAS: 5,
  POP: 6
};
var SCALAR_STYLE = {
  PLAIN: 1,
  SINGLE_QUOTED: 2,
  DOUBLE_QUOTED: 3,
  LITERAL_BLOCK: 4,
  FOLDED_BLOCK: 5
};
var COLLECTION_STYLE = {
  BLOCK: 1,
  FLOW: 2
};
var CHOMPING_MODE = {
  CLIP: 1,
  STRIP: 2,
  KEEP: 3
};
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
  switch (c) {
    case 48:
      return "\0";
    case 97:
      return "\x07";
    case 98:
      return "\b";
    case 116:
      return "	";
    case 9:
      return "	";
    case 110:
      return "\n";
    case 118:
      return "\v";
    case 102:
      return "\f";
    case 114:
      return "\r";
    case 101:
      return "\x1B";
    case 32:
      return " ";
    case 34:
      return '"';
    case 47:
      return "/";
    case 92:
      return "\\";
    case 78:
      return "\x85";
    case 95:
      return "\xA0";
    case 76:
      return "\u2028";
    case 80:
      return "\u2029";
    default:
      return "";
  }
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
  if (c <= 65535) return String.fromCharCode(c);
  return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
  if (c >= 48 && c <= 57) return c - 48;
  return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  return 8;
}
function skipFoldedBreaks(input, position, end) {
  let breaks = 0;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10) {
      breaks++;
      position++;
    } else if (ch === 13) {
      breaks++;
      position++;
      if (input.charCodeAt(position) === 10) position++;
    } else if (ch === 32 || ch === 9) position++;
    else break;
  }
  return {
    position,
    breaks
  };
}
function foldedBreaks(count) {
  if (count === 1) return " ";
  return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 39) {
      result += input.slice(captureStart, position) + "'";
      position += 2;
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 92) {
      result += input.slice(captureStart, position);
      position++;
      const escaped = input.charCodeAt(position);
      if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
      else if (escaped < 256 && simpleEscapeCheck[escaped]) {
        result += simpleEscapeMap[escaped];
        position++;
      } else {
        let hexLength = escapedHexLen$1(escaped);
        let hexResult = 0;
        for (; hexLength > 0; hexLength--) {
          position++;
          const digit = fromHexCode$1(input.charCodeAt(position));
          hexResult = (hexResult << 4) + digit;
        }
        result += charFromCodepoint(hexResult);
        position++;
      }
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
  const textIndent = indent < 0 ? 0 : indent;
  const region = input.slice(start, end).replace(/\r\n?/g, "\n");
  const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
  let result = "";
  let didReadContent = false;
  let emptyLines = 0;
  let atMoreIndented = false;
  for (const line of lines) {
    let column = 0;
    while (column < textIndent && line.charCodeAt(column) === 32) column++;
    if (indent < 0 || column >= line.length) {
      emptyLines++;
      continue;
    }
    const content = line.slice(textIndent);
    const first = content.charCodeAt(0);
    if (folded) {
      if (first === 32 || first === 9) {
        atMoreIndented = true;
        result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
      } else if (atMoreIndented) {
        atMoreIndented = false;
        result += "\n".repeat(emptyLines + 1);
      } else if (emptyLines === 0) {
        if (didReadContent) result += " ";
      } else result += "\n".repeat(emptyLines);
    } else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
    result += content;
    didReadContent = true;
    emptyLines = 0;
  }
  if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
  else if (chomping !== CHOMPING_MODE.STRIP) {
    if (didReadContent) result += "\n";
  }
  return result;
}
function getScalarValue(input, scalar) {
  if (scalar.valueStart === NO_RANGE$3) return "";
  const { valueStart, valueEnd } = scalar;
  if (scalar.fast) return input.slice(valueStart, valueEnd);
  switch (scalar.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
      return getSingleQuotedValue(input, valueStart, valueEnd);
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return getDoubleQuotedValue(input, valueStart, valueEnd);
    case SCALAR_STYLE.LITERAL_BLOCK:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
    case SCALAR_STYLE.FOLDED_BLOCK:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
    default:
      return getPlainValue(input, valueStart, valueEnd);
  }
}
var DEFAULT_TAG_HANDLERS = Object.assign(/* @__PURE__ */ Object.create(null), {
  "!": "!",
  "!!": "tag:yaml.org,2002:"
});
var TAG_SUFFIX_CHARS = "-#;/?:@&=+$_.~*'()";
var TAG_URI_CHARS = TAG_SUFFIX_CHARS + "!,[]";
function tagPercentDecode(source) {
  let result = "";
  let index = 0;
  while (index < source.length) {
    if (source.charCodeAt(index) !== 37) {
      result += source[index++];
      continue;
    }
    let ch = parseInt(source.slice(index + 1, index + 3), 16);
    index += 3;
    if (ch >= 192) {
      let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
      ch &= (1 << 6 - remaining) - 1;
      while (remaining-- > 0) {
        ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
        index += 3;
      }
    }
    if (ch < 65536) result += String.fromCharCode(ch);
    else {
      ch -= 65536;
      result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
    }
  }
  return result;
}
function tagNameFull(rawTag, tagHandlers) {
  if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
  const handleEnd = rawTag.indexOf("!", 1);
  const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
  return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
  filename: "",
  schema: CORE_SCHEMA,
  json: false,
  maxTotalMergeKeys: 1e4,
  maxAliases: -1
};
function eventPosition$1(event) {
  if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
  if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
  if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
  if ("start" in event) return event.start;
  return 0;
}
function throwError$1(state, message) {
  YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
  try {
    return tag.finalize(carrier);
  } catch (error) {
    if (error instanceof YAMLException) throw error;
    YAMLException.throwAt(state.source, position, error instanceof Error ? error.message : String(error), state.filename);
  }
}
function constructScalar(state, event) {
  const source = getScalarValue(state.source, event);
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  const strTag2 = state.schema.defaultScalarTag;
  if (rawTag !== "") {
    if (rawTag === "!") return {
      value: source,
      tag: strTag2
    };
    const tagName = tagNameFull(rawTag, state.tagHandlers);
    const scalarTag = state.schema.lookupScalarTag(tagName);
    if (scalarTag) {
      const result = scalarTag.resolve(source, true, tagName);
      if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      return {
        value: result,
        tag: scalarTag
      };
    }
    const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
    if (collectionTagDef) {
      if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      const carrier = collectionTagDef.create(tagName);
      return {
        value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
        tag: collectionTagDef
      };
    }
    throwError$1(state, `unknown scalar tag !<${tagName}>`);
  }
  if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
  return {
    value: strTag2.resolve(source, false, strTag2.tagName),
    tag: strTag2
  };
}
function collectionTagName(state, event, defaultTagName) {
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
  return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
  state.totalMergeKeys++;
  if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source, sourceTag) {
  chargeMergeWork(state);
  for (const sourceKey of sourceTag.keys(source)) {
    chargeMergeWork(state);
    if (frame.tag.has(frame.value, sourceKey)) continue;
    const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
    if (err) throwError$1(state, err);
    frame.overridable ??= /* @__PURE__ */ new Set();
    frame.overridable.add(sourceKey);
  }
}
function mergeSource(state, frame, source, sourceTag) {
  state.position = frame.keyPosition;
  if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
  else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
    if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
    for (const element of source) {
      const elementTag = state.nodeTags.get(element);
      if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
      mergeKeys(state, frame, element, elementTag);
    }
  } else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
  state.position = frame.keyPosition;
  if (frame.keyIsMerge) {
    mergeSource(state, frame, value, tag);
    return;
  }
  if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
  const err = frame.tag.addPair(frame.value, key, value);
  if (err) throwError$1(state, err);
  frame.overridable?.delete(key);
}
function addValue(state, value, tag) {
  const frame = state.frames[state.frames.length - 1];
  if (frame.kind === "document") {
    frame.value = value;
    frame.hasValue = true;
  } else if (frame.kind === "sequence") {
    if (isMappingTag(tag)) state.nodeTags.set(value, tag);
    const err = frame.tag.addItem(frame.value, value, frame.index++);
    if (err) throwError$1(state, err);
  } else if (frame.hasKey) {
    const key = frame.key;
    frame.key = void 0;
    frame.hasKey = false;
    addMappingValue(state, frame, key, value, tag);
  } else {
    frame.key = value;
    frame.keyPosition = state.position;
    frame.hasKey = true;
    frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
  }
}
function storeAnchor(state, event, value, tag, isValueFinal) {
  if (event.anchorStart !== NO_RANGE$2) {
    const anchor = {
      value,
      tag,
      isValueFinal
    };
    state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
    return anchor;
  }
  return null;
}
function constructFromEvents(events, options) {
  const state = {
    ...DEFAULT_CONSTRUCTOR_OPTIONS,
    ...options,
    events,
    documents: [],
    eventIndex: 0,
    position: 0,
    frames: [],
    anchors: /* @__PURE__ */ new Map(),
    nodeTags: /* @__PURE__ */ new Map(),
    tagHandlers: /* @__PURE__ */ Object.create(null),
    totalMergeKeys: 0,
    aliasCount: 0
  };
  while (state.eventIndex < state.events.length) {
    const event = state.events[state.eventIndex++];
    state.position = eventPosition$1(event);
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        state.anchors = /* @__PURE__ */ new Map();
        state.nodeTags = /* @__PURE__ */ new Map();
        state.aliasCount = 0;
        state.tagHandlers = /* @__PURE__ */ Object.create(null);
        for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
        state.frames.push({
          kind: "document",
          position: state.position,
          value: void 0,
          hasValue: false
        });
        break;
      case EVENT_ID.SCALAR: {
        const { value, tag } = constructScalar(state, event);
        storeAnchor(state, event, value, tag, true);
        addValue(state, value, tag);
        break;
      }
      case EVENT_ID.SEQUENCE: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
        const tag = state.schema.lookupSequenceTag(tagName);
        if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "sequence",
          position: state.position,
          value,
          tag,
          anchor,
          index: 0
        });
        break;
      }
      case EVENT_ID.MAPPING: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
        const tag = state.schema.lookupMappingTag(tagName);
        if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "mapping",
          position: state.position,
          value,
          tag,
          anchor,
          key: void 0,
          keyPosition: state.position,
          hasKey: false,
          keyIsMerge: false,
          overridable: null
        });
        break;
      }
      case EVENT_ID.ALIAS: {
        if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
        const name = state.source.slice(event.anchorStart, event.anchorEnd);
        const anchor = state.anchors.get(name);
        if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
        if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
        addValue(state, anchor.value, anchor.tag);
        break;
      }
      case EVENT_ID.POP: {
        const frame = state.frames.pop();
        if (frame.kind === "mapping" && frame.hasKey) {
          state.position = frame.keyPosition;
          throwError$1(state, "incomplete mapping pair in event stream");
        }
        if (frame.kind === "document") state.documents.push(frame.value);
        else {
          const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
          if (frame.anchor) {
            frame.anchor.value = value;
            frame.anchor.isValueFinal = true;
          }
          addValue(state, value, frame.tag);
        }
        break;
      }
    }
  }
  return state.documents;
}
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
  filename: "",
  maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
  state.events.push({
    type: EVENT_ID.DOCUMENT,
    explicitStart,
    explicitEnd,
    directives: state.directives
  });
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.SEQUENCE,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.MAPPING,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function insertFlowPairMappingEvent(state, snapshot) {
  state.events.splice(snapshot.eventsLength, 0, {
    type: EVENT_ID.MAPPING,
    start: snapshot.position,
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1,
    style: COLLECTION_STYLE.FLOW
  });
}
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
  state.events.push({
    type: EVENT_ID.SCALAR,
    valueStart,
    valueEnd,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style,
    chomping,
    indent,
    fast
  });
}
function addAliasEvent(state, anchorStart, anchorEnd) {
  state.events.push({
    type: EVENT_ID.ALIAS,
    anchorStart,
    anchorEnd
  });
}
function addPopEvent(state) {
  state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
  addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
  return {
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1
  };
}
function snapshotState(state) {
  return {
    position: state.position,
    line: state.line,
    lineStart: state.lineStart,
    lineIndent: state.lineIndent,
    firstTabInLine: state.firstTabInLine,
    eventsLength: state.events.length
  };
}
function restoreState(state, snapshot) {
  state.position = snapshot.position;
  state.line = snapshot.line;
  state.lineStart = snapshot.lineStart;
  state.lineIndent = snapshot.lineIndent;
  state.firstTabInLine = snapshot.firstTabInLine;
  state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
  YAMLException.throwAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
  return c === 10 || c === 13;
}
function isWhiteSpace(c) {
  return c === 9 || c === 32;
}
function isWsOrEol(c) {
  return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
  return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
  return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
  if (c >= 48 && c <= 57) return c - 48;
  const lc = c | 32;
  if (lc >= 97 && lc <= 102) return lc - 97 + 10;
  return -1;
}
function escapedHexLen(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  if (c === 85) return 8;
  return 0;
}
function isSimpleEscape(c) {
  return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
  if (state.input.charCodeAt(state.position) === 10) state.position++;
  else {
    state.position++;
    if (state.input.charCodeAt(state.position) === 10) state.position++;
  }
  state.line++;
  state.lineStart = state.position;
  state.lineIndent = 0;
  state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
  let lineBreaks = 0;
  let ch = state.input.charCodeAt(state.position);
  let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
  while (ch !== 0) {
    while (isWhiteSpace(ch)) {
      hasSeparation = true;
      if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
      ch = state.input.charCodeAt(++state.position);
    }
    if (allowComments && hasSeparation && ch === 35) do
      ch = state.input.charCodeAt(++state.position);
    while (!isEol(ch) && ch !== 0);
    if (!isEol(ch)) break;
    consumeLineBreak(state);
    lineBreaks++;
    hasSeparation = true;
    ch = state.input.charCodeAt(state.position);
    while (ch === 32) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }
  }
  return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
  const ch = state.input.charCodeAt(position);
  if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
    const following = state.input.charCodeAt(position + 3);
    return following === 0 || isWsOrEol(following);
  }
  return false;
}
function skipByteOrderMark(state) {
  if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
    state.position++;
    state.lineStart = state.position;
  }
}
function testDocumentBoundary(state) {
  if (state.position !== state.lineStart) return false;
  if (testDocumentSeparator(state)) return true;
  if (state.input.charCodeAt(state.position) !== 65279) return false;
  const snapshot = snapshotState(state);
  skipByteOrderMark(state);
  skipSeparationSpace(state, true);
  const ch = state.input.charCodeAt(state.position);
  const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
  restoreState(state, snapshot);
  return result;
}
function skipUntilLineEnd(state) {
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
  const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
  if (match !== null) {
    state.position = start + match.index + match[0].length - 1;
    throwError(state, "the stream contains non-printable characters");
  }
}
function readTagProperty(state, props, inFlow) {
  if (state.input.charCodeAt(state.position) !== 33) return false;
  if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
  const start = state.position;
  let isVerbatim = false;
  let isNamed = false;
  let tagHandle = "!";
  let ch = state.input.charCodeAt(++state.position);
  if (ch === 60) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);
  } else if (ch === 33) {
    isNamed = true;
    tagHandle = "!!";
    ch = state.input.charCodeAt(++state.position);
  }
  let suffixStart = state.position;
  let tagName;
  if (isVerbatim) {
    while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
    if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
    tagName = state.input.slice(suffixStart, state.position);
    state.position++;
  } else {
    while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
      if (ch === 33) {
        if (!isNamed) {
          tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
          if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
          isNamed = true;
          suffixStart = state.position + 1;
        } else throwError(state, "tag suffix cannot contain exclamation marks");
      }
      ch = state.input.charCodeAt(++state.position);
    }
    tagName = state.input.slice(suffixStart, state.position);
    if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
  }
  if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
  if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
  props.tagStart = start;
  props.tagEnd = state.position;
  return true;
}
function readAnchorProperty(state, props) {
  if (state.input.charCodeAt(state.position) !== 38) return false;
  if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
  props.anchorStart = start;
  props.anchorEnd = state.position;
  return true;
}
function readAlias(state, props) {
  if (state.input.charCodeAt(state.position) !== 42) return false;
  if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
  addAliasEvent(state, start, state.position);
  return true;
}
function readFlowScalarBreak(state, nodeIndent) {
  skipSeparationSpace(state, false);
  if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 39) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 39) {
      if (state.input.charCodeAt(state.position + 1) === 39) {
        simple = false;
        state.position += 2;
        continue;
      }
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 34) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 34) {
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (ch === 92) {
      simple = false;
      const escaped = state.input.charCodeAt(++state.position);
      if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
      else if (isSimpleEscape(escaped)) state.position++;
      else {
        let hexLength = escapedHexLen(escaped);
        if (hexLength === 0) throwError(state, "unknown escape sequence");
        while (hexLength-- > 0) {
          state.position++;
          if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
        }
        state.position++;
      }
    } else if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  let chomping = CHOMPING_MODE.CLIP;
  let indent = -1;
  let detectedIndent = false;
  if (ch !== 124 && ch !== 62) return false;
  const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    const current = state.input.charCodeAt(state.position);
    const digit = fromDecimalCode(current);
    if (current === 43 || current === 45) {
      if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
      chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
      state.position++;
    } else if (digit >= 0) {
      if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
      if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
      indent = parentIndent + digit - 1;
      detectedIndent = true;
      state.position++;
    } else break;
  }
  let hadWhitespace = false;
  while (isWhiteSpace(state.input.charCodeAt(state.position))) {
    hadWhitespace = true;
    state.position++;
  }
  if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
  let contentIndent = detectedIndent ? indent : -1;
  let maxLeadingIndent = 0;
  const valueStart = state.position;
  let valueEnd = state.position;
  while (state.input.charCodeAt(state.position) !== 0) {
    const linePosition = state.position;
    let column = 0;
    while (state.input.charCodeAt(linePosition + column) === 32) column++;
    const first = state.input.charCodeAt(linePosition + column);
    if (first === 0) {
      if (contentIndent >= 0) {
        if (column > contentIndent) valueEnd = linePosition + column;
      } else if (column > 0) valueEnd = linePosition + column;
      break;
    }
    if (testDocumentBoundary(state)) break;
    if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
    if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
      if (first === 9 && column < parentIndent) {
        state.position = linePosition + column;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (column >= parentIndent && column < maxLeadingIndent) {
        state.position = linePosition + column;
        throwError(state, "bad indentation of a mapping entry");
      }
    }
    if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
    const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
    if (first !== 0 && !isEol(first) && column < requiredIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    skipUntilLineEnd(state);
    valueEnd = state.position;
    if (isEol(state.input.charCodeAt(state.position))) {
      consumeLineBreak(state);
      valueEnd = state.position;
    }
  }
  checkPrintable(state, valueStart, valueEnd);
  addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
  return true;
}
function canStartPlainScalar(state, nodeContext) {
  const ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator(ch)) return false;
  if (ch === 63 || ch === 45) {
    const following = state.input.charCodeAt(state.position + 1);
    if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
  }
  return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
  if (!canStartPlainScalar(state, nodeContext)) return false;
  const start = state.position;
  let end = state.position;
  let ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  let multiline = false;
  while (ch !== 0) {
    if (testDocumentBoundary(state)) break;
    if (ch === 58) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
    } else if (ch === 35) {
      if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
    } else if (inFlow && isFlowIndicator(ch)) break;
    else if (isEol(ch)) {
      const savedPosition = state.position;
      const savedLine = state.line;
      const savedLineStart = state.lineStart;
      const savedLineIndent = state.lineIndent;
      skipSeparationSpace(state, false);
      if (state.lineIndent >= nodeIndent) {
        multiline = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      }
      state.position = savedPosition;
      state.line = savedLine;
      state.lineStart = savedLineStart;
      state.lineIndent = savedLineIndent;
      break;
    }
    if (!isWhiteSpace(ch)) end = state.position + 1;
    ch = state.input.charCodeAt(++state.position);
  }
  if (end === start) return false;
  checkPrintable(state, start, end);
  addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
  return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
  const startLine = state.line;
  skipSeparationSpace(state, true);
  if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  const isMapping2 = ch === 123;
  const start = state.position;
  let readNext = true;
  if (ch !== 91 && ch !== 123) return false;
  const terminator = isMapping2 ? 125 : 93;
  if (isMapping2) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    skipFlowSeparationSpace(state, nodeIndent);
    let ch2 = state.input.charCodeAt(state.position);
    if (ch2 === terminator) {
      state.position++;
      addPopEvent(state);
      return true;
    } else if (!readNext) throwError(state, "missed comma between flow collection entries");
    else if (ch2 === 44) throwError(state, "expected the node content, but found ','");
    let isPair = false;
    let isExplicitPair = false;
    if (ch2 === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
      isPair = isExplicitPair = true;
      state.position += 1;
      skipFlowSeparationSpace(state, nodeIndent);
    }
    const entryLine = state.line;
    const entryStart = snapshotState(state);
    const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    skipFlowSeparationSpace(state, nodeIndent);
    ch2 = state.input.charCodeAt(state.position);
    if ((isMapping2 || isExplicitPair || state.line === entryLine) && ch2 === 58) {
      isPair = true;
      state.position++;
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping2) {
        insertFlowPairMappingEvent(state, entryStart);
        if (!keyWasRead) addEmptyScalarEvent(state);
      } else if (!keyWasRead) addEmptyScalarEvent(state);
      if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping2) addPopEvent(state);
    } else if (isMapping2 && isPair) {
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
    } else if (isMapping2) addEmptyScalarEvent(state);
    else if (isPair) {
      insertFlowPairMappingEvent(state, entryStart);
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
      addPopEvent(state);
    }
    ch2 = state.input.charCodeAt(state.position);
    if (ch2 === 44) {
      readNext = true;
      state.position++;
    } else readNext = false;
  }
  throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
  if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
  addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
  while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
    if (state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const entryLine = state.line;
    state.position++;
    const hadBreak = skipSeparationSpace(state, true) > 0;
    if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
    if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
    else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    skipSeparationSpace(state, true);
    if (state.lineIndent < nodeIndent || state.position >= state.length) break;
    if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
    if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
  }
  addPopEvent(state);
  return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
  let atExplicitKey = false;
  let detected = false;
  let mappingOpened = false;
  let pendingExplicitKey = false;
  if (state.firstTabInLine !== -1) return false;
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    if (!atExplicitKey && state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const following = state.input.charCodeAt(state.position + 1);
    const entryLine = state.line;
    if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
      if (!mappingOpened) {
        addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
        mappingOpened = true;
      }
      if (ch === 63) {
        if (atExplicitKey) addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = true;
      } else if (atExplicitKey) atExplicitKey = false;
      else {
        addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = false;
      }
      state.position += 1;
      pendingExplicitKey = true;
    } else {
      if (atExplicitKey) {
        addEmptyScalarEvent(state);
        atExplicitKey = false;
      }
      const beforeKey = snapshotState(state);
      if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
      if (state.line === entryLine) {
        ch = state.input.charCodeAt(state.position);
        while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
        if (ch === 58) {
          ch = state.input.charCodeAt(++state.position);
          if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
          if (!mappingOpened) {
            state.events.splice(beforeKey.eventsLength, 0, {
              type: EVENT_ID.MAPPING,
              start: beforeKey.position,
              anchorStart: props.anchorStart,
              anchorEnd: props.anchorEnd,
              tagStart: props.tagStart,
              tagEnd: props.tagEnd,
              style: COLLECTION_STYLE.BLOCK
            });
            mappingOpened = true;
          }
          detected = true;
          atExplicitKey = false;
          pendingExplicitKey = false;
        } else if (detected) throwError(state, "expected ':' after a mapping key");
        else {
          if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
            restoreState(state, beforeKey);
            return false;
          }
          return true;
        }
      } else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
      else {
        if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
          restoreState(state, beforeKey);
          return false;
        }
        return true;
      }
    }
    if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
    if (!atExplicitKey) {
      if (pendingExplicitKey) {
        addEmptyScalarEvent(state);
        pendingExplicitKey = false;
      }
    }
    skipSeparationSpace(state, true);
    ch = state.input.charCodeAt(state.position);
    if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
    else if (state.lineIndent < nodeIndent) break;
  }
  if (!detected) return false;
  if (atExplicitKey) addEmptyScalarEvent(state);
  if (mappingOpened) addPopEvent(state);
  return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
  if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
  state.depth++;
  let indentStatus = 1;
  let atNewLine = false;
  let hasContent = false;
  let propertyStart = null;
  const props = emptyProperties();
  let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
  let allowBlockCollections = allowBlockScalars;
  const allowBlockStyles = allowBlockScalars;
  if (allowToSeek && skipSeparationSpace(state, true)) {
    atNewLine = true;
    if (state.lineIndent > parentIndent) indentStatus = 1;
    else if (state.lineIndent === parentIndent) indentStatus = 0;
    else indentStatus = -1;
  }
  if (indentStatus === 1) while (true) {
    const ch = state.input.charCodeAt(state.position);
    const propertyState = snapshotState(state);
    if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
    if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
      const fallbackState = snapshotState(state);
      const flowIndent = parentIndent + 1;
      if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
        state.depth--;
        return true;
      }
      restoreState(state, fallbackState);
    }
    if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
    if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
    if (propertyStart === null) propertyStart = propertyState;
    if (skipSeparationSpace(state, true)) {
      atNewLine = true;
      allowBlockCollections = allowBlockStyles;
      if (state.lineIndent > parentIndent) indentStatus = 1;
      else if (state.lineIndent === parentIndent) indentStatus = 0;
      else indentStatus = -1;
    } else allowBlockCollections = false;
  }
  if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
  if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
    const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
    const blockIndent = state.position - state.lineStart;
    if (indentStatus === 1) {
      if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
      else {
        const ch = state.input.charCodeAt(state.position);
        if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
          const fallbackState = snapshotState(state);
          const propertyIndent = propertyStart.position - propertyStart.lineStart;
          restoreState(state, propertyStart);
          if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent = true;
          else restoreState(state, fallbackState);
        }
        if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
      }
    } else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
  }
  allowBlockScalars = allowBlockScalars && !hasContent;
  if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
    addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
    hasContent = true;
  }
  state.depth--;
  return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
  if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
  state.position++;
  const nameStart = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
  const name = state.input.slice(nameStart, state.position);
  const args = [];
  if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
  while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
    while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
    if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
    const start = state.position;
    while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
    args.push(state.input.slice(start, state.position));
  }
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  if (name === "YAML") {
    if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
    if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
    const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
    if (match === null) throwError(state, "ill-formed argument of the YAML directive");
    if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
    state.directives.push({
      kind: "yaml",
      version: args[0]
    });
  } else if (name === "TAG") {
    if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
    const [handle, prefix] = args;
    if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
    if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
    if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
    state.tagHandlers[handle] = prefix;
    state.directives.push({
      kind: "tag",
      handle,
      prefix
    });
  }
  return true;
}
function readDocument(state) {
  state.directives = [];
  state.tagHandlers = /* @__PURE__ */ Object.create(null);
  let hasDirectives = false;
  skipSeparationSpace(state, true);
  while (readDirective(state)) {
    hasDirectives = true;
    skipSeparationSpace(state, true);
  }
  let explicitStart = false;
  let explicitEnd = false;
  let allowCompact = true;
  if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
    explicitStart = true;
    const markerLine = state.line;
    state.position += 3;
    skipSeparationSpace(state, true);
    allowCompact = state.line > markerLine;
  } else if (hasDirectives) throwError(state, "directives end mark is expected");
  const documentEventIndex = state.events.length;
  if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
    state.position += 3;
    skipSeparationSpace(state, true);
    return;
  }
  addDocumentEvent(state, explicitStart, false);
  if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
  skipSeparationSpace(state, true);
  if (state.position === state.lineStart && testDocumentSeparator(state)) {
    explicitEnd = state.input.charCodeAt(state.position) === 46;
    if (explicitEnd) {
      const markerLine = state.line;
      state.position += 3;
      skipSeparationSpace(state, true);
      if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
    }
  }
  const documentEvent = state.events[documentEventIndex];
  if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
  addPopEvent(state);
  if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
function parseEvents(input, options) {
  const length = input.length;
  const state = {
    ...DEFAULT_PARSER_OPTIONS,
    ...options,
    input: `${input}\0`,
    length,
    position: 0,
    line: 0,
    lineStart: 0,
    lineIndent: 0,
    firstTabInLine: -1,
    depth: 0,
    directives: [],
    tagHandlers: /* @__PURE__ */ Object.create(null),
    events: []
  };
  const nullpos = input.indexOf("\0");
  if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
  while (state.position < state.length) {
    skipByteOrderMark(state);
    skipSeparationSpace(state, true);
    if (state.position >= state.length) break;
    const documentStart = state.position;
    readDocument(state);
    if (state.position === documentStart)
      throwError(state, "can not read a document");
  }
  return state.events;
}
var DEFAULT_LOAD_OPTIONS = {
  ...DEFAULT_PARSER_OPTIONS,
  ...DEFAULT_CONSTRUCTOR_OPTIONS
};
function hasBit(mask, bit) {
  return (mask & 1 << bit) !== 0;
}
var DEFAULT_SCALAR_STYLE_RULES = {
  applyQuoteFlowKeysOption,
  doubleQuoteForInvisibles,
  doubleQuoteWhitespaceOnly,
  applyForceQuotesOption,
  tryLongOrMultilineAsBlock,
  quoteInvalidPlain,
  fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
  if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
  return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
  if (!layout.presenterOptions.quoteFlowKeys) return;
  if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
  layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
  if (!layout.presenterOptions.forceQuotes) return;
  if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
  if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
  layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
  if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
  const value = layout.node.value;
  const multiline = value.indexOf("\n") !== -1;
  if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
    if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
    return;
  }
  const w = layout.presenterOptions.lineWidth;
  if (w === -1) {
    if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
    return;
  }
  const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
  let position = 0;
  let shouldFold = false;
  while (position <= value.length) {
    let lineEnd = value.length;
    const nextLineBreak = value.indexOf("\n", position);
    if (nextLineBreak !== -1) lineEnd = nextLineBreak;
    const line = value.slice(position, lineEnd);
    if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
    if (nextLineBreak === -1) break;
    position = nextLineBreak + 1;
  }
  if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
  else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
  if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
var SRC_C_PRINTABLE = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]";
var SRC_B_CHAR = "[\\n\\r]";
var SRC_C_BYTE_ORDER_MARK = "\\uFEFF";
var SRC_S_WHITE = "[ \\t]";
var SRC_NB_CHAR = `(?:(?!(?:${SRC_B_CHAR}|${SRC_C_BYTE_ORDER_MARK}))${SRC_C_PRINTABLE})`;
var SRC_NS_CHAR = `(?:(?!${SRC_S_WHITE})${SRC_NB_CHAR})`;
var SRC_NB_JSON = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]";
var SRC_C_INDICATOR = "[-?:,\\[\\]{}#&*!|>'\"%@`]";
var SRC_C_FLOW_INDICATOR = "[,\\[\\]{}]";
var SRC_NS_PLAIN_SAFE_FLOW_OUT = SRC_NS_CHAR;
var SRC_NS_PLAIN_SAFE_FLOW_IN = `(?:(?!${SRC_C_FLOW_INDICATOR})${SRC_NS_CHAR})`;
var SRC_NS_PLAIN_FIRST_FLOW_OUT = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))`;
var SRC_NS_PLAIN_FIRST_FLOW_IN = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))`;
var SRC_NS_PLAIN_CHAR_FLOW_OUT = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_OUT})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))#*`;
var SRC_NS_PLAIN_CHAR_FLOW_IN = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_IN})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))#*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_OUT})*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_IN})*`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_OUT = `${SRC_NS_PLAIN_FIRST_FLOW_OUT}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_IN = `${SRC_NS_PLAIN_FIRST_FLOW_IN}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_OUT;
var SRC_NS_PLAIN_ONE_LINE_FLOW_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_IN;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_OUT}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_IN}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT = `${SRC_NS_PLAIN_ONE_LINE_FLOW_OUT}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT})*`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_IN = `${SRC_NS_PLAIN_ONE_LINE_FLOW_IN}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN})*`;
var NS_PLAIN_FLOW_OUT = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT})$`, "u");
var NS_PLAIN_FLOW_IN = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_IN})$`, "u");
var NS_PLAIN_BLOCK_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY})$`, "u");
var NS_PLAIN_FLOW_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_FLOW_KEY})$`, "u");
var NB_SINGLE_ONE_LINE = new RegExp(`^(?:${SRC_NB_JSON})*$`, "u");
var NB_SINGLE_MULTI_LINE = new RegExp(`^(?:${SRC_NB_JSON}|\\n)*$`, "u");
var BLOCK_SCALAR_CONTENT = new RegExp(`^(?:${SRC_NB_CHAR}|\\n)*$`, "u");
var DEFAULT_PRESENTER_OPTIONS = {
  indent: 2,
  seqNoIndent: false,
  seqInlineFirst: true,
  lineWidth: 80,
  flowBracketPadding: false,
  flowSkipCommaSpace: false,
  flowSkipColonSpace: false,
  quoteFlowKeys: false,
  quoteStyle: "single",
  forceQuotes: false,
  scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name)),
  tagBeforeAnchor: false
};
var DEFAULT_DUMP_OPTIONS = {
  ...DEFAULT_PRESENTER_OPTIONS,
  schema: DUMP_SCHEMA,
  skipInvalid: false,
  noRefs: false,
  flowLevel: -1,
  sortKeys: false,
  transform: () => {
  }
};
var EVENT_DOCUMENT = EVENT_ID.DOCUMENT;
var EVENT_SEQUENCE = EVENT_ID.SEQUENCE;
var EVENT_MAPPING = EVENT_ID.MAPPING;
var EVENT_SCALAR = EVENT_ID.SCALAR;
var EVENT_ALIAS = EVENT_ID.ALIAS;
var EVENT_POP = EVENT_ID.POP;
var SCALAR_STYLE_PLAIN = SCALAR_STYLE.PLAIN;
var SCALAR_STYLE_SINGLE_QUOTED = SCALAR_STYLE.SINGLE_QUOTED;
var SCALAR_STYLE_DOUBLE_QUOTED = SCALAR_STYLE.DOUBLE_QUOTED;
var SCALAR_STYLE_LITERAL_BLOCK = SCALAR_STYLE.LITERAL_BLOCK;
var SCALAR_STYLE_FOLDED_BLOCK = SCALAR_STYLE.FOLDED_BLOCK;
var COLLECTION_STYLE_BLOCK = COLLECTION_STYLE.BLOCK;
var COLLECTION_STYLE_FLOW = COLLECTION_STYLE.FLOW;
var CHOMPING_CLIP = CHOMPING_MODE.CLIP;
var CHOMPING_STRIP = CHOMPING_MODE.STRIP;
var CHOMPING_KEEP = CHOMPING_MODE.KEEP;

// src/parse/kube-yaml/scanner.ts
var KubeYamlError = class extends Error {
  constructor(problem, mark, context = "") {
    super(context ? `${context}: ${problem}` : problem);
    this.problem = problem;
    this.mark = mark;
    this.context = context;
    this.name = "KubeYamlError";
  }
  problem;
  mark;
  context;
};
var MAX_FLOW_LEVEL = 1e4;
var MAX_INDENTS = 1e4;
var isBreakCode = (c) => c === 10 || c === 13 || c === 133 || c === 8232 || c === 8233;
var isBlankCode = (c) => c === 32 || c === 9;
var isAlphaCode = (c) => c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 45;
var isHexCode = (c) => c >= 48 && c <= 57 || c >= 65 && c <= 70 || c >= 97 && c <= 102;
var hexValue = (c) => c <= 57 ? c - 48 : (c | 32) - 97 + 10;
var URI_CHARS = new Set(";/?:@&=+$,.!~*'()[]%".split("").map((c) => c.charCodeAt(0)));
function firstForbiddenCharacter(text) {
  const re = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\ud800-\udfff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  const m = re.exec(text);
  return m ? m.index : -1;
}
var Scanner = class {
  constructor(src) {
    this.src = src;
  }
  src;
  pos = 0;
  line = 0;
  column = 0;
  tokens = [];
  tokensHead = 0;
  tokensParsed = 0;
  tokenAvailable = false;
  streamStartProduced = false;
  streamEndProduced = false;
  indent = -1;
  indents = [];
  simpleKeyAllowed = false;
  simpleKeys = [];
  simpleKeysByTok = /* @__PURE__ */ new Map();
  flowLevel = 0;
  /** The next token, left in place (peek_token). */
  peek() {
    if (!this.tokenAvailable) this.fetchMoreTokens();
    const token = this.tokens[this.tokensHead];
    if (!token) throw new KubeYamlError("no more tokens", this.mark());
    return token;
  }
  /** Consumes the token peek() returned (skip_token). */
  skip() {
    this.tokenAvailable = false;
    this.tokensParsed++;
    this.streamEndProduced = this.tokens[this.tokensHead]?.type === "stream-end";
    this.tokensHead++;
    if (this.tokensHead > 1024) {
      this.tokens.splice(0, this.tokensHead);
      this.tokensHead = 0;
    }
  }
  get atStreamEnd() {
    return this.streamEndProduced;
  }
  // ---- characters ----------------------------------------------------------------------------
  mark() {
    return { index: this.pos, line: this.line, column: this.column };
  }
  code(k = 0) {
    const c = this.src.charCodeAt(this.pos + k);
    return Number.isNaN(c) ? -1 : c;
  }
  /** The UTF-16 offset of the k-th character from pos (surrogate pairs count as one). */
  offsetOf(k) {
    let p = this.pos;
    for (let i = 0; i < k && p < this.src.length; i++) p += this.widthAt(p);
    return p;
  }
  widthAt(p) {
    const c = this.src.charCodeAt(p);
    return c >= 55296 && c <= 56319 && p + 1 < this.src.length ? 2 : 1;
  }
  isZ(k = 0) {
    return this.offsetOf(k) >= this.src.length;
  }
  isBreak(k = 0) {
    return isBreakCode(this.charCode(k));
  }
  isBlank(k = 0) {
    return isBlankCode(this.charCode(k));
  }
  isBlankz(k = 0) {
    return this.isBlank(k) || this.isBreak(k) || this.isZ(k);
  }
  isBreakz(k = 0) {
    return this.isBreak(k) || this.isZ(k);
  }
  charCode(k) {
    if (k === 0) return this.code(0);
    const c = this.src.charCodeAt(this.offsetOf(k));
    return Number.isNaN(c) ? -1 : c;
  }
  isCrlf() {
    return this.code(0) === 13 && this.code(1) === 10;
  }
  skipChar() {
    this.pos += this.widthAt(this.pos);
    this.column++;
  }
  skipLine() {
    if (this.isCrlf()) {
      this.pos += 2;
      this.column = 0;
      this.line++;
    } else if (this.isBreak()) {
      this.pos += 1;
      this.column = 0;
      this.line++;
    }
  }
  read(s) {
    const w = this.widthAt(this.pos);
    s.push(this.src.slice(this.pos, this.pos + w));
    this.pos += w;
    this.column++;
  }
  /** Reads a line break into s, normalised as libyaml does (CR, LF, CRLF, NEL: `\n`; LS, PS kept). */
  readLine(s) {
    const c = this.code(0);
    if (c === 13 && this.code(1) === 10) {
      s.push("\n");
      this.pos += 2;
    } else if (c === 13 || c === 10 || c === 133) {
      s.push("\n");
      this.pos += 1;
    } else if (c === 8232 || c === 8233) {
      s.push(String.fromCharCode(c));
      this.pos += 1;
    } else return;
    this.column = 0;
    this.line++;
  }
  error(context, contextMark, problem) {
    void contextMark;
    throw new KubeYamlError(problem, this.mark(), context);
  }
  // ---- token queue -----------------------------------------------------------------------------
  insertToken(at, token) {
    if (at < 0) this.tokens.push(token);
    else this.tokens.splice(this.tokensHead + at, 0, token);
  }
  fetchMoreTokens() {
    for (; ; ) {
      if (this.tokensHead !== this.tokens.length) {
        const idx = this.simpleKeysByTok.get(this.tokensParsed);
        if (idx === void 0) break;
        const key = this.simpleKeys[idx];
        if (!key || !this.simpleKeyIsValid(key)) break;
      }
      this.fetchNextToken();
    }
    this.tokenAvailable = true;
  }
  fetchNextToken() {
    if (!this.streamStartProduced) return this.fetchStreamStart();
    this.scanToNextToken();
    this.unrollIndent(this.column);
    if (this.isZ()) return this.fetchStreamEnd();
    const c = this.code();
    if (this.column === 0 && c === 37) return this.fetchDirective();
    if (this.column === 0 && c === 45 && this.code(1) === 45 && this.code(2) === 45 && this.isBlankz(3)) {
      return this.fetchDocumentIndicator("document-start");
    }
    if (this.column === 0 && c === 46 && this.code(1) === 46 && this.code(2) === 46 && this.isBlankz(3)) {
      return this.fetchDocumentIndicator("document-end");
    }
    if (c === 91) return this.fetchFlowCollectionStart("flow-sequence-start");
    if (c === 123) return this.fetchFlowCollectionStart("flow-mapping-start");
    if (c === 93) return this.fetchFlowCollectionEnd("flow-sequence-end");
    if (c === 125) return this.fetchFlowCollectionEnd("flow-mapping-end");
    if (c === 44) return this.fetchFlowEntry();
    if (c === 45 && this.isBlankz(1)) return this.fetchBlockEntry();
    if (c === 63 && (this.flowLevel > 0 || this.isBlankz(1))) return this.fetchKey();
    if (c === 58 && (this.flowLevel > 0 || this.isBlankz(1))) return this.fetchValue();
    if (c === 42) return this.fetchAnchor("alias");
    if (c === 38) return this.fetchAnchor("anchor");
    if (c === 33) return this.fetchTag();
    if (c === 124 && this.flowLevel === 0) return this.fetchBlockScalar(true);
    if (c === 62 && this.flowLevel === 0) return this.fetchBlockScalar(false);
    if (c === 39) return this.fetchFlowScalar(true);
    if (c === 34) return this.fetchFlowScalar(false);
    const indicator = this.isBlankz() || "-?:,[]{}#&*!|>'\"%@`".includes(String.fromCharCode(c));
    if (!indicator || c === 45 && !this.isBlank(1) || this.flowLevel === 0 && (c === 63 || c === 58) && !this.isBlankz(1)) {
      return this.fetchPlainScalar();
    }
    this.error("while scanning for the next token", this.mark(), "found character that cannot start any token");
  }
  simpleKeyIsValid(key) {
    if (!key.possible) return false;
    if (key.mark.line < this.line || key.mark.index + 1024 < this.pos) {
      if (key.required) this.error("while scanning a simple key", key.mark, "could not find expected ':'");
      key.possible = false;
      return false;
    }
    return true;
  }
  saveSimpleKey() {
    const required = this.flowLevel === 0 && this.indent === this.column;
    if (this.simpleKeyAllowed) {
      const key = {
        possible: true,
        required,
        tokenNumber: this.tokensParsed + (this.tokens.length - this.tokensHead),
        mark: this.mark()
      };
      this.removeSimpleKey();
      this.simpleKeys[this.simpleKeys.length - 1] = key;
      this.simpleKeysByTok.set(key.tokenNumber, this.simpleKeys.length - 1);
    }
  }
  removeSimpleKey() {
    const key = this.simpleKeys[this.simpleKeys.length - 1];
    if (key?.possible) {
      if (key.required) this.error("while scanning a simple key", key.mark, "could not find expected ':'");
      key.possible = false;
      this.simpleKeysByTok.delete(key.tokenNumber);
    }
  }
  increaseFlowLevel() {
    this.simpleKeys.push({
      possible: false,
      required: false,
      tokenNumber: this.tokensParsed + (this.tokens.length - this.tokensHead),
      mark: this.mark()
    });
    this.flowLevel++;
    if (this.flowLevel > MAX_FLOW_LEVEL) {
      this.error("while increasing flow level", this.mark(), `exceeded max depth of ${MAX_FLOW_LEVEL}`);
    }
  }
  decreaseFlowLevel() {
    if (this.flowLevel > 0) {
      this.flowLevel--;
      const last = this.simpleKeys.pop();
      if (last) this.simpleKeysByTok.delete(last.tokenNumber);
    }
  }
  rollIndent(column, number, type, mark) {
    if (this.flowLevel > 0) return;
    if (this.indent < column) {
      this.indents.push(this.indent);
      this.indent = column;
      if (this.indents.length > MAX_INDENTS) {
        this.error("while increasing indent level", mark, `exceeded max depth of ${MAX_INDENTS}`);
      }
      this.insertToken(number > -1 ? number - this.tokensParsed : -1, { type, start: mark, end: mark });
    }
  }
  unrollIndent(column) {
    if (this.flowLevel > 0) return;
    while (this.indent > column) {
      const mark = this.mark();
      this.insertToken(-1, { type: "block-end", start: mark, end: mark });
      this.indent = this.indents.pop() ?? -1;
    }
  }
  fetchStreamStart() {
    this.indent = -1;
    this.simpleKeys.push({ possible: false, required: false, tokenNumber: 0, mark: this.mark() });
    this.simpleKeyAllowed = true;
    this.streamStartProduced = true;
    const mark = this.mark();
    this.insertToken(-1, { type: "stream-start", start: mark, end: mark });
  }
  fetchStreamEnd() {
    if (this.column !== 0) {
      this.column = 0;
      this.line++;
    }
    this.unrollIndent(-1);
    this.removeSimpleKey();
    this.simpleKeyAllowed = false;
    const mark = this.mark();
    this.insertToken(-1, { type: "stream-end", start: mark, end: mark });
  }
  fetchDirective() {
    this.unrollIndent(-1);
    this.removeSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanDirective());
  }
  fetchDocumentIndicator(type) {
    this.unrollIndent(-1);
    this.removeSimpleKey();
    this.simpleKeyAllowed = false;
    const start = this.mark();
    this.skipChar();
    this.skipChar();
    this.skipChar();
    this.insertToken(-1, { type, start, end: this.mark() });
  }
  fetchFlowCollectionStart(type) {
    this.saveSimpleKey();
    this.increaseFlowLevel();
    this.simpleKeyAllowed = true;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type, start, end: this.mark() });
  }
  fetchFlowCollectionEnd(type) {
    this.removeSimpleKey();
    this.decreaseFlowLevel();
    this.simpleKeyAllowed = false;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type, start, end: this.mark() });
  }
  fetchFlowEntry() {
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type: "flow-entry", start, end: this.mark() });
  }
  fetchBlockEntry() {
    if (this.flowLevel === 0) {
      if (!this.simpleKeyAllowed) this.error("", this.mark(), "block sequence entries are not allowed in this context");
      this.rollIndent(this.column, -1, "block-sequence-start", this.mark());
    }
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type: "block-entry", start, end: this.mark() });
  }
  fetchKey() {
    if (this.flowLevel === 0) {
      if (!this.simpleKeyAllowed) this.error("", this.mark(), "mapping keys are not allowed in this context");
      this.rollIndent(this.column, -1, "block-mapping-start", this.mark());
    }
    this.removeSimpleKey();
    this.simpleKeyAllowed = this.flowLevel === 0;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type: "key", start, end: this.mark() });
  }
  fetchValue() {
    const key = this.simpleKeys[this.simpleKeys.length - 1];
    if (key && this.simpleKeyIsValid(key)) {
      this.insertToken(key.tokenNumber - this.tokensParsed, { type: "key", start: key.mark, end: key.mark });
      this.rollIndent(key.mark.column, key.tokenNumber, "block-mapping-start", key.mark);
      key.possible = false;
      this.simpleKeysByTok.delete(key.tokenNumber);
      this.simpleKeyAllowed = false;
    } else {
      if (this.flowLevel === 0) {
        if (!this.simpleKeyAllowed) this.error("", this.mark(), "mapping values are not allowed in this context");
        this.rollIndent(this.column, -1, "block-mapping-start", this.mark());
      }
      this.simpleKeyAllowed = this.flowLevel === 0;
    }
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type: "value", start, end: this.mark() });
  }
  fetchAnchor(type) {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanAnchor(type));
  }
  fetchTag() {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanTag());
  }
  fetchBlockScalar(literal) {
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    this.insertToken(-1, this.scanBlockScalar(literal));
  }
  fetchFlowScalar(single) {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanFlowScalar(single));
  }
  fetchPlainScalar() {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanPlainScalar());
  }
  scanToNextToken() {
    for (; ; ) {
      if (this.column === 0 && this.code() === 65279) this.skipChar();
      while (this.code() === 32 || (this.flowLevel > 0 || !this.simpleKeyAllowed) && this.code() === 9)
        this.skipChar();
      if (this.code() === 35) while (!this.isBreakz()) this.skipChar();
      if (this.isBreak()) {
        this.skipLine();
        if (this.flowLevel === 0) this.simpleKeyAllowed = true;
      } else break;
    }
  }
  // ---- directives, anchors, tags -------------------------------------------------------------
  scanDirective() {
    const start = this.mark();
    this.skipChar();
    const name = [];
    while (isAlphaCode(this.code())) this.read(name);
    if (name.length === 0) this.error("while scanning a directive", start, "could not find expected directive name");
    if (!this.isBlankz())
      this.error("while scanning a directive", start, "found unexpected non-alphabetical character");
    let token;
    const directive = name.join("");
    if (directive === "YAML") {
      while (this.isBlank()) this.skipChar();
      const major = this.scanVersionNumber(start);
      if (this.code() !== 46)
        this.error("while scanning a %YAML directive", start, "did not find expected digit or '.' character");
      this.skipChar();
      const minor = this.scanVersionNumber(start);
      token = { type: "version-directive", start, end: this.mark(), major, minor };
    } else if (directive === "TAG") {
      while (this.isBlank()) this.skipChar();
      const handle = this.scanTagHandle(true, start);
      if (!this.isBlank()) this.error("while scanning a %TAG directive", start, "did not find expected whitespace");
      while (this.isBlank()) this.skipChar();
      const prefix = this.scanTagUri(true, "", start);
      if (!this.isBlankz())
        this.error("while scanning a %TAG directive", start, "did not find expected whitespace or line break");
      token = { type: "tag-directive", start, end: this.mark(), value: handle, suffix: prefix };
    } else {
      this.error("while scanning a directive", start, "found unknown directive name");
    }
    while (this.isBlank()) this.skipChar();
    if (this.code() === 35) while (!this.isBreakz()) this.skipChar();
    if (!this.isBreakz())
      this.error("while scanning a directive", start, "did not find expected comment or line break");
    if (this.isBreak()) this.skipLine();
    return token;
  }
  scanVersionNumber(start) {
    let value = 0;
    let length = 0;
    while (this.code() >= 48 && this.code() <= 57) {
      if (++length > 2) this.error("while scanning a %YAML directive", start, "found extremely long version number");
      value = value * 10 + (this.code() - 48);
      this.skipChar();
    }
    if (length === 0) this.error("while scanning a %YAML directive", start, "did not find expected version number");
    return value;
  }
  scanAnchor(type) {
    const start = this.mark();
    this.skipChar();
    const s = [];
    while (isAlphaCode(this.code())) this.read(s);
    const end = this.mark();
    if (s.length === 0 || !(this.isBlankz() || "?:,]}%@`".includes(String.fromCharCode(this.code())))) {
      this.error(
        type === "anchor" ? "while scanning an anchor" : "while scanning an alias",
        start,
        "did not find expected alphabetic or numeric character"
      );
    }
    return { type, start, end, value: s.join("") };
  }
  scanTag() {
    const start = this.mark();
    let handle;
    let suffix;
    if (this.code(1) === 60) {
      handle = "";
      this.skipChar();
      this.skipChar();
      suffix = this.scanTagUri(false, "", start);
      if (this.code() !== 62) this.error("while scanning a tag", start, "did not find the expected '>'");
      this.skipChar();
    } else {
      handle = this.scanTagHandle(false, start);
      if (handle.length > 1 && handle.startsWith("!") && handle.endsWith("!")) {
        suffix = this.scanTagUri(false, "", start);
      } else {
        suffix = this.scanTagUri(false, handle, start);
        handle = "!";
        if (suffix.length === 0) [handle, suffix] = ["", "!"];
      }
    }
    if (!this.isBlankz()) this.error("while scanning a tag", start, "did not find expected whitespace or line break");
    return { type: "tag", start, end: this.mark(), value: handle, suffix };
  }
  scanTagHandle(directive, start) {
    const context = directive ? "while parsing a %TAG directive" : "while parsing a tag";
    if (this.code() !== 33) this.error(context, start, "did not find expected '!'");
    const s = [];
    this.read(s);
    while (isAlphaCode(this.code())) this.read(s);
    if (this.code() === 33) this.read(s);
    else if (directive && s.join("") !== "!") this.error(context, start, "did not find expected '!'");
    return s.join("");
  }
  /** The URI of a tag; `head` (a handle that turned out not to be one) is its start, less the `!`. */
  scanTagUri(directive, head, start) {
    const context = directive ? "while parsing a %TAG directive" : "while parsing a tag";
    let hasTag = head.length > 0;
    let s = head.length > 1 ? head.slice(1) : "";
    for (let c = this.code(); isAlphaCode(c) || URI_CHARS.has(c); c = this.code()) {
      if (c === 37) s += this.scanUriEscapes(context, start);
      else {
        const chars = [];
        this.read(chars);
        s += chars.join("");
      }
      hasTag = true;
    }
    if (!hasTag) this.error(context, start, "did not find expected tag URI");
    return s;
  }
  /** `%XX` escapes of one UTF-8 character, decoded. */
  scanUriEscapes(context, start) {
    const bytes = [];
    let width = 0;
    do {
      if (!(this.code() === 37 && isHexCode(this.code(1)) && isHexCode(this.code(2)))) {
        this.error(context, start, "did not find URI escaped octet");
      }
      const octet = (hexValue(this.code(1)) << 4) + hexValue(this.code(2));
      if (bytes.length === 0) {
        width = (octet & 128) === 0 ? 1 : (octet & 224) === 192 ? 2 : (octet & 240) === 224 ? 3 : (octet & 248) === 240 ? 4 : 0;
        if (width === 0) this.error(context, start, "found an incorrect leading UTF-8 octet");
      } else if ((octet & 192) !== 128) {
        this.error(context, start, "found an incorrect trailing UTF-8 octet");
      }
      bytes.push(octet);
      this.skipChar();
      this.skipChar();
      this.skipChar();
    } while (bytes.length < width);
    return new TextDecoder().decode(new Uint8Array(bytes));
  }
  // ---- scalars -------------------------------------------------------------------------------
  scanBlockScalar(literal) {
    const start = this.mark();
    this.skipChar();
    let chomping = 0;
    let increment = 0;
    const isDigit = () => this.code() >= 48 && this.code() <= 57;
    if (this.code() === 43 || this.code() === 45) {
      chomping = this.code() === 43 ? 1 : -1;
      this.skipChar();
      if (isDigit()) {
        if (this.code() === 48)
          this.error("while scanning a block scalar", start, "found an indentation indicator equal to 0");
        increment = this.code() - 48;
        this.skipChar();
      }
    } else if (isDigit()) {
      if (this.code() === 48)
        this.error("while scanning a block scalar", start, "found an indentation indicator equal to 0");
      increment = this.code() - 48;
      this.skipChar();
      if (this.code() === 43 || this.code() === 45) {
        chomping = this.code() === 43 ? 1 : -1;
        this.skipChar();
      }
    }
    while (this.isBlank()) this.skipChar();
    if (this.code() === 35) while (!this.isBreakz()) this.skipChar();
    if (!this.isBreakz())
      this.error("while scanning a block scalar", start, "did not find expected comment or line break");
    if (this.isBreak()) this.skipLine();
    let indent = increment > 0 ? this.indent >= 0 ? this.indent + increment : increment : 0;
    const s = [];
    let leadingBreak = [];
    let trailingBreaks = [];
    let end;
    ({ indent, end } = this.scanBlockScalarBreaks(indent, trailingBreaks, start));
    let leadingBlank = false;
    while (this.column === indent && !this.isZ()) {
      const trailingBlank = this.isBlank();
      if (!literal && !leadingBlank && !trailingBlank && leadingBreak[0] === "\n") {
        if (trailingBreaks.length === 0) s.push(" ");
      } else s.push(...leadingBreak);
      leadingBreak = [];
      s.push(...trailingBreaks);
      trailingBreaks = [];
      leadingBlank = this.isBlank();
      while (!this.isBreakz()) this.read(s);
      this.readLine(leadingBreak);
      ({ indent, end } = this.scanBlockScalarBreaks(indent, trailingBreaks, start));
    }
    if (chomping !== -1) s.push(...leadingBreak);
    if (chomping === 1) s.push(...trailingBreaks);
    return { type: "scalar", start, end, value: s.join(""), style: literal ? "literal" : "folded" };
  }
  scanBlockScalarBreaks(indentIn, breaks, start) {
    let indent = indentIn;
    let end = this.mark();
    let maxIndent = 0;
    for (; ; ) {
      while ((indent === 0 || this.column < indent) && this.code() === 32) this.skipChar();
      if (this.column > maxIndent) maxIndent = this.column;
      if ((indent === 0 || this.column < indent) && this.code() === 9) {
        this.error(
          "while scanning a block scalar",
          start,
          "found a tab character where an indentation space is expected"
        );
      }
      if (!this.isBreak()) break;
      this.readLine(breaks);
      end = this.mark();
    }
    if (indent === 0) indent = Math.max(maxIndent, this.indent + 1, 1);
    return { indent, end };
  }
  scanFlowScalar(single) {
    const start = this.mark();
    this.skipChar();
    const s = [];
    let leadingBreak = [];
    let trailingBreaks = [];
    let whitespaces = [];
    for (; ; ) {
      if (this.column === 0 && (this.code() === 45 && this.code(1) === 45 && this.code(2) === 45 || this.code() === 46 && this.code(1) === 46 && this.code(2) === 46) && this.isBlankz(3)) {
        this.error("while scanning a quoted scalar", start, "found unexpected document indicator");
      }
      if (this.isZ()) this.error("while scanning a quoted scalar", start, "found unexpected end of stream");
      let leadingBlanks = false;
      while (!this.isBlankz()) {
        const c = this.code();
        if (single && c === 39 && this.code(1) === 39) {
          s.push("'");
          this.skipChar();
          this.skipChar();
        } else if (single && c === 39) break;
        else if (!single && c === 34) break;
        else if (!single && c === 92 && this.isBreak(1)) {
          this.skipChar();
          this.skipLine();
          leadingBlanks = true;
          break;
        } else if (!single && c === 92) {
          s.push(this.scanEscape(start));
        } else this.read(s);
      }
      if (single ? this.code() === 39 : this.code() === 34) break;
      while (this.isBlank() || this.isBreak()) {
        if (this.isBlank()) {
          if (!leadingBlanks) this.read(whitespaces);
          else this.skipChar();
        } else if (!leadingBlanks) {
          whitespaces = [];
          this.readLine(leadingBreak);
          leadingBlanks = true;
        } else this.readLine(trailingBreaks);
      }
      if (leadingBlanks) {
        if (leadingBreak[0] === "\n") {
          if (trailingBreaks.length === 0) s.push(" ");
          else s.push(...trailingBreaks);
        } else {
          s.push(...leadingBreak, ...trailingBreaks);
        }
        trailingBreaks = [];
        leadingBreak = [];
      } else {
        s.push(...whitespaces);
        whitespaces = [];
      }
    }
    this.skipChar();
    return {
      type: "scalar",
      start,
      end: this.mark(),
      value: s.join(""),
      style: single ? "single-quoted" : "double-quoted"
    };
  }
  /** One escape sequence of a double-quoted scalar; go-yaml v2 knows no `\/`. */
  scanEscape(start) {
    const simple = {
      "0": "\0",
      a: "\x07",
      b: "\b",
      t: "	",
      "	": "	",
      n: "\n",
      v: "\v",
      f: "\f",
      r: "\r",
      e: "\x1B",
      " ": " ",
      '"': '"',
      "'": "'",
      "\\": "\\",
      N: "\x85",
      _: "\xA0",
      L: "\u2028",
      P: "\u2029"
    };
    const escaped = String.fromCharCode(this.code(1));
    const codeLength = escaped === "x" ? 2 : escaped === "u" ? 4 : escaped === "U" ? 8 : 0;
    const plain = simple[escaped];
    if (plain === void 0 && codeLength === 0)
      this.error("while parsing a quoted scalar", start, "found unknown escape character");
    this.skipChar();
    this.skipChar();
    if (codeLength === 0) return plain ?? "";
    let value = 0;
    for (let k = 0; k < codeLength; k++) {
      if (!isHexCode(this.code(k)))
        this.error("while parsing a quoted scalar", start, "did not find expected hexdecimal number");
      value = value * 16 + hexValue(this.code(k));
    }
    if (value >= 55296 && value <= 57343 || value > 1114111) {
      this.error("while parsing a quoted scalar", start, "found invalid Unicode character escape code");
    }
    for (let k = 0; k < codeLength; k++) this.skipChar();
    return String.fromCodePoint(value);
  }
  scanPlainScalar() {
    const s = [];
    let leadingBreak = [];
    let trailingBreaks = [];
    let whitespaces = [];
    let leadingBlanks = false;
    const indent = this.indent + 1;
    const start = this.mark();
    let end = this.mark();
    for (; ; ) {
      if (this.column === 0 && (this.code() === 45 && this.code(1) === 45 && this.code(2) === 45 || this.code() === 46 && this.code(1) === 46 && this.code(2) === 46) && this.isBlankz(3)) {
        break;
      }
      if (this.code() === 35) break;
      while (!this.isBlankz()) {
        const c = this.code();
        if (c === 58 && this.isBlankz(1) || this.flowLevel > 0 && (c === 44 || c === 63 || c === 91 || c === 93 || c === 123 || c === 125)) {
          break;
        }
        if (leadingBlanks || whitespaces.length > 0) {
          if (leadingBlanks) {
            if (leadingBreak[0] === "\n") {
              if (trailingBreaks.length === 0) s.push(" ");
              else s.push(...trailingBreaks);
            } else s.push(...leadingBreak, ...trailingBreaks);
            trailingBreaks = [];
            leadingBreak = [];
            leadingBlanks = false;
          } else {
            s.push(...whitespaces);
            whitespaces = [];
          }
        }
        this.read(s);
        end = this.mark();
      }
      if (!(this.isBlank() || this.isBreak())) break;
      while (this.isBlank() || this.isBreak()) {
        if (this.isBlank()) {
          if (leadingBlanks && this.column < indent && this.code() === 9) {
            this.error("while scanning a plain scalar", start, "found a tab character that violates indentation");
          }
          if (!leadingBlanks) this.read(whitespaces);
          else this.skipChar();
        } else if (!leadingBlanks) {
          whitespaces = [];
          this.readLine(leadingBreak);
          leadingBlanks = true;
        } else this.readLine(trailingBreaks);
      }
      if (this.flowLevel === 0 && this.column < indent) break;
    }
    if (leadingBlanks) this.simpleKeyAllowed = true;
    return { type: "scalar", start, end, value: s.join(""), style: "plain" };
  }
};

// src/parse/kube-yaml/parser.ts
var DEFAULT_TAG_DIRECTIVES = [
  { handle: "!", prefix: "!" },
  { handle: "!!", prefix: "tag:yaml.org,2002:" }
];
var Parser = class {
  scanner;
  state = "stream-start";
  states = [];
  marks = [];
  tagDirectives = [];
  constructor(text) {
    this.scanner = new Scanner(text);
  }
  /** The next event, or undefined after the stream's end. Throws KubeYamlError. */
  next() {
    if (this.scanner.atStreamEnd || this.state === "end") return void 0;
    return this.stateMachine();
  }
  peek() {
    return this.scanner.peek();
  }
  skip() {
    this.scanner.skip();
  }
  pop() {
    return this.states.pop() ?? "end";
  }
  error(problem, mark, context = "") {
    throw new KubeYamlError(problem, mark, context);
  }
  stateMachine() {
    switch (this.state) {
      case "stream-start":
        return this.parseStreamStart();
      case "implicit-document-start":
        return this.parseDocumentStart(true);
      case "document-start":
        return this.parseDocumentStart(false);
      case "document-content":
        return this.parseDocumentContent();
      case "document-end":
        return this.parseDocumentEnd();
      case "block-node":
        return this.parseNode(true, false);
      case "block-node-or-indentless-sequence":
        return this.parseNode(true, true);
      case "flow-node":
        return this.parseNode(false, false);
      case "block-sequence-first-entry":
        return this.parseBlockSequenceEntry(true);
      case "block-sequence-entry":
        return this.parseBlockSequenceEntry(false);
      case "indentless-sequence-entry":
        return this.parseIndentlessSequenceEntry();
      case "block-mapping-first-key":
        return this.parseBlockMappingKey(true);
      case "block-mapping-key":
        return this.parseBlockMappingKey(false);
      case "block-mapping-value":
        return this.parseBlockMappingValue();
      case "flow-sequence-first-entry":
        return this.parseFlowSequenceEntry(true);
      case "flow-sequence-entry":
        return this.parseFlowSequenceEntry(false);
      case "flow-sequence-entry-mapping-key":
        return this.parseFlowSequenceEntryMappingKey();
      case "flow-sequence-entry-mapping-value":
        return this.parseFlowSequenceEntryMappingValue();
      case "flow-sequence-entry-mapping-end":
        return this.parseFlowSequenceEntryMappingEnd();
      case "flow-mapping-first-key":
        return this.parseFlowMappingKey(true);
      case "flow-mapping-key":
        return this.parseFlowMappingKey(false);
      case "flow-mapping-value":
        return this.parseFlowMappingValue(false);
      case "flow-mapping-empty-value":
        return this.parseFlowMappingValue(true);
      case "end":
        throw new KubeYamlError("no more events", this.peek().start);
    }
  }
  parseStreamStart() {
    const token = this.peek();
    if (token.type !== "stream-start") this.error("did not find expected <stream-start>", token.start);
    this.state = "implicit-document-start";
    this.skip();
    return { type: "stream-start", start: token.start, end: token.end };
  }
  parseDocumentStart(implicit) {
    let token = this.peek();
    if (!implicit) {
      while (token.type === "document-end") {
        this.skip();
        token = this.peek();
      }
    }
    if (implicit && token.type !== "version-directive" && token.type !== "tag-directive" && token.type !== "document-start" && token.type !== "stream-end") {
      this.processDirectives();
      this.states.push("document-end");
      this.state = "block-node";
      return { type: "document-start", start: token.start, end: token.end, tagDirectives: [] };
    }
    if (token.type !== "stream-end") {
      const start = token.start;
      const directives = this.processDirectives();
      token = this.peek();
      if (token.type !== "document-start") this.error("did not find expected <document start>", token.start);
      this.states.push("document-end");
      this.state = "document-content";
      this.skip();
      return { type: "document-start", start, end: token.end, tagDirectives: directives };
    }
    this.state = "end";
    this.skip();
    return { type: "stream-end", start: token.start, end: token.end };
  }
  parseDocumentContent() {
    const token = this.peek();
    if (["version-directive", "tag-directive", "document-start", "document-end", "stream-end"].includes(token.type)) {
      this.state = this.pop();
      return emptyScalar(token.start);
    }
    return this.parseNode(true, false);
  }
  parseDocumentEnd() {
    const token = this.peek();
    let end = token.start;
    if (token.type === "document-end") {
      end = token.end;
      this.skip();
    }
    this.tagDirectives = [];
    this.state = "document-start";
    return { type: "document-end", start: token.start, end };
  }
  parseNode(block, indentlessSequence) {
    let token = this.peek();
    if (token.type === "alias") {
      this.state = this.pop();
      this.skip();
      return { type: "alias", start: token.start, end: token.end, anchor: token.value ?? "" };
    }
    let start = token.start;
    let end = token.start;
    let tagToken;
    let anchor;
    if (token.type === "anchor") {
      anchor = token.value;
      start = token.start;
      end = token.end;
      this.skip();
      token = this.peek();
      if (token.type === "tag") {
        tagToken = token;
        end = token.end;
        this.skip();
        token = this.peek();
      }
    } else if (token.type === "tag") {
      tagToken = token;
      start = token.start;
      end = token.end;
      this.skip();
      token = this.peek();
      if (token.type === "anchor") {
        anchor = token.value;
        end = token.end;
        this.skip();
        token = this.peek();
      }
    }
    let tag = "";
    if (tagToken) {
      const handle = tagToken.value ?? "";
      const suffix = tagToken.suffix ?? "";
      if (handle === "") tag = suffix;
      else {
        const directive = this.tagDirectives.find((d) => d.handle === handle);
        if (directive) tag = directive.prefix + suffix;
        if (tag === "") this.error("found undefined tag handle", tagToken.start, "while parsing a node");
      }
    }
    const props = { ...anchor === void 0 ? {} : { anchor }, tag };
    const implicit = tag === "";
    if (indentlessSequence && token.type === "block-entry") {
      this.state = "indentless-sequence-entry";
      return { type: "sequence-start", start, end: token.end, ...props, implicit, style: "block" };
    }
    if (token.type === "scalar") {
      const plainImplicit = tag === "" && token.style === "plain" || tag === "!";
      this.state = this.pop();
      this.skip();
      return {
        type: "scalar",
        start,
        end: token.end,
        ...props,
        value: token.value ?? "",
        implicit: plainImplicit,
        ...token.style ? { style: token.style } : {},
        valueStart: token.start,
        valueEnd: token.end
      };
    }
    if (token.type === "flow-sequence-start") {
      this.state = "flow-sequence-first-entry";
      return { type: "sequence-start", start, end: token.end, ...props, implicit, style: "flow" };
    }
    if (token.type === "flow-mapping-start") {
      this.state = "flow-mapping-first-key";
      return { type: "mapping-start", start, end: token.end, ...props, implicit, style: "flow" };
    }
    if (block && token.type === "block-sequence-start") {
      this.state = "block-sequence-first-entry";
      return { type: "sequence-start", start, end: token.end, ...props, implicit, style: "block" };
    }
    if (block && token.type === "block-mapping-start") {
      this.state = "block-mapping-first-key";
      return { type: "mapping-start", start, end: token.end, ...props, implicit, style: "block" };
    }
    if (anchor !== void 0 || tag !== "") {
      this.state = this.pop();
      return { type: "scalar", start, end, ...props, value: "", implicit, style: "plain" };
    }
    this.error(
      "did not find expected node content",
      token.start,
      block ? "while parsing a block node" : "while parsing a flow node"
    );
  }
  parseBlockSequenceEntry(first) {
    if (first) {
      this.marks.push(this.peek().start);
      this.skip();
    }
    let token = this.peek();
    if (token.type === "block-entry") {
      const mark = token.end;
      this.skip();
      token = this.peek();
      if (token.type !== "block-entry" && token.type !== "block-end") {
        this.states.push("block-sequence-entry");
        return this.parseNode(true, false);
      }
      this.state = "block-sequence-entry";
      return emptyScalar(mark, true);
    }
    if (token.type === "block-end") {
      this.state = this.pop();
      this.marks.pop();
      this.skip();
      return { type: "sequence-end", start: token.start, end: token.end };
    }
    this.error("did not find expected '-' indicator", token.start, "while parsing a block collection");
  }
  parseIndentlessSequenceEntry() {
    let token = this.peek();
    if (token.type === "block-entry") {
      const mark = token.end;
      this.skip();
      token = this.peek();
      if (token.type !== "block-entry" && token.type !== "key" && token.type !== "value" && token.type !== "block-end") {
        this.states.push("indentless-sequence-entry");
        return this.parseNode(true, false);
      }
      this.state = "indentless-sequence-entry";
      return emptyScalar(mark, true);
    }
    this.state = this.pop();
    return { type: "sequence-end", start: token.start, end: token.start };
  }
  parseBlockMappingKey(first) {
    if (first) {
      this.marks.push(this.peek().start);
      this.skip();
    }
    let token = this.peek();
    if (token.type === "key") {
      const mark = token.end;
      this.skip();
      token = this.peek();
      if (token.type !== "key" && token.type !== "value" && token.type !== "block-end") {
        this.states.push("block-mapping-value");
        return this.parseNode(true, true);
      }
      this.state = "block-mapping-value";
      return emptyScalar(mark);
    }
    if (token.type === "block-end") {
      this.state = this.pop();
      this.marks.pop();
      this.skip();
      return { type: "mapping-end", start: token.start, end: token.end };
    }
    this.error("did not find expected key", token.start, "while parsing a block mapping");
  }
  parseBlockMappingValue() {
    let token = this.peek();
    if (token.type === "value") {
      const mark = token.end;
      this.skip();
      token = this.peek();
      if (token.type !== "key" && token.type !== "value" && token.type !== "block-end") {
        this.states.push("block-mapping-key");
        return this.parseNode(true, true);
      }
      this.state = "block-mapping-key";
      return emptyScalar(mark, true);
    }
    this.state = "block-mapping-key";
    return emptyScalar(token.start);
  }
  parseFlowSequenceEntry(first) {
    if (first) {
      this.marks.push(this.peek().start);
      this.skip();
    }
    let token = this.peek();
    if (token.type !== "flow-sequence-end") {
      if (!first) {
        if (token.type === "flow-entry") {
          this.skip();
          token = this.peek();
        } else {
          this.error("did not find expected ',' or ']'", token.start, "while parsing a flow sequence");
        }
      }
      if (token.type === "key") {
        this.state = "flow-sequence-entry-mapping-key";
        this.skip();
        return { type: "mapping-start", start: token.start, end: token.end, tag: "", implicit: true, style: "flow" };
      }
      if (token.type !== "flow-sequence-end") {
        this.states.push("flow-sequence-entry");
        return this.parseNode(false, false);
      }
    }
    this.state = this.pop();
    this.marks.pop();
    this.skip();
    return { type: "sequence-end", start: token.start, end: token.end };
  }
  parseFlowSequenceEntryMappingKey() {
    const token = this.peek();
    if (token.type !== "value" && token.type !== "flow-entry" && token.type !== "flow-sequence-end") {
      this.states.push("flow-sequence-entry-mapping-value");
      return this.parseNode(false, false);
    }
    const mark = token.end;
    this.skip();
    this.state = "flow-sequence-entry-mapping-value";
    return emptyScalar(mark);
  }
  parseFlowSequenceEntryMappingValue() {
    let token = this.peek();
    if (token.type === "value") {
      this.skip();
      token = this.peek();
      if (token.type !== "flow-entry" && token.type !== "flow-sequence-end") {
        this.states.push("flow-sequence-entry-mapping-end");
        return this.parseNode(false, false);
      }
    }
    this.state = "flow-sequence-entry-mapping-end";
    return emptyScalar(token.start);
  }
  parseFlowSequenceEntryMappingEnd() {
    const token = this.peek();
    this.state = "flow-sequence-entry";
    return { type: "mapping-end", start: token.start, end: token.start };
  }
  parseFlowMappingKey(first) {
    if (first) {
      this.marks.push(this.peek().start);
      this.skip();
    }
    let token = this.peek();
    if (token.type !== "flow-mapping-end") {
      if (!first) {
        if (token.type === "flow-entry") {
          this.skip();
          token = this.peek();
        } else {
          this.error("did not find expected ',' or '}'", token.start, "while parsing a flow mapping");
        }
      }
      if (token.type === "key") {
        this.skip();
        token = this.peek();
        if (token.type !== "value" && token.type !== "flow-entry" && token.type !== "flow-mapping-end") {
          this.states.push("flow-mapping-value");
          return this.parseNode(false, false);
        }
        this.state = "flow-mapping-value";
        return emptyScalar(token.start);
      }
      if (token.type !== "flow-mapping-end") {
        this.states.push("flow-mapping-empty-value");
        return this.parseNode(false, false);
      }
    }
    this.state = this.pop();
    this.marks.pop();
    this.skip();
    return { type: "mapping-end", start: token.start, end: token.end };
  }
  parseFlowMappingValue(empty) {
    let token = this.peek();
    if (empty) {
      this.state = "flow-mapping-key";
      return emptyScalar(token.start);
    }
    if (token.type === "value") {
      this.skip();
      token = this.peek();
      if (token.type !== "flow-entry" && token.type !== "flow-mapping-end") {
        this.states.push("flow-mapping-key");
        return this.parseNode(false, false);
      }
    }
    this.state = "flow-mapping-key";
    return emptyScalar(token.start);
  }
  processDirectives() {
    const directives = [];
    let sawVersion = false;
    for (let token = this.peek(); token.type === "version-directive" || token.type === "tag-directive"; token = this.peek()) {
      if (token.type === "version-directive") {
        if (sawVersion) this.error("found duplicate %YAML directive", token.start);
        if (token.major !== 1 || token.minor !== 1) this.error("found incompatible YAML document", token.start);
        sawVersion = true;
      } else {
        const value = { handle: token.value ?? "", prefix: token.suffix ?? "" };
        if (this.tagDirectives.some((d) => d.handle === value.handle))
          this.error("found duplicate %TAG directive", token.start);
        this.tagDirectives.push(value);
        directives.push(value);
      }
      this.skip();
    }
    for (const d of DEFAULT_TAG_DIRECTIVES)
      if (!this.tagDirectives.some((t) => t.handle === d.handle)) this.tagDirectives.push(d);
    return directives;
  }
};
function emptyScalar(mark, afterIndicator = false) {
  return {
    type: "scalar",
    start: mark,
    end: mark,
    tag: "",
    value: "",
    implicit: true,
    style: "plain",
    ...afterIndicator ? { afterIndicator } : {}
  };
}

// src/parse/kube-yaml/resolve.ts
var MERGE_KEY = /* @__PURE__ */ Symbol("<<");
var RESOLVE_MAP = /* @__PURE__ */ new Map();
for (const [value, forms] of [
  [true, ["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]],
  [false, ["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]],
  [null, ["", "~", "null", "Null", "NULL"]],
  [Number.NaN, [".nan", ".NaN", ".NAN"]],
  [Number.POSITIVE_INFINITY, [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"]],
  [Number.NEGATIVE_INFINITY, ["-.inf", "-.Inf", "-.INF"]]
]) {
  for (const form of forms) RESOLVE_MAP.set(form, value);
}
var RESOLVING_FIRST_CHARS = ["", "+", "-", ".", "~", ..."0123456789yYnNtTfFoO"];
function hintOf(c) {
  if (c === "+" || c === "-") return "S";
  if (c >= "0" && c <= "9") return "D";
  if ("yYnNtTfFoO~".includes(c)) return "M";
  if (c === ".") return ".";
  return void 0;
}
var YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
function resolvePlain(text) {
  return resolveWithTag(text)[1];
}
function resolveWithTag(text) {
  if (text === "") return [TAGS.null, null];
  const hint = hintOf(text[0] ?? "");
  if (hint === void 0) return [TAGS.str, text];
  const known = RESOLVE_MAP.get(text);
  if (known !== void 0) return [tagOfKnown(known), known];
  if (hint === "M") return [TAGS.str, text];
  if (hint === ".") return DOT_FLOAT.test(text) ? [TAGS.float, Number(text)] : [TAGS.str, text];
  const plain = text.replaceAll("_", "");
  const integer = goParseInteger(plain);
  if (integer !== void 0) return [TAGS.int, integer];
  if (YAML_STYLE_FLOAT.test(plain)) {
    const float = Number(plain);
    if (Number.isFinite(float)) return [TAGS.float, float];
  }
  return [TAGS.str, text];
}
function goParseInteger(s) {
  const m = /^([+-]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(s);
  if (!m) return void 0;
  const [, sign = "", digits = ""] = m;
  let magnitude;
  const prefix = digits.slice(0, 2).toLowerCase();
  if (prefix === "0x" || prefix === "0b") magnitude = BigInt(digits.toLowerCase());
  else if (prefix === "0o") magnitude = BigInt(`0o${digits.slice(2)}`);
  else if (digits.length > 1 && digits.startsWith("0")) magnitude = BigInt(`0o${digits.slice(1)}`);
  else magnitude = BigInt(digits);
  const value = sign === "-" ? -magnitude : magnitude;
  const fits = value >= INT64_MIN && value <= INT64_MAX || sign === "" && value <= UINT64_MAX;
  if (!fits) return void 0;
  const n = Number(value);
  return n === 0 ? 0 : n;
}
var TAG_PREFIX = "tag:yaml.org,2002:";
var TAGS = {
  str: `${TAG_PREFIX}str`,
  bool: `${TAG_PREFIX}bool`,
  int: `${TAG_PREFIX}int`,
  float: `${TAG_PREFIX}float`,
  null: `${TAG_PREFIX}null`,
  timestamp: `${TAG_PREFIX}timestamp`,
  binary: `${TAG_PREFIX}binary`,
  merge: `${TAG_PREFIX}merge`
};
var shortTag = (tag) => tag.startsWith(TAG_PREFIX) ? `!!${tag.slice(TAG_PREFIX.length)}` : tag;
function tagOfKnown(v) {
  if (v === null) return TAGS.null;
  return typeof v === "boolean" ? TAGS.bool : TAGS.float;
}
function resolveTagged(tag, text) {
  switch (tag) {
    case TAGS.str:
      return { value: text };
    case TAGS.binary:
      return decodeBinary(text);
    case TAGS.timestamp:
      return isGoTimestamp(text) ? { value: text } : { error: `cannot decode !!str \`${text}\` as a !!timestamp` };
    case TAGS.bool:
    case TAGS.int:
    case TAGS.float:
    case TAGS.null: {
      const [resolvedTag, value] = resolveWithTag(text);
      if (resolvedTag === tag || tag === TAGS.float && resolvedTag === TAGS.int) return { value };
      return { error: `cannot decode ${shortTag(resolvedTag)} \`${text}\` as a ${shortTag(tag)}` };
    }
    default:
      return { value: text };
  }
}
function decodeBinary(text) {
  const b64 = text.replace(/[\r\n]/g, "");
  if (b64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*(={0,2})$/.test(b64) || /=[^=]/.test(b64)) {
    return { error: "!!binary value contains invalid base64 data" };
  }
  return { value: new TextDecoder("utf-8").decode(Buffer.from(b64, "base64")) };
}
function isGoTimestamp(s) {
  const date = String.raw`\d{4}-\d{1,2}-\d{1,2}`;
  const time = String.raw`\d{1,2}:\d{1,2}:\d{1,2}(\.\d{1,9})?`;
  return new RegExp(`^${date}([Tt]${time}(Z|[+-]\\d{2}:\\d{2})| ${time})?$`).test(s);
}
function keyString(key) {
  if (typeof key === "boolean") return key ? "true" : "false";
  if (Number.isNaN(key)) return ".nan";
  if (key === Number.POSITIVE_INFINITY) return ".inf";
  if (key === Number.NEGATIVE_INFINITY) return "-.inf";
  return String(key);
}
function plainKeyString(text) {
  if (text === "<<") return void 0;
  const v = resolvePlain(text);
  if (v === null || v === MERGE_KEY) return void 0;
  return typeof v === "string" ? v : keyString(v);
}

// src/parse/kube-yaml/schema.ts
var MERGED = /* @__PURE__ */ Symbol("merged keys");
function normalisedKey(key) {
  if (typeof key === "string") return key;
  if (typeof key === "boolean" || typeof key === "number") return keyString(key);
  if (key === null || key === void 0)
    return { error: "a mapping key is null, which Kubernetes cannot store as a JSON key" };
  return { error: "a mapping or sequence is used as a mapping key, which Kubernetes cannot store as a JSON key" };
}
function setEntry(map, key, value) {
  if (key === "__proto__")
    Object.defineProperty(map, key, { value, enumerable: true, configurable: true, writable: true });
  else map[key] = value;
}
var isMapping = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function merge(map, source) {
  const sources = Array.isArray(source) ? [...source].reverse() : [source];
  if (!sources.every(isMapping)) return "map merge requires map or sequence of maps as the value";
  for (const from of sources) {
    for (const key of Object.keys(from)) {
      setEntry(map, key, from[key]);
      if (!map[MERGED]) Object.defineProperty(map, MERGED, { value: /* @__PURE__ */ new Set(), enumerable: false });
      map[MERGED]?.add(key);
    }
  }
  return "";
}
var mappingOptions = {
  create: () => ({}),
  finalize: (map) => map,
  identify: () => false,
  addPair: (map, key, value) => {
    if (key === MERGE_KEY) return merge(map, value);
    const k = normalisedKey(key);
    if (typeof k !== "string") return k.error;
    setEntry(map, k, value === MERGE_KEY ? "<<" : value);
    map[MERGED]?.delete(k);
    return "";
  },
  has: (map, key) => {
    if (key === MERGE_KEY) return false;
    const k = normalisedKey(key);
    return typeof k === "string" && Object.hasOwn(map, k) && !map[MERGED]?.has(k);
  },
  keys: (map) => Object.keys(map),
  get: (map, key) => typeof key === "string" && Object.hasOwn(map, key) ? map[key] : null
};
var sequenceOptions = {
  create: () => [],
  finalize: (list) => list,
  identify: () => false,
  addItem: (list, item) => {
    list.push(item === MERGE_KEY ? "<<" : item);
    return "";
  }
};
var implicitTag = defineScalarTag("tag:kube-api-review,2025:go-yaml-v2-implicit", {
  implicit: true,
  implicitFirstChars: [...RESOLVING_FIRST_CHARS, "<"],
  identify: () => false,
  resolve: (source) => {
    if (source === "<<") return MERGE_KEY;
    const value = resolvePlain(source);
    return typeof value === "string" ? NOT_RESOLVED : value;
  }
});
var explicitTags = [TAGS.bool, TAGS.int, TAGS.float, TAGS.null, TAGS.timestamp, TAGS.binary].map(
  (tag) => defineScalarTag(tag, {
    identify: () => false,
    resolve: (source) => {
      const result = resolveTagged(tag, source);
      return "value" in result ? result.value : NOT_RESOLVED;
    }
  })
);
var mergeTag2 = defineScalarTag(TAGS.merge, {
  identify: () => false,
  resolve: (source) => source === "<<" ? MERGE_KEY : source
});
var KUBE_YAML_SCHEMA = new Schema([
  strTag,
  implicitTag,
  mergeTag2,
  ...explicitTags,
  defineScalarTag("", { matchByTagPrefix: true, identify: () => false, resolve: (source) => source }),
  defineSequenceTag("tag:yaml.org,2002:seq", sequenceOptions),
  defineSequenceTag("", { matchByTagPrefix: true, ...sequenceOptions }),
  defineMappingTag("tag:yaml.org,2002:map", mappingOptions),
  defineMappingTag("", { matchByTagPrefix: true, ...mappingOptions })
]);
var documentValue = (value) => value === MERGE_KEY ? "<<" : value;

// src/parse/yaml-load.ts
function loadYaml(text, options) {
  let events;
  try {
    events = parseEvents(text, { maxDepth: options.maxDepth });
  } catch (error) {
    if (!(error instanceof YAMLException) || /maxDepth/.test(error.reason)) throw error;
    return loadAsGoYaml(text, error, options);
  }
  if (readsColonAsIndicator(text, events)) {
    const refused = new YAMLException("js-yaml and go-yaml differ");
    try {
      return loadAsGoYaml(text, refused, options);
    } catch (error) {
      if (error !== refused) throw error;
    }
  }
  const source = withFinalBlockScalarFixed(text, events);
  return constructFromEvents(events, { source, schema: KUBE_YAML_SCHEMA, maxAliases: options.maxAliases }).map(
    documentValue
  );
}
var PLAIN_SCALAR_COLON = /[^\s"']:[,\]}]/;
function readsColonAsIndicator(text, events) {
  if (!PLAIN_SCALAR_COLON.test(text)) return false;
  for (const event of events) {
    if (event.type !== SCALAR || event.style !== PLAIN || event.valueEnd < 0) continue;
    if (text.charCodeAt(event.valueEnd) !== 58) continue;
    const next = text.charCodeAt(event.valueEnd + 1);
    if (next === 44 || next === 93 || next === 125) return true;
  }
  return false;
}
function withFinalBlockScalarFixed(text, events) {
  const last = text.charCodeAt(text.length - 1);
  if (text.length === 0 || last === 10 || last === 13) return text;
  let i = events.length - 1;
  while (i >= 0 && events[i]?.type === POP) i--;
  const event = events[i];
  if (event?.type !== SCALAR || event.style !== LITERAL && event.style !== FOLDED || event.valueEnd !== text.length)
    return text;
  const value = getScalarValue(text, event);
  if (!value.endsWith("\n")) return text;
  const fixed = {
    ...event,
    valueStart: text.length,
    valueEnd: text.length + value.length - 1,
    style: SINGLE_QUOTED,
    fast: true
  };
  events[i] = fixed;
  return text + value.slice(0, -1);
}
function strictEvents(text) {
  try {
    const events = parseEvents(text, { maxDepth: Number.MAX_SAFE_INTEGER });
    return readsColonAsIndicator(text, events) ? void 0 : events;
  } catch {
    return void 0;
  }
}
var DOCUMENT = 1;
var SEQUENCE = 2;
var MAPPING = 3;
var SCALAR = 4;
var ALIAS = 5;
var POP = 6;
var PLAIN = 1;
var SINGLE_QUOTED = 2;
var LITERAL = 4;
var FOLDED = 5;
var CLIP = 1;
var NO_RANGE = -1;
function loadAsGoYaml(whole, jsYamlError, options, base = 0) {
  const text = base === 0 ? whole : whole.slice(base);
  if (firstForbiddenCharacter(text) !== -1) throw jsYamlError;
  const parts = [];
  let length = 0;
  const eventStarts = [];
  const eventOffsets = [];
  const events = [];
  const append = (s) => {
    parts.push(s);
    length += s.length;
    return [length - s.length, length];
  };
  let depth = 0;
  let complete = 0;
  let rest;
  try {
    const parser = new Parser(text);
    for (let e = parser.next(); e; e = parser.next()) {
      append("\n");
      eventStarts.push(length);
      eventOffsets.push(base + e.start.index);
      const event = toJsYamlEvent(e, append);
      if (!event) continue;
      if (event.type === SEQUENCE || event.type === MAPPING) {
        if (++depth > options.maxDepth)
          YAMLException.throwAt(whole, base + e.start.index, `nesting exceeded maxDepth (${options.maxDepth})`);
      } else if (event.type === POP && e.type !== "document-end") depth--;
      events.push(event);
      if (e.type === "document-end") complete = events.length;
    }
  } catch (error) {
    if (!(error instanceof KubeYamlError)) throw error;
    if (complete === 0) throw jsYamlError;
    events.length = complete;
    if (error.problem === "did not find expected <document start>" && /^\s*\{/.test(text))
      rest = base + error.mark.index;
  }
  const source = parts.join("");
  let values;
  try {
    values = constructFromEvents(events, { source, schema: KUBE_YAML_SCHEMA, maxAliases: options.maxAliases }).map(
      documentValue
    );
  } catch (error) {
    if (!(error instanceof YAMLException) || !error.mark) throw error;
    let lo = 0;
    let hi = eventStarts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if ((eventStarts[mid] ?? 0) <= error.mark.position) lo = mid;
      else hi = mid - 1;
    }
    return YAMLException.throwAt(whole, eventOffsets[lo] ?? base, error.reason);
  }
  if (rest === void 0) return values;
  try {
    return [...values, ...loadAsGoYaml(whole, jsYamlError, options, rest)];
  } catch (error) {
    if (error === jsYamlError) return values;
    throw error;
  }
}
function toJsYamlEvent(e, append) {
  const props = () => {
    const [anchorStart, anchorEnd] = e.anchor === void 0 ? [NO_RANGE, NO_RANGE] : append(e.anchor);
    const tag = e.tag ?? "";
    const [tagStart, tagEnd] = tag === "" ? [NO_RANGE, NO_RANGE] : append(tag === "!" ? "!" : `!<${tag.replaceAll("%", "%25")}>`);
    return { anchorStart, anchorEnd, tagStart, tagEnd };
  };
  switch (e.type) {
    case "document-start":
      return { type: DOCUMENT, explicitStart: false, explicitEnd: false, directives: [] };
    case "document-end":
    case "sequence-end":
    case "mapping-end":
      return { type: POP };
    case "sequence-start":
    case "mapping-start": {
      const p = props();
      const [start] = append("");
      return { type: e.type === "sequence-start" ? SEQUENCE : MAPPING, start, ...p, style: e.style === "flow" ? 2 : 1 };
    }
    case "scalar": {
      const p = props();
      const [valueStart, valueEnd] = append(e.value ?? "");
      const style = e.implicit && e.tag !== "!" ? PLAIN : SINGLE_QUOTED;
      return { type: SCALAR, valueStart, valueEnd, ...p, style, chomping: CLIP, indent: -1, fast: true };
    }
    case "alias": {
      const [anchorStart, anchorEnd] = append(e.anchor ?? "");
      return { type: ALIAS, anchorStart, anchorEnd };
    }
    default:
      return void 0;
  }
}

export {
  isJsonObject,
  objectIdentity,
  toKubeObject,
  objectsOfDocument,
  CRD_GROUP,
  CRD_KIND,
  isCrd,
  resolvePlain,
  plainKeyString,
  EVENT_ID,
  SCALAR_STYLE,
  COLLECTION_STYLE,
  getScalarValue,
  Parser,
  loadYaml,
  strictEvents
};
