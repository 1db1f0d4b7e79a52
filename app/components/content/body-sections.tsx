import type { Root } from "hast";
import { Prose } from "../prose";

/** A document's Markdown body sections (`## Title {#id}`), each with its heading, after a page's own part. */
export function BodySections({ sections }: { sections: { id: string; title: string; tree: Root }[] }) {
  return sections.map((s) => (
    <section key={s.id} id={s.id} className="prose-guide mt-12 max-w-3xl scroll-mt-24" aria-labelledby={`${s.id}-h`}>
      <h2 id={`${s.id}-h`} className="mb-3 text-2xl">
        {s.title}
      </h2>
      <Prose as="div" value={s} />
    </section>
  ));
}
