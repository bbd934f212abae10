// A group's bar chart for the Word file (docs/api.md#get-reporttextdocx): per representative
// statement two bars — the group's share solid black, the others' share hatched — with the
// statement's number and both percentages drawn in a small built-in digit font, so the chart reads
// in black and white and without the table beside it. Drawn into a PNG with pngjs: no browser, no
// native canvas, nothing leaves the server.
import { PNG } from 'pngjs';

export interface ChartRow {
  number: string;
  inGroup: number;
  others: number;
}

// 5×7 glyphs, a row per string, '#' for a set pixel.
const GLYPHS: Record<string, string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  '#': ['.#.#.', '.#.#.', '#####', '.#.#.', '#####', '.#.#.', '.#.#.'],
  '%': ['##..#', '##..#', '...#.', '..#..', '.#...', '#..##', '#..##'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

const SCALE = 3;
const WIDTH = 900;
const LABEL = 130;
const BAR = 620;
const ROW = 70;
const PAD = 10;

export function groupChartPng(rows: readonly ChartRow[]): Buffer {
  const height = PAD * 2 + Math.max(1, rows.length) * ROW;
  const png = new PNG({ width: WIDTH, height });
  png.data.fill(255);
  const set = (x: number, y: number, grey: number) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= height) return;
    const i = (y * WIDTH + x) * 4;
    png.data[i] = png.data[i + 1] = png.data[i + 2] = grey;
    png.data[i + 3] = 255;
  };
  const text = (value: string, x: number, y: number) => {
    [...value].forEach((ch, n) => {
      const glyph = GLYPHS[ch] ?? GLYPHS[' '];
      glyph.forEach((line, gy) =>
        [...line].forEach((px, gx) => {
          if (px !== '#') return;
          for (let dy = 0; dy < SCALE; dy++)
            for (let dx = 0; dx < SCALE; dx++)
              set(x + n * 6 * SCALE + gx * SCALE + dx, y + gy * SCALE + dy, 0);
        }),
      );
    });
  };
  const bar = (x: number, y: number, length: number, h: number, hatched: boolean) => {
    for (let dy = 0; dy < h; dy++)
      for (let dx = 0; dx < length; dx++) {
        const edge = dy === 0 || dy === h - 1 || dx === 0 || dx === length - 1;
        set(x + dx, y + dy, edge || !hatched || (dx + dy) % 6 < 2 ? 0 : 255);
      }
  };
  // The 0 and 100 % lines, so a short bar is still read against the whole.
  for (let y = PAD; y < height - PAD; y++) {
    set(LABEL, y, 120);
    set(LABEL + BAR, y, 180);
  }
  rows.forEach((row, index) => {
    const top = PAD + index * ROW + 6;
    text(`#${row.number}`, 4, top + 16);
    const inGroup = Math.round((BAR * clamp(row.inGroup)) / 100);
    const others = Math.round((BAR * clamp(row.others)) / 100);
    if (inGroup > 0) bar(LABEL, top, inGroup, 24, false);
    text(`${clamp(row.inGroup)} %`, LABEL + inGroup + 8, top + 2);
    if (others > 0) bar(LABEL, top + 30, others, 24, true);
    text(`${clamp(row.others)} %`, LABEL + others + 8, top + 32);
  });
  return PNG.sync.write(png);
}

const clamp = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.min(100, Math.round(n))) : 0);
