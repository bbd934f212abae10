// Large typed arrays written over instead of allocated afresh (docs/math.md#the-warm-update): on
// this machine a fresh array of tens of megabytes cost more CPU than filling it, because the kernel
// maps and zeroes each of its pages on first touch.

/** `spare` when it holds `size`, else a new array with room to grow. */
export function room<T extends Int32Array | Int8Array>(
  spare: T | undefined,
  size: number,
  make: (n: number) => T,
): T {
  return spare && spare.length >= size ? spare : make(Math.ceil(size * 1.25) + 1024);
}

/** The whole buffer behind a view. */
export const whole32 = (a: Int32Array) => new Int32Array(a.buffer, a.byteOffset);
export const whole8 = (a: Int8Array) => new Int8Array(a.buffer, a.byteOffset);
