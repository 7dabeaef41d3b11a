/** Banned Users (being built). */
export function BannedCustomersPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Banned Users</h1>
    </section>
  );
}
