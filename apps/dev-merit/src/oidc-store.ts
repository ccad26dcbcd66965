import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '@ace/dev-kit';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { z } from 'zod';

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens), kept in one JSON file so that a
 * signed-in person stays signed in across restarts. The provider's default adapter lives in memory only. Fine for
 * one developer's stack; a real deployment would use a database.
 */

const payloadSchema = z.custom<AdapterPayload>((value) => typeof value === 'object' && value !== null);
const entrySchema = z.object({
  model: z.string(),
  id: z.string(),
  payload: payloadSchema,
  /** Epoch milliseconds; null when the model never expires. */
  expiresAt: z.number().nullable(),
});
type Entry = z.infer<typeof entrySchema>;
const fileSchema = z.object({ entries: z.array(entrySchema) });

export class OidcStore {
  readonly #path: string;
  readonly #entries = new Map<string, Entry>();

  constructor(stateDir: string) {
    this.#path = join(stateDir, 'oidc.json');
    const file = readJsonFile(this.#path, (value) => fileSchema.parse(value));
    const now = Date.now();
    for (const entry of file?.entries ?? []) {
      if (entry.expiresAt === null || entry.expiresAt > now) this.#entries.set(`${entry.model}:${entry.id}`, entry);
    }
  }

  #save(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.#entries.delete(key);
    }
    writeJsonFile(this.#path, { entries: [...this.#entries.values()] });
  }

  #live(model: string, predicate: (entry: Entry) => boolean): Entry | undefined {
    const now = Date.now();
    for (const entry of this.#entries.values()) {
      if (entry.model === model && (entry.expiresAt === null || entry.expiresAt > now) && predicate(entry)) {
        return entry;
      }
    }
    return undefined;
  }

  adapterFor(model: string): Adapter {
    const key = (id: string): string => `${model}:${id}`;
    return {
      upsert: (id, payload, expiresIn) => {
        const expiresAt = expiresIn === undefined ? null : Date.now() + expiresIn * 1000;
        this.#entries.set(key(id), { model, id, payload, expiresAt });
        this.#save();
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(this.#live(model, (entry) => entry.id === id)?.payload),
      findByUid: (uid) => Promise.resolve(this.#live(model, (entry) => entry.payload.uid === uid)?.payload),
      findByUserCode: (userCode) =>
        Promise.resolve(this.#live(model, (entry) => entry.payload.userCode === userCode)?.payload),
      consume: (id) => {
        const entry = this.#entries.get(key(id));
        if (entry !== undefined) {
          entry.payload.consumed = Math.floor(Date.now() / 1000);
          this.#save();
        }
        return Promise.resolve();
      },
      destroy: (id) => {
        if (this.#entries.delete(key(id))) this.#save();
        return Promise.resolve();
      },
      revokeByGrantId: (grantId) => {
        let changed = false;
        for (const [entryKey, entry] of this.#entries) {
          if (entry.payload.grantId === grantId) {
            this.#entries.delete(entryKey);
            changed = true;
          }
        }
        if (changed) this.#save();
        return Promise.resolve();
      },
    };
  }

  get adapter(): AdapterFactory {
    return (model) => this.adapterFor(model);
  }
}
