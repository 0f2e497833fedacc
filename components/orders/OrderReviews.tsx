import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import type {ScopedMessages} from '@/components/i18n/IntlScope';
import ReviewForm from './ReviewForm';

interface Props {
  order: {id: string; items: {id: string; title: string}[]};
  /** The order's reviews by line id (lib/orders/reviews/store orderReviews). */
  reviews: Map<string, {rating: number; text: string; showWork: boolean; editable: boolean}>;
  token: string | null;
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
}

/** A completed order's review forms, one per line: a review is changeable for 14 days after it was written. */
export function OrderReviews({order, reviews, token, country, lang, messages}: Props) {
  return (
    <div className="mt-6">
      {order.items.map((item) => {
        const review = reviews.get(item.id) ?? null;
        return (
          <ReviewForm
            key={item.id}
            orderId={order.id}
            itemId={item.id}
            title={item.title}
            token={token}
            country={country}
            lang={lang}
            review={review && {rating: review.rating, text: review.text, showWork: review.showWork}}
            editable={review?.editable ?? true}
            messages={messages}
          />
        );
      })}
    </div>
  );
}
