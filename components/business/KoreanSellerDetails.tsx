import {useTranslations} from 'next-intl';
import {businessLookupUrl, isBusinessNumber, KOREAN_FIELDS, type KoreanSeller} from '@/lib/business/details';

/**
 * The seller's details Korean law asks an online shop to show (전자상거래법 제10조): 상호, 대표자,
 * 주소, 전화, 사업자등록번호 with the FTC's public look-up, 통신판매업 신고번호, 개인정보
 * 보호책임자, 호스팅 서비스 제공자. Shown in every Korean page's footer and on Korean receipts, in
 * the page's language; a field the owner has not filled in is left out (the admin lists it).
 */
export function KoreanSellerDetails({seller, className}: {seller: KoreanSeller; className?: string}) {
  const t = useTranslations('Seller');
  return (
    <div role="group" aria-label={t('title')}>
      <dl className={className ?? 'flex flex-wrap gap-x-4 gap-y-1'}>
        {KOREAN_FIELDS.filter((field) => seller[field]).map((field) => (
          <div key={field} className="flex gap-1">
            <dt>{t(field)}:</dt>
            <dd>
              {seller[field]}
              {field === 'registration' && isBusinessNumber(seller.registration) ? (
                <>
                  {' '}
                  <a href={businessLookupUrl(seller.registration)} target="_blank" rel="noopener noreferrer" className="underline">
                    {t('lookup')}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
