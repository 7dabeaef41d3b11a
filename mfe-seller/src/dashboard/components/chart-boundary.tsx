import { Component, type ReactNode } from 'react';
import { translate } from '../../i18n.ts';
import messages from '../messages.json';

/** A chart that failed to load or draw leaves the dashboard standing: a line says so, and the table still holds the figures. */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p className="small muted">{translate(messages, 'dashboard.chartFailed')}</p> : this.props.children;
  }
}
