/** withTags' renderer for words only screen readers read: `withTags(t('x'), { h: hidden })` for "New<h>: no reviews yet</h>". */
export const hidden = (text: string) => <span className="visually-hidden">{text}</span>;
