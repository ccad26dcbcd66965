import { NotRegisteredScreen } from '../sign-in/not-registered-screen.tsx';

/** A parent with no children, or no parent record (spec section 2): lock image, help e-mail, Logout. */
export default function NotEligibleScreen() {
  return <NotRegisteredScreen role="Parent" />;
}
