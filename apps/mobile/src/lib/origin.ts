/** The page's origin: the web build is served by the portal, so its calls go to this origin. */
export function appOrigin(): string | null {
  return window.location.origin;
}
