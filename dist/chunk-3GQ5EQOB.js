import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  LIMITS,
  decodeText
} from "./chunk-2DUJXPJR.js";
import {
  __commonJS
} from "./chunk-2GJ4KYHM.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch.compileRe(glob, options) : picomatch.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);
    picomatch.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch.scan = (input, options) => scan(input, options);
    picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch.constants = constants;
    module.exports = picomatch;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch, pico);
    module.exports = picomatch;
  }
});

// src/parse/go/load-go-parser.ts
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// src/parse/go/go-string-literal.ts
var SIMPLE = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "	", v: "\v", "\\": "\\", "'": "'", '"': '"' };
function goStringValue(literal) {
  if (literal.length >= 2 && literal.startsWith("`") && literal.endsWith("`")) return literal.includes("\r") ? literal.slice(1, -1).replace(/\r/g, "") : literal.slice(1, -1);
  if (literal.length < 2 || !literal.startsWith('"') || !literal.endsWith('"')) return void 0;
  const body = literal.slice(1, -1);
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch !== "\\") {
      if (ch === '"' || ch === "\n") return void 0;
      out += ch;
      continue;
    }
    const next = body[i + 1];
    if (next === void 0) return void 0;
    const simple = SIMPLE[next];
    if (simple !== void 0 && next !== "'") {
      out += simple;
      i++;
      continue;
    }
    const hex = next === "x" ? 2 : next === "u" ? 4 : next === "U" ? 8 : 0;
    if (hex > 0) {
      const digits = body.slice(i + 2, i + 2 + hex);
      if (!new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(digits)) return void 0;
      const code = parseInt(digits, 16);
      if (hex === 2) out += String.fromCharCode(code);
      else if (code > 1114111 || code >= 55296 && code <= 57343) return void 0;
      else out += String.fromCodePoint(code);
      i += 1 + hex;
      continue;
    }
    const octal = body.slice(i + 1, i + 4);
    if (/^[0-3][0-7]{2}$/.test(octal)) {
      out += String.fromCharCode(parseInt(octal, 8));
      i += 3;
      continue;
    }
    return void 0;
  }
  return out;
}

