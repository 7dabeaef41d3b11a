import { StoreSettingsForm } from './components/store-settings-form.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** The first step for a new seller: the whole settings form, creating the store on save. */
export function CreateStoreForm() {
  const t = useT(messages);
  return (
    <section className="stack" aria-labelledby="create-store-title">
      <div>
        <h2 id="create-store-title" className="section-title">{t('store.createTitle')}</h2>
        <p className="muted">{t('store.createIntro')}</p>
      </div>
      <StoreSettingsForm store={null} />
    </section>
  );
}
