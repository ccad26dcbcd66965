import { AppealScreen } from '../features/claims/appeal-screen';

export default AppealScreen;
