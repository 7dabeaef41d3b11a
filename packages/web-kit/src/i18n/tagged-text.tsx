import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z][a-zA-Z]*)>(.*?)<\/\1>/g;

/**
 * A translated sentence with a link or emphasis inside, keeping the words in the translator's order:
 * withTags(t('login.terms'), { terms: (text) => <Link to="/terms">{text}</Link> }) for
 * "I agree to the <terms>terms</terms>". A tag without a renderer shows its text.
 */
export function withTags(text: string, tags: Readonly<Record<string, (chunk: string) => ReactNode>>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={parts.length}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
