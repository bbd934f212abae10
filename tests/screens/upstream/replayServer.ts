// A local server for looking at the admin as it runs against upstream Polis: Vite serves the SPA
// (dev build), /config.json says the API is upstream's, and every /api/v3 call is answered from
// the recorded upstream answers (upstreamReplay.ts). For screenshots and manual checks only, never
// run by CI: `node --import tsx tests/screens/upstream/replayServer.ts [port]`. Sign-in is not
// replayed: put a user under the key `oidc.user:<authority>:<client>` in local storage first.
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { replayResponse } from './upstreamReplay';

const port = Number(process.argv[2] ?? 5199);
const origin = `http://127.0.0.1:${port}`;

const config = {
  productName: 'Rådslag',
  siteOwner: 'Rådslag',
  publicSiteUrl: `${origin}/`,
  oidc: { authority: `${origin}/oidc`, clientId: 'raadslag-admin', audience: 'raadslag-api' },
  accessCodeRequired: false,
  accounts: { enabled: false, signup: false, passkeys: false },
  apiBaseUrl: '/api/v3',
  apiServer: 'polis',
  mediaLinks: [],
};

async function answer(request: IncomingMessage): Promise<Response | null> {
  const url = new URL(request.url ?? '/', origin);
  if (url.pathname === '/config.json') return Response.json(config);
  if (!url.pathname.startsWith('/api/v3/')) return null;
  // Upstream's report export was not recorded: CSV as upstream sends it.
  if (url.pathname.startsWith('/api/v3/reportExport/')) {
    return new Response('comment-id,comment\n0,Havnen skal have flere grønne områder\n', {
      headers: { 'content-type': 'text/csv' },
    });
  }
  return replayResponse(request.method ?? 'GET', url);
}

const vite = await createViteServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'spa',
});
createHttpServer((request, response) => {
  void answer(request).then(async (reply) => {
    if (!reply) return vite.middlewares(request, response);
    response.writeHead(reply.status, Object.fromEntries(reply.headers));
    response.end(Buffer.from(await reply.arrayBuffer()));
  });
}).listen(port, '127.0.0.1', () => console.log(`upstream replay on ${origin}`));
