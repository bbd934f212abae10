// GET, PUT /reportText, POST /reportText/publish, POST /reportText/withdraw and GET
// /reportText/docx — the owner's written text of a report version (docs/api.md#report-text). Only
// the conversation's owner: the text is what the owner hands on to the council. A withdrawn version
// cannot be edited (410), a published text cannot be changed (409, make a new version), and a save
// based on an older version is answered 409 with the text as it is now.
import { Hono, type Context } from 'hono';
import type { ReportTextBody } from '../../../contract/reportText';
import { requireUser } from '../../platform/http/auth';
import { readJsonObject } from '../../platform/http/body';
import { findConversationByZid, requireOwner } from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { HttpError, paramMissing, paramParseFailed } from '../../platform/http/errors';
import { findReport, type ReportRow } from '../repo/reports';
import { isReportId } from '../rules/reportId';
import { readReport } from '../reportSnapshot';
import { reportDocx } from './docx';
import { buildDraft } from './draftRules';
import { readSections } from './textInput';
import { publishText, readStoredText, saveText, withdrawReport, withdrawnAt } from './textRepo';
import { reportTopics } from './topicsRepo';
import { docxFileName } from './fileName';
import { reportMessages } from '../messages';
import { reportIdInvalid } from '../../platform/messages';

const DENIED = {
  error: 'polis_err_report_text_owner_only',
  message: reportMessages.text.ownerOnly,
};
const notFound = () =>
  new HttpError(404, 'polis_err_report_not_found', reportMessages.reportNotFound);
export const withdrawnError = () =>
  new HttpError(410, 'polis_err_report_withdrawn', reportMessages.text.withdrawn);
const published = () =>
  new HttpError(409, 'polis_err_report_text_published', reportMessages.text.published);

/** The report named by `value`, its owner signed in; 401 before anything is revealed. */
async function ownedReport(c: Context<AppEnv>, value: unknown) {
  await requireUser(c);
  if (value === undefined || value === '') throw paramMissing('report_id');
  if (typeof value !== 'string' || !isReportId(value)) {
    throw paramParseFailed('report_id', reportIdInvalid);
  }
  const report = await findReport(c.var.db, value);
  const conversation = report && (await findConversationByZid(c.var.db, report.zid));
  if (!report || !conversation) throw notFound();
  await requireOwner(c, conversation, DENIED);
  return report;
}

/** The text as the owner sees it: saved, or the draft of the frozen figures (version 0). */
async function currentText(c: Context<AppEnv>, report: ReportRow) {
  const db = c.var.db;
  const frozen = await readReport(db, report);
  if (!frozen) throw notFound();
  const stored = await readStoredText(db, report.rid);
  const shown = new Set(frozen.statements.map((s) => s.tid));
  const draft = buildDraft(frozen, await reportTopics(db, report.zid, shown));
  const body: ReportTextBody = {
    report_id: report.report_id,
    sections: stored?.sections ?? draft,
    version: stored?.version ?? 0,
    published_at: stored?.published_at ?? null,
    withdrawn_at: await withdrawnAt(db, report.rid),
  };
  return { body, draft, frozen };
}

const versionOf = (value: unknown) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw paramParseFailed('version', reportMessages.text.badVersion);
  }
  return value;
};

export function reportTextRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const report = await ownedReport(c, c.req.query('report_id'));
    return c.json((await currentText(c, report)).body);
  });

  routes.put('/', async (c) => {
    const input = await readJsonObject(c);
    const report = await ownedReport(c, input.report_id);
    const basedOn = versionOf(input.version);
    const { body, draft } = await currentText(c, report);
    if (body.withdrawn_at !== null) throw withdrawnError();
    if (body.published_at !== null) throw published();
    const read = readSections(input.sections, draft);
    if (!read.ok) {
      throw new HttpError(
        400,
        'polis_err_param_parse_failed_sections',
        read.message,
        undefined,
        'sections',
      );
    }
    const version = await saveText(c.var.db, {
      rid: report.rid,
      zid: report.zid,
      sections: read.sections,
      basedOn,
      now: Date.now(),
    });
    if (version === null) {
      const now = (await currentText(c, report)).body;
      return c.json(
        {
          error: 'polis_err_report_text_changed',
          message: reportMessages.text.savedElsewhere,
          status: 409,
          current: now,
        },
        409,
      );
    }
    return c.json({ ...body, sections: read.sections, version } satisfies ReportTextBody);
  });

  routes.post('/publish', async (c) => {
    const input = await readJsonObject(c);
    const report = await ownedReport(c, input.report_id);
    const basedOn = versionOf(input.version);
    const { body } = await currentText(c, report);
    if (body.withdrawn_at !== null) throw withdrawnError();
    if (body.published_at !== null) throw published();
    const ok = await publishText(c.var.db, {
      rid: report.rid,
      zid: report.zid,
      sections: body.sections,
      basedOn,
      now: Date.now(),
    });
    if (!ok || body.version !== basedOn) {
      throw new HttpError(
        409,
        'polis_err_report_text_changed',
        reportMessages.text.changedElsewhere,
      );
    }
    return c.json((await currentText(c, report)).body);
  });

  routes.post('/withdraw', async (c) => {
    const input = await readJsonObject(c);
    const report = await ownedReport(c, input.report_id);
    await withdrawReport(c.var.db, report.rid, Date.now());
    return c.json((await currentText(c, report)).body);
  });

  routes.get('/docx', async (c) => {
    const report = await ownedReport(c, c.req.query('report_id'));
    const { body, frozen } = await currentText(c, report);
    if (body.withdrawn_at !== null) throw withdrawnError();
    const file = await reportDocx(frozen, body.sections);
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Content-Disposition': `attachment; filename="${docxFileName(frozen.conversation.topic, frozen.taken_at)}"`,
    });
  });

  return routes;
}
