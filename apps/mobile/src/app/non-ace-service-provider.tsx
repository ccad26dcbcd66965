import { ServiceProviderScreen } from '../features/claims/service-provider-screen';

export default ServiceProviderScreen;
