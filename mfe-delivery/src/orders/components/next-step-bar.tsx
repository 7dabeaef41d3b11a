import type { Order } from '@haat/contracts';
import type { DeliveryStatus } from '@haat/contracts/delivery-rules';
import { idOf } from '@haat/contracts/reply-fields';
import { useState } from 'react';
import commonMessages from '../../common/messages.json';
import { DELIVERY_STATUS_LABEL } from '../../common/status-labels.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { formOf, isMainStep, type StepForm } from '../order-rules.ts';
import { stepErrorText, useStatusUpdate } from '../use-orders.ts';
import { DeliveredDialog } from './delivered-dialog.tsx';
import { FailedAttemptDialog } from './failed-attempt-dialog.tsx';
import { ReturnDialog } from './return-dialog.tsx';

/**
 * The next steps of the delivery, in a bar stuck to the bottom of the screen where a thumb reaches.
 * Picked Up and Out for Delivery are taken at once; Delivered, Failed Attempt and Returned to Store
 * open their form first.
 */
export function NextStepBar({ order, steps }: { order: Order; steps: readonly DeliveryStatus[] }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const [openForm, setOpenForm] = useState<StepForm>('none');
  const [error, setError] = useState<string | null>(null);
  const update = useStatusUpdate(idOf(order));

  const take = (step: DeliveryStatus) => {
    setError(null);
    const form = formOf(step);
    if (form !== 'none') return setOpenForm(form);
    update.mutate({ status: step }, { onError: (err) => setError(stepErrorText(err)) });
  };
  const close = () => setOpenForm('none');

  return (
    <>
      {steps.length > 0 ? (
        <div className="delivery-actions" role="region" aria-label={t('orders.nextStep')}>
          {error ? <p className="form-error delivery-actions__error" role="alert">{error}</p> : null}
          <div className={`delivery-actions__buttons delivery-actions__buttons--${steps.length}`}>
            {steps.map((step) => (
              <button
                key={step}
                type="button"
                className={`btn delivery-big-button ${buttonStyleOf(step, steps)}`}
                disabled={update.isPending}
                aria-haspopup={formOf(step) === 'none' ? undefined : 'dialog'}
                onClick={() => take(step)}
              >
                {update.isPending && update.variables?.status === step ? tc('common.saving') : tc(DELIVERY_STATUS_LABEL[step])}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <DeliveredDialog order={order} open={openForm === 'delivered'} onClose={close} />
      <FailedAttemptDialog order={order} open={openForm === 'failed'} onClose={close} />
      <ReturnDialog order={order} open={openForm === 'returned'} onClose={close} />
    </>
  );
}

function buttonStyleOf(step: DeliveryStatus, steps: readonly DeliveryStatus[]): string {
  if (isMainStep(step, steps)) return 'btn--primary';
  // i18n-ignore: the status's value, compared (its words are DELIVERY_STATUS_LABEL's)
  return step === 'Failed Attempt' ? 'btn--ghost delivery-step--warning' : 'btn--secondary';
}
