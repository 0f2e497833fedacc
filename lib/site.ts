/** The studio's public details, shown in the footer and contact section. Set through the environment. */
import {env} from '@/lib/env';

export interface SitePhone {
  /** Message key in Footer for the line's label. */
  label: 'phoneKr' | 'phoneUs' | 'phoneVn';
  number: string;
}

export const site = {
  name: env.SITE_NAME,
  url: env.APP_URL,
  company: env.COMPANY_NAME,
  representative: env.COMPANY_REPRESENTATIVE,
  registration: env.COMPANY_REGISTRATION,
  address: env.COMPANY_ADDRESS,
  email: env.CONTACT_EMAIL,
  phones: (
    [
      {label: 'phoneKr', number: env.PHONE_KR},
      {label: 'phoneUs', number: env.PHONE_US},
      {label: 'phoneVn', number: env.PHONE_VN},
    ] as const
  ).filter((p): p is SitePhone => Boolean(p.number)),
  socialUrl: env.SOCIAL_URL,
} as const;
