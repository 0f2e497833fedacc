/** The products our artwork can draw (components/templates/TemplateArt.tsx draws each one). */
export const MOTIF_NAMES = [
  'pasta', 'sushi', 'coffee', 'smoothie', 'bbq', 'cake', 'bubbleTea', 'pizza',
  'luxuryBottle', 'waterBottle', 'creamJar', 'greenBottle', 'perfume', 'lipstick',
  'hoodie', 'knit', 'sneaker', 'handbag', 'ring', 'dress',
  'flower', 'phone', 'candle', 'petBowl', 'notebook', 'wine', 'saleTag',
  'building', 'aerial',
] as const;
export type MotifName = (typeof MOTIF_NAMES)[number];
