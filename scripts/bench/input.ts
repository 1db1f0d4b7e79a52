/**
 * `npm run bench:input`: how the tool pages answer input on a slow phone.
 * Each tool page is opened in Chromium at the 4x CPU throttle Lighthouse uses
 * for mobile, then driven through its main path the way a traveller would
 * (choices, dates, ticks, answers). A PerformanceObserver records every long
 * task; each is charged to the step it happened in, or to hydration when it
 * came before the first step. Event Timing gives the slowest interaction
 * (INP-like), and Long Animation Frames how much of the slowest frame was the
 * page's own script (and the layout it forced) rather than the browser's
 * rendering. Prints a table, saves bench-results/input.json, and exits
 * non-zero when a task on input is over the budget.
 *
 * Measures the production build in build/ (run `npm run build` first, or set
 * BENCH_BUILD=1); BENCH_RUNS sets the runs per page (default 5; a step passes
 * when the median of its runs is within budget, and the table says in how many
 * runs it was not), BENCH_TOOLS=china-entry-checker,... measures only those tools.
 *
 * The throttle is relative to this machine, so the bench first reports the
 * machine's Lighthouse benchmark index: Lighthouse's 4x assumes a high-end
 * desktop (1500-2000) and aims at a mid-tier phone (125-800); a slower machine
 * at 4x emulates a slower phone (Lighthouse's throttling documentation).
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type ElementHandle, type Locator, type Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromiumArgs, chromiumPath } from "../../tests/browser";
import { startServer } from "../../server/serve";
import { toolPath } from "../../app/lib/paths";
import { budget } from "./budget";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.BENCH_PORT ?? 4185);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THROTTLE = 4;
const origin = `http://127.0.0.1:${PORT}`;

if (process.env.BENCH_BUILD) execSync("npm run --silent build", { cwd: projectRoot, stdio: "inherit" });

/**
 * One step of a journey: the control it acts on, found before the clock starts
 * (a role query over a long page is itself a long task at 4x throttle, and it
 * is the harness's work, not the page's), what it does with it, and what the
 * page shows when the step is done.
 */
interface Step {
  name: string;
  target: (page: Page) => Locator;
  act: (control: ElementHandle, page: Page) => Promise<unknown>;
  done?: (page: Page) => Promise<unknown>;
}

const select = (name: string, label: string | RegExp, value: string): Step => ({
  name,
  target: (p) => p.getByLabel(label),
  act: (c) => c.selectOption(value),
});
const fill = (name: string, label: string, value: string): Step => ({
  name,
  target: (p) => p.getByLabel(label),
  act: (c) => c.fill(value),
});
/**
 * A finger's tap where the control is (touch start, touch end, then the click
 * the browser makes of them), through the browser's input pipeline, as on the
 * phone the bench emulates. Playwright's own click() runs hit-target checks in
 * the page during the event, which a reader's tap does not, and which would be
 * charged to the page.
 */
