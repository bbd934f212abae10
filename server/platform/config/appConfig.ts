// GET /config.json — what the SPA reads at start (docs/api.md#get-configjson).
import { Hono } from 'hono';
import { buildAppConfig, type ServerConfig } from './config';
import type { AppEnv } from '../http/context';

export function appConfigRoutes(config: ServerConfig): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const body = buildAppConfig(config);
  routes.get('/', (c) => {
    // A redeploy with another identity provider or access code must take effect at once.
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return routes;
}
