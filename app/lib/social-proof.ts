/** Social-proof figures, each used where the spec places it (section 1). */
/** Hero and sticky banner. */
export const TRAVELERS_HERO = "300+";
