import { SignInScreen } from './sign-in-screen.tsx';

/** The support staff login at /merit-cs (spec section 2): 'Merit CS Portal', 'Login to manage Merit CS Requests'. */
export default function MeritCsLoginScreen() {
  return <SignInScreen userType="MeritCS" />;
}
