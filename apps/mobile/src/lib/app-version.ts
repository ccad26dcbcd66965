/** The web build is always the latest: there is no store version to check. */
export function installedAppVersion(): string | null {
  return null;
}
