import { NotFoundScreen } from '../features/errors/error-screens';

export default NotFoundScreen;
