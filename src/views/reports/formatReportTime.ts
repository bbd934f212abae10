// A report's creation time as 'YYYY-MM-DD HH:MM' in the viewer's local time
// (docs/behaviour.md#reports). The time may come as a number or a numeric string; anything that is
// not a valid date gives ''.
const pad = (n: number) => String(n).padStart(2, '0');

export function formatReportTime(created: unknown): string {
  const ms =
    typeof created === 'number'
      ? created
      : typeof created === 'string' && created.trim() !== ''
        ? Number(created)
        : Number.NaN;
  if (!Number.isFinite(ms)) return '';
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** Where a report is read: {site}/report/{report_id}, and the path shown beside the time. */
export function reportUrl(publicSiteUrl: string, reportId: string): { href: string; path: string } {
  const path = `/report/${encodeURIComponent(reportId)}`;
  try {
    return { href: new URL(path, publicSiteUrl).href, path };
  } catch {
    return { href: path, path };
  }
}
