import { SignInScreen } from './sign-in-screen.tsx';

/** The parent splash (spec section 2): welcome, 'Login to manage your account', the login button, help, footer. */
export default function SplashScreen() {
  return <SignInScreen userType="Parent" />;
}
