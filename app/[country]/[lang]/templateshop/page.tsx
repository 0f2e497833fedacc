import {TemplateShop} from '@/components/templates/TemplateShop';
import {storefrontPage} from '@/lib/i18n/page';

const page = storefrontPage({path: '/templateshop', title: 'shopTitle', description: 'shopDescription', Component: TemplateShop});

export const generateMetadata = page.generateMetadata;
export default page.Page;
