/** Length limits of the head fields (style guide, "SEO fields"): the one place they are set. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;
