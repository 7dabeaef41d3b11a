/** Orders (being built). */
export function OrdersPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Orders</h1>
    </section>
  );
}
