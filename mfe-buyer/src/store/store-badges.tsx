import { withTags } from '@haat/web-kit';
import { hidden } from '../common/hidden.tsx';
import { useT } from '../i18n.ts';
// The home's first screen shows these on its store cards: their texts are in its one catalog.
import messages from '../home/messages.json';

export function OpenBadge({ open }: { open: boolean }) {
  const t = useT(messages);
  return <span className={`open-badge ${open ? 'open-badge--open' : 'open-badge--closed'}`}>{open ? t('home.open') : t('home.closed')}</span>;
}

/**
 * A store the admin team verified (store cards and the store page's header): a tick (the style
 * sheet's) and 'Verified', then what it vouches for, read out to screen readers.
 */
export function VerifiedBadge() {
  const t = useT(messages);
  return <span className="verified-badge">{withTags(t('home.verified'), { h: hidden })}</span>;
}

/** A store's first 3 tags (store cards and the store page's header); nothing when it has none. */
export function StoreTags({ tags }: { tags: string[] }) {
  const t = useT(messages);
  if (tags.length === 0) return null;
  return (
    <ul className="store-tags" aria-label={t('home.tags')}>
      {tags.slice(0, 3).map((tag) => <li key={tag} className="store-tag">{tag}</li>)}
    </ul>
  );
}
