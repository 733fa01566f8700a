// PostgreSQL's COPY text format (https://www.postgresql.org/docs/15/sql-copy.html, "Text Format"):
// one row a line, values separated by a tab, `\N` for NULL, and backslash, tab, newline and
// carriage return escaped with a backslash. Arrays are written as array literals, objects as JSON.

const escapeText = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

/** An array literal (`{1,2}`, `{"a","b"}`); elements quoted unless numbers, NULL as NULL. */
function arrayLiteral(values: readonly unknown[]): string {
  const parts = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'bigint') return String(v);
    if (typeof v === 'boolean') return v ? 't' : 'f';
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  });
  return `{${parts.join(',')}}`;
}

/** One value in COPY's text format. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`COPY cannot store ${value}`);
      return String(value);
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'string':
      return escapeText(value);
    default:
      return escapeText(Array.isArray(value) ? arrayLiteral(value) : JSON.stringify(value));
  }
}

/** One row (its values in `columns` order) as a COPY text line, newline included. */
export function copyLine(row: Record<string, unknown>, columns: readonly string[]): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    if (i > 0) line += '\t';
    line += copyValue(row[columns[i] as string]);
  }
  return `${line}\n`;
}
