/** Messages (being built). */
export function MessagesPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">Messages</h1>
    </section>
  );
}
