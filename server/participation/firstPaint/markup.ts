// Writing HTML by hand, safely: every text and attribute value goes through `escapeHtml`, so a
// statement or topic with <script>, quotes or & is shown as the text it is
// (docs/architecture.md#the-first-paint). Elements are built with `element`, which escapes the
// attribute values itself; children are markup already.
import { escapeHtml } from '../../platform/text/html';

/** Markup: a string that is HTML already (escaped text, or elements built here). */
export type Markup = { readonly html: string };

export const text = (value: string): Markup => ({ html: escapeHtml(value) });

/** Attributes in order; `true` writes a bare attribute, `false` / null / undefined none. */
export type Attributes = Record<string, string | number | boolean | null | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .map(([name, value]) => {
      if (value === false || value === null || value === undefined) return '';
      return value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
    })
    .join('');
}

const VOID = new Set(['img', 'br', 'input', 'meta', 'link']);

export function element(
  tag: string,
  attrs: Attributes = {},
  ...children: (Markup | null)[]
): Markup {
  const open = `<${tag}${attributes(attrs)}>`;
  if (VOID.has(tag)) return { html: open };
  const inner = children.map((child) => child?.html ?? '').join('');
  return { html: `${open}${inner}</${tag}>` };
}
