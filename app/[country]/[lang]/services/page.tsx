import {ServicesPage} from '@/components/pages/ServicesPage';
import {storefrontPage} from '@/lib/i18n/page';

const page = storefrontPage({path: '/services', title: 'servicesTitle', description: 'servicesDescription', Component: ServicesPage});

export const generateMetadata = page.generateMetadata;
export default page.Page;
