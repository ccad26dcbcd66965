import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startMailCatcher, type RunningMailCatcher } from './mail-catcher.ts';

describe('dev-mail, the mail catcher', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'dev-mail-test-'));
  let catcher: RunningMailCatcher;
  let base: string;

  beforeAll(async () => {
    catcher = await startMailCatcher(readConfig({ PORT: '0', SMTP_PORT: '0', STATE_DIR: stateDir }));
    base = `http://127.0.0.1:${catcher.httpPort}/mail`;
  });
  afterAll(async () => {
    await catcher.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  async function send(options: { to: string; subject: string; text: string; html?: string; attachment?: string }) {
    // As the Base API will send: SMTP_URL=smtp://127.0.0.1:<port>.
    const transport = createTransport(`smtp://127.0.0.1:${catcher.smtpPort}`);
    await transport.sendMail({
      from: 'ACE Portal <no-reply@aceportal.example>',
      to: options.to,
      subject: options.subject,
      text: options.text,
      html: options.html,
      attachments: options.attachment === undefined ? [] : [{ filename: 'receipt.txt', content: options.attachment }],
    });
    transport.close();
  }

  async function messages(query = ''): Promise<Record<string, unknown>[]> {
    const body: unknown = await (await fetch(`${base}/api/messages${query}`)).json();
    return typeof body === 'object' && body !== null && 'messages' in body && Array.isArray(body.messages)
      ? body.messages.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      : [];
  }

  it('catches a mail sent over SMTP and shows it in the JSON API with its links', async () => {
    await send({
      to: 'olivia.brown@brightminds.example.com',
      subject: 'A claim is waiting for your review',
      text: 'Review it here: http://localhost:8080/review-claim?token=abc123',
      html: '<p>Review it <a href="http://localhost:8080/review-claim?token=abc123&amp;x=1">here</a>.</p><script>alert(1)</script>',
      attachment: 'Invoice 42',
    });
    const [message] = await messages('?to=olivia.brown@brightminds.example.com');
    expect(message).toMatchObject({
      from: 'ACE Portal <no-reply@aceportal.example>',
      to: ['olivia.brown@brightminds.example.com'],
      subject: 'A claim is waiting for your review',
      text: 'Review it here: http://localhost:8080/review-claim?token=abc123\n',
      links: ['http://localhost:8080/review-claim?token=abc123', 'http://localhost:8080/review-claim?token=abc123&x=1'],
      attachments: [{ filename: 'receipt.txt', contentType: 'text/plain', size: 10 }],
    });
    expect(await messages('?to=nobody@example.com')).toEqual([]);
  });

  it('lists the mail on its page and shows one as a person would see it, its HTML sandboxed', async () => {
    const [message] = await messages();
    const id = String(message?.id);
    const list = (await (await fetch(base)).text()).replace(/\s+/g, ' ');
    expect(list).toContain('<h1>Mail the portal sent</h1>');
    expect(list).toContain(`<a href="/mail/${id}">A claim is waiting for your review</a>`);

    const detail = await fetch(`${base}/${id}`);
    expect(detail.headers.get('content-security-policy')).toContain("frame-src 'self'");
    const page = (await detail.text()).replace(/\s+/g, ' ');
    expect(page).toContain(`<iframe src="/mail/${id}/html"`);
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toContain('<a href="http://localhost:8080/review-claim?token=abc123" target="_blank"');

    const framed = await fetch(`${base}/${id}/html`);
    expect(framed.headers.get('content-security-policy')).toMatch(
      /^sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'/,
    );
    expect(await framed.text()).toContain('<base target="_blank">');

    const attachment = await fetch(`${base}/${id}/attachments/0`);
    expect(attachment.headers.get('content-disposition')).toContain('attachment');
    expect(await attachment.text()).toBe('Invoice 42');
  });

  it('keeps mail across a restart and clears it on request', async () => {
    await catcher.stop();
    catcher = await startMailCatcher(readConfig({ PORT: '0', SMTP_PORT: '0', STATE_DIR: stateDir }));
    base = `http://127.0.0.1:${catcher.httpPort}/mail`;
    expect(await messages()).toHaveLength(1);

    const cleared = await fetch(`${base}/api/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(await messages()).toEqual([]);
    expect(await (await fetch(base)).text()).toContain('No mail yet.');
  });

  it("deletes all mail on its page's own form post, and on no other site's", async () => {
    await send({ to: 'sam.support@meritcs.example.com', subject: 'Kept', text: 'Still here.' });
    const list = await fetch(base);
    // With no-referrer a browser would send Origin: null on the page's own posts.
    expect(list.headers.get('referrer-policy')).toBe('same-origin');
    expect(await list.text()).toContain(`<form method="post" action="/mail/clear" class="actions">`);

    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const refused = await fetch(`${base}/clear`, { method: 'POST', redirect: 'manual', headers });
      expect(refused.status).toBe(403);
    }
    expect(await messages()).toHaveLength(1);

    const own = await fetch(`${base}/clear`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'sec-fetch-site': 'same-origin', origin: new URL(base).origin },
    });
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('/mail?cleared=1');
    expect(await messages()).toEqual([]);
  });
});
