import { Link } from '@haat/web-kit';
import { GRIEVANCE_EMAIL, Section, StaticPage, SupportMail } from './static-page.tsx';
import { ComplaintsPanel } from '../grievances/complaints-panel.tsx';
import { GrievanceOfficerCard } from '../grievances/grievance-officer.tsx';
import { useGrievanceOfficer } from '../grievances/use-my-grievances.ts';

/**
 * /contact-us: support e-mail, hours Monday to Saturday 10:00 AM to 7:00 PM, Sunday closed, replies within 24 hours;
 * the grievance officer (configuration) and, for a buyer, the complaint form and 'My complaints'.
 */
export function ContactUsPage() {
  // The officer's own address where one is configured, so the page names one address throughout.
  const officerEmail = useGrievanceOfficer().data?.email ?? GRIEVANCE_EMAIL;
  return (
    <StaticPage title="Contact us" description="Write to Haat support: Monday to Saturday, 10:00 AM to 7:00 PM. We reply within 24 hours.">
      <p className="static-page__lead">We are a small team and we read every message. Tell us what happened and we will help.</p>

      <Section id="support" title="Haat support">
        <dl className="contact-hours">
          <dt>E-mail</dt><dd><SupportMail /></dd>
          <dt>Monday to Saturday</dt><dd>10:00 AM to 7:00 PM</dd>
          <dt>Sunday</dt><dd>Closed</dd>
        </dl>
        <p>We reply within 24 hours. Messages sent on Sunday are answered on Monday.</p>
        <p>To help us answer quickly, please write from the e-mail of your Haat account and include your order number (shown on the order page) or the name of the store.</p>
      </Section>

      <Section id="orders" title="Questions about an order">
        <p>
          Haat is a marketplace: every order is sold, packed and delivered by the store, and you pay the store directly. For the
          fastest answer about an item, a delivery time, a cancellation or a refund, contact the store: use the chat on its page or
          the phone and e-mail on its contact page. You can follow every order under <Link to="/orders">Your Orders</Link>.
        </p>
        <p>
          If the store does not answer within two working days, or you cannot agree, <a href="#complaint">raise a complaint</a> (or use
          Raise a complaint on the order page) and we will step in.
        </p>
      </Section>

      <Section id="report" title="Report a store, offer or review">
        <p>
          Use the Report button on the store, offer or review. Our team looks at every report. To report something else — a fraud
          attempt, a fake payment request, someone asking for your password or one-time code — write to <SupportMail subject="Report" />.
          Haat staff will never ask for your password, one-time code or UPI PIN.
        </p>
      </Section>

      <Section id="sellers" title="Sellers">
        <p>
          Questions about opening a store, verification, coins or your dashboard: write to <SupportMail subject="Seller support" /> from
          the e-mail of your seller account.
        </p>
      </Section>

      <Section id="grievance" title="Grievance officer">
        <p>
          Under the Consumer Protection (E-Commerce) Rules, 2020 and the Information Technology Act, 2000, you may raise a complaint
          with our Grievance Officer. Every complaint gets a ticket number; we acknowledge it within 48 hours and resolve it within
          one month of receiving it.
        </p>
        <GrievanceOfficerCard fallbackEmail={GRIEVANCE_EMAIL} />
      </Section>

      <Section id="complaint" title="Raise a complaint">
        <ComplaintsPanel officerEmail={officerEmail} />
      </Section>
    </StaticPage>
  );
}
