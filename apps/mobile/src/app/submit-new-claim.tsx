import { SubmitClaimScreen } from '../features/claims/submit-claim-screen';

export default SubmitClaimScreen;
