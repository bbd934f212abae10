/**
 * Clean-up steps for process-level tests that give up on a step rather than fail the file. On a
 * loaded CI machine a step such as `DROP DATABASE` can wait a minute behind other clusters' I/O;
 * what it leaves behind belongs to the throw-away scratch cluster, so the test's verdict stands.
 */
export async function boundedCleanup(
  steps: Array<[label: string, run: () => Promise<unknown>]>,
  stepMs = 20_000,
): Promise<void> {
  for (const [label, run] of steps) {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<'gave up'>((done) => {
      timer = setTimeout(() => done('gave up'), stepMs);
    });
    const outcome = await Promise.race([
      run().then(
        () => 'done' as const,
        () => 'failed' as const,
      ),
      gaveUp,
    ]);
    clearTimeout(timer);
    const seconds = (Date.now() - started) / 1000;
    if (outcome !== 'done' || seconds > 5) {
      console.warn(`clean-up: ${label} ${outcome} after ${seconds.toFixed(1)} s`);
    }
  }
}
