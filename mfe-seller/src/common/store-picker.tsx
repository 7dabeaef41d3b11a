import { idOf } from '@haat/contracts/reply-fields';
import { useCurrentStore } from './my-stores.ts';

/** A store switch for sellers with more than one store; renders nothing for one store. */
export function StorePicker() {
  const { stores, storeId, choose } = useCurrentStore();
  const list = stores.data ?? [];
  if (list.length < 2 || !storeId) return null;
  return (
    <div className="field store-picker">
      <label className="field__label" htmlFor="store-picker">Store</label>
      <select id="store-picker" className="field__input" value={storeId} onChange={(e) => choose(e.target.value)}>
        {list.map((s) => <option key={idOf(s)} value={idOf(s)}>{s.name}</option>)}
      </select>
    </div>
  );
}
