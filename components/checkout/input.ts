/** The checkout's text inputs (the orderer's fields, the cash receipt's number); scroll-mb: a field focused (or scrolled to for its error) is not left under the sticky Pay bar. */
export const INPUT = 'mt-1 block w-full scroll-mb-44 rounded-lg border border-line bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600';
