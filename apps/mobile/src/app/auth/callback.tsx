import { LoadingScreen } from '../../features/startup/loading-screen';

/** The web build's sign-in window lands here for a moment (the root layout hands its answer back). */
export default LoadingScreen;
