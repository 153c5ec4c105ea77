/** Vercel sets VERCEL_ENV=preview for every branch and pull-request deployment; those must never be indexed. */
export function isPreviewDeployment(env: Record<string, string | undefined> = process.env): boolean {
  return env.VERCEL_ENV === 'preview';
}
