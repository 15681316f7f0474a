/** Escapes LIKE metacharacters so a key is matched literally (`\` is Postgres' default escape). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
