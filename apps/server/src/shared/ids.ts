/** Ids in paths are digit strings (idSchema); beyond bigint range they cannot exist. */
export const toId = (id: string): bigint | undefined => {
  const value = BigInt(id);
  return value <= 9_223_372_036_854_775_807n ? value : undefined;
};
