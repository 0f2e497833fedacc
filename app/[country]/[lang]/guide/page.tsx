import {GuidePage} from '@/components/pages/GuidePage';
import {storefrontPage} from '@/lib/i18n/page';

const page = storefrontPage({path: '/guide', title: 'guideTitle', description: 'guideDescription', Component: GuidePage});

export const generateMetadata = page.generateMetadata;
export default page.Page;
