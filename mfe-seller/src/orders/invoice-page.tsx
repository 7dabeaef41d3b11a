/** Invoice (being built). */
export function InvoicePage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Invoice</h1>
    </section>
  );
}
