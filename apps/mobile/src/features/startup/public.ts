// What other features may use of the app's start (docs/adr/0029).
export { LoadingScreen } from './loading-screen';
