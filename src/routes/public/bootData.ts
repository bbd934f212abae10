// The boot data the server writes into public.html (server/participation/bootData.ts): the public config and,
// on a participation page, a newcomer's participationInit. Read once at start, through the same
// parsers as the answers they stand for; anything missing or unreadable is simply absent and the
// page fetches instead (docs/architecture.md#start-up).
import { parseAppConfig } from '../../api/common/config';
import { readParticipantToken } from '../../api/public/participation/participantToken';
import { parseParticipationInit } from '../../api/public/participation/participation';
import type { AppConfig, ParticipationInit } from '../../../contract/types';
import type { PublicRoute } from './publicRoute';

export const BOOT_ELEMENT_ID = 'boot-data';

export interface PublicBoot {
  config: AppConfig | null;
  /** The participation page's start, when it may be used as it is (see `participationBoot`). */
  participation: ParticipationInit | null;
}

/** The JSON of the boot element, or null when there is none or it does not parse. */
export function readBootJson(doc: Pick<Document, 'getElementById'>): unknown {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What of the boot data this page may start from. The participation start is a newcomer's: a
 * returning participant (a token on this device) asks the server with the token instead, and
 * boot data for another conversation than the address names is ignored.
 */
export function publicBoot(raw: unknown, route: PublicRoute): PublicBoot {
  if (!isRecord(raw)) return { config: null, participation: null };
  const config = isRecord(raw.config) ? parseAppConfig(raw.config) : null;
  const boot = raw.participation;
  if (
    route.page !== 'participation' ||
    !isRecord(boot) ||
    boot.conversationId !== route.conversationId ||
    readParticipantToken(route.conversationId) !== null
  ) {
    return { config, participation: null };
  }
  try {
    return { config, participation: parseParticipationInit(boot.init) };
  } catch {
    return { config, participation: null };
  }
}
