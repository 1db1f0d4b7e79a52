/**
 * Hydrates one tool's island: the element the build rendered the tool into,
 * with the props the build wrote beside it (app/components/tools/island.tsx).
 */
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandPropsId } from "../../components/tools/island";
import type { Island } from "../../lib/page-scripts";

export function mountIsland<P extends object>(name: Island, Component: ComponentType<P>): void {
  const root = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const data = document.getElementById(islandPropsId(name));
  if (!root || !data?.textContent) return;
  const props = JSON.parse(data.textContent) as P;
  hydrateRoot(root, <Component {...props} />);
}
