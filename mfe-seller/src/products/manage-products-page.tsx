/** Manage Products (being built). */
export function ManageProductsPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Manage Products</h1>
    </section>
  );
}
