// GET /export/comments.csv and /export/votes.csv — a conversation's statements (with vote counts)
// and its votes, up to an optional `until`, as spreadsheet-ready CSV files — and the same data as
// Polis's own four files, GET /export/polis/{summary,comments,votes,participants-votes}.csv
// (Polis's column names and sign, opinion groups from the stored math result). Moderators only.
// The SPA fetches them with its bearer token and saves the Blob.
import { Hono, type Context } from 'hono';
import {
  conversationIdParam,
  loadConversation,
  requireModerator,
} from '../http/conversationAccess';
import type { AppEnv } from '../http/context';
import { untilParam } from '../http/untilParam';
import { attachmentHeader, commentsCsv, votesCsv } from '../present/exports';
import { commentExportRows, voteExportRows } from '../repo/exports';
import { POLIS_FILES, polisExportFile } from '../polisFormat/exportFiles';

const DENIED = {
  error: 'polis_err_export_permissions',
  message: 'Du har ikke tilladelse til at eksportere denne samtales data.',
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
    const rows = await commentExportRows(c.var.db, conversation.zid, before);
    return csvResponse(
      c,
      commentsCsv(rows),
      attachmentHeader(conversation.conversation_id, 'comments'),
    );
  });

  routes.get('/votes.csv', async (c) => {
    const { conversation, before } = await exportScope(c);
    const rows = await voteExportRows(c.var.db, conversation.zid, before);
    return csvResponse(c, votesCsv(rows), attachmentHeader(conversation.conversation_id, 'votes'));
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
