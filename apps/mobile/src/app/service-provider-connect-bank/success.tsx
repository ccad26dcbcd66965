import { BankSuccessScreen } from '../../features/bank/bank-result-screens';

export default BankSuccessScreen;
