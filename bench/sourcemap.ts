// Which packages make up a built chunk: its source map's mappings attribute every generated
// character to a source file; characters are summed per npm package (or "app" for src/). The
// gzipped size is then shared out in proportion — an estimate, good enough to see what is heavy.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, i) => [char, i]));

/** Decodes one segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** "react-dom", "@nivo/core", or "app" for the project's own sources. */
function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return 'app';
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Characters of generated code per package, from `${file}.map` (empty when there is none). */
export function charactersByPackage(distDir: string, file: string): Map<string, number> {
  const totals = new Map<string, number>();
  const mapPath = join(distDir, 'assets', `${file}.map`);
  if (!existsSync(mapPath)) return totals;
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const code = readFileSync(join(distDir, 'assets', file), 'utf8').split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const width = code[lineNo]?.length ?? 0;
    let column = 0;
    let current: number | null = null;
    let start = 0;
    const flush = (end: number) => {
      if (current === null) return;
      const name = packageOf(map.sources[current] ?? '');
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - start));
    };
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      flush(column);
      if (fields.length >= 4) {
        source += fields[1];
        current = source;
      } else {
        current = null;
      }
      start = column;
    }
    flush(width);
  });
  return totals;
}
