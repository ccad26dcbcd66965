import { describe, expect, it } from 'vitest';
import { escapeHtml, html, page, trustedHtml } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = '<script>alert("x")</script> & \'friends\'';
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;</p>',
    );
  });

  it('keeps nested html and trusted markup, joins arrays and drops empty values', () => {
    // An alias, so that Prettier leaves the exact markup of this test alone.
    const markup = html;
    const items = ['a<b', 'c'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${null}${undefined}${false}${trustedHtml('<hr>')}${3}`.value).toBe(
      '<ul><li>a&lt;b</li><li>c</li></ul><hr>3',
    );
  });

  it('builds a whole page with a language, a title and a main landmark', () => {
    const markup = page({ title: 'T & co', service: 'S', body: html`<h1>Hi</h1>` });
    expect(markup).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(markup).toContain('<title>T &amp; co</title>');
    expect(markup).toMatch(/<main id="main"[^>]*>\s*<h1>Hi<\/h1>/);
  });

  it('escapes the five characters HTML cares about and nothing else', () => {
    expect(escapeHtml(`&<>"' é/`)).toBe('&amp;&lt;&gt;&quot;&#39; é/');
  });
});
