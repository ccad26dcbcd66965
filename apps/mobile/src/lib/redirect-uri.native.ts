/** Where Merit sends the phone back: the app's own scheme (app.config.ts), registered for ace-portal-mobile. */
export function signInRedirectUri(): string {
  return 'aceportal://auth/callback';
}
