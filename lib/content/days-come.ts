import { z } from 'zod';
import { firmDay } from '../firm-time.mjs';

/**
 * A record's schema with the days it names held to days that have come in Casper, where editors date their edits
 * (UTC's day turns over at 5 p.m. there). A date still to come would put a future "Published" or "Reviewed" on the
 * page and in the sitemap. Here, not in content/schemas.ts, since content/ keeps no clock.
 */
export function withDaysCome<S extends z.ZodType<Record<string, unknown>>>(schema: S, fields: readonly (keyof z.output<S> & string)[]) {
  return schema.superRefine((record, ctx) => {
    const today = firmDay();
    for (const field of fields) {
      const day = record[field];
      if (typeof day === 'string' && day > today) {
        ctx.addIssue({ code: 'custom', path: [field], message: `a day still to come in Casper (today there is ${today}); date an edit on the day it is made` });
      }
    }
  });
}
