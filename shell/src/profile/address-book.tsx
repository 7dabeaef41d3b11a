import type { SessionUser } from '@haat/contracts';
import type { SavedAddress } from '@haat/contracts/user-reply';
import { describeError, ErrorState, LoadingState, toast } from '@haat/web-kit';
import { ConfirmDialog } from '@haat/web-kit/dialog';
import { emptyAddress, type AddressDraft } from '@haat/web-kit/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressCard } from './address-card.tsx';
import { AddressForm } from './address-form.tsx';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';
import { deleteAddress, fetchAddresses, profileKeys, saveAddress } from './profile-api.ts';

/** Which form is open: none, a new address, or the one being edited. */
type Editing = null | { draft: AddressDraft };

/** A new address starts from the account's own contact details. */
const newAddressFor = (user: SessionUser): AddressDraft => ({
  ...emptyAddress(), name: user.name, phone: user.phone ?? '', email: user.email, city: user.currentCity ?? '',
});

/** The address book (GET/PUT /users/addresses, DELETE /users/addresses/{id}). */
export function AddressBook({ user }: { user: SessionUser }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: profileKeys.addresses, queryFn: fetchAddresses });
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  // Every change re-reads the list: the server decides ids and which address is the default.
  const reload = () => queryClient.invalidateQueries({ queryKey: profileKeys.addresses });

  const save = async (draft: AddressDraft) => {
    await saveAddress(draft);
    await reload();
    setEditing(null);
    toast.success(translate(messages, draft.id ? 'profile.addressUpdated' : 'profile.addressAdded'));
  };

  const act = async (address: SavedAddress, action: () => Promise<void>, failure: string) => {
    setBusyId(address.id);
    try {
      await action();
      await reload();
    } catch (err) {
      toast.error(failure, describeError(err, translate(messages, 'profile.tryAgain')));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (address: SavedAddress) => {
    await act(address, () => deleteAddress(address.id), translate(messages, 'profile.deleteFailed'));
    setDeleting(null);
  };
  const makeDefault = (address: SavedAddress) => void act(address, () => saveAddress({ ...address, isDefault: true }), translate(messages, 'profile.defaultFailed'));

  const list = addresses.data ?? [];
  return (
    <section className="card stack" aria-labelledby="address-book-title">
      <div className="card__header">
        <h2 id="address-book-title" className="card__title">{t('profile.addresses')}</h2>
        {!editing ? (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing({ draft: newAddressFor(user) })}>{t('profile.addAddress')}</button>
        ) : null}
      </div>
      {editing ? <AddressForm key={editing.draft.id ?? 'new'} initial={editing.draft} onSave={save} onCancel={() => setEditing(null)} /> : null}
      {addresses.isPending ? <LoadingState label={t('profile.loadingAddresses')} /> : null}
      {addresses.isError ? <ErrorState message={t('profile.addressesFailed')} onRetry={() => void addresses.refetch()} /> : null}
      {addresses.isSuccess && list.length === 0 && !editing ? <p className="muted">{t('profile.noAddresses')}</p> : null}
      {list.length > 0 ? (
        <ul className="address-list">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busyId === address.id}
              onEdit={() => setEditing({ draft: address })}
              onDelete={() => setDeleting(address)}
              onMakeDefault={() => makeDefault(address)}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('profile.deleteTitle', { name: deleting.label || deleting.name }) : ''}
        text={t('profile.deleteText')}
        confirmLabel={t('profile.delete')}
        busyLabel={t('profile.deleting')}
        busy={deleting !== null && busyId === deleting.id}
        danger
        onConfirm={() => { if (deleting) void remove(deleting); }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
