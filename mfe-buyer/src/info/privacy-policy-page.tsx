import { Link } from '@haat/web-kit';
import { GRIEVANCE_EMAIL, Section, StaticPage, SupportMail } from './static-page.tsx';

/** /privacy-policy: what Haat collects, why, who sees it and the rights of the people it is about. */
export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy policy"
      effective="Last updated July 1, 2025"
      description="What personal data Haat collects, why, who can see it and how to access, correct or delete it."
    >
      <p className="static-page__lead">
        Haat connects buyers with the local stores of their city. This policy explains which personal data we handle, why, and what
        you can do about it, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.
      </p>

      <Section id="collect" title="What we collect">
        <ul>
          <li><strong>Account:</strong> your name, e-mail, phone number, password (stored only as a secure hash), role, city and, if you add one, a profile photo.</li>
          <li><strong>Location you choose:</strong> your city and pincode, to show stores that deliver to you. We do not track your device's position.</li>
          <li><strong>Orders:</strong> items, delivery address, payment method, UPI transaction reference and status history.</li>
          <li><strong>What you write:</strong> chat messages with stores, reviews and their photos, and reports.</li>
          <li><strong>Sellers:</strong> store details, and the identity document and phone verification used to verify the store.</li>
          <li><strong>Technical data:</strong> IP address, device and browser type and error logs, to keep the service secure and working.</li>
        </ul>
        <p>Haat never receives your card, bank or UPI PIN details: you pay the store directly.</p>
      </Section>

      <Section id="use" title="Why we use it">
        <ul>
          <li>To run your account and sign you in safely.</li>
          <li>To pass your order to the store and let the store deliver it.</li>
          <li>To send notifications about your orders and messages.</li>
          <li>To verify sellers and prevent fraud, spam and abuse, including handling reports.</li>
          <li>To answer your questions and complaints.</li>
          <li>To meet legal obligations, such as keeping sales records.</li>
        </ul>
        <p>We do not sell your personal data and we do not show third-party advertising.</p>
      </Section>

      <Section id="share" title="Who can see it">
        <ul>
          <li><strong>The store you order from</strong> sees your name, phone number, delivery address and the order, and its delivery partner sees what is needed to deliver.</li>
          <li><strong>Other users</strong> see the name on your reviews.</li>
          <li><strong>Service providers</strong> that host our servers and send e-mails and text messages for us, under contracts that oblige them to protect the data.</li>
          <li><strong>Authorities,</strong> when Indian law requires it.</li>
        </ul>
      </Section>

      <Section id="storage" title="Data on your device">
        <p>
          Haat keeps a few things in your browser's local storage: your sign-in token, your cart, your wishlist, the city and pincode
          you chose and your recent cities. They stay on your device and are removed when you log out or clear your browser data. We
          use no advertising or tracking cookies.
        </p>
      </Section>

      <Section id="retention" title="How long we keep it">
        <p>
          We keep your data while your account is open. When you delete your account we delete your profile, addresses, cart,
          wishlist and notifications. Order records are kept as long as tax and consumer law requires, and security logs for up to
          180 days.
        </p>
      </Section>

      <Section id="rights" title="Your rights">
        <p>You may:</p>
        <ul>
          <li>see and correct your personal data on your <Link to="/profile">profile</Link>;</li>
          <li>ask us for a summary of the data we hold about you;</li>
          <li>withdraw your consent and delete your account at any time on the <Link to="/delete-account">Delete account</Link> page;</li>
          <li>nominate a person to exercise these rights for you if you die or become unable to;</li>
          <li>complain to our Grievance Officer, and then to the Data Protection Board of India.</li>
        </ul>
        <p>Write to <SupportMail subject="Privacy request" /> from the e-mail of your account for anything you cannot do yourself.</p>
      </Section>

      <Section id="security" title="Security">
        <p>
          Connections are encrypted, passwords are stored only as salted hashes, and access to personal data at Haat is limited to
          the people who need it. No system is perfectly secure: if a breach affects you, we will tell you and the authorities as
          the law requires.
        </p>
      </Section>

      <Section id="children" title="Children">
        <p>Haat is for people aged 18 and over. We do not knowingly collect data of children.</p>
      </Section>

      <Section id="contact" title="Grievance officer and contact">
        <p>
          Questions or complaints about your data: our Grievance Officer at <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>.
          We acknowledge within 48 hours and resolve within one month.
        </p>
        <p>We may update this policy; the date at the top shows the latest change, and we will tell you of important changes by e-mail or in the app.</p>
      </Section>
    </StaticPage>
  );
}
