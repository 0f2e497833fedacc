/**
 * The terms' numbers that more than one text states. The shop's business constants say "maximum
 * service usage period: 3 months"; it runs from the payment date (the purchase), the one rule the
 * front page's note and the terms page both state (they used to disagree, "after
 * purchase" and "from delivery"). tests/unit/terms.test.ts keeps every text in step with it.
 */
export const USAGE_PERIOD_MONTHS = 3;
