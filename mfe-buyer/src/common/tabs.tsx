import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: ReactNode };

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order, ←/→ (and Home/End) move between tabs and
 * select them, each tab controls its panel.
 */
export function Tabs<K extends string>({ tabs, selected, onSelect, label, children }: {
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => { if (el) refs.current.set(tab.key, el); else refs.current.delete(tab.key); }}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className={`tabs__tab${tab.key === selected ? ' tabs__tab--selected' : ''}`}
            aria-selected={tab.key === selected}
            aria-controls={panelId}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} className="tabs__panel" role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
