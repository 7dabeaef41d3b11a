import { clearSavedCart } from '@haat/web-kit';
import { remoteFailures, type RemoteFailure } from '../federation/remote-failures.ts';

function goHome() {
  // Spec: this button also clears the saved local cart, in case stale cart data caused the failure.
  clearSavedCart();
  window.location.assign('/');
}

/** The spec's error fallback page: 'Something went wrong', details, 'Reload Page', 'Go to Home Page'. */
export function RemoteFallbackPage({ failures }: { failures: RemoteFailure[] }) {
  return (
    <section className="page fallback" aria-labelledby="fallback-title">
      <div className="fallback__card card">
        <h1 id="fallback-title" className="fallback__title">Something went wrong</h1>
        <p className="fallback__text">Part of Haat could not be loaded right now. Reloading usually fixes it.</p>
        <details className="fallback__details">
          <summary>Error details</summary>
          <ul>
            {failures.map((f) => (
              <li key={f.id}><code>{f.id}</code>: {f.reason}</li>
            ))}
          </ul>
        </details>
        <div className="fallback__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>Reload Page</button>
          <button type="button" className="btn btn--secondary" onClick={goHome}>Go to Home Page</button>
        </div>
      </div>
    </section>
  );
}

/** The fallback on the pages of a remote that could not be loaded, listing what failed so far. */
export function FailedRemotePage() {
  return <RemoteFallbackPage failures={remoteFailures()} />;
}
