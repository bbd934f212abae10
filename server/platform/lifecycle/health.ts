// GET /healthz and GET /readyz, for load balancers and orchestrators (outside /api/v3, no auth).
// /healthz: the process is alive and serving HTTP — always 200 while it runs. /readyz: send it
// traffic — 200 when its database answers and has every migration this code needs, 503 while
// draining for a shutdown or while the database is away (lifecycle/readiness.ts). Bodies say only
// "ok"/"ready" or which of draining/database/migrations: no versions, hosts or error texts.
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import type { ReadinessProbe } from './readiness';

export function healthRoutes(probe: ReadinessProbe | null): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Mounted at the root: each handler sets its own headers (a middleware here would apply to
  // every path of the app).
  const noStore = { 'Cache-Control': 'no-store' };
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  routes.get('/readyz', async (c) => {
    const readiness = probe ? await probe.check() : ({ ready: true } as const);
    if (readiness.ready) return c.json({ status: 'ready' }, 200, noStore);
    return c.json({ status: 'not_ready', reason: readiness.reason }, 503, {
      ...noStore,
      'Retry-After': '5',
    });
  });
  return routes;
}
