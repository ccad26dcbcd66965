import type { PlainMessageId } from '@ace/domain';
import { z } from 'zod';

const WAY_BACK_PLACES = ['workQueue', 'dashboard'] as const;

/**
 * Where a screen was opened from, for its 'Back to …' link (issue 36): a page of the signed-in person's dashboard, as
 * its address was (a tab, a search, filters). It goes in the router's state of the move, which a review link from an
 * e-mail does not carry: that screen then leads back to the dashboard as it opens.
 */
const wayBackSchema = z.object({ path: z.string(), place: z.enum(WAY_BACK_PLACES) });
export type WayBack = z.infer<typeof wayBackSchema>;

const wayBackStateSchema = z.object({ wayBack: wayBackSchema });

/** The router state of a move from `wayBack`. */
export function wayBackState(wayBack: WayBack): { wayBack: WayBack } {
  return { wayBack };
}

/**
 * The way back a move's state carries, when it leads to the dashboard `home` of the person signed in (an address of
 * it, with any query); else, and for anyone signed out (`home` null), none.
 */
export function wayBackOf(state: unknown, home: string | null): WayBack | null {
  const parsed = wayBackStateSchema.safeParse(state);
  if (home === null || !parsed.success) return null;
  const { path } = parsed.data.wayBack;
  return path === home || path.startsWith(`${home}?`) ? parsed.data.wayBack : null;
}

/** The way back of a signed-in person: where they came from if that is known, else their dashboard. */
export function wayBackOrHome(state: unknown, home: string): WayBack {
  return wayBackOf(state, home) ?? { path: home, place: 'dashboard' };
}

/** What a 'Back to …' link to each place says. */
export const wayBackLabel: Readonly<Record<WayBack['place'], PlainMessageId>> = {
  workQueue: 'reviewScreen.back.workQueue',
  dashboard: 'reviewScreen.error.dashboard',
};
