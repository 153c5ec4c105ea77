/** Shown on a draft article (development and preview deployments only; production never builds one). */
export function DraftNotice() {
  return (
    <p role="note" className="rounded-lg border-2 border-dashed border-copper-600 bg-sand-100 px-4 py-3 font-semibold text-navy-900">
      Draft: visible in development and on preview deployments only. Production builds leave this article out.
    </p>
  );
}
