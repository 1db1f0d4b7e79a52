import { startTransition, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import type { Island as IslandName } from "../../lib/page-scripts";

/** The id of the JSON element that carries an island's props from the build to the browser. */
export const islandPropsId = (name: IslandName) => `${name}-props`;

/**
 * A tool rendered at build time inside the element React hydrates in the
 * browser (app/client/islands/mount.tsx), with its props serialized beside it
 * as JSON data (never executed; `<` escaped so no text can close the element).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <>
      <div data-island={name}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        id={islandPropsId(name)}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, "\\u003c") }}
      />
    </>
  );
}

const noSubscription = () => () => {};

/**
 * False at build time and in the browser's first render (hydration uses the
 * server snapshot), true once React runs: the tool enables its form then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Moves focus to `element` once the browser has drawn the frame that shows
 * it. Focusing at once, inside React's commit, makes the browser lay out the
 * whole page in the same task as the render (measured at 4x CPU throttle:
 * 15-22 ms of forced layout on the troubleshooter); after the frame the layout
 * is already done and the focus costs next to nothing.
 */
export function focusAfterPaint(element: () => HTMLElement | null): void {
  afterPaint(() => element()?.focus());
}

/**
 * Runs `then` in a task of its own once the browser has drawn the next frame
 * (a frame callback, then a timer after it). Returns a function that cancels it.
 */
export function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of a long answer's `pieces` to draw: the first at once, then one
 * more each frame, each as a transition. A whole answer drawn in one frame was
 * 50-100 ms of style, layout and paint at 4x CPU throttle (npm run bench:input);
 * a piece a frame keeps every frame short. Remount (a new `key`) to start over.
 */
export function useRevealed(pieces: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < pieces) return afterPaint(() => startTransition(() => setShown((n) => n + 1)));
  }, [shown, pieces]);
  return shown;
}
