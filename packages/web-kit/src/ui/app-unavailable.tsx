import type { ReactNode } from 'react';
import { clearSavedCart } from '../cart/index.ts';

function goHome() {
  // Spec: this button also clears the saved local cart, in case stale cart data caused the failure.
  clearSavedCart();
  window.location.assign('/');
}

/**
 * The spec's error fallback for a part of the app that could not load: 'Something went wrong',
 * optional details, 'Reload Page', 'Go to Home Page'. Shared by the shell and the buyer remote.
 */
export function AppUnavailable({ details }: { details?: ReactNode }) {
  return (
    <section className="page fallback" aria-labelledby="fallback-title">
      <div className="fallback__card card">
        <h1 id="fallback-title" className="fallback__title">Something went wrong</h1>
        <p className="fallback__text">Part of Haat could not be loaded right now. Reloading usually fixes it.</p>
        {details}
        <div className="fallback__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>Reload Page</button>
          <button type="button" className="btn btn--secondary" onClick={goHome}>Go to Home Page</button>
        </div>
      </div>
    </section>
  );
}
