import type { Store } from '@haat/contracts';
import { describeError, toast } from '@haat/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_STORES_KEY } from '../../common/my-stores.ts';
import { toggleStoreStatus } from '../store-settings-api.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The seller's open/closed switch (PUT /stores/:id/toggle-status), saved at once. */
export function OpenSwitch({ store }: { store: Store }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => toggleStoreStatus(store.id),
    onSuccess: (status) => {
      toast.success(status.isOpen ? t('store.nowOpen') : t('store.nowClosed'));
      void queryClient.invalidateQueries({ queryKey: MY_STORES_KEY });
    },
    onError: (err) => toast.error(t('store.statusFailed'), describeError(err, t('store.tryAgain'))),
  });
  return (
    <div className="open-switch">
      <span className={`badge badge--${store.isOpen ? 'success' : 'warning'}`}>{store.isOpen ? t('store.open') : t('store.closed')}</span>
      <button type="button" role="switch" aria-checked={store.isOpen} className="btn btn--secondary btn--small" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
        {toggle.isPending ? t('store.saving') : store.isOpen ? t('store.closeStore') : t('store.openStore')}
      </button>
    </div>
  );
}
