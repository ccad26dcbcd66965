import { SplashScreen } from '../features/sign-in/splash-screen';

export default SplashScreen;
