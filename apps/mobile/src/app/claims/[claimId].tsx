import { ParentClaimScreen } from '../../features/parent-claim/parent-claim-screen';

export default ParentClaimScreen;
