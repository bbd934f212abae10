// HTML written by hand on the server (the sign-in pages, the participant page's first paint): every
// text and attribute value goes through `escapeHtml`, so a statement or a name with <script>,
// quotes or & is shown as the text it is (docs/architecture.md#the-first-paint).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value as HTML: & < > " ' as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
