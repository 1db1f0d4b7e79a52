/**
 * Renders a prose field's tree (HAST, compiled by the loader: app/lib/content/markdown.ts) with
 * React, mapping the block vocabulary (app/lib/content/directives.ts) onto the design system's
 * components, and returns static HTML for app/components/prose.tsx to place in the page.
 */
import type { Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { AddressCard } from "../address-card";
import { Callout } from "../callout";
import { DataTable } from "../data-table";
import { MonthCard, MonthCards, RatedEntries, RatedEntry, Steps } from "./blocks";
import { ExternalLink } from "../external-link";
import { FactValue } from "../fact-value";
import { factById } from "../../lib/content/facts";
import { ProsCons } from "../pros-cons";
import { Quote } from "../quote";
import { StarRating } from "../star-rating";

type Props = { children?: ReactNode } & Record<string, unknown>;

/** The element children of a node (whitespace text between blocks dropped). */
const elements = (children: ReactNode): ReactElement<Props>[] =>
  Children.toArray(children).filter((c): c is ReactElement<Props> => isValidElement(c));

/** The contents of each item of a rendered list element. */
const items = (list: ReactElement<Props> | undefined): ReactNode[] =>
  elements(list?.props.children).map((li) => li.props.children);

const joined = (nodes: ReactNode[], separator: string): ReactNode[] =>
  nodes.flatMap((n, i) => (i ? [separator, n] : [n]));

function tableParts(table: ReactElement<Props> | undefined) {
  const [head, body] = elements(table?.props.children);
  const cells = (row: ReactElement<Props>) => elements(row.props.children).map((c) => c.props.children);
  return {
    columns: elements(head?.props.children).flatMap(cells),
    rows: elements(body?.props.children).map(cells),
  };
}

const components = {
  a: ({ href, children }: Props) => {
    const url = String(href ?? "");
    return /^https?:\/\//.test(url) ? <ExternalLink href={url}>{children}</ExternalLink> : <a href={url}>{children}</a>;
  },
  callout: ({ tone, title, children }: Props) => (
    <Callout tone={tone as "tip" | "warning" | "note"} title={String(title)}>
      {children}
    </Callout>
  ),
  "quote-block": ({ by, children }: Props) => <Quote attribution={String(by)}>{children}</Quote>,
  "pros-cons": ({ children }: Props) => {
    const [pros, cons] = elements(children);
    return <ProsCons pros={items(pros)} cons={items(cons)} />;
  },
  "data-table": ({ caption, children }: Props) => {
    const { columns, rows } = tableParts(elements(children)[0]);
    return <DataTable caption={String(caption)} columns={columns} rows={rows} />;
  },
  "month-cards": ({ children }: Props) => <MonthCards>{children}</MonthCards>,
  "month-card": ({ month, weather, crowds, verdict, children }: Props) => {
    const [good, watch] = elements(children);
    return (
      <MonthCard
        month={String(month)}
        weather={String(weather)}
        crowds={String(crowds)}
        verdict={String(verdict)}
        good={joined(items(good), "; ")}
        watchOut={joined(items(watch), "; ")}
      />
    );
  },
  ratings: ({ children }: Props) => <RatedEntries>{children}</RatedEntries>,
  rated: ({ name, rating, children }: Props) => {
    const [pros, cons, verdict] = elements(children);
    return (
      <RatedEntry name={String(name)} rating={Number(rating)} pros={items(pros)} cons={items(cons)}>
        {verdict?.props.children}
      </RatedEntry>
    );
  },
  steps: ({ children }: Props) => (
    <Steps steps={elements(children).map((s) => ({ name: String(s.props.name), text: s.props.children }))} />
  ),
  fact: ({ fact, uid, children }: Props) => (
    <FactValue fact={factById(String(fact))!} uid={String(uid)}>
      {children}
    </FactValue>
  ),
  stars: ({ value }: Props) => <StarRating value={Number(value)} label={`${Number(value)} out of 5`} />,
  "address-card": ({ name, zh, pinyin }: Props) => (
    <AddressCard name={String(name)} zh={String(zh)} pinyin={pinyin ? String(pinyin) : undefined} />
  ),
} as unknown as Components;

/** Custom elements the components above read from their parents (never rendered alone). */
const passThrough = { step: "li", verdict: "p" };

export function proseHtml(tree: Root): string {
  const node = toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: { ...components, ...(passThrough as unknown as Components) },
  });
  return renderToStaticMarkup(node);
}
