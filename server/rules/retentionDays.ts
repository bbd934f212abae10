// The retention period an owner sets (PUT /conversationData/retention): whole days after closing,
// 1 to RETENTION_DAYS_MAX, or null to keep the participants' data until the conversation is deleted.
import { RETENTION_DAYS_MAX } from '../../src/contract/dataProtection';

export type RetentionCheck = { ok: true; days: number | null } | { ok: false; message: string };

export function checkRetentionDays(value: unknown): RetentionCheck {
  if (value === null || value === '') return { ok: true, days: null };
  const days = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < 1 ||
    days > RETENTION_DAYS_MAX
  ) {
    return {
      ok: false,
      message: `Skriv et helt antal dage fra 1 til ${RETENTION_DAYS_MAX}, eller lad feltet stå tomt for at beholde data.`,
    };
  }
  return { ok: true, days };
}
