/**
 * A yes/no flag kept for the rest of the visit (this tab, reloads included):
 * sessionStorage, or memory for this page view when storage is refused.
 */
const memory = new Set<string>();

export function readVisitFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1" || memory.has(key);
  } catch {
    return memory.has(key);
  }
}

export function setVisitFlag(key: string): void {
  memory.add(key);
  try {
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Private modes may refuse storage; the flag then lasts for this page view.
  }
}
