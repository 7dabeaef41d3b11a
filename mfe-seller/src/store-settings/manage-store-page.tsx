/** Manage Store (being built). */
export function ManageStorePage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Manage Store</h1>
    </section>
  );
}
