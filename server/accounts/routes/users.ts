// GET /users — the signed-in user.
import { Hono } from 'hono';
import { requireUser } from '../../platform/http/auth';
import type { AppEnv } from '../../platform/http/context';
import { toUser } from '../present/users';

export function usersRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => c.json(toUser(await requireUser(c))));

  return routes;
}
