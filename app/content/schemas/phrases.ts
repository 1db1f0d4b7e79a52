import { z } from "zod";
import { factById } from "../../lib/content/facts";
import { today } from "../../lib/content/freshness";
import { isoDate, text } from "./common";
import { datasetSource } from "./entry-rules";
import { factText } from "./fact-text";

/**
 * The phrase cards at /phrases (app/content/data/phrases.yaml): the emergency
 * numbers first (each one a fact of app/content/facts/emergency.yaml), then
 * phrases to show staff, grouped by the moment a traveller needs them. Each
 * phrase is the Chinese a careful native speaker would say to a stranger,
 * its pinyin with tone marks and its meaning in English; a question may
 * carry the likely answers, for the person asked to point at.
 */

const id = z.string().regex(/^[a-z0-9-]+$/, "expected lower-case letters, digits and hyphens");

/** Latin letters: the Chinese line is shown to someone who reads Chinese, so no English or pinyin slips in. */
const latin = /[A-Za-z]/;
const han = /\p{Script=Han}/u;

/** Chinese as it is shown: characters (digits and Chinese punctuation allowed), no Latin letters. */
export const zhText = text
  .refine((s) => han.test(s), { error: "the Chinese has no Chinese characters" })
  .refine((s) => !latin.test(s), { error: "Latin letters in the Chinese: write it all in characters" });

const toneMarked = /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/i;
/** Syllables said in the neutral tone, which carry no mark when written as a word of their own. */
const neutralWords = new Set([
  "a",
  "ba",
  "bu",
  "de",
  "le",
  "ma",
  "me",
  "ne",
  "ya",
  "la",
  "wa",
  "na",
  "zhe",
  "zi",
  "ge",
  "men",
  "shang",
]);

/** A blank for the traveller to fill in, such as the last digits of a phone number (尾号是____). */
const blank = /^_{2,}$/;

/** The words of a pinyin line that need a tone mark and have none (numbers, blanks and neutral particles excepted). */
export function unmarkedWords(pinyin: string): string[] {
  return pinyin
    .toLowerCase()
    .split(/[\s,.?!;:，。？！…"“”()/-]+/)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w && !/^\d+$/.test(w) && !blank.test(w) && !neutralWords.has(w) && !toneMarked.test(w));
}

/** Pinyin with tone marks: refuses a line with no mark at all, tone numbers (ni3), characters, and any unmarked word. */
export const pinyin = text.superRefine((s, ctx) => {
  const issue = (message: string) => ctx.addIssue({ code: "custom", message });
  if (han.test(s)) return issue("Chinese characters in the pinyin");
  if (/[a-zü]\d/i.test(s)) return issue("tone numbers in the pinyin (ni3): write tone marks (nǐ)");
  if (!toneMarked.test(s)) return issue("the pinyin has no tone marks: write them (nǐ hǎo, not ni hao)");
  const bare = unmarkedWords(s);
  if (bare.length) issue(`pinyin words without a tone mark: ${bare.join(", ")}`);
});

const said = z.strictObject({ zh: zhText, pinyin, en: text });

export const phraseSchema = z
  .strictObject({
    id,
    ...said.shape,
    /** A question's likely answers, for the person asked to point at. */
    answers: z.array(said).min(2, "give at least two answers to point at, or none").optional(),
  })
  .superRefine((p, ctx) => {
    if (p.answers && !/[?？]$/.test(p.zh))
      ctx.addIssue({ code: "custom", path: ["answers"], message: "only a question has answers to point at" });
  });
export type Phrase = z.infer<typeof phraseSchema>;

const factKey = z
  .string()
  .regex(/^[a-z0-9-]+\.[a-z0-9.-]+$/, "expected topic.id")
  .refine((k) => factById(k) !== undefined, { error: (i) => `unknown fact "${String(i.input)}" (app/content/facts/)` });

export const phrasesSchema = z
  .strictObject({
    reviewed: isoDate.refine((d) => d <= today(), { error: (i) => `reviewed ${String(i.input)} is in the future` }),
    updated: isoDate,
    sources: z.array(datasetSource).min(1),
    /** The emergency numbers shown first: each a fact (`emergency.police`), what it is for, and how to say it. */
    emergency: z.array(z.strictObject({ fact: factKey, name: text, when: factText, zh: zhText, pinyin })).min(1),
    groups: z
      .array(
        z.strictObject({
          id,
          title: text,
          /** One sentence on when these help. */
          intro: text.optional(),
          phrases: z.array(phraseSchema).min(1, "an empty group: give it phrases or remove it"),
        }),
      )
      .min(1),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.groups.forEach((g, i) => {
      if (seen.has(g.id)) ctx.addIssue({ code: "custom", path: ["groups", i, "id"], message: `${g.id} is used twice` });
      seen.add(g.id);
      g.phrases.forEach((p, j) => {
        const key = `${g.id}/${p.id}`;
        if (seen.has(key))
          ctx.addIssue({ code: "custom", path: ["groups", i, "phrases", j, "id"], message: `${p.id} is used twice` });
        seen.add(key);
      });
    });
  });
export type Phrases = z.infer<typeof phrasesSchema>;
