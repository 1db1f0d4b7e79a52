/** The part of autocannon's API the load test uses (the package ships no types). */
declare module "autocannon" {
  interface Stats {
    average: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    requests: {
      method: string;
      path: string;
      headers?: Record<string, string>;
      onResponse?: (status: number, body: string) => void;
    }[];
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
