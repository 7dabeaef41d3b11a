/** Coins (being built). */
export function CoinsPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Coins</h1>
    </section>
  );
}
