// What the sign-in and sign-out screens say went wrong: the provider's error_description when it
// sent one (it names the cause), else the error's message.
export function describeAuthError(error: unknown): string {
  if (error && typeof error === 'object') {
    const record = error as { error_description?: unknown; message?: unknown };
    if (typeof record.error_description === 'string' && record.error_description) {
      return record.error_description;
    }
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return String(error);
}
