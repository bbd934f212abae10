// A report's creation time as Danes write it, in the viewer's local time ('26. nov. 2026, 05.32',
// as the conversation cards write theirs; docs/behaviour.md#reports). The time may come as a number
// or a numeric string; anything that is not a valid date gives ''.
import { formatDateTime } from '../../copy/danish/numbers';

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
  return formatDateTime(ms);
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
