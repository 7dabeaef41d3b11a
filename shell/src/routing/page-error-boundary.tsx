import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type Props = { children: ReactNode; /** The page's address: a new one clears the error. */ pathname: string };
type State = { error: unknown; pathname: string };

/**
 * Catches what a page throws while rendering or loading its code (the declarative router has no
 * errorElement) and shows RouteErrorBoundary; moving to another address tries again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteErrorBoundary error={this.state.error} onRetry={() => this.setState({ error: null })} /> : this.props.children;
  }
}

/** PageErrorBoundary keyed to the current address (for use inside the router). */
export function AddressErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
}
