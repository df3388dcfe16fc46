// ESLint's message templates: wording lives in the rule's table, the report brings the data.
// A template is split into its text and its placeholders once, not scanned by a regular
// expression for every finding (a broken CRD gives tens of thousands: issue 17).

type Piece = { readonly text: string } | { readonly name: string; readonly whole: string };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const SPLIT = new Map<string, readonly Piece[]>();

function pieces(template: string): readonly Piece[] {
  let split = SPLIT.get(template);
  if (split === undefined) {
    const out: Piece[] = [];
    let at = 0;
    for (const m of template.matchAll(PLACEHOLDER)) {
      if (m.index > at) out.push({ text: template.slice(at, m.index) });
      out.push({ name: m[1] ?? '', whole: m[0] });
      at = m.index + m[0].length;
    }
    if (at < template.length) out.push({ text: template.slice(at) });
    split = out;
    SPLIT.set(template, split);
  }
  return split;
}

export function formatMessage(template: string, data: Readonly<Record<string, unknown>> | undefined): string {
  let message = '';
  for (const p of pieces(template)) {
    if ('text' in p) message += p.text;
    else message += data && p.name in data ? String(data[p.name]) : p.whole;
  }
  return message;
}
