// The newsletter's scheduled jobs on Vercel, where no process runs between requests (a long-running `next start`
// runs them itself: instrumentation.ts). Plain JavaScript: the build step that writes vercel.json and the Vercel-output
// check (bare Node) read it too.

/** The route Vercel Cron calls: it sends queued e-mail and runs the clean-up (app/api/newsletter/deliver/route.ts). */
export const NEWSLETTER_JOBS_PATH = '/api/newsletter/deliver';

/**
 * vercel.json's `crons`. Once a day, as often as every Vercel plan allows (a Hobby project whose cron runs more often
 * cannot deploy): the clean-up then deletes an address left unconfirmed within a day of its 7 days, as the privacy
 * policy says, and retries a confirmation e-mail that the sign-up's own attempt could not send (so does every later
 * sign-up). A Pro project may run it more often (docs/newsletter.md).
 * @type {ReadonlyArray<{ path: string; schedule: string }>}
 */
export const VERCEL_CRONS = Object.freeze([Object.freeze({ path: NEWSLETTER_JOBS_PATH, schedule: '17 6 * * *' })]);
