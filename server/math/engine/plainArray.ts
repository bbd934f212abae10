// Typed arrays into the plain arrays of the JSON result. A loop into a sized array, because
// Array.from walks an iterator: 4–5 times slower on the 100,000-participant arrays of a national
// consultation, where the result's arrays were a tenth of a warm update (docs/math.md#the-warm-update).

export function plainArray(values: ArrayLike<number>): number[] {
  const out = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i];
  return out;
}
