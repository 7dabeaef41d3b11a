import { Link } from '@haat/web-kit';
import { Section, StaticPage, SupportMail } from './static-page.tsx';

/** /cancellations-refunds: effective July 1, 2025; each seller's terms apply; Haat holds no money. */
export function CancellationsRefundsPage() {
  return (
    <StaticPage
      title="Cancellations and refunds"
      effective="Effective July 1, 2025"
      description="Cancellations, returns and refunds on Haat are handled by each seller. You pay the seller directly; Haat never holds your money."
    >
      <p className="static-page__callout">
        Haat is a marketplace only. You pay the store directly — cash on delivery or UPI to the store's own account — and Haat
        never receives or holds your money. Cancellations, returns and refunds are therefore decided and paid by the store, under
        its own terms. Haat cannot issue refunds or force a store to give one.
      </p>

      <Section id="cancel" title="Cancelling an order">
        <ul>
          <li>Before the store ships, ask it to cancel: use the chat on the store page or call the number on its contact page.</li>
          <li>Once an order is Shipped, most stores cannot cancel it; you may be able to return it instead.</li>
          <li>Fresh, perishable and made-to-order items usually cannot be cancelled once prepared.</li>
        </ul>
        <p>
          A store may cancel an order, or some items of it, when an item is out of stock, it cannot deliver to your address, or the
          payment could not be verified. You see cancelled items struck through on the order, and they are not counted in its total.
        </p>
      </Section>

      <Section id="returns" title="Returns">
        <p>
          For a Delivered order, open it under <Link to="/orders">Your Orders</Link> and choose Request Return with the reason. The
          store approves or rejects the request and the order shows Return Requested, Return Approved or Return Rejected. Each store
          sets which items it takes back and for how long; ask it before you buy if this matters to you.
        </p>
      </Section>

      <Section id="refunds" title="Refunds">
        <ul>
          <li><strong>Cash on delivery:</strong> you pay nothing until delivery, so a cancelled order needs no refund. For a returned item the store refunds you in cash or by UPI.</li>
          <li><strong>UPI paid to the store:</strong> the store sends the refund back from its own account, normally to the UPI ID you paid from.</li>
          <li>The store decides the timing. Most stores refund within 5-7 working days of accepting a cancellation or receiving a return.</li>
        </ul>
        <p>Keep your UPI transaction ID: it proves the payment if there is any question about a refund.</p>
      </Section>

      <Section id="help" title="If you cannot agree with the store">
        <p>
          Write to <SupportMail subject="Refund dispute" /> with your order number, what happened and any photos. We will contact the
          store, help you talk it through, and act against stores that repeatedly refuse fair requests — from warnings to removal
          from Haat. You can also report the store with the Report button on its page.
        </p>
        <p>
          Your rights under the Consumer Protection Act, 2019 are not affected. You may contact the National Consumer Helpline on
          1915 or at consumerhelpline.gov.in.
        </p>
      </Section>
    </StaticPage>
  );
}
