import { z } from 'zod';
import { idSchema } from './common.js';

export const hotSearchSchema = z
  .object({
    _id: idSchema,
    deleted: z.boolean(),
    name_kr: z.string(),
    name_eng: z.string(),
  })
  .meta({ id: 'HotSearchKeyword' });
export type HotSearchKeyword = z.infer<typeof hotSearchSchema>;
