// The published text and the removal notes of GET /reportData (docs/api.md#get-reportdata), read
// tolerantly: a server without them (upstream Polis, an older Rådslag) sends neither, and the page
// shows the figures alone.
import type { PublishedReportText, ReportTextSection } from '../../../contract/reportText';
import { recordOrEmpty, toText } from '../common/tolerance';

const KEYS = ['summary', 'groups', 'consensus', 'divisive', 'importance', 'topics', 'method'];

export function parsePublishedText(value: unknown): PublishedReportText | null {
  if (!value || typeof value !== 'object') return null;
  const raw = recordOrEmpty(value);
  const at = Number(raw.published_at);
  if (!Number.isFinite(at) || !Array.isArray(raw.sections)) return null;
  const sections = raw.sections.flatMap((item): ReportTextSection[] => {
    const section = recordOrEmpty(item);
    const key = toText(section.key);
    if (!KEYS.includes(key) || !Array.isArray(section.paragraphs)) return [];
    return [
      {
        key: key as ReportTextSection['key'],
        heading: toText(section.heading),
        paragraphs: section.paragraphs.filter((p): p is string => typeof p === 'string'),
      },
    ];
  });
  return { sections, published_at: at };
}

export const parseRemoved = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : [];
