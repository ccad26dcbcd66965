import { NotEligibleScreen } from '../features/dashboard/not-eligible-screen';

export default NotEligibleScreen;
