import { EmptyState, useLocationStore } from '@haat/web-kit';

/** Shown where a page needs a city and none is chosen yet. */
export function ChooseCity({ title = 'Choose your city to see its stores' }: { title?: string }) {
  const openModal = useLocationStore((s) => s.openModal);
  return (
    <EmptyState
      title={title}
      action={<button type="button" className="btn btn--primary" onClick={openModal}>Choose City</button>}
    >
      Haat shows the local stores of the city you pick.
    </EmptyState>
  );
}
