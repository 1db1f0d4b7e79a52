/**
 * Analytics only after the reader agrees (loaded only when a measurement ID is
 * configured). No request to an analytics origin and no analytics cookie before
 * "Accept"; the choice is remembered on this device; Global Privacy Control
 * counts as "Decline". After consent the Google tag defines `window.gtag`,
 * which `track()` calls (app/lib/analytics.ts).
 */
const KEY = "analytics-consent";
const box = document.querySelector<HTMLElement>("[data-consent]");
const measurementId = box?.dataset.measurementId ?? "";

function remembered(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function remember(choice: "granted" | "denied") {
  try {
    window.localStorage.setItem(KEY, choice);
  } catch {
    // Storage refused: the choice lasts for this page view.
  }
}

function loadTag() {
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // The Google tag reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", measurementId, { anonymize_ip: true });
  const tag = document.createElement("script");
  tag.async = true;
  tag.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(tag);
}

if (box && measurementId) {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const choice = gpc ? "denied" : remembered();
  if (choice === "granted") loadTag();
  else if (choice === null) {
    box.hidden = false;
    box.querySelector("[data-consent-accept]")?.addEventListener("click", () => {
      remember("granted");
      box.hidden = true;
      loadTag();
    });
    box.querySelector("[data-consent-decline]")?.addEventListener("click", () => {
      remember("denied");
      box.hidden = true;
    });
  }
}
