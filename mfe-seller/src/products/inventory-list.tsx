import { formatPrice } from '@haat/web-kit';
import type { Product } from '@haat/contracts';
import { productRowDetails } from './product-row-text.ts';
import { StockEditor } from './stock-editor.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

function PriceCell({ product }: { product: Product }) {
  if (product.discountPrice != null && product.discountPrice < product.price) {
    return <span className="price"><span className="price__current">{formatPrice(product.discountPrice)}</span> <s className="price__old">{formatPrice(product.price)}</s></span>;
  }
  return <span className="price"><span className="price__current">{formatPrice(product.price)}</span></span>;
}

/** The seller's products, one row each: picture, name, price, stock edited in place, Edit and Delete. */
export function InventoryList({ products, onEdit, onDelete, onStockSaved }: {
  products: Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onStockSaved: () => void;
}) {
  const t = useT(messages);
  return (
    <ul className="inventory" aria-label={t('products.listLabel')}>
      <li className="inventory__head" aria-hidden="true">
        <span /><span>{t('products.columnProduct')}</span><span>{t('products.columnPrice')}</span><span>{t('products.columnStock')}</span><span />
      </li>
      {products.map((p) => (
        <li key={p.id} className="inventory__row">
          {p.image
            ? <img className="inventory__image" src={p.image} alt="" loading="lazy" width={56} height={56} />
            : <span className="inventory__image inventory__image--none" aria-hidden="true">{p.name.slice(0, 1).toUpperCase()}</span>}
          <div className="inventory__name">
            <strong>{p.name}</strong>
            <span className="muted small">{productRowDetails(p)}</span>
          </div>
          <div className="inventory__price"><PriceCell product={p} /></div>
          <div className="inventory__stock"><StockEditor product={p} onSaved={onStockSaved} /></div>
          <div className="inventory__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onEdit(p)} aria-label={t('products.editNamed', { name: p.name })}>{t('products.edit')}</button>
            <button type="button" className="btn btn--ghost btn--small inventory__delete" onClick={() => onDelete(p)} aria-label={t('products.deleteNamed', { name: p.name })}>{t('products.delete')}</button>
          </div>
        </li>
      ))}
    </ul>
  );
}
