import { useState } from 'react';
import { PageFrame } from '@haat/web-kit/page';
import { CoinBalancePanel } from './components/coin-balance-panel.tsx';
import { CoinPackList } from './components/coin-pack-list.tsx';
import { PaymentHistory } from './components/payment-history.tsx';
import { CoinLedgerList } from './components/coin-ledger-list.tsx';
import { useBuyCoins, usePaymentReturn } from './use-buy-coins.ts';
import '../common/seller.css';
import './coins.css';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** /coins (coin purchase): balance, the three packs with Buy, the way back from the checkout, purchases and coin history. */
export function CoinsPage() {
  const t = useT(messages);
  const { buy, verify } = useBuyCoins();
  const [buying, setBuying] = useState<number | null>(null);
  usePaymentReturn(verify);
  const onBuy = (packageIndex: number) => {
    setBuying(packageIndex);
    buy.mutate(packageIndex, { onSettled: () => setBuying(null) });
  };
  return (
    <PageFrame title={t('coins.pageTitle')} subtitle={t('coins.pageSubtitle')}>
      {verify.isPending ? <div className="notice notice--info" role="status">{t('coins.confirming')}</div> : null}
      <div className="coins-top">
        <CoinBalancePanel />
        <CoinPackList onBuy={onBuy} buying={buying} busy={buy.isPending || verify.isPending} />
      </div>
      <div className="coins-columns">
        <PaymentHistory />
        <CoinLedgerList />
      </div>
    </PageFrame>
  );
}
