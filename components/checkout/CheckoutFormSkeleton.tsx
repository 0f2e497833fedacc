/**
 * The checkout form's placeholder while the visitor's part streams in (CheckoutPage): grey blocks
 * where the orderer fields, the quantity, the summary and Pay will be, about their height, so the
 * page does not jump. Nothing in it is a control or a label: those exist once, in the form.
 */
export function CheckoutFormSkeleton() {
  const block = 'rounded-md bg-line/50 motion-safe:animate-pulse';
  const card = 'space-y-4 rounded-2xl border border-line bg-white p-6';
  const field = (
    <div className="space-y-2">
      <div className={`h-4 w-24 ${block}`} />
      <div className={`h-10 w-full ${block}`} />
    </div>
  );
  return (
    <div aria-hidden="true" data-testid="checkout-form-placeholder" className="min-w-0 space-y-6">
      <div className={card}>
        <div className={`h-6 w-48 ${block}`} />
        {field}
        {field}
        {field}
        {field}
        <div className={`h-24 w-full ${block}`} />
      </div>
      <div className={`${card} h-32`} />
      <div className={`${card} h-80`} />
      <div className={`h-28 rounded-2xl ${block}`} />
    </div>
  );
}