// src/parse/go/go-parser.ts
function goParserOf(parser) {
  const language = parser.language;
  const ids = {
    comment: language?.idForNodeType("comment", true) ?? -1,
    fieldDeclaration: language?.idForNodeType("field_declaration", true) ?? -1,
    star: language?.idForNodeType("*", false) ?? -1,
    name: language?.fieldIdForName("name") ?? -1,
    type: language?.fieldIdForName("type") ?? -1,
    tag: language?.fieldIdForName("tag") ?? -1
  };
  return { parse: (path, content) => parseGoFile(parser, ids, path, content) };
}
function parseGoFile(parser, ids, path, content) {
  const failed = (line, column, message) => ({
    path,
    text: "",
    packageName: "",
    packageComments: [],
    imports: [],
    structs: [],
    consts: [],
    specMaps: [],
    error: { line, column, message }
  });
  const size = typeof content === "string" ? Buffer.byteLength(content) : content.length;
  if (size > LIMITS.maxFileBytes) {
    return failed(1, 1, `the file is ${(size / 2 ** 20).toFixed(1)} MiB, more than the ${LIMITS.maxFileBytes / 2 ** 20} MiB this tool reads`);
  }
  let text;
  if (typeof content === "string") text = content;
  else {
    const decoded = decodeText(content);
    if ("problem" in decoded) return failed(decoded.problem.line, decoded.problem.column, decoded.problem.message.replace("YAML or JSON", "Go source"));
    text = decoded.text;
  }
  if (isGenerated(text)) return { path, text, packageName: "", packageComments: [], imports: [], structs: [], consts: [], specMaps: [], isGenerated: true };
  let tree = null;
  try {
    tree = parseReadingNewExpressions(parser, withFinalNewline(text));
    if (!tree) return failed(1, 1, "the Go parser gave up on this file");
    const root = tree.rootNode;
    if (!root.hasError) return { ...extract(root, text, ids, false), path };
    const bad = firstError(root);
    const at = bad?.startPosition ?? { row: 0, column: 0 };
    const what = bad?.isMissing ? `missing ${JSON.stringify(bad.type)}` : `unexpected ${JSON.stringify(firstLine(bad?.text ?? ""))}`;
    return { ...extract(root, text, ids, true), path, syntaxError: { line: at.row + 1, column: at.column + 1, message: what } };
  } finally {
    tree?.delete();
  }
}
function parseReadingNewExpressions(parser, text) {
  const tree = parser.parse(text);
  if (!tree?.rootNode.hasError) return tree;
  const calls = newCallees(tree.rootNode, text, "new");
  if (calls.length === 0) return tree;
  const asCalls = respell(text, calls, "nEw");
  const probe = parser.parse(asCalls);
  if (!probe) return tree;
  const typeArguments = new Set(calls.filter((at) => !readsAsCall(probe.rootNode, at)));
  if (typeArguments.size === 0) {
    tree.delete();
    return probe;
  }
  probe.delete();
  if (typeArguments.size === calls.length) return tree;
  const again = parser.parse(respell(text, calls.filter((at) => !typeArguments.has(at)), "nEw"));
  if (!again) return tree;
  tree.delete();
  return again;
}
function newCallees(root, text, spelling) {
  const offsets = [];
  const callee = new RegExp(`\\b${spelling}\\s*\\(`, "g");
  for (let m = callee.exec(text); m; m = callee.exec(text)) {
    if (m.index > 0 && text[m.index - 1] === ".") continue;
    const token = root.descendantForIndex(m.index, m.index + spelling.length);
    if (token && token.childCount === 0 && token.text === spelling) offsets.push(m.index);
  }
  return offsets;
}
function readsAsCall(root, at) {
  const call = root.descendantForIndex(at, at + 3)?.parent;
  return call?.type === "call_expression" && !call.hasError;
}
var respell = (text, offsets, as) => {
  let out = text;
  for (const at of offsets) out = `${out.slice(0, at)}${as}${out.slice(at + as.length)}`;
  return out;
};
var withFinalNewline = (text) => text.endsWith("\n") ? text : `${text}
`;
function isGenerated(text) {
  const pkg = /^package\s/m.exec(text);
  const header = pkg ? text.slice(0, pkg.index) : text.slice(0, 4096);
  return /^\/\/ Code generated .* DO NOT EDIT\.\r?$/m.test(header);
}
function firstError(node) {
  if (node.isMissing) return node;
  if (node.isError) return errorPoint(node);
  for (const child of node.children) {
    if (child && (child.hasError || child.isMissing)) {
      const found = firstError(child);
      if (found) return found;
    }
  }
  return void 0;
}
function errorPoint(error) {
  const children = error.children.filter((c) => c !== null && c.type !== "comment");
  let lastComplete = -1;
  children.forEach((c, i) => {
    if (c.childCount > 0 && !c.hasError) lastComplete = i;
  });
  const next = children[lastComplete + 1];
  if (!next) return error;
  return next.hasError && !next.isError ? firstError(next) ?? next : next;
}
var firstLine = (s) => {
  const line = s.split("\n")[0] ?? "";
  return line.length > 40 ? `${line.slice(0, 40)}\u2026` : line;
};
function extract(root, text, ids, recovering) {
  const out = { packageName: "", packageComments: [], imports: [], structs: [], consts: [] };
  const top = recovering ? throughErrors(root.children) : root.children;
  walkDeclarations(top, (node, doc, secondDoc) => {
    switch (node.type) {
      case "package_clause":
        if (recovering && node.hasError) break;
        out.packageName = node.namedChildren[0]?.text ?? "";
        out.packageComments = packageCommentsOf(root, node.startPosition.row);
        break;
      case "import_declaration":
        for (const spec of node.descendantsOfType("import_spec")) {
          if (recovering && spec?.hasError) continue;
          const value = goStringValue(spec?.childForFieldName("path")?.text ?? "");
          const name = spec?.childForFieldName("name")?.text;
          if (value !== void 0) out.imports.push({ ...name === void 0 ? {} : { name }, path: value });
        }
        break;
      case "type_declaration":
        typeDeclaration(node, doc, secondDoc, out.structs, text, ids, recovering);
        break;
      case "const_declaration":
      case "var_declaration":
        valueDeclaration(node, doc, out.consts, recovering);
        break;
    }
  });
  const specMaps = text.includes("VersionedSpecs") || text.includes("FeatureSpec") ? findSpecMaps(root, recovering) : [];
  return { text, ...out, specMaps };
}
function throughErrors(nodes) {
  const out = [];
  for (const node of nodes) {
    if (!node) continue;
    if (node.isError) out.push(...throughErrors(node.children));
    else out.push(node);
  }
  return out;
}
function packageCommentsOf(root, packageRow) {
  const out = [];
  for (const c of root.children) {
    if (!c || c.startPosition.row >= packageRow) break;
    if (c.type === "comment" && c.text.startsWith("//")) out.push({ line: c.startPosition.row + 1, column: c.startPosition.column + 1, text: c.text.slice(2) });
  }
  return out;
}
function walkDeclarations(nodes, visit) {
  let group = [];
  let previous = [];
  let lastEndRow = -1;
  for (const node of nodes) {
    if (!node) continue;
    const row = node.startPosition.row;
    if (node.type === "comment") {
      const trailing = row === lastEndRow;
      const text = node.text;
      if (trailing) continue;
      if (!text.startsWith("//")) {
        previous = [];
        group = [];
        continue;
      }
      const last2 = group[group.length - 1];
      if (last2 === void 0 || last2.line !== row) {
        previous = group;
        group = [];
      }
      group.push({ line: row + 1, column: node.startPosition.column + 1, text: text.slice(2) });
      continue;
    }
    const last = group[group.length - 1];
    const doc = last !== void 0 && last.line === row ? group : [];
    const firstDoc = doc[0];
    const prevLast = previous[previous.length - 1];
    const second = firstDoc === void 0 ? last !== void 0 && last.line === row - 1 ? group : [] : prevLast !== void 0 && firstDoc.line - prevLast.line === 2 ? previous : [];
    visit(node, doc, second);
    group = [];
    previous = [];
    lastEndRow = node.endPosition.row;
  }
}
function typeDeclaration(node, doc, secondDoc, structs, text, ids, recovering) {
  const specs = [];
  const direct = node.namedChildren.filter((c) => c !== null);
  if (direct.length === 1 && direct[0]?.type === "type_spec") specs.push({ spec: direct[0], doc, secondDoc });
  else walkDeclarations(direct, (spec, d, s) => {
    if (spec.type === "type_spec") specs.push({ spec, doc: d.length > 0 ? d : [], secondDoc: s });
  });
  for (const { spec, doc: specDoc, secondDoc: specSecond } of specs) {
    const type = spec.childForFieldName("type");
    const name = spec.childForFieldName("name");
    if (type?.type !== "struct_type" || !name || name.hasError) continue;
    const list = type.namedChildren.find((c) => c?.type === "field_declaration_list");
    const fields = list ? fieldsOf(list, text, ids, recovering && list.hasError) : [];
    structs.push({
      name: name.text,
      line: spec.startPosition.row + 1,
      column: spec.startPosition.column + 1,
      doc: specDoc,
      secondDoc: specSecond,
      fields
    });
  }
}
function fieldsOf(list, text, ids, skipErrors) {
  const fields = [];
  const cursor = list.walk();
  try {
    if (!cursor.gotoFirstChild()) return fields;
    let group = [];
    let lastEndRow = -1;
    do {
      const type = cursor.nodeTypeId;
      if (type === ids.comment) {
        const start = cursor.startPosition;
        if (start.row === lastEndRow) continue;
        const comment = text.slice(cursor.startIndex, cursor.endIndex);
        if (!comment.startsWith("//")) {
          group = [];
          continue;
        }
        const last = group[group.length - 1];
        if (last === void 0 || last.line !== start.row) group = [];
        group.push({ line: start.row + 1, column: start.column + 1, text: comment.slice(2) });
      } else if (type === ids.fieldDeclaration && skipErrors && cursor.currentNode.hasError) {
        group = [];
        lastEndRow = cursor.endPosition.row;
      } else if (type === ids.fieldDeclaration) {
        const start = cursor.startPosition;
        const endRow = cursor.endPosition.row;
        const last = group[group.length - 1];
        const doc = last !== void 0 && last.line === start.row ? group : [];
        const names = [];
        let fieldType = "";
        let tag;
        if (cursor.gotoFirstChild()) {
          do {
            const field = cursor.currentFieldId;
            if (field === ids.name) names.push(text.slice(cursor.startIndex, cursor.endIndex));
            else if (field === ids.type) fieldType += text.slice(cursor.startIndex, cursor.endIndex);
            else if (cursor.nodeTypeId === ids.star) fieldType = "*";
            else if (field === ids.tag) tag = goStringValue(text.slice(cursor.startIndex, cursor.endIndex));
          } while (cursor.gotoNextSibling());
          cursor.gotoParent();
        }
        fields.push({
          names,
          type: fieldType,
          ...tag === void 0 ? {} : { tag },
          line: start.row + 1,
          column: start.column + 1,
          endLine: endRow + 1,
          doc
        });
        group = [];
        lastEndRow = endRow;
      } else {
        lastEndRow = cursor.endPosition.row;
      }
    } while (cursor.gotoNextSibling());
  } finally {
    cursor.delete();
  }
  return fields;
}
function valueDeclaration(node, doc, consts, recovering) {
  const kind = node.type === "const_declaration" ? "const_spec" : "var_spec";
  const direct = node.namedChildren.filter((c) => c !== null);
  const holder = direct.length === 1 && direct[0]?.type === "var_spec_list" ? direct[0].namedChildren.filter((c) => c !== null) : direct;
  const specs = [];
  if (holder.length === 1 && holder[0]?.type === kind) specs.push({ spec: holder[0], doc });
  else walkDeclarations(holder, (spec, d) => {
    if (spec.type === kind) specs.push({ spec, doc: d });
  });
  for (const { spec, doc: specDoc } of specs) {
    if (recovering && spec.hasError) continue;
    const names = spec.childrenForFieldName("name");
    const name = names[0];
    if (names.length !== 1 || !name) continue;
    const declared = spec.childForFieldName("type")?.text;
    const value = spec.childForFieldName("value")?.namedChildren[0] ?? void 0;
    const { type, stringValue } = stringValueOf(value ?? void 0);
    const t = declared ?? type;
    consts.push({
      name: name.text,
      ...t === void 0 ? {} : { type: t },
      ...stringValue === void 0 ? {} : { stringValue },
      line: spec.startPosition.row + 1,
      column: spec.startPosition.column + 1,
      doc: specDoc
    });
  }
}
function stringValueOf(value) {
  if (!value) return {};
  if (value.type === "interpreted_string_literal" || value.type === "raw_string_literal") {
    const s = goStringValue(value.text);
    return s === void 0 ? {} : { stringValue: s };
  }
  if (value.type === "call_expression") {
    const args = value.childForFieldName("arguments")?.namedChildren ?? [];
    const only = args[0];
    if (args.length !== 1 || !only) return {};
    const inner = stringValueOf(only);
    const fn = value.childForFieldName("function")?.text;
    return inner.stringValue === void 0 || fn === void 0 ? {} : { type: fn, stringValue: inner.stringValue };
  }
  return {};
}
function findSpecMaps(root, recovering) {
  const maps = [];
  for (const lit of root.descendantsOfType("composite_literal")) {
    const type = lit?.childForFieldName("type");
    if (!lit || type?.type !== "map_type" || recovering && type.hasError) continue;
    const valueType = type.childForFieldName("value")?.text ?? "";
    if (!/(VersionedSpecs|FeatureSpec)$/.test(valueType)) continue;
    const body = lit.childForFieldName("body");
    const entries = [];
    for (const el of body?.namedChildren ?? []) {
      if (el?.type !== "keyed_element" || recovering && el.hasError) continue;
      const [keyNode, valueNode] = el.namedChildren;
      const key = keyNode?.namedChildren[0] ?? keyNode;
      const literal = valueNode?.namedChildren[0];
      if (!key || literal?.type !== "literal_value") continue;
      entries.push({
        key: key.text,
        line: key.startPosition.row + 1,
        column: key.startPosition.column + 1,
        values: structLiteralsOf(literal)
      });
    }
    maps.push({ keyType: type.childForFieldName("key")?.text ?? "", valueType, line: lit.startPosition.row + 1, entries });
  }
  return maps;
}
function structLiteralsOf(literal) {
  const children = literal.namedChildren.filter((c) => c !== null && c.type !== "comment");
  if (children.some((c) => c.type === "keyed_element") || children.length === 0) return [structLiteral(literal)];
  return children.flatMap((c) => {
    const inner = c.type === "literal_element" ? c.namedChildren[0] : c;
    return inner?.type === "literal_value" ? [structLiteral(inner)] : [];
  });
}
function structLiteral(literal) {
  const fields = /* @__PURE__ */ new Map();
  for (const el of literal.namedChildren) {
    if (el?.type !== "keyed_element") continue;
    const [k, v] = el.namedChildren;
    if (k && v) fields.set(k.text, v.text);
  }
  return { line: literal.startPosition.row + 1, fields };
}

