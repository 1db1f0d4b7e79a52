import type { ReactNode } from "react";
import { yuanText, type PlanCost } from "../../lib/content/plan-cost";

/** The note below the table that says how a leg's estimate was made: its price cell is described by it. */
const estimateId = (day: number) => `cost-estimate-day-${day}`;

interface CostRow {
  key: string;
  day: number;
  what: string;
  price: ReactNode;
  /** The id of the note that explains the price, for an estimate. */
  note?: string;
  data: Record<`data-${string}`, string>;
}

/**
 * One row per cost, in the order of the days: a travel day's journey, then that day's sights. Every row
 * has its day: a sight's ticket falls on the day the plan visits it.
 */
export function costRows(cost: PlanCost): CostRow[] {
  const legs = cost.legs.map((l): CostRow => ({
    key: `leg-${l.day}`,
    day: l.day,
    what: l.what,
    price:
      l.kind === "sourced" ? (
        yuanText(l.yuan!)
      ) : l.kind === "estimate" ? (
        <>about {yuanText(l.yuan!)} (estimate, below)</>
      ) : (
        <>
          not counted: {l.how}; {l.mode === "train" ? "12306 shows" : "the airlines show"} the fare
        </>
      ),
    note: l.kind === "estimate" ? estimateId(l.day) : undefined,
    data: { "data-leg-cost": l.kind },
  }));
  const tickets = cost.tickets.map((t): CostRow => ({
    key: `ticket-${t.name}`,
    day: t.day,
    what: t.name,
    price: t.yuan[1] === 0 ? "free" : yuanText(t.yuan),
    data: {},
  }));
  const unpriced = cost.unpricedSights.map((u): CostRow => ({
    key: `unpriced-${u.name}`,
    day: u.day,
    what: u.name,
    price: `not counted: ${u.price}`,
    data: { "data-unpriced": "" },
  }));
  // A stable sort: on each day the journey comes first, then the sights with a price, then those without.
  return [...legs, ...tickets, ...unpriced].sort((a, b) => a.day - b.day);
}

/**
 * What the plan costs a person: every train leg (its sourced fare, or an estimate said to be one) and
 * every sight's entry ticket, added up, with what is left out named.
 */
export function PlanCostSection({ cost }: { cost: PlanCost }) {
  const unpricedLegs = cost.legs.filter((l) => l.kind === "none");
  const estimates = cost.legs.filter((l) => l.kind === "estimate");
  const rows = costRows(cost);
  return (
    <section aria-labelledby="costs-h" className="mt-14 rounded-[var(--radius-card)] bg-trust-soft/60 p-6">
      <h2 id="costs-h" data-pagefind-ignore className="text-2xl">
        What the plan costs a person
      </h2>
      <p data-cost-total className="mt-3 text-lg">
        About <strong>{yuanText(cost.total)}</strong> for the trains (second class) and the sights&apos; tickets: trains{" "}
        {yuanText(cost.trains)}, tickets {yuanText(cost.sights)}. Not included: hotels, meals, metro and taxi rides
        {unpricedLegs.length + cost.unpricedSights.length > 0 ? ", and the items marked below" : ""}.
      </p>
      <table className="mt-4 w-full text-left text-[0.95rem]">
        <caption className="sr-only">Each journey and sight with its price</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-1 pr-3">
              Day
            </th>
            <th scope="col" className="py-1 pr-3">
              Journey or sight
            </th>
            <th scope="col" className="py-1">
              A person
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} {...r.data} className="border-b border-line/60 align-top">
              <td className="py-1 pr-3">{r.day}</td>
              <th scope="row" className="py-1 pr-3 font-normal">
                {r.what}
              </th>
              <td className="py-1" aria-describedby={r.note}>
                {r.price}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {estimates.length > 0 && (
        // Below the table, at the section's full width: in the price column a phone wrapped one to nine lines.
        <ul data-cost-estimates className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-soft">
          {estimates.map((l) => (
            <li key={`estimate-${l.day}`} id={estimateId(l.day)}>
              Day {l.day}, {l.what}: {l.how}.
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-ink-soft">
        Fares float with demand and tickets change with the season; the ranges run from the cheapest season or train to
        the dearest.
        {estimates.length > 0 &&
          " An estimate multiplies the line's length by a rate per kilometre worked from published fares, as a range where the kind of train or the line's own rate is not known; the real fare can differ."}
      </p>
    </section>
  );
}
