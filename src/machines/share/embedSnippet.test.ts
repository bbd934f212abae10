import { describe, expect, it } from 'vitest';
import { embedSnippet, embedSource } from './embedSnippet';

describe('embedSource', () => {
  it('is the share link itself while no page is named', () => {
    expect(embedSource('https://dialog.example.dk/c1', '  ')).toBe('https://dialog.example.dk/c1');
  });

  it('carries the page as parent_url, encoded', () => {
    expect(embedSource('https://dialog.example.dk/c1', ' https://kommune.dk/a?b=1&c=2 ')).toBe(
      'https://dialog.example.dk/c1?parent_url=https%3A%2F%2Fkommune.dk%2Fa%3Fb%3D1%26c%3D2',
    );
  });
});

describe('embedSnippet', () => {
  it('is an iframe of the participation page with a title for screen readers', () => {
    const snippet = embedSnippet('https://dialog.example.dk/c1', '', 'Rådslag: Parken');
    expect(snippet).toMatch(/^<iframe src="https:\/\/dialog\.example\.dk\/c1" /u);
    expect(snippet).toContain('title="Rådslag: Parken"');
    expect(snippet).toMatch(/<\/iframe>$/u);
  });

  it('cannot be broken out of by a topic with quotes or markup', () => {
    const snippet = embedSnippet('https://dialog.example.dk/c1', '', '"><script>x</script>');
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(snippet).not.toContain('<script>');
  });

  it('keeps a page address with quotes inside the src attribute', () => {
    const snippet = embedSnippet(
      'https://dialog.example.dk/c1',
      'https://x.dk/"onload="alert(1)',
      'R',
    );
    expect(snippet).toContain('parent_url=https%3A%2F%2Fx.dk%2F%22onload%3D%22alert%281%29"');
    expect(snippet).not.toContain('"onload="');
  });
});
