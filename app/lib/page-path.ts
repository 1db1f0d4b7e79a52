/** The canonical page path a loader request is for (no trailing slash, no `.data` suffix). */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  const clean = decodeURIComponent(pathname)
    .replace(/\.data$/, "")
    .replace(/\/_root$/, "")
    .replace(/\/+$/, "");
  return clean === "" ? "/" : clean;
}
