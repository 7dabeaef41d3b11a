import { Link } from '@haat/web-kit';
import { Section, StaticPage, SupportMail } from './static-page.tsx';

/** /shipping-policy: effective July 1, 2025; deliveries are the sellers'; Haat is the marketplace only. */
export function ShippingPolicyPage() {
  return (
    <StaticPage
      title="Shipping policy"
      effective="Effective July 1, 2025"
      description="How delivery works on Haat: each local seller delivers its own orders, sets its delivery areas, fees and times."
    >
      <p className="static-page__callout">
        Haat is a marketplace only. Every order is packed and delivered by the store you buy from, under that store's own delivery
        terms. Haat does not pick up, carry or deliver goods.
      </p>

      <Section id="who-delivers" title="Who delivers your order">
        <p>
          The seller delivers, either itself, through its own delivery partners, or through a courier it chooses. The seller is
          responsible for packing the goods well and handing them over in good condition.
        </p>
      </Section>

      <Section id="areas" title="Where a store delivers">
        <p>Each store sets its delivery area. On the store page you see whether it delivers to the city you selected:</p>
        <ul>
          <li><strong>Local delivery</strong> within the store's own city, sometimes only to listed pincodes.</li>
          <li><strong>Regional delivery</strong> to other cities the store lists.</li>
          <li><strong>Nationwide delivery</strong> anywhere in India, when the store offers it.</li>
        </ul>
        <p>If a store does not deliver to your city you will see "This store doesn't deliver to" your city, and you cannot order from it for that address.</p>
      </Section>

      <Section id="times" title="Delivery times">
        <p>Stores show their own estimates. Where a store has not set one, these apply:</p>
        <ul>
          <li>Local: same day</li>
          <li>Regional: 2-5 days</li>
          <li>Nationwide: 3-7 days</li>
        </ul>
        <p>
          Many stores deliver within their city the same day. Times are estimates, not promises: festivals, weather, strikes and
          stock can delay an order. The estimated delivery date is shown on your order.
        </p>
      </Section>

      <Section id="fees" title="Delivery fees">
        <p>
          The store sets its delivery fee for each kind of delivery. The fee is shown at checkout before you place the order and is
          added to the order total. Some stores deliver free above an order value; the threshold is shown on the store page.
        </p>
      </Section>

      <Section id="tracking" title="Tracking">
        <p>
          Follow each order under <Link to="/orders">Your Orders</Link>: Processing, Confirmed, Shipped and Delivered. You get a
          notification when the status changes, and you can chat with the store about your delivery.
        </p>
      </Section>

      <Section id="problems" title="Late, damaged or missing deliveries">
        <ul>
          <li>Check the package when it arrives. If it is damaged or something is missing, tell the store the same day, with photos.</li>
          <li>If an order is late, contact the store through the chat or the phone number on its contact page.</li>
          <li>Make sure your address, pincode and phone number are correct; the store may cancel an order it cannot deliver.</li>
        </ul>
        <p>
          If the store does not respond, write to <SupportMail subject="Delivery problem" /> with your order number. We will contact
          the store and help you reach a solution, although the decision on redelivery or refund remains the seller's.
        </p>
      </Section>

      <Section id="changes" title="Changes to this policy">
        <p>We may update this policy. The date at the top shows when it last changed; orders follow the policy in force when they were placed.</p>
      </Section>
    </StaticPage>
  );
}
