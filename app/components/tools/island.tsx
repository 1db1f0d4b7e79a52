import { useSyncExternalStore, type ComponentType } from "react";
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
  requestAnimationFrame(() => setTimeout(() => element()?.focus()));
}
