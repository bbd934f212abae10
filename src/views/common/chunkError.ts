// Whether an error is a lazily imported chunk that could not be fetched (a new deployment replaced
// the file, or the server is down). Browsers word it differently and in English, so the message is
// only matched here and never shown (docs/behaviour.md#startup).
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css|chunkloaderror|loading chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}
