// What each chart is for, when its machine file has no leading doc comment (charts.ts reads that
// comment first). Keyed by machine id. Keep one or two sentences; the diagram shows the rest.
export const FALLBACK_PURPOSES: Readonly<Record<string, string>> = {
  auth: 'The session: loading a stored user, the sign-in callback, silent renewal, sign-out.',
  accessCode: 'The shared access code in front of the sign-in page.',
  conversationList: 'The conversation list: load, empty, failure and creating a conversation.',
  conversationSummary: "One conversation's settings for the admin area.",
  user: "The signed-in owner's record for the signed-in layout and the account page.",
};