// src/parse/go/load-go-parser.ts
var GO_GRAMMAR = "tree-sitter-go 0.25";
var RUNTIME_WASM = "web-tree-sitter.wasm";
var GO_GRAMMAR_WASM = "tree-sitter-go.wasm";
async function loadGoParser(moduleUrl = import.meta.url) {
  const runtime = await readFirst(candidates(moduleUrl, RUNTIME_WASM, `web-tree-sitter/${RUNTIME_WASM}`));
  const grammar = await readFirst(candidates(moduleUrl, GO_GRAMMAR_WASM, `tree-sitter-go/${GO_GRAMMAR_WASM}`));
  const { Language, Parser } = await import("./chunk-WFNYCD7N.js");
  await Parser.init({ wasmBinary: runtime });
  const language = await Language.load(grammar);
  const parser = new Parser();
  parser.setLanguage(language);
  return goParserOf(parser);
}
function candidates(moduleUrl, file, packagePath) {
  const here = dirname(fileURLToPath(moduleUrl));
  const list = [join(here, file)];
  try {
    list.push(createRequire(moduleUrl).resolve(packagePath));
  } catch {
  }
  return list;
}
async function readFirst(paths) {
  for (const p of paths) {
    try {
      return await readFile(p);
    } catch {
    }
  }
  throw new Error(`cannot find ${paths.map((p) => JSON.stringify(p)).join(" or ")}: the Go parser's WebAssembly is missing`);
}

