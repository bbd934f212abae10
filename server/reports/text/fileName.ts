// The Word file's name, `raadslag-{emne}-{dato}.docx` (docs/api.md#get-reporttextdocx): the topic in
// plain ASCII (æ ø å written out as Danes do in addresses), the day the figures were taken in
// Copenhagen. Safe in a Content-Disposition header: letters, digits and hyphens only.
const DANISH: Record<string, string> = {
  æ: 'ae',
  ø: 'oe',
  å: 'aa',
  é: 'e',
  ü: 'u',
  ö: 'oe',
  ä: 'ae',
};
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' });

export function docxFileName(topic: string, takenAt: number): string {
  const emne =
    topic
      .toLowerCase()
      .replace(/[æøåéüöä]/g, (ch) => DANISH[ch] ?? '')
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'rapport';
  const dato = Number.isFinite(takenAt) ? day.format(new Date(takenAt)) : 'udateret';
  return `raadslag-${emne}-${dato}.docx`;
}
