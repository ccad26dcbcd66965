import { NotRegisteredScreen } from '../sign-in/public.ts';

/** A parent with no children, or no parent record (spec section 2): lock image, help e-mail, Logout. */
export default function NotEligibleScreen() {
  return <NotRegisteredScreen role="Parent" />;
}
