import {getTranslations} from 'next-intl/server';

/** A catalogue card's verified-review average and count; nothing for an item nobody has reviewed. */
export async function ItemRating({rating, className = ''}: {rating: {average: number; count: number} | undefined; className?: string}) {
  if (!rating) return null;
  const t = await getTranslations('Reviews');
  return (
    <p className={`text-sm text-muted ${className}`.trim()}>
      <span aria-hidden="true" className="text-accent">
        ★{' '}
      </span>
      {t('card', rating)}
    </p>
  );
}
