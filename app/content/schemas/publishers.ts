import { z } from "zod";
import { sourceTiers, text } from "./common";

/**
 * The publisher register (app/content/publishers.yaml; docs/decisions/0037-publisher-register-and-quotes.md):
 * every host the site cites, who publishes it and what it is. A source's publisher and tier come from
 * its host through the register, never from the source itself.
 */

/** A host name as a URL gives it, lower-case, without a leading `www.`. */
const host = z.string().regex(/^(?!www\.)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, {
  error: "a host is a lower-case domain name without www. (en.nia.gov.cn)",
});

export const publisherSchema = z
  .strictObject({
    /** Named by a copy's `copyOf`. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lower-case words with -"),
    /** The publisher as a reader knows it, shown beside each of its sources. */
    name: text,
    /** What it is, which is each of its sources' tier (decision 0027). */
    kind: z.enum(sourceTiers),
    /** For an official publisher: which body (a ministry, a city government, the operator, the venue). */
    body: text.optional(),
    /** Why it is this kind, where a reader could doubt it. */
    note: text.optional(),
    /** The hosts it publishes on; none for an outlet or a body read only in copies. */
    hosts: z.array(host),
  })
  .superRefine((p, ctx) => {
    if (p.kind === "official" && !p.body)
      ctx.addIssue({ code: "custom", path: ["body"], message: "an official publisher says which body it is" });
    if (p.kind !== "official" && p.body)
      ctx.addIssue({
        code: "custom",
        path: ["body"],
        message: `only an official publisher has a body (this is ${p.kind})`,
      });
  });
export type Publisher = z.infer<typeof publisherSchema>;

export const publisherRegisterSchema = z
  .strictObject({ publishers: z.array(publisherSchema).min(1) })
  .superRefine(({ publishers }, ctx) => {
    const ids = new Set<string>();
    const hosts = new Map<string, string>();
    publishers.forEach((p, i) => {
      if (ids.has(p.id))
        ctx.addIssue({ code: "custom", path: ["publishers", i, "id"], message: `${p.id} is used twice` });
      ids.add(p.id);
      p.hosts.forEach((h, j) => {
        const other = hosts.get(h);
        if (other)
          ctx.addIssue({ code: "custom", path: ["publishers", i, "hosts", j], message: `${h} is already ${other}'s` });
        hosts.set(h, p.id);
      });
    });
  });
export type PublisherRegister = z.infer<typeof publisherRegisterSchema>;
