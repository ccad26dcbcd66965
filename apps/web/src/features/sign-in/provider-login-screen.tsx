import { SignInScreen } from './sign-in-screen.tsx';

/** The service provider login at /service-provider (spec section 2): link the bank, act on claims, 'Link with Merit'. */
export default function ProviderLoginScreen() {
  return <SignInScreen userType="ServiceProvider" />;
}
