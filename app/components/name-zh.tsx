/** A place or dish name as a traveller points at it: English, then the Chinese characters and the pinyin. */
export function NameZh({ name, zh, pinyin }: { name: string; zh?: string; pinyin?: string }) {
  return (
    <span>
      {name}{" "}
      {zh && (
        // Chinese breaks between words only where it must (a name split mid-word is hard to read out).
        <span lang="zh-Hans" className="font-normal break-keep text-ink-muted wrap-anywhere">
          {zh}
        </span>
      )}{" "}
      {pinyin && <span className="text-base font-normal text-ink-muted italic">{pinyin}</span>}
    </span>
  );
}
