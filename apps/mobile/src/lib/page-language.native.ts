/** A phone has no page: its screen reader reads in the phone's own language settings. */
export function followPageLanguage(): void {
  // Nothing to say.
}
