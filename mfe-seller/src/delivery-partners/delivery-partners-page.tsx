/** Delivery Partners (being built). */
export function DeliveryPartnersPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Delivery Partners</h1>
    </section>
  );
}
