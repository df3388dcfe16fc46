import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/engine/go-quote.ts
function goQuote(s) {
  if (PLAIN_ASCII.test(s)) return `"${s}"`;
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "	") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\x07") out += "\\a";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (ch === "\v") out += "\\v";
    else if (cp < 32 || cp === 127) out += `\\x${cp.toString(16).padStart(2, "0")}`;
    else if (!isGoPrintable(cp))
      out += cp > 65535 ? `\\U${cp.toString(16).padStart(8, "0")}` : `\\u${cp.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return out + '"';
}
var PLAIN_ASCII = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
var PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
function isGoPrintable(cp) {
  return PRINTABLE.test(String.fromCodePoint(cp));
}

// src/rules/approval/parse-request-uri.ts
var ok = (value) => ({ ok: true, value });
var fail = (reason) => ({ ok: false, reason });
function parseRequestUri(raw) {
  const parsed = parse(raw);
  return parsed.ok ? { ok: true, uri: parsed.value } : { ok: false, reason: parsed.reason, error: `parse ${goQuote(raw)}: ${parsed.reason}` };
}
function parse(raw) {
  if (containsControlByte(raw)) return fail("net/url: invalid control character in URL");
  if (raw === "") return fail("empty url");
  if (raw === "*") return ok({ scheme: "", opaque: "", host: "", path: "*", rawQuery: "", forceQuery: false });
  const schemeSplit = getScheme(raw);
  if (!schemeSplit.ok) return schemeSplit;
  const scheme = schemeSplit.value.scheme.toLowerCase();
  let rest = schemeSplit.value.rest;
  let rawQuery = "";
  let forceQuery = false;
  if (rest.endsWith("?") && countOf(rest, "?") === 1) {
    forceQuery = true;
    rest = rest.slice(0, -1);
  } else {
    const q = rest.indexOf("?");
    if (q !== -1) {
      rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }
  if (!rest.startsWith("/")) {
    if (scheme !== "") return ok({ scheme, opaque: rest, host: "", path: "", rawQuery, forceQuery });
    return fail("invalid URI for request");
  }
  let user;
  let host = "";
  if (scheme !== "" && rest.startsWith("//")) {
    let authority = rest.slice(2);
    rest = "";
    const slash = authority.indexOf("/");
    if (slash !== -1) {
      rest = authority.slice(slash);
      authority = authority.slice(0, slash);
    }
    const parsedAuthority = parseAuthority(authority);
    if (!parsedAuthority.ok) return parsedAuthority;
    user = parsedAuthority.value.user;
    host = parsedAuthority.value.host;
  }
  const path = unescape(rest, "path");
  if (!path.ok) return path;
  return ok({ scheme, opaque: "", ...user ? { user } : {}, host, path: path.value, rawQuery, forceQuery });
}
function getScheme(raw) {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (isAsciiLetter(c)) continue;
    if (isAsciiDigit(c) || c === PLUS || c === DASH || c === DOT) {
      if (i === 0) return ok({ scheme: "", rest: raw });
      continue;
    }
    if (c === COLON) {
      if (i === 0) return fail("missing protocol scheme");
      return ok({ scheme: raw.slice(0, i), rest: raw.slice(i + 1) });
    }
    return ok({ scheme: "", rest: raw });
  }
  return ok({ scheme: "", rest: raw });
}
function parseAuthority(authority) {
  const at = authority.lastIndexOf("@");
  const host = parseHost(at === -1 ? authority : authority.slice(at + 1));
  if (!host.ok) return host;
  if (at === -1) return ok({ host: host.value });
  const userinfo = authority.slice(0, at);
  if (!isValidUserinfo(userinfo)) return fail("net/url: invalid userinfo");
  const colon = userinfo.indexOf(":");
  const username = unescape(colon === -1 ? userinfo : userinfo.slice(0, colon), "userPassword");
  if (!username.ok) return username;
  if (colon === -1) return ok({ user: { username: username.value }, host: host.value });
  const password = unescape(userinfo.slice(colon + 1), "userPassword");
  if (!password.ok) return password;
  return ok({ user: { username: username.value, password: password.value }, host: host.value });
}
function parseHost(host) {
  if (host.startsWith("[")) {
    const close = host.lastIndexOf("]");
    if (close === -1) return fail("missing ']' in host");
    const colonPort = host.slice(close + 1);
    if (!isValidOptionalPort(colonPort)) return fail(`invalid port ${goQuote(colonPort)} after host`);
    const zone = host.slice(0, close).indexOf("%25");
    if (zone !== -1) {
      const before = unescape(host.slice(0, zone), "host");
      if (!before.ok) return before;
      const zoneId = unescape(host.slice(zone, close), "zone");
      if (!zoneId.ok) return zoneId;
      const after = unescape(host.slice(close), "host");
      if (!after.ok) return after;
      return ok(before.value + zoneId.value + after.value);
    }
  } else {
    const colon = host.lastIndexOf(":");
    if (colon !== -1) {
      const colonPort = host.slice(colon);
      if (!isValidOptionalPort(colonPort)) return fail(`invalid port ${goQuote(colonPort)} after host`);
    }
  }
  return unescape(host, "host");
}
function isValidOptionalPort(port) {
  if (port === "") return true;
  if (port.charCodeAt(0) !== COLON) return false;
  for (let i = 1; i < port.length; i++) if (!isAsciiDigit(port.charCodeAt(i))) return false;
  return true;
}
function isValidUserinfo(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isAsciiLetter(c) || isAsciiDigit(c) || USERINFO_MARKS.has(s[i] ?? "")) continue;
    return false;
  }
  return true;
}
var USERINFO_MARKS = /* @__PURE__ */ new Set([...`-._:~!$&'()*+,;=%@`]);
function containsControlByte(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 127) return true;
  }
  return false;
}
function unescape(s, mode) {
  let escapes = 0;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c === PERCENT) {
      escapes++;
      if (i + 2 >= s.length || !isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) {
        return fail(escapeError(s.slice(i, i + 3)));
      }
      const hi = unhex(s.charCodeAt(i + 1));
      const isPercent25 = s.slice(i, i + 3) === "%25";
      if (mode === "host" && hi < 8 && !isPercent25) return fail(escapeError(s.slice(i, i + 3)));
      if (mode === "zone") {
        const byte = hi << 4 | unhex(s.charCodeAt(i + 2));
        if (!isPercent25 && byte !== SPACE && shouldEscape(byte, "host")) return fail(escapeError(s.slice(i, i + 3)));
      }
      i += 3;
    } else {
      if ((mode === "host" || mode === "zone") && c < 128 && shouldEscape(c, mode)) {
        return fail(`invalid character ${goQuote(s[i] ?? "")} in host name`);
      }
      i++;
    }
  }
  return ok(escapes === 0 ? s : decodePercents(s));
}
var escapeError = (s) => `invalid URL escape ${goQuote(s)}`;
function decodePercents(s) {
  const bytes = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < s.length; ) {
    if (s.charCodeAt(i) === PERCENT) {
      bytes.push(unhex(s.charCodeAt(i + 1)) << 4 | unhex(s.charCodeAt(i + 2)));
      i += 3;
    } else {
      const cp = s.codePointAt(i) ?? 0;
      const ch = String.fromCodePoint(cp);
      bytes.push(...encoder.encode(ch));
      i += ch.length;
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}
function shouldEscape(c, mode) {
  if (isAsciiLetter(c) || isAsciiDigit(c)) return false;
  const ch = String.fromCharCode(c);
  if ((mode === "host" || mode === "zone") && HOST_EXTRAS.has(ch)) return false;
  if (UNRESERVED_MARKS.has(ch)) return false;
  if (RESERVED.has(ch)) {
    switch (mode) {
      case "path":
        return ch === "?";
      case "userPassword":
        return ch === "@" || ch === "/" || ch === "?" || ch === ":";
      default:
        break;
    }
  }
  return true;
}
var HOST_EXTRAS = /* @__PURE__ */ new Set([...`!$&'()*+,;=:[]<>"`]);
var UNRESERVED_MARKS = /* @__PURE__ */ new Set([..."-_.~"]);
var RESERVED = /* @__PURE__ */ new Set([..."$&+,/:;=?@"]);
var PERCENT = 37;
var PLUS = 43;
var DASH = 45;
var DOT = 46;
var COLON = 58;
var SPACE = 32;
var isAsciiLetter = (c) => c >= 97 && c <= 122 || c >= 65 && c <= 90;
var isAsciiDigit = (c) => c >= 48 && c <= 57;
var isHex = (c) => isAsciiDigit(c) || c >= 97 && c <= 102 || c >= 65 && c <= 70;
function unhex(c) {
  if (isAsciiDigit(c)) return c - 48;
  if (c >= 97 && c <= 102) return c - 97 + 10;
  if (c >= 65 && c <= 70) return c - 65 + 10;
  return 0;
}
function countOf(s, ch) {
  let n = 0;
  for (let i = s.indexOf(ch); i !== -1; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

// src/rules/approval/approval-state.ts
var APPROVAL_ANNOTATION = "api-approved.kubernetes.io";
var KEP_1111_URL = "https://github.com/kubernetes/enhancements/pull/1111";
function isProtectedGroup(group) {
  return group === "k8s.io" || group.endsWith(".k8s.io") || group === "kubernetes.io" || group.endsWith(".kubernetes.io");
}
function approvalState(value) {
  if (value === void 0 || value === "") return "Missing";
  if (value.startsWith("unapproved")) return "Bypassed";
  const parsed = parseRequestUri(value);
  if (parsed.ok && parsed.uri.scheme !== "" && parsed.uri.host !== "") return "Approved";
  return "Invalid";
}
function approvalReason(state, value) {
  switch (state) {
    case "Missing":
      return `protected groups must have approval annotation ${goQuote(APPROVAL_ANNOTATION)}, see ${KEP_1111_URL}`;
    case "Invalid":
      return `protected groups must have approval annotation ${goQuote(APPROVAL_ANNOTATION)} with either a URL or a reason starting with "unapproved", see ${KEP_1111_URL}`;
    case "Bypassed":
      return `not approved: ${goQuote(value)}`;
    case "Approved":
      return `approved in ${value}`;
  }
}

export {
  goQuote,
  parseRequestUri,
  APPROVAL_ANNOTATION,
  isProtectedGroup,
  approvalState,
  approvalReason
};