// src/parse/go/struct-tag.ts
function parseStructTag(tag) {
  const out = /* @__PURE__ */ new Map();
  let rest = tag;
  for (; ; ) {
    rest = rest.replace(/^ +/, "");
    if (rest === "") break;
    let i = 0;
    while (i < rest.length && rest.charCodeAt(i) > 32 && rest[i] !== ":" && rest[i] !== '"' && rest.charCodeAt(i) !== 127) i++;
    if (i === 0 || i + 1 >= rest.length || rest[i] !== ":" || rest[i + 1] !== '"') break;
    const key = rest.slice(0, i);
    rest = rest.slice(i + 1);
    let j = 1;
    while (j < rest.length && rest[j] !== '"') {
      if (rest[j] === "\\") j++;
      j++;
    }
    if (j >= rest.length) break;
    const value = goStringValue(rest.slice(0, j + 1));
    if (value === void 0) break;
    if (!out.has(key)) out.set(key, value);
    rest = rest.slice(j + 1);
  }
  return out;
}
function jsonTagOf(tag) {
  const value = parseStructTag(tag).get("json");
  if (value === void 0) return void 0;
  const [name = "", ...options] = value.split(",");
  return { name, options };
}

// src/parse/go/gengo-tag.ts
var NAME_CHAR = /[A-Za-z0-9_\-.:]/;
function tagOfComment(comment) {
  const text = comment.text;
  let i = 0;
  while (text[i] === " " || text[i] === "	") i++;
  if (text[i] !== "+") return void 0;
  return tagAt(text.slice(i + 1).trimEnd(), comment.line, comment.column + 2 + i);
}
function tagChain(tag) {
  const chain = [tag];
  let current = tag;
  while (current.value !== void 0) {
    const lead = current.value.length - current.value.trimStart().length;
    if (current.value[lead] !== "+") break;
    const plus = current.column + 1 + current.raw.length - current.value.length + lead;
    const next = tagAt(current.value.slice(lead + 1), current.line, plus);
    chain.push(next);
    if ("message" in next) break;
    current = next;
  }
  return chain;
}
function tagAt(raw, line, column) {
  const parsed = parseTagText(raw);
  return "message" in parsed ? { line, column, message: parsed.message } : { ...parsed, raw, line, column };
}
function parseTagText(raw) {
  let i = 0;
  while (i < raw.length && NAME_CHAR.test(raw[i] ?? "")) i++;
  const name = raw.slice(0, i);
  if (name === "") return { message: `a tag must start with a name of letters, digits and "_-.:" after "+"` };
  let args = [];
  if (raw[i] === "(") {
    const close = indexOutsideQuotes(raw, ")", i + 1);
    if (close === -1) return { message: `the arguments of +${name} are not closed with ")"` };
    const inner = raw.slice(i + 1, close);
    args = inner.trim() === "" ? [] : splitOutsideQuotes(inner, ",").map((a) => a.trim());
    i = close + 1;
  }
  if (raw[i] === "=") return { name, args, value: raw.slice(i + 1) };
  if (i < raw.length && raw[i] !== " " && raw[i] !== "	") return { message: `unexpected ${JSON.stringify(raw[i])} after +${raw.slice(0, i)}` };
  return { name, args };
}
function indexOutsideQuotes(text, ch, from = 0) {
  let quote;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote !== void 0) {
      if (c === "\\" && quote !== "`") i++;
      else if (c === quote) quote = void 0;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === ch) return i;
  }
  return -1;
}
function splitOutsideQuotes(text, sep) {
  const parts = [];
  let start = 0;
  for (; ; ) {
    const at = indexOutsideQuotes(text, sep, start);
    if (at === -1) break;
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

// src/rules/lifecycle/lifecycle-tag.ts
var KUBERNETES = "kubernetes";
var KUBERNETES_KEYS = ["minVersion", "status", "featureGate"];
var STATUSES = ["alpha", "beta", "deprecated"];
var KUBERNETES_VERSION = /^v[1-9][0-9]*\.(0|[1-9][0-9]*)$/;
var COMPONENT_VERSION = /^v[0-9]+\.[0-9]+(\.[0-9]+)?$/;
var COMPONENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
var isLifecycleTag = (tag) => tag.raw === "lifecycle" || tag.raw.startsWith("lifecycle:") || tag.name === "lifecycle";
function parseLifecycleTag(tag) {
  const at = { raw: tag.raw, line: tag.line, column: tag.column };
  const rest = tag.raw.startsWith("lifecycle:") ? tag.raw.slice("lifecycle:".length) : "";
  const colon = rest.indexOf(":");
  const component = colon === -1 ? rest : rest.slice(0, colon);
  if (colon === -1 || !COMPONENT.test(component)) {
    return { component, values: /* @__PURE__ */ new Map(), problems: ["the tag must read +lifecycle:<component>:key=value,\u2026 (for example +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D)"], ...at };
  }
  const values = /* @__PURE__ */ new Map();
  const problems = [];
  for (const pair of splitOutsideQuotes(rest.slice(colon + 1), ",")) {
    const eq = pair.indexOf("=");
    const key = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (eq === -1 || key === "") {
      problems.push(`${JSON.stringify(pair.trim())} is not a key=value pair`);
      continue;
    }
    const value = unquote(pair.slice(eq + 1).trim());
    if (values.has(key)) problems.push(`${key} is given twice`);
    else values.set(key, value);
  }
  const isKubernetes = component === KUBERNETES;
  for (const key of values.keys()) {
    if (!KUBERNETES_KEYS.includes(key)) problems.push(`unknown key ${key}: the keys are ${KUBERNETES_KEYS.join(", ")}`);
  }
  const required = isKubernetes ? KUBERNETES_KEYS : ["minVersion"];
  for (const key of required) if (!values.has(key)) problems.push(`${key} is missing`);
  const minVersion = values.get("minVersion");
  if (minVersion !== void 0) {
    if (isKubernetes && !KUBERNETES_VERSION.test(minVersion)) problems.push(`minVersion ${JSON.stringify(minVersion)} is not a Kubernetes version such as v1.20`);
    if (!isKubernetes && !COMPONENT_VERSION.test(minVersion)) problems.push(`minVersion ${JSON.stringify(minVersion)} is not a version such as v3.0 or v3.0.0`);
  }
  const status = values.get("status");
  if (status !== void 0 && !STATUSES.includes(status)) problems.push(`status ${JSON.stringify(status)} is not one of ${STATUSES.join(", ")}`);
  const gate = values.get("featureGate");
  if (isKubernetes && gate !== void 0 && !/^[A-Za-z][A-Za-z0-9_]*$/.test(gate)) problems.push(`featureGate ${JSON.stringify(gate)} is not a feature gate name`);
  return { component, values, problems, ...at };
}
function unquote(v) {
  if (v.length >= 2 && (v.startsWith('"') && v.endsWith('"') || v.startsWith("`") && v.endsWith("`"))) return v.slice(1, -1);
  return v;
}

// src/rules/lifecycle/declaration-tags.ts
function fieldLabel(struct, field) {
  return `${struct.name}.${field.names.length > 0 ? field.names.join(",") : field.type}`;
}
function fieldTagsOf(file) {
  const out = [];
  for (const struct of file.structs) {
    for (const field of struct.fields) {
      const { lifecycle, featureGates, gateConditions, malformed } = tagsOf(field.doc);
      const owner = { kind: "field", struct, field };
      out.push({ file, owner, label: fieldLabel(struct, field), line: field.line, lifecycle, featureGates, gateConditions, malformed, struct, field });
    }
  }
  return out;
}
function declarationTagsOf(file, fields = fieldTagsOf(file)) {
  const types = file.structs.map((struct) => ({ ...tagsOf(struct.doc), file, owner: { kind: "type", struct }, label: struct.name, line: struct.line }));
  const consts = file.consts.map((decl) => ({ ...tagsOf(decl.doc), file, owner: { kind: "const", decl }, label: decl.name, line: decl.line }));
  return [...fields, ...types, ...consts];
}
var NO_TAGS = Object.freeze({ lifecycle: [], featureGates: [], gateConditions: [], malformed: [] });
function tagsOf(doc) {
  let out;
  for (const comment of doc) {
    if (!comment.text.includes("+")) continue;
    out ??= { lifecycle: [], featureGates: [], gateConditions: [], malformed: [] };
    collectTag(comment, out);
  }
  if (!out) return NO_TAGS;
  return out.lifecycle.length + out.featureGates.length + out.gateConditions.length + out.malformed.length === 0 ? NO_TAGS : out;
}
function collectTag(comment, out) {
  const tag = tagOfComment(comment);
  if (tag === void 0) return;
  if ("message" in tag) {
    if (/^\s*\+\s*(lifecycle|featureGate)\b/.test(comment.text)) out.malformed.push(tag);
    return;
  }
  if (isLifecycleTag(tag)) out.lifecycle.push(parseLifecycleTag(tag));
  else if (tag.name === "featureGate") {
    const gates = (tag.value ?? "").split(",").map((g) => g.trim());
    out.featureGates.push({ gates, raw: tag.raw, line: tag.line, column: tag.column });
  } else {
    for (const inner of tagChain(tag)) {
      if ("message" in inner) continue;
      const condition = conditionOf(inner);
      if (condition) out.gateConditions.push({ condition, gate: unquote2(inner.args[0] ?? ""), raw: tag.raw, line: inner.line, column: inner.column });
    }
  }
}
var conditionOf = (tag) => tag.name === "k8s:ifEnabled" ? "ifEnabled" : tag.name === "k8s:ifDisabled" ? "ifDisabled" : void 0;
function unquote2(arg) {
  const v = arg.trim();
  if (v.length >= 2 && (v.startsWith('"') && v.endsWith('"') || v.startsWith("`") && v.endsWith("`"))) return v.slice(1, -1);
  return v;
}

export {
  require_picomatch2 as require_picomatch,
  jsonTagOf,
  tagOfComment,
  KUBERNETES,
  fieldTagsOf,
  declarationTagsOf,
  GO_GRAMMAR,
  loadGoParser
};
