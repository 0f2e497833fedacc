import {PrivacyPage} from '@/components/privacy/PrivacyPage';
import {storefrontPage} from '@/lib/i18n/page';

const page = storefrontPage({path: '/privacy', title: 'privacyTitle', description: 'privacyDescription', Component: PrivacyPage});

export const generateMetadata = page.generateMetadata;
export default page.Page;
