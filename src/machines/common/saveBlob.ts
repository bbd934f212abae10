// Hands a Blob to the browser as a file download (an object URL on a temporary link). Called by
// the exportDownload chart's actor, never by a view.
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL can go once the browser has read it.
    queueMicrotask(() => URL.revokeObjectURL(url));
  }
}
