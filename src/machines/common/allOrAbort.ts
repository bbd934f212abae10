// Promise.all for requests sent side by side: when one fails, the others are aborted at once
// (an actor that has failed is not stopped again, so its own signal would never fire for them).
export async function allOrAbort<T>(
  signal: AbortSignal,
  start: (signal: AbortSignal) => Promise<T>[],
): Promise<T[]> {
  const controller = new AbortController();
  const forward = () => controller.abort(signal.reason);
  if (signal.aborted) forward();
  else signal.addEventListener('abort', forward, { once: true });
  try {
    return await Promise.all(start(controller.signal));
  } catch (error) {
    controller.abort();
    throw error;
  } finally {
    signal.removeEventListener('abort', forward);
  }
}
