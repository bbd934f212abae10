// Where `npm run math:bench` leaves its last result for `npm run bench`'s report (bench/mathSection.ts).
import { resolve } from 'node:path';

export const MATH_REPORT = resolve(import.meta.dirname, '../../../reports/bench/math.json');
