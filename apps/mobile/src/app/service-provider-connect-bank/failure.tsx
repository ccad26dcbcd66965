import { BankFailureScreen } from '../../features/bank/bank-result-screens';

export default BankFailureScreen;
