// A finding's docsUrl becomes a link destination inside a table cell. Only web links are made
// clickable (no javascript: or data:), and the characters that would end the destination, the
// link or the cell are percent-encoded; a URL that does not parse is shown as no link at all.
const BREAKS_LINK = /[\s()<>[\]|`"'\\]/g;

export function markdownLinkTarget(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return parsed.href.replace(BREAKS_LINK, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
