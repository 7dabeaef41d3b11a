import { EmptyState, useLocationStore } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Shown where a page needs a city and none is chosen yet. */
export function ChooseCity({ title }: { title: string }) {
  const t = useT(messages);
  const openModal = useLocationStore((s) => s.openModal);
  return (
    <EmptyState
      title={title}
      action={<button type="button" className="btn btn--primary" onClick={openModal}>{t('home.chooseCity')}</button>}
    >
      {t('home.cityHint')}
    </EmptyState>
  );
}
