/**
 * The design-system pieces behind the content block vocabulary
 * (app/lib/content/directives.ts) that have no component of their own elsewhere.
 */
import type { ReactNode } from "react";
import { ProsCons } from "../pros-cons";
import { StarRating } from "../star-rating";

/** ::::month-cards */
export function MonthCards({ children }: { children: ReactNode }) {
  return <ol className="my-6 grid gap-4 sm:grid-cols-2">{children}</ol>;
}

/** :::month[Name]{weather crowds verdict} */
export function MonthCard(c: {
  month: string;
  weather: string;
  crowds: string;
  verdict: string;
  good: ReactNode;
  watchOut: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-line bg-white p-5">
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
          {c.good}
        </p>
        <p className="text-ink-soft">
          <span className="font-semibold text-buy-hover">Watch out: </span>
          {c.watchOut}
        </p>
      </div>
    </li>
  );
}

/** ::::ratings */
export function RatedEntries({ children }: { children: ReactNode }) {
  return <ul className="my-6 space-y-4">{children}</ul>;
}

/** :::rated[Name]{rating} */
export function RatedEntry(e: {
  name: string;
  rating: number;
  pros: ReactNode[];
  cons: ReactNode[];
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl">{e.name}</h3>
        <span className="flex items-center gap-2 text-sm font-semibold text-ink">
          <StarRating value={e.rating} label={`Rated ${e.rating} out of 5`} /> {e.rating}/5
        </span>
      </div>
      <ProsCons pros={e.pros} cons={e.cons} />
      <p className="text-[0.98rem] leading-relaxed text-ink-soft">
        <span className="font-semibold text-ink">Verdict: </span>
        {e.children}
      </p>
    </li>
  );
}

/** ::::steps of :::step[Name] */
export function Steps({ steps }: { steps: { name: string; text: ReactNode }[] }) {
  return (
    <ol className="my-6 space-y-4">
      {steps.map((s, i) => (
        <li
          key={i}
          id={`step-${i + 1}`}
          className="flex scroll-mt-24 gap-4 rounded-2xl border border-line bg-white p-5"
        >
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-trust font-semibold text-white"
            aria-hidden="true"
            data-pagefind-ignore
          >
            {i + 1}
          </span>
          <div className="min-w-0">
            <h3 className="text-lg leading-snug">
              <span data-pagefind-ignore className="sr-only">
                Step {i + 1}:{" "}
              </span>
              {s.name}
            </h3>
            <p className="mt-1.5 text-ink-soft">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
