/**
 * HTML for the stand-ins' pages, escaped by construction: every value interpolated into `html` is escaped unless
 * it is itself the output of `html` (or `trustedHtml`). One layout and one stylesheet keep the pages alike.
 */

export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: HtmlValue) => render(item)).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup that is already safe (built by this code, never from input). */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

const stylesheet = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4d5661; --line: #c9d1d9; --accent: #0b5cad; --accent-ink: #fff;
  --danger: #a4161a; --ok: #17663a; --panel: #f5f7fa; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #fff; line-height: 1.5; font-size: 1rem; }
.banner { margin: 0; background: #fff4ce; border-bottom: 1px solid #e0c45c; padding: .5rem 1rem; font-size: .9rem; }
header.site { background: #12355b; color: #fff; padding: .75rem 1rem; }
header.site p { margin: 0; font-weight: 600; }
main { max-width: 64rem; margin: 0 auto; padding: 1.25rem 1rem 3rem; }
main.narrow { max-width: 36rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: .5rem 0 1rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 .75rem; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible {
  outline: 3px solid #f2a900; outline-offset: 2px; }
label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
input[type=email], input[type=password], input[type=text] { width: 100%; font: inherit; padding: .6rem .7rem;
  border: 1px solid #6b7580; border-radius: 6px; }
select { font: inherit; padding: .35rem .5rem; border: 1px solid #6b7580; border-radius: 6px; max-width: 100%; }
input[aria-invalid=true] { border-color: var(--danger); border-width: 2px; }
button, .button { font: inherit; font-weight: 600; border-radius: 6px; padding: .55rem 1rem; cursor: pointer;
  border: 1px solid var(--accent); background: var(--accent); color: var(--accent-ink); text-decoration: none;
  display: inline-block; }
button.secondary { background: #fff; color: var(--accent); }
button.danger { background: #fff; color: var(--danger); border-color: var(--danger); }
button.small { padding: .3rem .7rem; font-size: .9rem; }
.actions { margin-top: 1.25rem; display: flex; gap: .75rem; flex-wrap: wrap; }
.alert { border-left: 4px solid var(--danger); background: #fdecea; padding: .75rem 1rem; margin: 1rem 0; }
.notice { border-left: 4px solid var(--ok); background: #e8f5ec; padding: .75rem 1rem; margin: 1rem 0; }
.panel > h2:first-child { margin-top: 0; }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dl.meta dt { font-weight: 600; } dl.meta dd { margin: 0; overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin: 1rem 0; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: .95rem; }
caption { text-align: left; font-weight: 600; padding: .5rem 0; }
th, td { text-align: left; vertical-align: top; padding: .5rem .6rem; border-bottom: 1px solid var(--line); }
th { background: var(--panel); }
td form { display: inline; }
td form.inline-choice { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin-top: .5rem; }
form.inline-choice label { margin: 0; font-size: .85rem; width: 100%; }
form.inline-choice select { flex: 1 1 10rem; min-width: 0; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; }
pre { white-space: pre-wrap; word-break: break-word; background: var(--panel); padding: 1rem; border-radius: 6px; }
ul.plain { list-style: none; padding: 0; }
.accounts li { border-bottom: 1px solid var(--line); padding: .6rem 0; display: flex; gap: .75rem;
  justify-content: space-between; align-items: center; flex-wrap: wrap; }
.accounts li span { display: block; }
.status { display: inline-block; padding: 0 .5rem; border-radius: 999px; font-size: .85rem; font-weight: 600;
  border: 1px solid currentColor; }
.status.good { color: var(--ok); } .status.bad { color: var(--danger); } .status.wait { color: #7a5200; }
.status.neutral { color: var(--muted); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 40rem) { main { padding: 1rem .75rem 2rem; } h1 { font-size: 1.35rem; } th, td { padding: .4rem; }
  table.stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.stack tr { display: block; border-bottom: 1px solid var(--line); padding: .5rem 0; }
  table.stack td { display: block; border: 0; padding: .15rem 0; overflow-wrap: anywhere; }
  table.stack td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; } }
`;

export interface PageOptions {
  /** The document title, also the first words a screen reader announces. */
  title: string;
  /** The service name shown in the header, e.g. "Merit (local stand-in)". */
  service: string;
  body: SafeHtml;
  /** A narrow single-column layout for forms. */
  narrow?: boolean;
}

/** A whole page: the development banner, the service header and the body in `<main>`. */
export function page({ title, service, body, narrow = false }: PageOptions): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${trustedHtml(stylesheet)}
        </style>
      </head>
      <body>
        <p class="banner">
          Local development stand-in. Not a real service: nothing here moves real money or identities.
        </p>
        <header class="site"><p>${service}</p></header>
        <main id="main" class="${narrow ? 'narrow' : ''}">${body}</main>
      </body>
    </html> `.value;
}
