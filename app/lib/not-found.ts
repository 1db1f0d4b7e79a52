/** The not-found page's heading (spec section 8); the page renders it and the sweeps look for it in 404 answers. */
export const NOT_FOUND_HEADING = "Oops! Page not found";
