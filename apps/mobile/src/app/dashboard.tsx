import { DashboardScreen } from '../features/dashboard/dashboard-screen';

export default DashboardScreen;
