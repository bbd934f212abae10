// The retention period an owner sets (PUT /conversationData/retention): whole days after closing,
// 1 to RETENTION_DAYS_MAX, or null to keep the participants' data until the conversation is deleted.
import { RETENTION_DAYS_MAX } from '../../../contract/dataProtection';
import { dataProtectionMessages } from '../messages';

export type RetentionCheck = { ok: true; days: number | null } | { ok: false; message: string };

export function checkRetentionDays(value: unknown): RetentionCheck {
  if (value === null) return { ok: true, days: null };
  // A JSON number or null, nothing else: "30" is refused as a string is in every other field.
  const days = value;
  if (
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < 1 ||
    days > RETENTION_DAYS_MAX
  ) {
    return {
      ok: false,
      message: dataProtectionMessages.retentionRefused,
    };
  }
  return { ok: true, days };
}
