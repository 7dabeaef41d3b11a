/**
 * withTags' renderer for words only screen readers read: `withTags(t('x'), { h: hidden })` for
 * "New<h>: no reviews yet</h>". In a module of its own, as the home's first screen uses it and none of
 * the other renderers (tags.tsx).
 */
export const hidden = (text: string) => <span className="visually-hidden">{text}</span>;
