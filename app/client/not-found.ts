/** The not-found page logs the path that was asked for (spec section 8). */
console.log(`404: no page at ${location.pathname}`);
