import {PackagesPage} from '@/components/pages/PackagesPage';
import {storefrontPage} from '@/lib/i18n/page';

const page = storefrontPage({path: '/packages', title: 'packagesTitle', description: 'packagesDescription', Component: PackagesPage});

export const generateMetadata = page.generateMetadata;
export default page.Page;
