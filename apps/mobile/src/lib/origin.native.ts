/** A phone has no page origin: the portal is where PORTAL_URL says. */
export function appOrigin(): string | null {
  return null;
}
