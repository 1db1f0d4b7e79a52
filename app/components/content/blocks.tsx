import type { Block } from "../../content/schemas/article";
import { Callout } from "../callout";
import { DataTable } from "../data-table";
import { ProsCons } from "../pros-cons";
import { Quote } from "../quote";
import { RichText } from "../rich-text";
import { StarRating } from "../star-rating";

function MonthCards({ cards }: { cards: Extract<Block, { type: "monthCards" }>["cards"] }) {
  return (
    <ol className="my-6 grid gap-4 sm:grid-cols-2">
      {cards.map((c) => (
        <li key={c.month} className="rounded-2xl border border-line bg-white p-5">
          <h3 className="text-xl">{c.month}</h3>
          <p className="mt-1 text-sm font-semibold text-trust">{c.verdict}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-ink-muted">Weather</dt>
            <dd className="text-ink-soft">{c.weather}</dd>
            <dt className="font-medium text-ink-muted">Crowds</dt>
            <dd className="text-ink-soft">{c.crowds}</dd>
          </dl>
          <div className="mt-3 grid gap-2 text-sm">
            <p className="text-ink-soft">
              <span className="font-semibold text-trust-deep">Good: </span>
              {c.pros.join("; ")}
            </p>
            <p className="text-ink-soft">
              <span className="font-semibold text-buy-hover">Watch out: </span>
              {c.cons.join("; ")}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function MonthRatings({ rows }: { rows: Extract<Block, { type: "monthRatings" }>["rows"] }) {
  return (
    <DataTable
      caption="Month by month, rated out of 5"
      columns={["Month", "Temperature", "Rating", "Verdict"]}
      rows={rows.map((r) => [
        r.month,
        r.temp,
        <StarRating key={r.month} value={r.score} label={`${r.score} out of 5`} />,
        r.verdict,
      ])}
    />
  );
}

function Ratings({ entries }: { entries: Extract<Block, { type: "ratings" }>["entries"] }) {
  return (
    <ul className="my-6 space-y-4">
      {entries.map((e) => (
        <li key={e.name} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xl">{e.name}</h3>
            <span className="flex items-center gap-2 text-sm font-semibold text-ink">
              <StarRating value={e.rating} label={`Rated ${e.rating} out of 5`} /> {e.rating}/5
            </span>
          </div>
          <ProsCons pros={e.pros} cons={e.cons} />
          <p className="text-[0.98rem] leading-relaxed text-ink-soft">
            <span className="font-semibold text-ink">Verdict: </span>
            <RichText text={e.verdict} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Renders one typed content block (see app/content/schemas/article.ts). */
export function ContentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className="mt-4">
          <RichText text={block.text} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`mt-4 space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-trust`}>
          {block.items.map((item, i) => (
            <li key={i} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "tip":
      return (
        <Callout tone={block.tone} title={block.title}>
          <RichText text={block.text} />
        </Callout>
      );
    case "prosCons":
      return (
        <ProsCons
          pros={block.pros.map((p, i) => (
            <RichText key={i} text={p} />
          ))}
          cons={block.cons.map((c, i) => (
            <RichText key={i} text={c} />
          ))}
        />
      );
    case "quote":
      return (
        <Quote attribution={block.attribution}>
          <RichText text={block.text} />
        </Quote>
      );
    case "table":
      return <DataTable caption={block.caption} columns={block.columns} rows={block.rows} />;
    case "monthCards":
      return <MonthCards cards={block.cards} />;
    case "monthRatings":
      return <MonthRatings rows={block.rows} />;
    case "ratings":
      return <Ratings entries={block.entries} />;
    case "steps":
      return (
        <ol className="my-6 space-y-4">
          {block.steps.map((s, i) => (
            <li
              key={i}
              id={`step-${i + 1}`}
              className="flex scroll-mt-24 gap-4 rounded-2xl border border-line bg-white p-5"
            >
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-trust font-semibold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <h3 className="text-lg leading-snug">
                  <span className="sr-only">Step {i + 1}: </span>
                  {s.name}
                </h3>
                <p className="mt-1.5 text-ink-soft">
                  <RichText text={s.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      );
  }
}
