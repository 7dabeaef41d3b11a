/** `%`, `_` and `\` are wildcards in LIKE patterns; a user's search text matches them literally. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
