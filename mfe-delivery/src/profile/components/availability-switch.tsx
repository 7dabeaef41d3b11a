import { describeError } from '@haat/web-kit';
import type { DeliveryProfile } from '@haat/contracts';
import { useId, useState } from 'react';
import { useProfileUpdate } from '../use-profile.ts';

const stateText = (available: boolean) =>
  available ? 'You are available: stores can give you deliveries.' : 'You are off duty: stores see that you are not available.';

/**
 * The availability switch: a real switch (role="switch"), saved the moment it is flipped. While
 * saving it shows the new position; a failure puts it back and says why. The state is spoken.
 */
export function AvailabilitySwitch({ profile }: { profile: DeliveryProfile }) {
  const id = useId();
  const update = useProfileUpdate();
  const [error, setError] = useState<string | null>(null);
  const shown = update.isPending && update.variables?.isAvailable !== undefined ? update.variables.isAvailable : profile.isAvailable;

  const flip = () => {
    setError(null);
    update.mutate({ isAvailable: !shown }, { onError: (err) => setError(describeError(err, 'Could not change your availability. Please try again.')) });
  };

  return (
    <section className={`card delivery-availability${shown ? ' delivery-availability--on' : ''}`} aria-labelledby={`${id}-label`}>
      <div className="delivery-availability__row">
        <span id={`${id}-label`} className="delivery-availability__label">Available for deliveries</span>
        <button
          type="button"
          role="switch"
          aria-checked={shown}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-state`}
          className={`delivery-switch${shown ? ' delivery-switch--on' : ''}`}
          disabled={update.isPending}
          onClick={flip}
        >
          <span className="delivery-switch__knob" aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-state`} className="delivery-availability__state" role="status">
        {update.isPending ? 'Saving...' : stateText(profile.isAvailable)}
      </p>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </section>
  );
}
