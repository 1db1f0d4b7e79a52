/**
 * "Show the driver": a place's name and address in Chinese, large enough to
 * show across a taxi, with the request in Chinese ("please take me to") and
 * the pinyin for the reader. `data-driver-card` lets the page script open it
 * full screen.
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
      <figcaption className="text-sm font-semibold text-ink-muted">Show the driver: {name}</figcaption>
      <p lang="zh-Hans" className="mt-2 text-sm text-ink-soft">
        请带我去：
      </p>
      {placeZh && (
        <p lang="zh-Hans" className="mt-1 text-2xl leading-snug font-semibold text-ink">
          {placeZh}
        </p>
      )}
      <p lang="zh-Hans" className="mt-1 text-xl leading-snug text-ink">
        {zh}
      </p>
      {pinyin && <p className="mt-1 text-sm text-ink-soft">{pinyin}</p>}
    </figure>
  );
}
