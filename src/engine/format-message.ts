// ESLint's message templates: wording lives in the rule's table, the report brings the data.
export function formatMessage(template: string, data: Readonly<Record<string, unknown>> | undefined): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    data && name in data ? String(data[name]) : whole,
  );
}
