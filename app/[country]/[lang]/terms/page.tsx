import {TermsPage} from '@/components/terms/TermsPage';
import {storefrontPage} from '@/lib/i18n/page';

const page = storefrontPage({path: '/terms', title: 'termsTitle', description: 'termsDescription', Component: TermsPage});

export const generateMetadata = page.generateMetadata;
export default page.Page;
