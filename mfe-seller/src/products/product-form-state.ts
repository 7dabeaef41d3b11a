import type { CreateProductBody, Product } from '@haat/contracts';
import { DEFAULT_PRODUCT_UNIT, GST_RATES, HSN_CODE_PATTERN, PRODUCT_UNITS, type GstRate, type ProductUnit } from '@haat/contracts/product-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const say = (id: keyof typeof messages, values?: Record<string, string>) => translate(messages, id, values);

/** A variant row as typed (text inputs). */
export type VariantDraft = { key: number; name: string; price: string; discountPrice: string; quantity: string };

/** The product form as typed: numbers stay text until checked. */
export type ProductDraft = {
  name: string;
  description: string;
  category: string;
  price: string;
  discountPrice: string;
  quantity: string;
  variantType: string;
  variants: VariantDraft[];
  image: string;
  additionalImages: string[];
  hsnCode: string;
  gstRate: string;
  unit: string;
};

export const MAX_ADDITIONAL_IMAGES = 10;

let nextKey = 1;
export const newVariant = (): VariantDraft => ({ key: nextKey++, name: '', price: '', discountPrice: '', quantity: '0' });

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

export function draftOf(product: Product | null): ProductDraft {
  if (!product) {
    return { name: '', description: '', category: '', price: '', discountPrice: '', quantity: '0', variantType: '', variants: [], image: '', additionalImages: [], hsnCode: '', gstRate: '0', unit: DEFAULT_PRODUCT_UNIT };
  }
  return {
    name: product.name,
    description: product.description ?? '',
    category: product.category ?? '',
    price: text(product.price),
    discountPrice: text(product.discountPrice),
    quantity: text(product.quantity),
    variantType: product.variantType ?? '',
    variants: (product.variants ?? []).map((v) => ({ key: nextKey++, name: v.name, price: text(v.price), discountPrice: text(v.discountPrice), quantity: text(v.quantity) })),
    image: product.image ?? '',
    additionalImages: product.additionalImages ?? [],
    hsnCode: product.hsnCode ?? '',
    gstRate: text(product.gstRate ?? 0),
    unit: product.unit ?? DEFAULT_PRODUCT_UNIT,
  };
}

/** A field's problem, keyed by field (`variants.2.price` for a variant's). */
export type DraftProblems = Record<string, string>;

const MONEY = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

function checkPrices(problems: DraftProblems, prefix: string, price: string, discount: string, label: string): void {
  if (!MONEY.test(price.trim())) problems[`${prefix}price`] = say('products.priceProblem', { label });
  if (discount.trim() === '') return;
  if (!MONEY.test(discount.trim())) problems[`${prefix}discountPrice`] = say('products.discountProblem', { label });
  else if (MONEY.test(price.trim()) && Number(discount) > Number(price)) problems[`${prefix}discountPrice`] = say('products.discountAbovePrice', { label });
}

/** Everything wrong with the draft, before anything is sent (the server checks the same rules). */
export function draftProblems(d: ProductDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!d.name.trim()) problems['name'] = say('products.nameRequired');
  checkPrices(problems, '', d.price, d.discountPrice, say('products.productLabel'));
  if (!WHOLE.test(d.quantity.trim())) problems['quantity'] = say('products.stockWhole');
  if (!HSN_CODE_PATTERN.test(d.hsnCode.trim())) problems['hsnCode'] = say('products.hsnProblem');
  const names = new Set<string>();
  d.variants.forEach((v, i) => {
    const label = translate(messages, 'products.variantNumber', { number: i + 1 });
    const name = v.name.trim().toLowerCase();
    if (!name) problems[`variants.${i}.name`] = say('products.variantNameRequired', { label });
    else if (names.has(name)) problems[`variants.${i}.name`] = say('products.variantNameUnique', { label });
    names.add(name);
    checkPrices(problems, `variants.${i}.`, v.price, v.discountPrice, label);
    if (!WHOLE.test(v.quantity.trim())) problems[`variants.${i}.quantity`] = say('products.variantStockWhole', { label });
  });
  return problems;
}

const money = (s: string) => (s.trim() === '' ? null : Number(s));

/** The body of a create (and, without storeId, of an update: every field, so the product becomes the draft). */
export function bodyOf(d: ProductDraft, storeId: string): CreateProductBody {
  return {
    storeId,
    name: d.name.trim(),
    description: d.description.trim(),
    category: d.category.trim() || 'General',
    price: Number(d.price),
    discountPrice: money(d.discountPrice),
    quantity: Number(d.quantity),
    variantType: d.variants.length > 0 ? d.variantType.trim() : '',
    variants: d.variants.map((v) => ({ name: v.name.trim(), price: Number(v.price), discountPrice: money(v.discountPrice), quantity: Number(v.quantity) })),
    image: d.image,
    additionalImages: d.additionalImages,
    hsnCode: d.hsnCode.trim(),
    gstRate: (GST_RATES as readonly number[]).includes(Number(d.gstRate)) ? (Number(d.gstRate) as GstRate) : 0,
    unit: (PRODUCT_UNITS as readonly string[]).includes(d.unit) ? (d.unit as ProductUnit) : DEFAULT_PRODUCT_UNIT,
  };
}
