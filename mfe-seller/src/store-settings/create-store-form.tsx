import { StoreSettingsForm } from './components/store-settings-form.tsx';

/** The first step for a new seller: the whole settings form, creating the store on save. */
export function CreateStoreForm() {
  return (
    <section className="stack" aria-labelledby="create-store-title">
      <div>
        <h2 id="create-store-title" className="section-title">Create your store</h2>
        <p className="muted">Tell buyers who you are. Only the name and city are needed now; everything else can wait.</p>
      </div>
      <StoreSettingsForm store={null} />
    </section>
  );
}
