import { useQuery } from '@tanstack/react-query';
import { fetchProduct } from '../api/stores-api.ts';
import { toProductView, type ProductView } from '../catalog/product-view.ts';

/** GET /products/:id, kept 5 minutes like the store page. */
export function useProduct(productId: string, storeId: string) {
  return useQuery({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => fetchProduct(productId, signal),
    select: (raw): ProductView => {
      const product = toProductView(raw, storeId);
      if (!product) throw new Error('The product reply has no id');
      return product;
    },
    staleTime: 5 * 60_000,
    enabled: !!productId,
  });
}
