import { describeError } from '@haat/web-kit';
import type { DeliveryProfile } from '@haat/contracts';
import { useId, useState } from 'react';
import commonMessages from '../../common/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { useProfileUpdate } from '../use-profile.ts';

/**
 * The availability switch: a real switch (role="switch"), saved the moment it is flipped. While
 * saving it shows the new position; a failure puts it back and says why. The state is spoken.
 */
export function AvailabilitySwitch({ profile }: { profile: DeliveryProfile }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const id = useId();
  const update = useProfileUpdate();
  const [error, setError] = useState<string | null>(null);
  const shown = update.isPending && update.variables?.isAvailable !== undefined ? update.variables.isAvailable : profile.isAvailable;

  const flip = () => {
    setError(null);
    update.mutate({ isAvailable: !shown }, { onError: (err) => setError(describeError(err, t('profile.availabilityError'))) });
  };

  return (
    <section className={`card delivery-availability${shown ? ' delivery-availability--on' : ''}`} aria-labelledby={`${id}-label`}>
      <div className="delivery-availability__row">
        <span id={`${id}-label`} className="delivery-availability__label">{t('profile.availableLabel')}</span>
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
        {update.isPending ? tc('common.saving') : t(profile.isAvailable ? 'profile.available' : 'profile.offDuty')}
      </p>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </section>
  );
}
