// What GET /reportData adds for a report's text (docs/api.md#get-reportdata): a withdrawn version
// answers 410 with a Danish sentence and no figures; a published text rides along as `text`.
// An unpublished draft is the owner's and never appears here.
import type { ReportData } from '../../../contract/types';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/http/errors';
import { readStoredText, withdrawnAt } from './textRepo';
import { reportMessages } from '../messages';

export async function publicReport(db: Db, rid: number, body: ReportData): Promise<ReportData> {
  if ((await withdrawnAt(db, rid)) !== null) {
    throw new HttpError(410, 'polis_err_report_withdrawn', reportMessages.withdrawn);
  }
  const stored = await readStoredText(db, rid);
  const text =
    stored && stored.published_at !== null
      ? { sections: stored.sections, published_at: stored.published_at }
      : null;
  return { ...body, text };
}
