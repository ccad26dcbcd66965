import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD } from '@ace/demo-data';
import { readJsonFile, writeJsonFile } from '@ace/dev-kit';
import { z } from 'zod';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './passwords.ts';

/*
 * Two identifiers per person, as Merit has them:
 * - entityID names the person (the Merit account that holds their merits). It is the same whatever app they use,
 *   and it is the OIDC subject here.
 * - agentID names this app's agent for that person: the handle through which the portal acts for them
 *   (links, terms acceptance). One per person for the portal's clients, web and mobile alike.
 * Both are opaque, generated once (`ent-` / `agt-` + a UUID) and kept in the state file, so they are stable across
 * restarts; the Base API keys its users on agentID.
 */

const meritSchema = z.object({ organisationId: z.string(), status: z.enum(['accepted', 'pending']) });

const accountSchema = z.object({
  entityId: z.string(),
  agentId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  passwordHash: z.string(),
  capabilitiesApproved: z.boolean(),
  tosAccepted: z.boolean(),
  linkedEntityIds: z.array(z.string()),
  merits: z.array(meritSchema),
});
export type Account = z.infer<typeof accountSchema>;

const stateSchema = z.object({
  accounts: z.array(accountSchema),
  organisations: z.array(z.object({ id: z.string(), name: z.string() })),
});
type AccountState = z.infer<typeof stateSchema>;

export interface Merit {
  id: string;
  name: string;
  status: 'accepted' | 'pending';
}

export interface AgentLinks {
  capabilitiesApproved: boolean;
  tosAccepted: boolean;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class AccountStore {
  readonly #path: string;
  readonly #state: AccountState;

  private constructor(path: string, state: AccountState) {
    this.#path = path;
    this.#state = state;
  }

  /**
   * Opens the accounts file, creating it on first start from the demo data. Demo accounts added to the demo data
   * later are added on the next start; existing accounts are never overwritten.
   */
  static async open(stateDir: string): Promise<AccountStore> {
    const path = join(stateDir, 'accounts.json');
    const state = readJsonFile(path, (value) => stateSchema.parse(value)) ?? { accounts: [], organisations: [] };
    const store = new AccountStore(path, state);
    await store.#seedDemoData();
    return store;
  }

  async #seedDemoData(): Promise<void> {
    let changed = false;
    for (const organisation of DEMO_ORGANISATIONS) {
      const existing = this.#state.organisations.find((item) => item.id === organisation.id);
      if (existing === undefined) {
        this.#state.organisations.push({ id: organisation.id, name: organisation.name });
        changed = true;
      } else if (existing.name !== organisation.name) {
        existing.name = organisation.name;
        changed = true;
      }
    }
    const missing = DEMO_ACCOUNTS.filter((demo) => this.findByEmail(demo.email) === undefined);
    const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
    missing.forEach((demo, index) => {
      this.#state.accounts.push({
        entityId: `ent-${randomUUID()}`,
        agentId: `agt-${randomUUID()}`,
        email: normaliseEmail(demo.email),
        firstName: demo.firstName,
        lastName: demo.lastName,
        passwordHash: hashes[index] ?? UNMATCHABLE_HASH,
        capabilitiesApproved: false,
        tosAccepted: false,
        linkedEntityIds: [],
        merits: demo.role === 'ServiceProvider' ? demo.merits.map((merit) => ({ ...merit })) : [],
      });
      changed = true;
    });
    if (changed) this.#save();
  }

  #save(): void {
    writeJsonFile(this.#path, this.#state);
  }

  findByEmail(email: string): Account | undefined {
    const wanted = normaliseEmail(email);
    return this.#state.accounts.find((account) => account.email === wanted);
  }

  findByEntityId(entityId: string): Account | undefined {
    return this.#state.accounts.find((account) => account.entityId === entityId);
  }

  findByAgentId(agentId: string): Account | undefined {
    return this.#state.accounts.find((account) => account.agentId === agentId);
  }

  /** The account for these credentials, or undefined; as slow for an unknown e-mail as for a wrong password. */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const account = this.findByEmail(email);
    const matches = await verifyPassword(password, account?.passwordHash ?? UNMATCHABLE_HASH);
    return matches ? account : undefined;
  }

  links(account: Account): AgentLinks {
    return { capabilitiesApproved: account.capabilitiesApproved, tosAccepted: account.tosAccepted };
  }

  /** Accepting the terms in the portal's modal also approves the capabilities it asks for (spec section 2). */
  acceptTerms(account: Account): void {
    account.tosAccepted = true;
    account.capabilitiesApproved = true;
    this.#save();
  }

  linkEntity(account: Account, entityId: string): void {
    if (!account.linkedEntityIds.includes(entityId)) {
      account.linkedEntityIds.push(entityId);
      this.#save();
    }
  }

  merits(account: Account): Merit[] {
    return account.merits.map((merit) => ({
      id: merit.organisationId,
      name: this.#state.organisations.find((item) => item.id === merit.organisationId)?.name ?? merit.organisationId,
      status: merit.status,
    }));
  }
}
