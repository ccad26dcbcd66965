import { BankAlreadyLinkedScreen } from '../features/bank/bank-result-screens';

export default BankAlreadyLinkedScreen;
