import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { describeError, toast } from '@haat/web-kit';
import { createCoinOrder, verifyCoinPayment, type PaymentReturn } from './coins-api.ts';
import { payWithRazorpay } from './razorpay-checkout.ts';
import { useRefreshCoins } from './use-coins.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const text = (id: keyof typeof messages, values?: Record<string, number>) => translate(messages, id, values);

/** verify-payment with its toast and the refresh of balance, purchases and ledger. */
export function useVerifyPayment() {
  const refresh = useRefreshCoins();
  return useMutation({
    mutationFn: verifyCoinPayment,
    // Whether this call or the provider's webhook credited it, the seller's coins are there now.
    onSuccess: ({ data }) => toast.success(text('coins.added'), text('coins.purchased', { coins: data.payment.coins })),
    onError: (err) => toast.error(text('coins.notVerified'), describeError(err, text('coins.notVerifiedHelp'))),
    onSettled: refresh,
  });
}

/**
 * Buy one pack: create-order, then the provider's checkout. Development: the browser goes to the
 * local payment page, which comes back to /coins (usePaymentReturn). Razorpay: its Checkout opens
 * here and its answer is verified at once.
 */
export function useBuyCoins() {
  const verify = useVerifyPayment();
  const buy = useMutation({
    mutationFn: async (packageIndex: number) => {
      const order = await createCoinOrder(packageIndex);
      if (order.checkoutUrl) {
        window.location.assign(order.checkoutUrl);
        return;
      }
      const paid = await payWithRazorpay(order);
      if (paid) verify.mutate(paid);
      else toast.info(text('coins.notCompleted'), text('coins.cancelledText'));
    },
    onError: (err) => toast.error(text('coins.startFailed'), describeError(err, text('coins.tryAgain'))),
  });
  return { buy, verify };
}

/** The development checkout's way back: /coins?payment=done&orderId=…&paymentId=…&signature=… (or payment=cancelled). */
function returnOf(params: URLSearchParams): { kind: 'done'; body: PaymentReturn } | { kind: 'cancelled' } | null {
  const payment = params.get('payment');
  if (payment === 'cancelled') return { kind: 'cancelled' };
  const paymentId = params.get('paymentId');
  const signature = params.get('signature');
  const orderId = params.get('orderId') ?? undefined;
  const providerOrderId = params.get('providerOrderId') ?? undefined;
  if (payment !== 'done' || !paymentId || !signature || (!orderId && !providerOrderId)) return null;
  return { kind: 'done', body: { paymentId, signature, ...(orderId ? { orderId } : {}), ...(providerOrderId ? { providerOrderId } : {}) } };
}

/** On arriving back from a checkout: verify the payment once, and take the query out of the address bar. */
export function usePaymentReturn(verify: ReturnType<typeof useVerifyPayment>): void {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const back = returnOf(params);
    if (!back) return;
    handled.current = true;
    if (back.kind === 'done') verify.mutate(back.body);
    else toast.info(text('coins.paymentCancelled'), text('coins.cancelledText'));
    setParams({}, { replace: true });
  }, [params, setParams, verify]);
}