async function tap(control: ElementHandle, page: Page) {
  const box = await control.boundingBox();
  if (!box) throw new Error("control not visible");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
const tick = (name: string, target: Step["target"]): Step => ({ name, target, act: tap });
const press = (name: string, button: string | RegExp, done?: Step["done"]): Step => ({
  name,
  target: (p) => p.getByRole("button", { name: button, exact: typeof button === "string" }),
  act: tap,
  done,
});
/** Waits without a role query: the island's answer heading holds this text. */
const shows = (selector: string, text: string) => (p: Page) =>
  p.waitForFunction(
    ([sel, t]) => [...document.querySelectorAll(sel!)].some((e) => e.textContent?.includes(t!)),
    [selector, text],
  );

/** Each tool's main path, step by step. */
const journeys: Record<string, Step[]> = {
  "china-entry-checker": [
    tick("tap the page title (no script runs)", (p) => p.locator("h1")),
    select("choose nationality", "Nationality on your passport", "US"),
    select("choose arriving from", /in from/, "US"),
    select("choose leaving for", "Leaving China for", "HK"),
    select("choose entry port", "Where you enter mainland China", "Shanghai Pudong International Airport"),
    fill("type arrival date", "Arrival date", "2026-12-01"),
    fill("type arrival time", "Arrival time at the border", "23:50"),
    fill("type leaving date", "Leaving date", "2026-12-09"),
    tick("tick a province", (p) => p.getByRole("checkbox", { name: /^Shanghai/ })),
    tick("tick a limited province", (p) => p.getByRole("checkbox", { name: /^Shanxi/ })),
    press("check the trip", "Check my trip", shows("[data-island] h2", "Your answer")),
    tick("tick a province after an answer", (p) => p.getByRole("checkbox", { name: /^Xinjiang/ })),
    press("check again", "Check my trip", shows("[data-island] [aria-label^='Entry options']", "Xinjiang")),
  ],
  "china-trip-checklist": [
    fill("type trip date", "The day your trip starts", "2027-01-10"),
    select("choose a trip plan", "Following one of our trip plans?", "beijing-xian-chengdu-guilin-shanghai-14-days"),
    select("choose a passport", /^Your passport/, "US"),
    tick("choose a SIM", (p) => p.getByRole("radio", { name: "A Chinese SIM card" })),
    tick("answer a question", (p) =>
      p.getByRole("group", { name: /blocked in China/ }).getByRole("radio", { name: "Yes" }),
    ),
    tick("tick a city", (p) => p.getByRole("checkbox", { name: "Lhasa", exact: true })),
    tick("tick a task", (p) => p.locator('[data-task="vpn"] input[type="checkbox"]')),
    tick("tick another task", (p) => p.locator('[data-task="amap"] input[type="checkbox"]')),
    tick("untick a task", (p) => p.locator('[data-task="vpn"] input[type="checkbox"]')),
  ],
  "payment-troubleshooter": [
    press("pick a symptom", /Adding my card fails/, shows("[data-troubleshooter] h2", "What kind of card")),
    press("pick a card kind", /regular credit or debit card/, shows("[data-troubleshooter] h2", "Which app")),
    press("reach a fix", "Alipay", shows("[data-troubleshooter] h2", "declined")),
    press("go back", /Back/, shows("[data-troubleshooter] h2", "Which app")),
    press("start over", "Start over", shows("[data-troubleshooter] h2", "What is going wrong")),
  ],
};

interface StepResult {
  step: string;
  longTaskMs: number;
  /** In how many of the runs the step's longest task was over the budget. */
  runsOver?: number;
  /** The step's longest task and longest animation frame in each run. */
  longTaskRunsMs?: number[];
  frameRunsMs?: number[];
  eventMs: number;
  /**
   * Of the step's longest animation frame (over 50 ms): its length, the time in
   * the page's scripts (each script over 5 ms, as the browser reports them) with
   * the style and layout they forced, and the browser's own rendering.
   */
  frameMs: number;
  scriptMs: number;
  forcedLayoutMs: number;
  renderMs: number;
}
/** A long animation frame: start, duration, scripts, forced style and layout in scripts, rendering. */
type Frame = [number, number, number, number, number];
interface Run {
  hydrationMs: number;
  steps: StepResult[];
}

/** What the page records in its window: long tasks and slow events as [start, duration], and long animation frames. */
interface Recorded {
  __tasks: [number, number][];
  __events: [number, number][];
  __frames: Frame[];
}

/**
 * Runs in the page before its own scripts: records every long task, every
 * event over 16 ms and every long animation frame. Playwright sends it to the
 * page as text, so it uses nothing from this module but types.
 */
function recordLongWork() {
  const w = window as unknown as Recorded;
  w.__tasks = [];
  w.__events = [];
  w.__frames = [];
  // Long Animation Frames say how much of a slow frame was the page's script and how much the browser's rendering.
  type Script = { duration: number; forcedStyleAndLayoutDuration: number };
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => {
      // No named helpers in here: this function is sent to the page as text.
      const { scripts, renderStart } = e as PerformanceEntry & { scripts: Script[]; renderStart: number };
      w.__frames.push([
        e.startTime,
        e.duration,
        scripts.reduce((t, x) => t + x.duration, 0),
        scripts.reduce((t, x) => t + x.forcedStyleAndLayoutDuration, 0),
        renderStart ? e.startTime + e.duration - renderStart : 0,
      ]);
    }),
  ).observe({ type: "long-animation-frame", buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__tasks.push([e.startTime, e.duration]))).observe({
    type: "longtask",
    buffered: true,
  });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__events.push([e.startTime, e.duration]))).observe({
    type: "event",
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
}

/**
 * Charges what the page recorded to the steps: each step gets the longest task,
 * event and animation frame that started within it; hydration gets the longest
 * task before the first step.
 */
function chargeToSteps(recorded: Recorded, marks: [string, number, number][], firstStart: number): Run {
  const { __tasks: tasks, __events: events, __frames: frames } = recorded;
  const within = (list: [number, number][], a: number, b: number) =>
    Math.max(0, ...list.filter(([t]) => t >= a && t < b).map(([, d]) => d));
  const longestFrame = (a: number, b: number): Frame =>
    frames.filter(([t]) => t >= a && t < b).reduce<Frame>((m, f) => (f[1] > m[1] ? f : m), [0, 0, 0, 0, 0]);
  return {
    hydrationMs: within(tasks, 0, firstStart),
    steps: marks.map(([step, a, b]) => {
      const [, frameMs, scriptMs, forcedLayoutMs, renderMs] = longestFrame(a, b);
      return {
        step,
        longTaskMs: within(tasks, a, b),
        eventMs: within(events, a, b),
        frameMs,
        scriptMs,
        forcedLayoutMs,
        renderMs,
      };
    }),
  };
}

async function measure(page: Page, slug: string): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  await page.addInitScript(recordLongWork);
  await page.goto(`${origin}${toolPath(slug)}`, { waitUntil: "load" });
  await page.locator("[data-island] [data-ready]").waitFor({ state: "attached", timeout: 30_000 });
  const settle = () => page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  await settle();
  const now = () => page.evaluate(() => performance.now());

  const marks: [string, number, number][] = [];
  const firstStart = await now();
  for (const step of journeys[slug]!) {
    const control = await step.target(page).elementHandle();
    await control.scrollIntoViewIfNeeded();
    await settle();
    const start = await now();
    await step.act(control, page);
    await step.done?.(page);
    await settle();
    marks.push([step.name, start, await now()]);
  }
  const recorded = await page.evaluate(() => {
    const { __tasks, __events, __frames } = window as unknown as Recorded;
    return { __tasks, __events, __frames };
  });
  return chargeToSteps(recorded, marks, firstStart);
}

