import type { ProductUnit } from '@haat/contracts/product-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** The category every product falls under when it has none of the store's own ('General', as the server stores it). */
export const DEFAULT_CATEGORY = 'General';

/** A category as shown: the default one in the language shown, the store's own as the seller wrote them. */
export const categoryLabel = (category: string): string =>
  category === DEFAULT_CATEGORY ? translate(messages, 'products.categoryGeneral') : category;

/** How each unit is named on the screens; the value sent (and printed on the invoice) stays the code. */
export const UNIT_LABEL: Record<ProductUnit, keyof typeof messages> = {
  pcs: 'products.unitPcs',
  kg: 'products.unitKg',
  g: 'products.unitG',
  l: 'products.unitL',
  ml: 'products.unitMl',
  m: 'products.unitM',
  pack: 'products.unitPack',
  box: 'products.unitBox',
  dozen: 'products.unitDozen',
  pair: 'products.unitPair',
  set: 'products.unitSet',
};

const isUnit = (unit: string): unit is ProductUnit => Object.hasOwn(UNIT_LABEL, unit);

/** A unit as shown ('kg', 'किलो' in Hindi); an unknown one as stored. */
export const unitLabel = (unit: string): string => (isUnit(unit) ? translate(messages, UNIT_LABEL[unit]) : unit);
