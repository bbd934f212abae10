// The public entry's whole route table (public.html): /{conversation_id} is a participation page,
// /report/{report_id} a public report, anything else not found. No router library: the pages
// never navigate between themselves. Also read by vite.config.ts (the dev server serves
// public.html for these paths) so the two cannot disagree.

export type PublicRoute =
  | { page: 'participation'; conversationId: string }
  | { page: 'report'; reportId: string }
  | { page: 'notFound' };

/** A conversation_id is 10 characters of [a-z0-9] (docs/api.md#conventions). */
const CONVERSATION_PATH = /^\/([a-z0-9]{10})\/?$/;
/** A report_id is 'r' + 20 random characters; be lenient about the alphabet. */
const REPORT_PATH = /^\/report\/([A-Za-z0-9_-]{1,64})\/?$/;

export function parsePublicPath(pathname: string): PublicRoute {
  const conversation = CONVERSATION_PATH.exec(pathname);
  if (conversation) return { page: 'participation', conversationId: conversation[1] };
  const report = REPORT_PATH.exec(pathname);
  if (report) return { page: 'report', reportId: report[1] };
  return { page: 'notFound' };
}

/** Whether `pathname` belongs to the public entry (the dev server's rewrite asks this). */
export function isPublicPath(pathname: string): boolean {
  return parsePublicPath(pathname).page !== 'notFound';
}

/**
 * The route of the current page. `/public.html?path=/abc1234567` also works, for a static host
 * that cannot rewrite paths.
 */
export function currentPublicRoute(location: Pick<Location, 'pathname' | 'search'>): PublicRoute {
  if (/\/public\.html$/.test(location.pathname)) {
    const path = new URLSearchParams(location.search).get('path');
    return parsePublicPath(path ?? '');
  }
  return parsePublicPath(location.pathname);
}
