import { idOf } from '@haat/contracts/reply-fields';
import { SelectField } from '@haat/web-kit/forms';
import { useCurrentStore } from './my-stores.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** A store switch for sellers with more than one store; renders nothing for one store. */
export function StorePicker() {
  const t = useT(messages);
  const { stores, storeId, choose } = useCurrentStore();
  const list = stores.data ?? [];
  if (list.length < 2 || !storeId) return null;
  return (
    <SelectField id="store-picker" label={t('common.storePicker')} className="store-picker" value={storeId} onValueChange={(value) => choose(value)}>
      {list.map((s) => <option key={idOf(s)} value={idOf(s)}>{s.name}</option>)}
    </SelectField>
  );
}
