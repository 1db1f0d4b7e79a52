/**
 * "Save for offline" on a guide page. Its space is kept but it stays invisible
 * until the offline script (app/client/offline.ts) finds a browser that can
 * keep pages (so nothing below it moves when it appears); it then shows
 * whether this page is saved, and when.
 */
export function OfflineSave() {
  return (
    <div
      data-offline
      data-pagefind-ignore
      className="invisible mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-white/70 px-4 py-2.5 text-sm print:hidden"
    >
      <p data-offline-status role="status" className="text-ink-soft">
        Save this guide to read it without a connection.
      </p>
      <button
        type="button"
        data-offline-save
        className="min-h-11 rounded-full border border-trust/40 px-4 font-semibold text-trust-deep hover:bg-trust-soft"
      >
        Save for offline
      </button>
      <button
        type="button"
        data-offline-remove
        hidden
        className="min-h-11 rounded-full px-3 font-medium text-ink-muted underline hover:text-ink"
      >
        Remove saved copy
      </button>
    </div>
  );
}
