// Messages, file names and source lines come from the repository under review. Printed raw, an
// escape sequence would drive the reader's terminal and a bidi override would reorder what it
// shows (Trojan Source). Each replacement is one UTF-16 unit for one, so columns computed on
// the original text still point at the same character afterwards.
const UNSAFE =
  /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const CONTROL_PICTURES = 0x2400; // U+2400.. show C0 controls as visible symbols (␊, ␛, …)

/** Every character UNSAFE can match, in one class: text without any is safe as it is. */
const MAYBE_UNSAFE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/;

export function terminalSafe(text: string): string {
  // Nearly every message, path and source line (a report can hold tens of thousands: issue 17).
  if (!MAYBE_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(CONTROL_PICTURES + code);
    if (code === 0x7f) return '\u2421';
    return '\uFFFD';
  });
}
