import { useQuery } from '@tanstack/react-query';
import { fetchProduct, writtenProduct } from '../store/stores-api.ts';
import { readProduct, type ProductSummary } from '@haat/contracts/product-reply';

/** GET /products/:id, kept 5 minutes like the store page. */
export function useProduct(productId: string, storeId: string) {
  return useQuery({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => fetchProduct(productId, signal),
    // The product its page was served with, so the page renders once with it.
    initialData: () => writtenProduct(productId),
    select: (raw): ProductSummary => {
      const product = readProduct(raw, storeId);
      if (!product) throw new Error('The product reply has no id');
      return product;
    },
    staleTime: 5 * 60_000,
    enabled: !!productId,
  });
}
