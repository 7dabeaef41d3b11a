/** Broadcasts (being built). */
export function BroadcastsPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Broadcasts</h1>
    </section>
  );
}
