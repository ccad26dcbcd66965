/**
 * A small RFC 4180 reader and writer: commas, quoted fields with doubled quotes, line breaks inside quotes, CRLF
 * or LF, an optional byte order mark. Each record keeps the line it starts on, for error reports.
 */
export interface CsvRecord {
  line: number;
  values: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endField = () => {
    values.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (!(values.length === 1 && values[0] === '')) records.push({ line: recordLine, values });
    values = [];
    recordLine = line;
  };
  for (let index = 0; index < input.length; index += 1) {
    const char = input.charAt(index);
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      line += 1;
      endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || values.length > 0) endRecord();
  return records;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsvLine(values: readonly string[]): string {
  return values.map(quote).join(',');
}