const ms = (n: number) => `${String(n).padStart(4)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer({ root: path.join(projectRoot, "build/client"), port: PORT });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const report: Record<string, { hydrationMs: number; steps: StepResult[] }> = {};
let over = false;
/** Lighthouse's CPU benchmark on this machine, unthrottled: the median of three. */
async function benchmarkIndex(): Promise<number> {
  const page = await browser.newPage();
  const scores: number[] = [];
  for (let i = 0; i < 3; i++) scores.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  await page.close();
  return Math.round(median(scores));
}
try {
  const index = await benchmarkIndex();
  console.log(
    `This machine: Lighthouse benchmark index ${index}; at ${THROTTLE}x CPU throttle about ${Math.round(index / THROTTLE)}` +
      " (Lighthouse: high-end desktop 1500-2000, mid-tier phone 125-800).",
  );
  const only = process.env.BENCH_TOOLS?.split(",");
  for (const slug of Object.keys(journeys).filter((s) => !only || only.includes(s))) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
      });
      runs.push(await measure(await context.newPage(), slug));
      await context.close();
    }
    const steps = runs[0]!.steps.map((s, i) => ({
      step: s.step,
      longTaskMs: Math.round(median(runs.map((r) => r.steps[i]!.longTaskMs))),
      runsOver: runs.filter((r) => r.steps[i]!.longTaskMs > budget.inputLongTaskMs).length,
      longTaskRunsMs: runs.map((r) => Math.round(r.steps[i]!.longTaskMs)),
      frameRunsMs: runs.map((r) => Math.round(r.steps[i]!.frameMs)),
      eventMs: Math.round(median(runs.map((r) => r.steps[i]!.eventMs))),
      frameMs: Math.round(median(runs.map((r) => r.steps[i]!.frameMs))),
      scriptMs: Math.round(median(runs.map((r) => r.steps[i]!.scriptMs))),
      forcedLayoutMs: Math.round(median(runs.map((r) => r.steps[i]!.forcedLayoutMs))),
      renderMs: Math.round(median(runs.map((r) => r.steps[i]!.renderMs))),
    }));
    report[slug] = { hydrationMs: Math.round(median(runs.map((r) => r.hydrationMs))), steps };
    console.log(`\n${toolPath(slug)}  (${THROTTLE}x CPU, median of ${RUNS})`);
    console.log(`  hydration: longest task ${report[slug].hydrationMs} ms`);
    console.log(
      `  ${"".padEnd(36)} ${"task".padStart(7)} ${"over".padStart(5)} ${"event".padStart(7)}   ${"frame".padStart(7)} ${"script".padStart(7)} ${"forced".padStart(7)} ${"render".padStart(7)}`,
    );
    for (const s of steps) {
      const bad = s.longTaskMs > budget.inputLongTaskMs;
      over ||= bad;
      console.log(
        `  ${s.step.padEnd(36)} ${ms(s.longTaskMs)} ${`${s.runsOver}/${RUNS}`.padStart(5)} ${ms(s.eventMs)}   ${ms(s.frameMs)} ${ms(s.scriptMs)} ${ms(s.forcedLayoutMs)} ${ms(s.renderMs)}${bad ? "   OVER" : ""}`,
      );
    }
  }
} finally {
  await browser.close();
  await new Promise<void>((r) => server.close(() => r()));
}
mkdirSync(path.join(projectRoot, "bench-results"), { recursive: true });
writeFileSync(path.join(projectRoot, "bench-results/input.json"), JSON.stringify(report, null, 2));
console.log(
  over ? `\nA task on input is over ${budget.inputLongTaskMs} ms.` : "\nEvery task on input is within budget.",
);
process.exitCode = over ? 1 : 0;
