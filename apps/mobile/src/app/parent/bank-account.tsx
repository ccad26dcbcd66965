import { LinkBankAccountScreen } from '../../features/bank/link-bank-account-screen';

export default LinkBankAccountScreen;
