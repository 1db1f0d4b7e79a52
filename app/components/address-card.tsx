/**
 * "Show the driver": a place's name and address in Chinese, large enough to
 * show across a taxi, with the request in Chinese ("please take me to") and
 * the pinyin for the reader. The driver-card script adds "Show full screen".
 */
export function AddressCard({
  name,
  zh,
  placeZh,
  pinyin,
}: {
  name: string;
  /** The address in Chinese. */
  zh: string;
  /** The place's own name in Chinese, shown above the address. */
  placeZh?: string;
  pinyin?: string;
}) {
  return (
    <figure data-driver-card className="my-5 rounded-2xl border border-line bg-white p-5">
      <figcaption data-pagefind-ignore className="text-sm font-semibold text-ink-muted">
        Show the driver: {name}
      </figcaption>
      <p lang="zh-Hans" data-driver-text="ask" data-pagefind-ignore className="mt-2 text-sm text-ink-soft">
        请带我去：
      </p>
      {placeZh && (
        <p lang="zh-Hans" data-driver-text="place" className="mt-1 text-2xl leading-snug font-semibold text-ink">
          {placeZh}
        </p>
      )}
      <p lang="zh-Hans" data-driver-text="address" className="mt-1 text-xl leading-snug text-ink">
        {zh}
      </p>
      {pinyin && (
        <p data-driver-text="pinyin" className="mt-1 text-sm text-ink-soft">
          {pinyin}
        </p>
      )}
      <button
        type="button"
        data-driver-open
        data-pagefind-ignore
        hidden
        className="mt-3 min-h-11 w-full rounded-full sm:w-auto border border-trust/40 px-4 text-sm font-semibold text-trust-deep hover:bg-trust-soft print:hidden"
      >
        Show full screen to the driver
      </button>
    </figure>
  );
}
