// Reports, their snapshots, statistics and exports.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { conversationStats, hiddenStatements } from './repo/conversationStats';
export { voteExportRows } from './repo/exports';
export { createReport, findReport, listReports, newestReadableReport } from './repo/reports';
export { PUBLIC_REPORT_READS, refuseWithdrawnReport } from './routes/withdrawnReport';
export { storeSnapshot } from './repo/reportSnapshots';
export { reportMath } from './reportMath';
export { freezeReport } from './reportSnapshot';
export type { FrozenReport } from './reportSnapshot';
export { removeRejectedFromReports } from './text/rejectedAfterPublish';
