import { AppUnavailable } from '@haat/web-kit';
import { remoteFailures, type RemoteFailure } from '../federation/remote-failures.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** The spec's error fallback page, with the failed remotes as its details. */
export function RemoteFallbackPage({ failures }: { failures: RemoteFailure[] }) {
  const t = useT(messages);
  return (
    <AppUnavailable
      details={
        <details className="fallback__details">
          <summary>{t('route.details')}</summary>
          <ul>
            {failures.map((f) => (
              <li key={f.id}><code>{f.id}</code>: {f.reason}</li>
            ))}
          </ul>
        </details>
      }
    />
  );
}

/** The fallback on the pages of a remote that could not be loaded, listing what failed so far. */
export function FailedRemotePage() {
  return <RemoteFallbackPage failures={remoteFailures()} />;
}
