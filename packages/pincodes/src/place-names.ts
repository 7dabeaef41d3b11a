/**
 * Place names compared the way people write them: lower case, letters only, single spaces
 * ('K.V.Rangareddy' → 'k v rangareddy', 'Mumbai  North' → 'mumbai north').
 */
export const placeWords = (name: string): string =>
  name.normalize('NFKD').toLowerCase().replace(/[^a-z]+/g, ' ').trim();

/** Whether `phrase` appears in `words` as whole words ('pune' in 'pune city east', not 'pu' in 'pune'). */
export const containsWords = (words: string, phrase: string): boolean =>
  phrase !== '' && ` ${words} `.includes(` ${phrase} `);
