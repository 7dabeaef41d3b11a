import { copyToAll, dayName, EDITOR_DAYS, nextRange, withDay, type WeekDraft } from '../hours-grid.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Business hours per weekday: several ranges a day, closed days, copy one day to all. */
export function HoursEditor({ value, onChange, error }: { value: WeekDraft; onChange: (next: WeekDraft) => void; error?: string | undefined }) {
  const t = useT(messages);
  return (
    <fieldset className="store-section card" aria-describedby={error ? 'hours-error' : undefined}>
      <legend className="card__title">{t('store.businessHours')}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={value.enabled} onChange={(e) => onChange({ ...value, enabled: e.target.checked })} />
        {t('store.setHours')}
      </label>
      {value.enabled ? (
        <>
          <p className="field__hint">{t('store.hoursHint')}</p>
          <ul className="hours-grid">
            {EDITOR_DAYS.map((day) => {
              const d = value.days[day]!;
              const name = dayName(day);
              const set = (change: Parameters<typeof withDay>[2]) => onChange(withDay(value, day, change));
              return (
                <li key={day} className="hours-day">
                  <span className="hours-day__name">{name}</span>
                  <label className="checkbox hours-day__closed">
                    <input type="checkbox" checked={d.closed} onChange={(e) => set((x) => ({ ...x, closed: e.target.checked }))} /> {t('store.closedDay')}
                  </label>
                  {d.closed ? null : (
                    <div className="hours-day__ranges">
                      {d.ranges.map((r, i) => (
                        <div key={i} className="hours-range">
                          <input
                            type="time" className="field__input" aria-label={t('store.opensRange', { day: name, number: i + 1 })} value={r.start}
                            onChange={(e) => set((x) => ({ ...x, ranges: x.ranges.map((y, j) => (j === i ? { ...y, start: e.target.value } : y)) }))}
                          />
                          <span aria-hidden="true">–</span>
                          <input
                            type="time" className="field__input" aria-label={t('store.closesRange', { day: name, number: i + 1 })} value={r.end}
                            onChange={(e) => set((x) => ({ ...x, ranges: x.ranges.map((y, j) => (j === i ? { ...y, end: e.target.value } : y)) }))}
                          />
                          {d.ranges.length > 1 ? (
                            <button type="button" className="btn btn--ghost btn--small" aria-label={t('store.removeRange', { day: name, number: i + 1 })} onClick={() => set((x) => ({ ...x, ranges: x.ranges.filter((_, j) => j !== i) }))}>✕</button>
                          ) : null}
                        </div>
                      ))}
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => set((x) => ({ ...x, ranges: [...x.ranges, nextRange(x)] }))}>{t('store.addHoursOn', { day: name })}</button>
                    </div>
                  )}
                  <button type="button" className="btn btn--ghost btn--small hours-day__copy" onClick={() => onChange(copyToAll(value, day))}>{t('store.copyToAll', { day: name })}</button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {error ? <p id="hours-error" className="form-error" role="alert">{error}</p> : null}
    </fieldset>
  );
}
