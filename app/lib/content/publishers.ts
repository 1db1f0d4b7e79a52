/**
 * The publisher register in force (app/content/publishers.yaml, loaded by ./load.ts before any
 * source is read; docs/decisions/0037-publisher-register-and-quotes.md): a source's publisher, tier
 * and outlet come from its host here. Pure: no fs.
 */
/** A publisher of the register (its schema: app/content/schemas/publishers.ts). */
export interface Publisher {
  id: string;
  name: string;
  /** One of the source tiers (app/content/schemas/common.ts sourceTiers; not imported, which would make a circle). */
  kind: "official" | "press" | "reference" | "commercial" | "reprint";
  body?: string;
  note?: string;
  hosts: readonly string[];
}

export const PUBLISHERS_FILE = "publishers.yaml";

let byHost = new Map<string, Publisher>();
let byId = new Map<string, Publisher>();
let loaded = false;

/** Puts a register in force. */
export function setPublishers(list: readonly Publisher[]): void {
  byId = new Map(list.map((p) => [p.id, p]));
  byHost = new Map(list.flatMap((p) => p.hosts.map((h) => [h, p] as const)));
  loaded = true;
}
export const publishersLoaded = (): boolean => loaded;
export const publishers = (): readonly Publisher[] => [...byId.values()];

/** A URL's host as the register writes it: lower-case, without a trailing dot or a leading www. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^www\./, "");
  } catch {
    return "";
  }
}

export const publisherOfHost = (host: string): Publisher | undefined => byHost.get(host);
export const publisherById = (id: string): Publisher | undefined => byId.get(id);

/** How a page names a source's publisher: "Xinhua News Agency, read in a copy on People's Daily". */
export const sourceName = (publisher: Publisher, original?: Publisher): string =>
  original ? `${original.name}, read in a copy on ${publisher.name}` : publisher.name;
