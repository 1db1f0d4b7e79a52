import { finding, type Finding } from "./findings";

/** Compression and caching as served: each case names a URL, an encoding to ask for, and the cache policy expected. */
export async function checkTransfer(
  base: string,
  cases: { url: string; encoding: "br" | "gzip"; cache: string }[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { url, encoding, cache } of cases) {
    const res = await fetch(base + url, { headers: { "accept-encoding": encoding } });
    await res.arrayBuffer();
    const got = [res.headers.get("content-encoding"), res.headers.get("vary"), res.headers.get("cache-control")];
    if (got[0] !== encoding || !/accept-encoding/i.test(got[1] ?? "") || got[2] !== cache)
      findings.push(
        finding(
          "transfer",
          url,
          `with accept-encoding ${encoding}: content-encoding ${got[0]}, vary ${got[1]}, cache-control ${got[2]}`,
        ),
      );
  }
  return findings;
}

/** Content type and cache policy as served, for files a host sends as they are (images). */
export async function checkServedAs(
  base: string,
  cases: { url: string; type: string; cache: string }[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { url, type, cache } of cases) {
    const res = await fetch(base + url);
    await res.arrayBuffer();
    const got = { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control") };
    if (got.status !== 200 || got.type !== type || got.cache !== cache)
      findings.push(
        finding("transfer", url, `answers ${got.status}, content-type ${got.type}, cache-control ${got.cache}`),
      );
  }
  return findings;
}
