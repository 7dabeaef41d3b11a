import { useT } from '../i18n.ts';
import messages from './messages.json';

/** A person's e-mail and phone as links that write and call (mailto:, tel:); a dash for what is missing. */
export function ContactLines({ email, phone }: { email: string | null | undefined; phone: string | null | undefined }) {
  const t = useT(messages);
  return (
    <>
      <div><dt>{t('common.email')}</dt><dd>{email ? <a href={`mailto:${email}`}>{email}</a> : <span className="muted">—</span>}</dd></div>
      <div><dt>{t('common.phone')}</dt><dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : <span className="muted">—</span>}</dd></div>
    </>
  );
}
