import type { Phrase } from "../content/schemas/phrases";

/**
 * A phrase to show staff: the Chinese large enough to read across a counter,
 * its pinyin and its meaning, and for a question the likely answers to point
 * at. It is a driver card to the full-screen script (app/client/driver-card.ts):
 * the script adds "Show full screen", which shows the parts marked
 * `data-driver-text` on white, the Chinese at 40 px or more. The `in-[.driver-fullscreen]:`
 * classes are those parts' full-screen sizes. Without the script every phrase
 * is on the page at 28 px.
 */
export function PhraseCard({ phrase, id }: { phrase: Phrase; id: string }) {
  return (
    <div
      id={id}
      data-driver-card
      data-driver-label={phrase.en}
      className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-line bg-white p-4 sm:p-5"
    >
      <p
        lang="zh-Hans"
        data-driver-text="phrase"
        className="text-[1.75rem] leading-snug font-semibold text-ink in-[.driver-fullscreen]:text-[clamp(2.5rem,10vw,4.5rem)] in-[.driver-fullscreen]:leading-tight in-[.driver-fullscreen]:font-bold"
      >
        {phrase.zh}
      </p>
      <p
        data-driver-text="pinyin"
        className="mt-1 text-base text-ink-soft in-[.driver-fullscreen]:text-[clamp(1.1rem,4.5vw,1.6rem)]"
      >
        {phrase.pinyin}
      </p>
      <p
        data-driver-text="meaning"
        className="mt-1 text-base text-ink in-[.driver-fullscreen]:text-[clamp(1.1rem,4.5vw,1.6rem)]"
      >
        {phrase.en}
      </p>
      {phrase.answers && (
        <div
          data-driver-text="answers"
          className="mt-3 border-t border-line pt-3 in-[.driver-fullscreen]:mt-4 in-[.driver-fullscreen]:pt-5"
        >
          <p lang="zh-Hans" className="text-sm text-ink-muted in-[.driver-fullscreen]:text-lg">
            请直接指一下答案：
            <span lang="en" className="ml-1">
              Point at the answer
            </span>
          </p>
          <ul className="mt-2 flex flex-wrap gap-2 in-[.driver-fullscreen]:mt-3 in-[.driver-fullscreen]:grid in-[.driver-fullscreen]:gap-3">
            {phrase.answers.map((a) => (
              <li
                key={a.zh}
                className="rounded-xl border border-line bg-paper px-3 py-1.5 in-[.driver-fullscreen]:border-ink/20 in-[.driver-fullscreen]:px-4 in-[.driver-fullscreen]:py-3"
              >
                <span
                  lang="zh-Hans"
                  className="block text-lg font-semibold text-ink in-[.driver-fullscreen]:text-[clamp(1.75rem,8vw,2.75rem)] in-[.driver-fullscreen]:leading-tight"
                >
                  {a.zh}
                </span>
                <span className="block text-xs text-ink-soft in-[.driver-fullscreen]:text-base">
                  {a.pinyin} · {a.en}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="button"
        data-driver-open
        hidden
        data-pagefind-ignore
        className="mt-auto self-start pt-3 print:hidden"
        aria-label={`Show full screen: ${phrase.en}`}
      >
        <span className="inline-flex min-h-11 items-center rounded-full border border-trust/40 px-4 text-sm font-semibold text-trust-deep hover:bg-trust-soft">
          Show full screen
        </span>
      </button>
    </div>
  );
}
