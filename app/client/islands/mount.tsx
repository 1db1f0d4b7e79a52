/**
 * Hydrates one tool's island: the element the build rendered the tool into,
 * with the props the build wrote beside it (app/components/tools/island.tsx).
 *
 * Hydration runs as a transition: React then hydrates in slices of a few
 * milliseconds and lets the browser paint and answer input between them,
 * instead of one long task (measured at 4x CPU throttle: 110-240 ms as one
 * task before; see scripts/bench/input.ts). The form stays disabled until
 * hydration is done, so nothing a reader does is lost in between.
 */
import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandPropsId } from "../../components/tools/island";
import type { Island } from "../../lib/page-scripts";

export function mountIsland<P extends object>(name: Island, Component: ComponentType<P>): void {
  const root = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const data = document.getElementById(islandPropsId(name));
  if (!root || !data?.textContent) return;
  const props = JSON.parse(data.textContent) as P;
  // A task of its own: React's set-up (its event listeners on the root, the first render) does
  // not add to the task in which the browser compiled and ran the framework's code.
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(root, <Component {...props} />);
    }),
  );
}
