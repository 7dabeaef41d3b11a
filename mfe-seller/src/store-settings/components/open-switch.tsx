import type { Store } from '@haat/contracts';
import { describeError, toast } from '@haat/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_STORES_KEY } from '../../common/my-stores.ts';
import { toggleStoreStatus } from '../store-settings-api.ts';

/** The seller's open/closed switch (PUT /stores/:id/toggle-status), saved at once. */
export function OpenSwitch({ store }: { store: Store }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => toggleStoreStatus(store.id),
    onSuccess: (status) => {
      toast.success(status.isOpen ? 'Store is now open' : 'Store is now closed');
      void queryClient.invalidateQueries({ queryKey: MY_STORES_KEY });
    },
    onError: (err) => toast.error('Could not change the store status', describeError(err, 'Please try again.')),
  });
  return (
    <div className="open-switch">
      <span className={`badge badge--${store.isOpen ? 'success' : 'warning'}`}>{store.isOpen ? 'Open' : 'Closed'}</span>
      <button type="button" role="switch" aria-checked={store.isOpen} className="btn btn--secondary btn--small" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
        {toggle.isPending ? 'Saving...' : store.isOpen ? 'Close store' : 'Open store'}
      </button>
    </div>
  );
}
