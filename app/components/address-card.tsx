/** "Show the driver": a place's address in Chinese, large enough to show across a taxi. */
export function AddressCard({ name, zh, pinyin }: { name: string; zh: string; pinyin?: string }) {
  return (
    <figure className="my-6 rounded-2xl border border-line bg-white p-5">
      <figcaption className="text-sm font-semibold text-ink-muted">Show the driver: {name}</figcaption>
      <p lang="zh-Hans" className="mt-2 text-2xl leading-snug text-ink">
        {zh}
      </p>
      {pinyin && <p className="mt-1 text-sm text-ink-soft">{pinyin}</p>}
    </figure>
  );
}
