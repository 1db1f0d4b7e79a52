/** A place or dish name as a traveller points at it: English, then the Chinese characters and the pinyin. */
export function NameZh({ name, zh, pinyin }: { name: string; zh?: string; pinyin?: string }) {
  return (
    <span>
      {name}{" "}
      {zh && (
        <span lang="zh-Hans" className="font-normal text-ink-muted">
          {zh}
        </span>
      )}{" "}
      {pinyin && <span className="text-base font-normal text-ink-muted italic">{pinyin}</span>}
    </span>
  );
}
