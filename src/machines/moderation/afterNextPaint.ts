// Waiting for the browser to paint: the moderation chart sends its PUT only after the change is
// on screen, so starting the request adds nothing to the click.
/**
 * Resolves once the browser has painted the frame being prepared (requestAnimationFrame, then a
 * task). A hidden tab paints nothing, so a short timeout stands in.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}
