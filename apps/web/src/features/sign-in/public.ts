// What other features may use of sign-in (docs/adr/0029).
export { NotRegisteredScreen } from './not-registered-screen.tsx';
