import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '@ace/dev-kit';
import PostalMime, { type Address } from 'postal-mime';
import { z } from 'zod';

/** One caught message as the page and the JSON API show it; the raw message is kept beside it. */
const messageSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  envelope: z.object({ from: z.string(), to: z.array(z.string()) }),
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** Every http(s) link in the message, so tests can follow a review link without parsing mail. */
  links: z.array(z.string()),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
});
export type CaughtMessage = z.infer<typeof messageSchema>;

function formatAddresses(addresses: readonly Address[] | undefined): string[] {
  return (addresses ?? []).flatMap((address) => {
    if (address.address === undefined) return formatAddresses(address.group);
    return [address.name === '' ? address.address : `${address.name} <${address.address}>`];
  });
}

function linksIn(text: string, html: string | null): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const fromHtml = [...(html ?? '').matchAll(/href\s*=\s*["'](https?:\/\/[^"']+)["']/gi)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
  return [...new Set([...fromText, ...fromHtml])];
}

export class Mailbox {
  readonly #dir: string;
  readonly #maxMessages: number;
  #messages: CaughtMessage[];

  constructor(stateDir: string, maxMessages: number) {
    this.#dir = join(stateDir, 'messages');
    this.#maxMessages = maxMessages;
    mkdirSync(this.#dir, { recursive: true });
    this.#messages = readdirSync(this.#dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => readJsonFile(join(this.#dir, file), (value) => messageSchema.parse(value)) ?? [])
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }

  /** Newest first. */
  list(): CaughtMessage[] {
    return [...this.#messages].reverse();
  }

  find(id: string): CaughtMessage | undefined {
    return this.#messages.find((message) => message.id === id);
  }

  raw(id: string): Buffer | undefined {
    return this.find(id) === undefined ? undefined : readFileSync(join(this.#dir, `${id}.eml`));
  }

  async attachment(
    id: string,
    index: number,
  ): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
    const raw = this.raw(id);
    if (raw === undefined) return undefined;
    const attachment = (await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' })).attachments[index];
    if (attachment === undefined) return undefined;
    const { content: body } = attachment;
    const content =
      typeof body === 'string'
        ? Buffer.from(body)
        : body instanceof ArrayBuffer
          ? Buffer.from(body)
          : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    return { filename: attachment.filename ?? `attachment-${index + 1}`, contentType: attachment.mimeType, content };
  }

  async store(raw: Buffer, envelope: CaughtMessage['envelope']): Promise<CaughtMessage> {
    const parsed = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
    const text = parsed.text ?? '';
    const html = parsed.html ?? null;
    const receivedAt = new Date().toISOString();
    const message: CaughtMessage = {
      id: randomUUID(),
      receivedAt,
      envelope,
      from: formatAddresses(parsed.from === undefined ? [] : [parsed.from])[0] ?? envelope.from,
      to: formatAddresses(parsed.to),
      cc: formatAddresses(parsed.cc),
      subject: parsed.subject ?? '(no subject)',
      date:
        parsed.date === undefined || Number.isNaN(Date.parse(parsed.date))
          ? receivedAt
          : new Date(parsed.date).toISOString(),
      text,
      html,
      links: linksIn(text, html),
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename ?? 'attachment',
        contentType: attachment.mimeType,
        size:
          typeof attachment.content === 'string'
            ? Buffer.byteLength(attachment.content)
            : attachment.content.byteLength,
      })),
    };
    writeFileSync(join(this.#dir, `${message.id}.eml`), raw);
    writeJsonFile(join(this.#dir, `${message.id}.json`), message);
    this.#messages.push(message);
    while (this.#messages.length > this.#maxMessages) {
      const oldest = this.#messages.shift();
      if (oldest !== undefined) this.#remove(oldest.id);
    }
    return message;
  }

  #remove(id: string): void {
    rmSync(join(this.#dir, `${id}.eml`), { force: true });
    rmSync(join(this.#dir, `${id}.json`), { force: true });
  }

  clear(): void {
    for (const message of this.#messages) this.#remove(message.id);
    this.#messages = [];
  }
}
