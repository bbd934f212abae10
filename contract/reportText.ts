// A report version's written text (docs/api.md#report-text): the Danish draft the server builds from
// the frozen figures, edited by the owner and published with the version. Headings are fixed by
// `key`; the owner changes the paragraphs only. A paragraph names the statements its figures come
// from as "(#12)" — the statement's number as the report shows it — so the reader can look it up.

export type ReportTextKey =
  'summary' | 'groups' | 'consensus' | 'divisive' | 'importance' | 'topics' | 'method';

export interface ReportTextSection {
  key: ReportTextKey;
  heading: string;
  paragraphs: string[];
}

/** GET /reportText: the saved text, or the draft when nothing is saved yet (`version` 0). */
export interface ReportTextBody {
  report_id: string;
  sections: ReportTextSection[];
  /** Bumped by every save; a save names the version it was based on (409 otherwise). */
  version: number;
  /** When the text was published with the version (ms); null while it is a draft. */
  published_at: number | null;
  /** When the owner withdrew the version (ms); a withdrawn version cannot be edited. */
  withdrawn_at: number | null;
}

/** 409 from PUT /reportText: the text was saved in another window meanwhile. */
export interface ReportTextConflictBody {
  error: 'polis_err_report_text_changed';
  message: string;
  status: 409;
  current: ReportTextBody;
}

/** What GET /reportData adds for a published text and statements removed after publishing. */
export interface PublishedReportText {
  sections: ReportTextSection[];
  published_at: number;
}
