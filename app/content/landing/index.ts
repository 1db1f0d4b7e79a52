import { ContentError } from "../parse";
import { landingSchema, type Landing } from "../schemas/landing";
import copy from "./copy";

const result = landingSchema.safeParse(copy);
if (!result.success) {
  throw new ContentError(
    result.error.issues.map((i) => `app/content/landing/copy.ts: ${i.path.join(".")}: ${i.message}`),
  );
}

/** The landing page's validated copy. */
export const landing: Landing = result.data;
