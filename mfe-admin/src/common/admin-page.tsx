import type { ReactNode } from 'react';
import { Link } from '@haat/web-kit';
import { PageFrame } from '@haat/web-kit/page';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './admin.css';

/**
 * The frame of every console page: web-kit's page frame with the console's way back above the title
 * and its buttons grouped on the right. The tab is titled with the title, or `tabTitle` when it is not text.
 */
export function AdminPage({ title, tabTitle, subtitle, back, actions, children }: {
  title: ReactNode;
  tabTitle?: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(messages);
  return (
    <PageFrame
      title={tabTitle ?? (typeof title === 'string' ? title : t('common.console'))}
      heading={title}
      subtitle={subtitle}
      top={back ? <Link className="admin-back small" to={back.to}><span className="admin-back__arrow">←</span> {back.label}</Link> : null}
      actions={actions ? <div className="admin-page__actions">{actions}</div> : null}
      className="admin-page"
      headerClassName="admin-page__header"
    >
      {children}
    </PageFrame>
  );
}
