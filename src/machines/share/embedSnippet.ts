// The code an owner pastes into their own web page to show the conversation there: an <iframe> of
// the participation page. Its address carries `parent_url`, the page it is pasted on, the way
// upstream Polis's embed passes it; the same address is saved as the conversation's parent_url,
// which the conversation list shows on the card.

/** The participation page's address as the embedded frame loads it. */
export function embedSource(shareUrl: string, parentUrl: string): string {
  const page = parentUrl.trim();
  if (page === '') return shareUrl;
  const url = new URL(shareUrl);
  url.searchParams.set('parent_url', page);
  return url.href;
}

/** Characters that would end or break an HTML attribute value. */
function attribute(value: string): string {
  return value
    .replace(/&/gu, '&amp;')
    .replace(/"/gu, '&quot;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;');
}

/**
 * The snippet itself. Full width, a fixed height (the participation page scrolls inside it), lazy
 * loading so a long article does not load the conversation before the reader gets there.
 * `title` names the frame for screen readers.
 */
export function embedSnippet(shareUrl: string, parentUrl: string, title: string): string {
  return (
    `<iframe src="${attribute(embedSource(shareUrl, parentUrl))}" title="${attribute(title)}" ` +
    'width="100%" height="900" loading="lazy" ' +
    'style="border: 1px solid #ccc; border-radius: 4px; max-width: 100%;"></iframe>'
  );
}
