import { PreApprovalsScreen } from '../features/pre-approvals/pre-approvals-screen';

export default PreApprovalsScreen;
