// GET /export/comments.csv and /export/votes.csv — a conversation's statements (with vote counts)
// and its votes, up to an optional `until`, as spreadsheet-ready CSV files — and the same data as
// Polis's own four files, GET /export/polis/{summary,comments,votes,participants-votes}.csv
// (Polis's column names and sign, opinion groups from the stored math result). Moderators only.
// `dialect=excel-da` on the two readable files gives them for Danish Excel (';', local time,
// Danish headers: present/exportsDanish.ts); without it the files are the standard comma files.
// The SPA fetches them with its bearer token and saves the Blob.
import { Hono, type Context } from 'hono';
import { conversationIdParam, loadConversation, requireModerator } from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { paramParseFailed } from '../../platform/http/errors';
import { untilParam } from '../../platform/http/untilParam';
import { attachmentHeader, commentsCsv, votesCsv } from '../present/exports';
import { commentsCsvDanish, EXCEL_DA, votesCsvDanish } from '../present/exportsDanish';
import { commentExportRows, voteExportRows } from '../repo/exports';
import { POLIS_FILES, polisExportFile } from '../../polis';
import { reportMessages } from '../messages';

const DENIED = {
  error: 'polis_err_export_permissions',
  message: reportMessages.exportDenied,
};

async function exportScope(c: Context<AppEnv>) {
  const before = untilParam(c.req.query('until'));
  const conversation = await loadConversation(
    c,
    conversationIdParam(c.req.query('conversation_id')),
  );
  await requireModerator(c, conversation, DENIED);
  return { conversation, before };
}

/** true for `dialect=excel-da`, false without; any other value is refused, naming the field. */
function danishExcel(c: Context<AppEnv>): boolean {
  const dialect = c.req.query('dialect');
  if (dialect === undefined || dialect === '') return false;
  if (dialect === EXCEL_DA) return true;
  throw paramParseFailed('dialect', reportMessages.dialect);
}

/** The readable file's name; the Danish Excel variant says so, so both can sit in one folder. */
function readableName(conversationId: string, kind: 'comments' | 'votes', danish: boolean) {
  return danish
    ? `attachment; filename="raadslag-${conversationId}-${kind}-${EXCEL_DA}.csv"`
    : attachmentHeader(conversationId, kind);
}

function csvResponse(c: Context<AppEnv>, csv: string, disposition: string) {
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': disposition,
  });
}

export function exportRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/comments.csv', async (c) => {
    const { conversation, before } = await exportScope(c);
    const danish = danishExcel(c);
    const rows = await commentExportRows(c.var.db, conversation.zid, before);
    return csvResponse(
      c,
      danish ? commentsCsvDanish(rows) : commentsCsv(rows),
      readableName(conversation.conversation_id, 'comments', danish),
    );
  });

  routes.get('/votes.csv', async (c) => {
    const { conversation, before } = await exportScope(c);
    const danish = danishExcel(c);
    const rows = await voteExportRows(c.var.db, conversation.zid, before);
    return csvResponse(
      c,
      danish ? votesCsvDanish(rows) : votesCsv(rows),
      readableName(conversation.conversation_id, 'votes', danish),
    );
  });

  // Named as Polis names them, so the four saved files form a folder Polis's tools (and
  // `npm run import:polis`) read as they are.
  for (const file of POLIS_FILES) {
    routes.get(`/polis/${file}.csv`, async (c) => {
      const { conversation, before } = await exportScope(c);
      const csv = await polisExportFile(
        { db: c.var.db, conversation, before, publicSiteUrl: c.var.config.publicSiteUrl },
        file,
      );
      return csvResponse(c, csv, `attachment; filename="${file}.csv"`);
    });
  }

  return routes;
}
