/** Order Details (being built). */
export function OrderDetailPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Order Details</h1>
    </section>
  );
}
